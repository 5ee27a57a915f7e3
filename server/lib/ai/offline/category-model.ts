// A learned category classifier over the idea's lemmas (issue 19, decision 0150): multinomial
// naive Bayes or softmax regression, whichever cross-validation chose; `scripts/train-category.ts`
// trains it on `eval/concepts/category-training.json` and writes `category-weights.ts`. Features are
// the folded lemmas of the idea's content words (every dictionary reading of a word, so
// "pedidos" gives both "pedido" and "pedir"), unknown words as typed, and optionally each
// lemma's first letters ("panader" for panadería/panadero), pairs of consecutive lemmas and
// the lemmas' letter n-grams (options the training script measures; the written weights say
// which are on). Deterministic: no randomness in training (zero start, full-batch steps) nor
// here. The table is parsed at the first call.

import { CONCEPT_CATEGORIES, type ConceptCategory } from '../../../../contracts/concept.ts';
import { CATEGORY_WEIGHTS } from './category-weights.ts';
import { analyze, fold } from './morphology.ts';

/** Function words and the words every idea uses ("app", "quiero"): they say nothing of the domain. */
const STOPWORDS = new Set(
  (
    'a al algo algun alguna alguno algunos ante antes asi aun bien cada como con contra cual cuales ' +
    'cuando de del desde donde dos e el ella ellas ellos en entre era es esa ese eso esta este esto ' +
    'estos estas ha han hasta hay la las le les lo los mas me mi mis muy nada ni no nos o os otra otro ' +
    'otros para pero poco por porque pues que q quien se sea ser si sin sobre solo su sus tambien tan ' +
    'te ti tiene tienen todo todos tu tus un una uno unos unas usted y ya yo pa pq xq k tb ' +
    'app apps aplicacion aplicaciones web sitio pagina plataforma sistema quiero quisiera ' +
    'necesito necesitamos queremos busco idea tengo tenemos hacer poder puedan pueda puedo cosa cosas ' +
    'etc tipo vez veces manera forma ademas luego despues mismo tener querer necesitar estar haber ir'
  ).split(' '),
);

export interface FeatureOptions {
  /** Also a feature for a lemma's first letters when it is longer (0: none). */
  prefix: number;
  /** Divide the summed weights by √(number of features), so long ideas are not more sure. */
  normalize: boolean;
  /** Also each pair of consecutive content words, by their first lemma (`lista_compra`). */
  bigrams?: boolean;
  /**
   * Also the letter n-grams of this length of each lemma, with `~` at its ends (`.~pan`,
   * `.pana`…): they carry typos and forms the dictionary does not know (0 or absent: none).
   */
  ngram?: number;
  /** The value of a letter n-gram feature (a word's is 1): below 1, they weigh as a back-off. */
  ngramWeight?: number;
  /**
   * Also the first lemma of each of the idea's first `head` content words, marked `^`
   * (`^control`): what the idea is about usually comes first ("control de caja…").
   */
  head?: number;
  /** The value of a head feature (a word's is 1). */
  headWeight?: number;
  /** Also the head words' first `prefix` letters, marked `^` (`^clini~`). */
  headPrefix?: boolean;
}

/**
 * A feature's value: 1 for a lemma, a prefix or a bigram; `ngramWeight` for a letter n-gram,
 * `headWeight` for a head word.
 */
export function featureValue(feature: string, options: FeatureOptions): number {
  if (feature.startsWith('.')) return options.ngramWeight ?? 1;
  if (feature.startsWith('^')) return options.headWeight ?? 1;
  return 1;
}

/** The idea's features, each once, in order of appearance. */
export function categoryFeatures(text: string, options: FeatureOptions): string[] {
  const out = new Set<string>();
  const words = fold(text.slice(0, 4000)).split(/[^a-z0-9]+/);
  const n = options.ngram ?? 0;
  let heads = options.head ?? 0;
  let previous: string | null = null;
  for (const word of words) {
    if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    const lemmas = new Set<string>();
    for (const a of analyze(word)) if (a.pos !== 'other') lemmas.add(fold(a.lemma));
    if (lemmas.size === 0) lemmas.add(word);
    let first: string | null = null;
    for (const lemma of lemmas) {
      if (STOPWORDS.has(lemma)) continue;
      first ??= lemma;
      out.add(lemma);
      if (options.prefix > 0 && lemma.length > options.prefix + 1)
        out.add(`${lemma.slice(0, options.prefix)}~`);
      if (n > 0) {
        const marked = `~${lemma}~`;
        for (let i = 0; i + n <= marked.length; i++) out.add(`.${marked.slice(i, i + n)}`);
      }
    }
    if (first === null) continue;
    if (heads > 0) {
      heads--;
      out.add(`^${first}`);
      if (options.headPrefix && options.prefix > 0 && first.length > options.prefix + 1)
        out.add(`^${first.slice(0, options.prefix)}~`);
    }
    if (options.bigrams && previous !== null) out.add(`${previous}_${first}`);
    previous = first;
  }
  return [...out];
}

/** Naive Bayes as written: how many training ideas of each category have each feature. */
interface BayesCounts {
  alpha: number;
  /** Training ideas per category, in `CONCEPT_CATEGORIES` order. */
  priors: readonly number[];
  /** `feature:category=count,…;…`, category by its index in `CONCEPT_CATEGORIES`. */
  counts: string;
}

