// Deterministic, knowledge-based concept generator (the offline default "AI").
// The engine (`server/engine/`) reads the idea into its app: name, description, features, user
// stories, data model and stack. The knowledge base here detects the idea's concepts for its
// category, complexity and the specification's roles. No randomness, no clock, no network.

import {
  CONCEPT_CATEGORIES,
  type Complexity,
  type Concept,
  type ConceptCategory,
} from '../../../../contracts/concept.ts';
import { conceptFromIdea } from '../../../engine/index.ts';
import { chooseCategory } from './category.ts';
import {
  CATEGORY_INFO,
  COMPILED_CATEGORY_KEYWORDS,
  COMPILED_CONCEPTS,
  type CompiledConcept,
  type CompiledKeyword,
  type FeatureConcept,
  GALLERY_FEATURE,
  type Roles,
  SCOPE_SIGNALS,
  type Signal,
  SPREADSHEET_FEATURE,
} from './knowledge.ts';
import {
  compileKeywords,
  type Matcher,
  matchPosition,
  type NormalizedText,
  normalizeText,
} from './normalize.ts';

export interface OfflineFile {
  originalName: string;
  fileType: string;
}

export interface DetectedConcept {
  concept: FeatureConcept;
  score: number;
  /** First token index where it matched (earlier = more central to the idea). */
  position: number;
}

export interface FileHints {
  images: string[];
  spreadsheets: string[];
  documents: string[];
  others: string[];
}

export interface Analysis {
  text: NormalizedText;
  /** Stable seed for hashing: normalised tokens joined. */
  seed: string;
  detected: DetectedConcept[];
  category: ConceptCategory;
  categoryScores: Record<ConceptCategory, number>;
  signals: Set<Signal>;
  files: FileHints;
}

const REALTIME_HINTS = compileKeywords(
  'tiempo real, en vivo, en directo, instantaneo, live, realtime, sincronizado al momento',
);
const NATIVE_HINTS = compileKeywords(
  'nativa, nativo, android, ios, iphone, play store, app store, react native, flutter, app movil nativa',
);
const AI_HINTS = compileKeywords(
  'inteligencia artificial, ia, ai, machine learning, gpt, chatgpt, llm, chatbot',
);
const I18N_HINTS = compileKeywords(
  'multiidioma, multi idioma, varios idioma, multilingue, bilingue, internacional, i18n',
);
const MOBILE_HINTS = compileKeywords(
  'celular, movil, smartphone, android, ios, iphone, app movil, aplicacion movil, tablet',
);

function anyMatch(list: Matcher[], text: NormalizedText): boolean {
  for (const m of list) if (matchPosition(m, text) >= 0) return true;
  return false;
}

function scoreKeywords(
  keywords: CompiledKeyword[],
  text: NormalizedText,
): { score: number; position: number } {
  let score = 0;
  let position = Number.POSITIVE_INFINITY;
  for (const k of keywords) {
    const at = matchPosition(k.matcher, text);
    if (at >= 0) {
      score += k.weight;
      if (at < position) position = at;
    }
  }
  return { score, position };
}

function withoutPhrases(text: NormalizedText, phrases: string[]): NormalizedText {
  let joined = text.joined;
  let changed = false;
  for (const phrase of phrases) {
    if (joined.includes(phrase)) {
      // Keep token count stable (positions stay meaningful) by replacing words with a placeholder.
      joined = joined.split(phrase).join(` ${phrase.trim().replace(/[a-z0-9]+/g, '_')} `);
      changed = true;
    }
  }
  if (!changed) return text;
  const tokens = joined
    .trim()
    .split(' ')
    .filter((t) => t.length > 0);
  return { folded: text.folded, tokens, joined: ` ${tokens.join(' ')} `, set: new Set(tokens) };
}

function detectConcepts(text: NormalizedText): DetectedConcept[] {
  const out: { d: DetectedConcept; order: number }[] = [];
  COMPILED_CONCEPTS.forEach((compiled: CompiledConcept, order) => {
    const view = compiled.exclude.length > 0 ? withoutPhrases(text, compiled.exclude) : text;
    const { score, position } = scoreKeywords(compiled.keywords, view);
    if (score >= 1) out.push({ d: { concept: compiled.concept, score, position }, order });
  });
  out.sort((x, y) => y.d.score - x.d.score || x.d.position - y.d.position || x.order - y.order);
  return out.map((x) => x.d);
}

function classifyFiles(files: unknown): FileHints {
  const hints: FileHints = { images: [], spreadsheets: [], documents: [], others: [] };
  if (!Array.isArray(files)) return hints;
  for (const file of files.slice(0, 50)) {
    if (!file || typeof file !== 'object') continue;
    const rawName = (file as { originalName?: unknown }).originalName;
    const rawType = (file as { fileType?: unknown }).fileType;
    const name = typeof rawName === 'string' ? rawName.slice(0, 200) : '';
    const type = typeof rawType === 'string' ? rawType.toLowerCase().slice(0, 100) : '';
    const ext = (name.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? '').toString();
    const label = name.trim().length > 0 ? name.trim() : 'archivo sin nombre';
    if (
      type.startsWith('image/') ||
      ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'heic', 'avif'].includes(ext)
    ) {
      hints.images.push(label);
    } else if (
      type.includes('spreadsheet') ||
      type.includes('csv') ||
      type.includes('excel') ||
      ['csv', 'xls', 'xlsx', 'ods', 'tsv'].includes(ext)
    ) {
      hints.spreadsheets.push(label);
    } else if (
      type.includes('pdf') ||
      type.includes('word') ||
      type.startsWith('text/') ||
      ['pdf', 'doc', 'docx', 'odt', 'txt', 'md', 'rtf'].includes(ext)
    ) {
      hints.documents.push(label);
    } else {
      hints.others.push(label);
    }
  }
  return hints;
}

/** The knowledge base's own category scores: its category keywords and detected concepts. */
function knowledgeScores(
  text: NormalizedText,
  detected: DetectedConcept[],
): Record<ConceptCategory, number> {
  const scores = Object.fromEntries(CONCEPT_CATEGORIES.map((c) => [c, 0])) as Record<
    ConceptCategory,
    number
  >;
  for (const { category, keywords } of COMPILED_CATEGORY_KEYWORDS) {
    scores[category] += scoreKeywords(keywords, text).score;
  }
  for (const d of detected) {
    for (const [category, weight] of Object.entries(d.concept.cats) as [
      ConceptCategory,
      number,
    ][]) {
      scores[category] += d.score * weight;
    }
  }
  return scores;
}

/** The knowledge base's category scores for an idea (the training script weighs them). */
export function knowledgeCategoryScores(prompt: string): Record<ConceptCategory, number> {
  const text = normalizeText(prompt);
  return knowledgeScores(text, detectConcepts(text));
}

export function analyzeIdea(prompt: unknown, files?: unknown): Analysis {
  const text = normalizeText(typeof prompt === 'string' ? prompt : '');
  const detected = detectConcepts(text);
  // The learned model, the lexicon and the knowledge base vote together (category.ts).
  const { category, scores: categoryScores } = chooseCategory(
    typeof prompt === 'string' ? prompt : '',
    knowledgeScores(text, detected),
  );

  const signals = new Set<Signal>();
  for (const d of detected) for (const s of d.concept.signals ?? []) signals.add(s);
  if (anyMatch(REALTIME_HINTS, text)) signals.add('realtime');
  if (anyMatch(NATIVE_HINTS, text)) signals.add('native');
  if (anyMatch(AI_HINTS, text)) signals.add('ai');
  if (anyMatch(I18N_HINTS, text)) signals.add('i18n');
  if (anyMatch(MOBILE_HINTS, text) || signals.has('native')) signals.add('mobile');

  const fileHints = classifyFiles(files);
  if (fileHints.images.length > 0) signals.add('files');

  return {
    text,
    seed: text.tokens.join(' '),
    detected,
    category,
    categoryScores,
    signals,
    files: fileHints,
  };
}

/**
 * Whether the idea asks for a phone app (its `mobile` signal): the concept's stack then says
 * the web fits a phone, and its preview is drawn in a phone frame.
 */