/** The trained model as the training script writes it (category-weights.ts). */
export interface CategoryWeights {
  options: FeatureOptions;
  /**
   * How the model's probabilities, the lexicon's votes, the knowledge base's scores and the
   * second model's (`bayes`) probabilities add up.
   */
  mix: { model: number; lexicon: number; knowledge: number; bayes?: number };
  /**
   * A naive Bayes over the same features beside the main model, its log-probabilities divided
   * by `temperature` (it is much surer of itself than the softmax).
   */
  bayes?: BayesCounts & { temperature: number };
  model:
    | ({
        /** Multinomial naive Bayes. */
        kind: 'bayes';
      } & BayesCounts)
    | {
        /** Softmax regression: one bias and one weight per feature and category. */
        kind: 'softmax';
        bias: readonly number[];
        /** The features, space-separated, in the order of the weights' rows. */
        features: string;
        /**
         * The weights, base64 of signed bytes, one row of 11 per feature (`CONCEPT_CATEGORIES`
         * order); weight = byte × scale.
         */
        weights: string;
        scale: number;
      };
}

/** A model ready to score: log-space bias and per-feature weights. */
export interface Model {
  options: FeatureOptions;
  bias: number[];
  /** Row of each feature in `table`. */
  index: Map<string, number>;
  /** One row of `CONCEPT_CATEGORIES.length` weights per feature. */
  table: Float64Array;
}

const K = CONCEPT_CATEGORIES.length;

/**
 * Naive Bayes from counts: the bias is the log prior, a feature's weight for a category is
 * log P(feature | category) with Laplace smoothing α over the features seen in training; both
 * divided by `temperature`.
 */
export function bayesModel(
  options: FeatureOptions,
  counts: Map<string, readonly number[]>,
  priors: readonly number[],
  alpha: number,
  temperature = 1,
): Model {
  const totals = new Array<number>(K).fill(0);
  for (const row of counts.values()) for (let c = 0; c < K; c++) totals[c]! += row[c] ?? 0;
  const vocabulary = counts.size;
  const ideas = priors.reduce((a, b) => a + b, 0);
  const index = new Map<string, number>();
  const table = new Float64Array(vocabulary * K);
  for (const [f, row] of counts) {
    const i = index.size;
    index.set(f, i);
    for (let c = 0; c < K; c++)
      table[i * K + c] =
        Math.log(((row[c] ?? 0) + alpha) / (totals[c]! + alpha * vocabulary)) / temperature;
  }
  return {
    options,
    bias: priors.map((p) => Math.log((p + 1) / (ideas + K)) / temperature),
    index,
    table,
  };
}

function parseBayes(options: FeatureOptions, b: BayesCounts, temperature = 1): Model {
  const counts = new Map<string, number[]>();
  for (const row of b.counts.split(';')) {
    const colon = row.indexOf(':');
    if (colon <= 0) continue;
    const n = new Array<number>(K).fill(0);
    for (const cell of row.slice(colon + 1).split(',')) {
      const [c, count] = cell.split('=');
      n[Number(c)] = Number(count);
    }
    counts.set(row.slice(0, colon), n);
  }
  return bayesModel(options, counts, b.priors, b.alpha, temperature);
}

function parseWeights(w: CategoryWeights): Model {
  if (w.model.kind === 'bayes') return parseBayes(w.options, w.model);
  const bytes = Buffer.from(w.model.weights, 'base64');
  const quantized = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const index = new Map<string, number>();
  for (const name of w.model.features.split(' ')) index.set(name, index.size);
  const table = Float64Array.from(quantized, (q) => q * (w.model as { scale: number }).scale);
  return { options: w.options, bias: [...w.model.bias], index, table };
}

/**
 * Probability of each category (in `CONCEPT_CATEGORIES` order) for these features, or null
 * when the model has seen none of them (then it has nothing to say beyond its bias).
 */
export function scoreFeatures(model: Model, features: readonly string[]): number[] | null {
  const scale = model.options.normalize ? 1 / Math.sqrt(Math.max(1, features.length)) : 1;
  const logits = [...model.bias];
  let known = 0;
  for (const f of features) {
    const i = model.index.get(f);
    if (i === undefined) continue;
    known++;
    const v = scale * featureValue(f, model.options);
    for (let c = 0; c < K; c++) logits[c]! += v * model.table[i * K + c]!;
  }
  if (known === 0) return null;
  const max = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

const parsed = new WeakMap<CategoryWeights, { model: Model; bayes: Model | null }>();

type Probabilities = Record<ConceptCategory, number> | null;

const byCategory = (p: number[] | null): Probabilities =>
  p &&
  (Object.fromEntries(CONCEPT_CATEGORIES.map((c, i) => [c, p[i]!])) as Record<
    ConceptCategory,
    number
  >);

/**
 * The idea's probability for each category by the model and by the naive Bayes beside it
 * (null when the weights have none, or when none of the idea's words is known to it).
 */
export function categoryProbabilities(
  text: string,
  weights: CategoryWeights = CATEGORY_WEIGHTS,
): { model: Probabilities; bayes: Probabilities } {
  let m = parsed.get(weights);
  if (!m) {
    m = {
      model: parseWeights(weights),
      bayes: weights.bayes
        ? parseBayes(weights.options, weights.bayes, weights.bayes.temperature)
        : null,
    };
    parsed.set(weights, m);
  }
  const features = categoryFeatures(text, m.model.options);
  return {
    model: byCategory(scoreFeatures(m.model, features)),
    bayes: m.bayes && byCategory(scoreFeatures(m.bayes, features)),
  };
}

/** The idea's probability for each category, or null when none of its words is known to the model. */
export function modelProbabilities(
  text: string,
  weights: CategoryWeights = CATEGORY_WEIGHTS,
): Probabilities {
  return categoryProbabilities(text, weights).model;
}