export function ideaAsksForPhone(prompt: string): boolean {
  return analyzeIdea(prompt).signals.has('mobile');
}

// ——— The subject ———

function subjectConcept(
  analysis: Analysis,
  needs: (c: FeatureConcept) => boolean,
): FeatureConcept | null {
  let best: DetectedConcept | null = null;
  let bestScore = 0;
  for (const d of analysis.detected) {
    if (!needs(d.concept)) continue;
    const rank = d.concept.subject ?? 0;
    if (rank <= 0) continue;
    // Domain subjects (rank 2) beat capabilities such as citas/reservas (rank 1).
    const s = d.score * (1 + 2 * rank);
    if (
      s > bestScore + 1e-9 ||
      (Math.abs(s - bestScore) <= 1e-9 && best !== null && d.position < best.position)
    ) {
      best = d;
      bestScore = s;
    }
  }
  return best?.concept ?? null;
}

// ——— Roles (the specification's) ———

export interface ResolvedRoles {
  user: string;
  provider: string;
  admin: string;
}

export function resolveRoles(analysis: Analysis): ResolvedRoles {
  const subject = subjectConcept(analysis, (c) => c.roles !== undefined);
  const primary: Roles = subject?.roles ?? CATEGORY_INFO[analysis.category].roles;
  const fallback = CATEGORY_INFO[analysis.category].roles;
  let provider = primary.p;
  if (!provider) {
    for (const d of analysis.detected) {
      if (d.concept.roles?.p) {
        provider = d.concept.roles.p;
        break;
      }
    }
  }
  provider ??= fallback.p ?? 'profesional';
  const user = primary.u;
  return {
    user,
    provider: provider === user ? `${provider} avanzado` : provider,
    admin: 'administrador',
  };
}

// ——— Complexity ———

export function scopeScore(analysis: Analysis): { score: number; scopeSignals: Signal[] } {
  const scopeSignals = SCOPE_SIGNALS.filter((s) => analysis.signals.has(s));
  const longIdea = analysis.text.tokens.length > 80 ? 1 : 0;
  return { score: analysis.detected.length + 2 * scopeSignals.length + longIdea, scopeSignals };
}

export function estimateComplexity(analysis: Analysis): Complexity {
  const { score, scopeSignals } = scopeScore(analysis);
  if (scopeSignals.length >= 3 || score >= 9) return 'Complex';
  const domains = analysis.detected.filter((d) => (d.concept.subject ?? 0) > 0).length;
  if (score <= 2 && domains <= 1) return 'Simple';
  return 'Medium';
}

// ——— Entry point ———

/**
 * The offline concept (issue 37): the engine (`server/engine/`) reads the idea into app patterns
 * and emits the app definition; the concept's name, description, features, stories and data
 * model and stack come from that one plan. Category and complexity stay with the analysis above.
 */
export function generateOfflineConcept(input: { prompt: string; files?: OfflineFile[] }): Concept {
  const prompt =
    input && typeof input === 'object' && typeof input.prompt === 'string' ? input.prompt : '';
  const files = input && typeof input === 'object' ? input.files : undefined;
  const analysis = analyzeIdea(prompt, files);
  const app = conceptFromIdea(prompt);
  const complexity = estimateComplexity(analysis);
  let features = app.features;
  if (analysis.files.images.length > 0 && features.length < 8)
    features = [...features, GALLERY_FEATURE];
  if (analysis.files.spreadsheets.length > 0 && features.length < 8)
    features = [...features, SPREADSHEET_FEATURE];
  return {
    name: app.name,
    category: analysis.category,
    description: app.description,
    features,
    // Every running app and export fits a phone; an idea that asks for a phone app is told so
    // (its preview, in a phone frame, reads the same signal: `ideaAsksForPhone`).
    techStack: analysis.signals.has('mobile')
      ? [...app.stack.slice(0, 3), 'Web adaptable al móvil', ...app.stack.slice(3)]
      : app.stack,
    userStories: app.userStories,
    estimatedComplexity: complexity,
    dataModel: app.dataModel,
  };
}
