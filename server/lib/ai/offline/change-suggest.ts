// "¿Querías decir…?" (issue 39 item 3; decision 0235): an instruction the reader refuses gets
// up to three of the closest changes that *are* understood on this app, each checked by
// applying it to the current version. Deterministic, in this order:
// 1. a settings rule that matched but could not fill a slot (which list? which choice field?)
//    offers its reading with the slot filled by the parts of the app nearest to the words;
// 2. the change grammar's nearest readings (server/engine/changes, decision 0241): its own
//    readings when it reads two, or those of the instruction with a few words at either end
//    left out, or of each clause of a compound;
// 3. the instruction read again with an unknown word replaced by the app's nearest entity or
//    field name ("avísame cuando llegue una reserva" on an app with Citas);
// 4. a part of the instruction read alone (what it understood of a compound request);
// and, from partial readings (decision 0256, change-suggest-rules.ts): operations built from
// the names of the app the instruction says, its intent words and its values; a new list said
// in everyday words with its links; each clause read with the list at its head. All of them
// are then ordered by how much of the instruction they account for (`coverage`), the order
// above breaking ties, and checked (applies, removes nothing not asked for).

import type { ChangeOperation, ChangeSuggestion } from '../../../../contracts/app-changes.ts';
import { SUGGESTIONS_MAX } from '../../../../contracts/app-changes.ts';
import { type DataModel, keyFromLabel } from '../../../../contracts/data-model.ts';
import { clausesOf, nearestByGrammar } from '../../../engine/changes/interpret.ts';
import { applyOperations, type ChangeDesign, summarize } from './change-apply.ts';
import { COLOURS, LAYOUT_WORDS, THEME_WORDS, TYPE_WORDS, verbIntent } from './change-lexicon.ts';
import { distance } from './change-match.ts';
import { inferType, type ReadChangeInput, readChange, requiredMeant } from './change-reader.ts';
import { readSetting } from './change-settings.ts';
import {
  contextOf,
  linksOfNewList,
  newListRereads,
  removalSaid,
  ruleSaid,
  SUGGEST_RULES,
  type SuggestContext,
} from './change-suggest-rules.ts';
import { analyze, fold, pluralize } from './morphology.ts';

/** At most this many readings are tried again, within this time, so a refusal stays fast. */
const MAX_REREADS = 24;
const BUDGET_MS = 250;

/**
 * Words owners use for the same kind of record: a word of a group said where the app names
 * another of it ("reserva" where the app has Citas) is offered that one first.
 */
const KINDRED: string[][] = [
  ['reserva', 'cita', 'turno', 'hora', 'plaza', 'visita', 'sesion', 'clase'],
  ['pedido', 'encargo', 'compra', 'orden', 'venta', 'reserva'],
  ['solicitud', 'peticion', 'inscripcion', 'matricula', 'candidatura', 'alta', 'formulario'],
  ['cliente', 'comprador', 'usuario', 'socio', 'miembro', 'abonado', 'persona', 'contacto'],
  ['incidencia', 'aviso', 'reparacion', 'averia', 'parte', 'queja', 'reclamacion'],
  ['producto', 'articulo', 'herramienta', 'material', 'objeto', 'cosa'],
  ['nino', 'hijo', 'alumno', 'peque', 'bebe', 'menor', 'estudiante'],
];
const singularOf = (word: string) => word.replace(/s$/, '').replace(/e$/, '');
function kindred(word: string, name: string): boolean {
  const a = singularOf(word);
  const b = singularOf(fold(name));
  return (
    a !== b &&
    KINDRED.some((g) => g.some((x) => singularOf(x) === a) && g.some((x) => singularOf(x) === b))
  );
}

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);

/** How far a word is from a name (0 is the same; 1 is nothing alike). */
function closeness(word: string, name: string): number {
  const n = fold(name);
  const cap = Math.max(word.length, n.length);
  return distance(word, n, cap) / cap;
}

/** The names of the app a word could have meant, nearest first. */
function nearestNames(word: string, model: DataModel): string[] {
  const plural = word.endsWith('s');
  const names: string[] = [];
  for (const e of model.entities) {
    names.push(plural ? e.labelPlural : e.label);
    for (const f of e.fields) names.push(plural ? pluralize(f.label) : f.label);
  }
  return [...new Set(names)]
    .map((name) => ({ name, d: kindred(word, name) ? 0 : closeness(word, name) }))
    .filter((x) => x.d <= 0.5)
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .map((x) => x.name);
}

/** The words of the instruction that name nothing in the app but look like a name. */
function unknownNouns(instruction: string, model: DataModel): string[] {
  const known = new Set<string>();
  for (const e of model.entities) {
    for (const w of [...wordsOf(e.label), ...wordsOf(e.labelPlural)]) known.add(w);
    for (const f of e.fields) for (const w of wordsOf(f.label)) known.add(w);
  }
  return [
    ...new Set(
      wordsOf(instruction).filter((w) => {
        // ("móvil", "foto": the name of a new field says its type; it is no part of the app.)
        if (w.length < 4 || known.has(w) || inferType(w) !== 'text' || verbIntent(w)) return false;
        const analyses = analyze(w);
        return analyses.length === 0 || analyses.some((a) => a.pos === 'noun');
      }),
    ),
  ].slice(0, 3);
}

/** The entity an operation is about, for ordering a slot's candidates by the words said. */
const entityOf = (ops: ChangeOperation[]) => {
  const first = ops[0];
  return first && 'entity' in first ? first.entity : '';
};

export function suggestChanges(
  given: ReadChangeInput,
  limit: number = SUGGESTIONS_MAX,
  /** The time the rereadings may take (tests and evaluations give them all they need). */
  budgetMs: number = BUDGET_MS,
): ChangeSuggestion[] {
  const { instruction, model, design } = given;
  const found: ChangeOperation[][] = [];
  const words = wordsOf(instruction).filter((w) => w.length >= 4);
  const nearness = (ops: ChangeOperation[]) => {
    const e = model.entities.find((x) => x.key === entityOf(ops));
    if (!e || words.length === 0) return 1;
    return Math.min(
      ...words.flatMap((w) =>
        kindred(w, e.label) ? [0] : [closeness(w, e.label), closeness(w, e.labelPlural)],
      ),
    );
  };
  // 1. A settings rule's open slot, filled.
  const setting = readSetting(instruction, model, design);
  if (setting && !setting.ok)
    found.push(
      ...setting.candidates
        .map((ops, i) => ({ ops, i, d: nearness(ops) }))
        .sort((a, b) => a.d - b.d || a.i - b.i)
        .map((x) => x.ops),
    );
  // 2. The grammar's nearest readings.
  found.push(...nearestByGrammar(instruction, model, limit).map((r) => r.operations));
  // 2b. One more option of a choice field the instruction names, or of the kind of its options.
  found.push(...optionGuesses(instruction, model));
  // 2c. A field named with a word of "required" ("debería ser obligatrio", "que no deje guardar
  // un préstamo sin la fecha de devolución").
  found.push(...requiredGuesses(instruction, model));
  // 2d. Partial readings (change-suggest-rules.ts): the names of the app the instruction says,
  // its words of intent and its values, built into operations, best first.
  const ctx = contextOf(instruction, model);
  found.push(...built(ctx));
  // 3. An unknown word read as the app's nearest name.
  let rereads = 0;
  const started = performance.now();
  const readCounted = (text: string): ChangeOperation[] | null => {
    if (rereads >= MAX_REREADS || performance.now() - started > budgetMs) return null;
    rereads++;
    const reading = readChange({ instruction: text, model, design });
    return reading.ok ? reading.operations : null;
  };
  const asksWhere = () => {
    const r = readChange({ instruction, model, design });
    return (
      !r.ok &&
      r.reason === 'ambiguous' &&
      !/\b(?:a|al|en|para) (?:los|las|el|la|mis|sus) [\p{L}]+\s*[.!?]*$/u.test(fold(instruction))
    );
  };
  const reread = (text: string, name?: string): ChangeOperation[] | null => {
    if (rereads >= MAX_REREADS || performance.now() - started > budgetMs) return null;
    rereads++;
    const reading = readChange({ instruction: text, model, design });
    // The name put in must be read as the part of the app it is, never inside a new label.
    if (
      reading.ok &&
      !(name && newLabels(reading.operations).some((l) => l.includes(fold(name))))
    ) {
      found.push(reading.operations);
      return reading.operations;
    }
    return null;
  };
  // 2e. A new list said in everyday words, read as "crea <lista> con <campos>", with the list
  // it hangs from and the access rule said with it.
  for (const text of newListRereads(ctx)) {
    const ops = reread(text);
    const entity = ops?.length === 1 && ops[0]!.op === 'addEntity' ? ops[0] : null;
    if (!entity) continue;
    const rule = ruleSaid(ctx.text);
    const withRule = rule && !entity.rule ? { ...entity, rule } : entity;
    const linked = linksOfNewList(ctx, withRule);
    found.splice(found.indexOf(ops!), 1, ...linked, withRule === entity ? ops! : [withRule]);
  }
  // 2e''. Diminutives said as their word ("en tarjetitas" is "en tarjetas").
  const plain = withoutDiminutives(instruction);
  if (plain !== instruction) reread(plain);
  // 2e'. The whole instruction read within each list that has a field it names, when it names
  // no list: "en las mascotas, …" settles which list's field is meant.
  if (!ctx.mentions.some((m) => !m.field)) {
    const owners = [...new Set(ctx.mentions.filter((m) => m.field).map((m) => m.entity))];
    for (const key of owners.slice(0, 4)) {
      const e = model.entities.find((x) => x.key === key)!;
      reread(`en ${e.labelPlural.toLowerCase()}, ${instruction}`);
    }
  }
  // 2e'''. A request that names no list nor field of the app ("añade un campo para la talla del
  // gorro"): read as said of each of the first lists, so the owner picks where it goes.
  // Only when the reader asked where (never a list it did not know: "a los alumnos" is read as
  // the app's nearest name below).
  const where = ctx.mentions.length === 0 && asksWhere();
  if (where)
    for (const e of model.entities.slice(0, 3))
      reread(`${instruction.replace(/[.!?\s]+$/u, '')} a ${e.labelPlural.toLowerCase()}`);
  // 2f. Each clause read on its own, with the list the instruction is about when the clause
  // names none ("Familias acogedoras: la zona obligatoria, fuera lo del jardín y añade un
  // email"), the clauses applied one after the other, as one change.
  found.push(...byClauses(ctx, design, (text) => readCounted(text)));
  // The words nearest to a name of the app first.
  const replacements = unknownNouns(instruction, model)
    .map((word) => ({ word, names: nearestNames(word, model).slice(0, 3) }))
    .filter((x) => x.names.length > 0);
  for (const { word, names } of replacements)
    for (const name of names)
      reread(
        instruction.replace(/[\p{L}\p{N}]+/gu, (x) => (fold(x) === word ? name : x)),
        name,
      );
  // 4. A part read alone.
  const parts = instruction
    .split(/[,.;:]|\s(?:y|e|pero|aunque|además)\s/u)
    .map((x) => x.trim())
    .filter((x) => x.split(/\s+/).length >= 2 && x !== instruction.trim());
  // 4b. The sentences of a request read one after the other, each on the app as the ones before
  // leave it: "Crea los panaderos con su nombre y su turno. Que en cada hornada se elija el
  // panadero" makes the list, then points at it.
  const sentences = instruction
    .split(/[.;]|,?\s+y\s+que\s+/u)
    .map((x) => x.trim())
    .filter((x) => x.split(/\s+/).length >= 2);
  if (sentences.length >= 2 && sentences.length <= 4) {
    let current = model;
    let currentDesign = design;
    const steps: ChangeOperation[][] = [];
    for (const sentence of sentences) {
      if (rereads >= MAX_REREADS || performance.now() - started > budgetMs) break;
      rereads++;
      const reading = readChange({ instruction: sentence, model: current, design: currentDesign });
      // A sentence of context ("Tenemos dos trasteros.") asks for nothing: passed over.
      if (!reading.ok) continue;
      const applied = applyOperations(current, currentDesign, reading.operations);
      if (!applied.ok) continue;
      steps.push(reading.operations);
      current = applied.model;
      currentDesign = applied.design;
    }
    if (steps.length >= 2) found.push(joined(steps));
  }
  const understood = parts.map((part) => reread(part)).filter((x) => x !== null);
  // 5. Every part understood, together: "Motivo renómbralo a Síntomas y el precio quítalo" is one
  // change of two operations, offered before each part alone.
  if (understood.length >= 2) {
    const together = joined(understood);
    const at = found.indexOf(understood[0]!);
    found.splice(at < 0 ? found.length : at, 0, together);
  }
  // "quiero ver cuánto se ha gastado en total": a question or a wish copied as a new name is no
  // change to offer.
  const named = (ops: ChangeOperation[]) =>
    ops.every((o) => {
      const label =
        o.op === 'addField' ? o.field.label : o.op === 'addEntity' ? o.label : undefined;
      return !label || !QUESTION_NAME.test(fold(label));
    });
  // "Tanto a las mascotas como a los veterinarios…": a new field for one is for both.
  const both = listsSaidTogether(ctx);
  const widened = found.flatMap((ops) => {
    const only = ops.length === 1 && ops[0]!.op === 'addField' ? ops[0] : null;
    if (!only || !both.includes(only.entity)) return [ops];
    const others = both.filter((e) => e !== only.entity).map((entity) => ({ ...only, entity }));
    return [[only, ...others], ops];
  });
  // A new name with talk around it offered tidied first ("un campo de observaciones", "el
  // celular en su lugar", "cuántos kilos pesa" a number).
  // A field named after a list the same change creates goes (the clause announced the list).
  const tidied = widened.flatMap((ops) => {
    const alone = withoutAnnounced(ops);
    const t = tidy(alone);
    return t ? [t, alone] : [alone];
  });
  const order = tidied.filter(named).map((ops, i) => ({ ops, i, score: coverage(ctx, ops) }));
  order.sort((a, b) => b.score - a.score || a.i - b.i);
  return checkedSuggestions(
    order.map((x) => x.ops),
    model,
    design,
    limit,
    ctx,
  );
}

/**
 * The instruction with each diminutive ("tarjetitas", "fotito", "listita") said as the word it
 * comes from, when that word is a known noun and the diminutive is no word of its own.
 */
function withoutDiminutives(instruction: string): string {
  return instruction.replace(/\p{L}{4,}it(?:a|o)s?\b/gu, (w) => {
    const base = w.replace(/it([ao]s?)$/u, '$1');
    return analyze(fold(base)).some((a) => a.pos === 'noun') && analyze(fold(w)).length === 0
      ? base
      : w;
  });
}

/** Lists said together as getting the same: "tanto a las mascotas como a los veterinarios". */
function listsSaidTogether(ctx: SuggestContext): string[] {
  const m =
    /\btanto (?:a |en |para )?(?:los |las |el |la )?(.+?) como (?:a |en |para )?(?:los |las |el |la )?/.exec(
      ctx.text,
    );
  if (!m) return [];
  const at = ctx.text.slice(0, m.index).split(' ').filter(Boolean).length;
  const lists = ctx.mentions.filter((x) => !x.field && x.from >= at && x.from <= at + 12);
  return [...new Set(lists.map((x) => x.entity))].slice(0, 3);
}

/** Talk said around a new field's name, and measures said as a number. */
const LABEL_OPENS = /^(?:un |el |la )?campo (?:de |del |para |con )|^cu[aá]nt[oa]s? /iu;
const LABEL_ENDS =
  /\s+(?:en su lugar|en su sitio|en vez de .*|tambi[eé]n|aparte|por favor|porfa|y|e|o)$/iu;
const MEASURE =
  /^(?:horas|minutos|dias|semanas|meses|anos|kilos|kg|gramos|litros|metros|km|kilometros|centimetros|numero|cantidad|veces|unidades|plazas|personas)\b/;

function tidyLabel(label: string, type: string): { label: string; type: string } | null {
  let next = label.replace(LABEL_OPENS, '').replace(LABEL_ENDS, '').trim();
  if (!next) return null;
  next = next.charAt(0).toUpperCase() + next.slice(1);
  const measure = type === 'text' && (MEASURE.test(fold(next)) || /^cu[aá]nt/iu.test(label));
  if (next === label && !measure) return null;
  return { label: next, type: measure ? 'number' : type };
}

/** The operations with their new fields' names tidied, or null when nothing changes. */
function tidy(ops: ChangeOperation[]): ChangeOperation[] | null {
  let changed = false;
  const out = ops.map((o): ChangeOperation => {
    if (o.op !== 'addField') return o;
    const t = tidyLabel(o.field.label, o.field.type);
    if (!t) return o;
    changed = true;
    return { ...o, field: { ...o.field, label: t.label, type: t.type as typeof o.field.type } };
  });
  return changed ? out : null;
}

/** A new name that is a question or a wish: «Cuánto se ha gastado…», «Ver la suma de…». */
const QUESTION_NAME = /^(?:cuant[oa]s?|ver|saber|quiero|que)\b|\b(?:en total|la suma)\b/;

/** Words that carry no request of their own. */
const STOP = new Set(
  'para pero como solo tambien ademas favor porfa esta este estos estas ahora cada todo todos todas quiero queremos necesito necesitamos hola gracias desde donde cuando porque pues bueno vale mira oye campo campos lugar sitio aparte'.split(
    ' ',
  ),
);
const INTENT_OPS: Record<string, string[]> = {
  add: ['addField', 'addEntity', 'addOptions', 'addTotal'],
  remove: ['removeField', 'removeEntity', 'removeOptions'],
  rename: ['renameField', 'renameEntity'],
  change: ['changeFieldType', 'renameField', 'renameEntity', 'setRequired', 'setDesign'],
  make: ['setRequired', 'changeFieldType', 'setDesign', 'setRule'],
};
const DESIGN_WORDS = new Set(
  [...Object.keys(COLOURS), ...THEME_WORDS.map(([w]) => w), ...LAYOUT_WORDS.map(([w]) => w)]
    .flatMap((w) => w.split(' '))
    .filter((w) => w.length >= 4),
);

/** Words that say a kind of change that has no verb of its own (a total, a mail, an account). */
const KIND_WORDS: Partial<Record<ChangeOperation['op'], RegExp>> = {
  addTotal:
    /^(?:cuant[oa]s?|suma|sumad[oa]s?|sumando|total|contador|recuento|conteo|mostra|muestra|ver)$/,
  removeTotal: /^(?:suma|total|contador|recuento|conteo|sobra|sacala|sacalo|quitalo|quitala|ver)$/,
  setNotify:
    /^(?:correo|email|mail|avis\p{L}*|notific\p{L}*|cambie|cambia|llegue|llegara|reporte|cree|crea|mandes|mande)$/u,
  setAccountField: /^(?:entre|entren|entrar|entrando|acceder|cuenta|app)$/,
  setRule:
    /^(?:vea|vean|veamos|solo|solamente|nombre|figura|figuran|suyos|suyas|apunt\p{L}*|inscrib\p{L}*|registr\p{L}*|cuenta|lista)$/u,
};

/**
 * How much of the instruction a candidate accounts for: the share of its words (four letters
 * or more, no filler) that name what the operations touch, the new names and values they
 * write, the type they set, or say their kind of change. A compound read whole beats one part.
 */
function coverage(ctx: SuggestContext, ops: ChangeOperation[]): number {
  const said = ctx.words.map((w) => w.norm).filter((w) => w.length >= 4 && !STOP.has(w));
  if (said.length === 0) return 0;
  const names: string[] = [];
  const kinds = new Set(ops.map((o) => o.op));
  const put = (label: string | undefined) => {
    if (label) for (const w of wordsOfLabel(label)) names.push(w);
  };
  for (const o of ops) {
    const e = 'entity' in o ? ctx.model.entities.find((x) => x.key === o.entity) : undefined;
    if (e) {
      put(e.label);
      put(e.labelPlural);
    }
    if ('field' in o && typeof o.field === 'string')
      put(e?.fields.find((f) => f.key === o.field)?.label);
    if ('field' in o && typeof o.field === 'object') put(o.field.label);
    if ('label' in o) put(o.label);
    if ('options' in o && o.options) for (const x of o.options) put(x);
    if (o.op === 'addEntity') for (const f of o.fields) put(f.label);
    if (o.op === 'changeFieldType' || o.op === 'addField')
      for (const [w, t] of TYPE_WORDS)
        if (t === (o.op === 'addField' ? o.field.type : o.type)) put(w);
    if (o.op === 'setRequired') put(o.required ? 'obligatorio obligatoria' : 'opcional');
    // A total names the list it counts and the number it adds up.
    if (o.op === 'addTotal') {
      const from = ctx.model.entities.find((x) => x.key === o.from);
      put(from?.label);
      put(from?.labelPlural);
      put(from?.fields.find((f) => f.key === o.field)?.label);
      put(from?.fields.find((f) => f.key === o.via)?.label);
    }
    if (o.op === 'setNotify' && o.onChangeOf)
      put(e?.fields.find((f) => f.key === o.onChangeOf)?.label);
    if (o.op === 'setRule' && o.linkField) put(e?.fields.find((f) => f.key === o.linkField)?.label);
  }
  const covers = (w: string) =>
    names.some(
      (n) =>
        n === w ||
        singular(n) === singular(w) ||
        (n.length >= 5 && w.startsWith(n.slice(0, 5)) && w.length >= 5),
    ) ||
    (kinds.has('setDesign') && DESIGN_WORDS.has(w)) ||
    [...kinds].some((k) => KIND_WORDS[k]?.test(w)) ||
    (() => {
      const intent = verbIntent(w);
      return !!intent && INTENT_OPS[intent]!.some((k) => kinds.has(k as ChangeOperation['op']));
    })();
  let covered = said.filter(covers).length;
  // The words of an access rule, when the candidate sets one.
  if (ops.some((o) => o.op === 'setRule' || (o.op === 'addEntity' && o.rule)) && ruleSaid(ctx.text))
    covered += 2;
  return covered / said.length;
}

const wordsOfLabel = (label: string) =>
  fold(label)
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length >= 3);

/** The candidates of every partial-reading rule, most of the instruction accounted for first. */
function built(ctx: SuggestContext): ChangeOperation[][] {
  return SUGGEST_RULES.flatMap((rule) => rule.build(ctx))
    .map((b, i) => ({ ...b, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 6)
    .map((b) => b.operations);
}

/** A clause split at "y" followed by an article and a field of the app that opens an order. */
function splitBeforeField(clause: string, ctx: SuggestContext): string[] {
  const m = /\s+y\s+(?=(?:el|la|los|las)\s)/iu.exec(clause);
  if (!m) return [clause];
  const before = clause.slice(0, m.index);
  const after = clause.slice(m.index + m[0].length);
  const here = contextOf(after, ctx.model);
  const opens = here.mentions[0];
  // Both sides say an order of their own (a word of intent or of required).
  const orders = (c: SuggestContext) =>
    c.words.some((w) => verbIntent(w.norm)) ||
    requiredMeant(c.text) !== null ||
    /\b(?:pasa|pasalo|pasala|que sea|que sean)\b/.test(c.text);
  if (opens?.from !== 1 || !opens.field || !orders(here) || !orders(contextOf(before, ctx.model)))
    return [clause];
  return [before, after];
}

/** A clause split again at a comma an order or a name follows ("…, póngalo obligatorio"). */
function splitAtOrders(clause: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of clause.matchAll(/,\s+(?:y\s+)?(\p{L}+)/gu)) {
    const next = fold(m[1]!);
    if (verbIntent(next) || ['la', 'el', 'los', 'las', 'fuera'].includes(next)) {
      out.push(clause.slice(start, m.index));
      start = m.index! + 1;
    }
  }
  out.push(clause.slice(start));
  return out;
}

/**
 * The clauses of the instruction (at a full stop, semicolon, colon or slash, or where the
 * grammar sees a second order), each read alone, or after the list the instruction is about
 * ("en familias acogedoras, …") when alone it names none, or by the partial-reading rules; the
 * readings applied one after the other and offered as one change when two or more read.
 */
function byClauses(
  ctx: SuggestContext,
  design: ChangeDesign,
  read: (text: string) => ChangeOperation[] | null,
): ChangeOperation[][] {
  const pieces = ctx.instruction
    // (A colon after "a lista", "las opciones" opens the values, not another order.)
    .replace(/\b(lista|opciones|desplegable|elegir|escoger)\s*:/giu, '$1 ')
    .split(/[.;:/]\s|[;/]/u)
    .flatMap((x) => clausesOf(x) ?? [x])
    .flatMap((x) => splitAtOrders(x))
    .flatMap((x) => clausesOf(x) ?? [x])
    .flatMap((x) => x.split(/,?\s+y\s+que\s+/u))
    // "… que sea obligatorio y la localidad pásala a lista": "y" and a field of the app named.
    .flatMap((x) => splitBeforeField(x, ctx))
    .map((x) => x.trim().replace(/^(?:y|e|además,?|luego)\s+/iu, ''))
    // "…, quítala": an order alone is about what the clause before named.
    .reduce<string[]>((all, x) => {
      const one = x.split(/\s+/);
      if (one.length === 1 && verbIntent(fold(one[0]!)) && all.length > 0)
        all[all.length - 1] = `${all[all.length - 1]}, ${x}`;
      else all.push(x);
      return all;
    }, [])
    .filter((x) => x.split(/\s+/).length >= 2);
  if (pieces.length < 2 || pieces.length > 5) return [];
  const topic = ctx.mentions.find((m) => !m.field);
  let current = ctx.model;
  let currentDesign = design;
  const steps: ChangeOperation[][] = [];
  let lastField: { entity: string; field: string } | null = null;
  for (const piece of pieces) {
    const here = contextOf(piece, current);
    const topicLabel = topic
      ? current.entities.find((e) => e.key === topic.entity)?.labelPlural.toLowerCase()
      : undefined;
    const tries = [piece];
    // "póngalo obligatorio", "… y que se llame Teléfono": the field the clause before changed.
    const clitic = /^(\p{L}{3,}?)(?:lo|la)\s+(.+)$/u.exec(piece);
    // (A clause that adds brings its own name: "… y agregue un campo de observaciones".)
    const adds = here.words.some((w) => verbIntent(w.norm) === 'add');
    // ("… y que se llamen Observaciones del profesor": a clause that opens with its order names
    // no field before it.)
    const opensWithOrder = /^(?:que\s+)?(?:se|sea|sean|pase|pasen)\s/iu.test(piece);
    if (lastField && (clitic || opensWithOrder || (here.mentions.length === 0 && !adds))) {
      const f = current.entities
        .find((e) => e.key === lastField!.entity)
        ?.fields.find((x) => x.key === lastField!.field);
      const e = current.entities.find((x) => x.key === lastField!.entity);
      if (f && e)
        tries.push(
          `en ${e.labelPlural.toLowerCase()}, ${f.label} ${clitic ? clitic[2] : `que ${piece}`}`,
        );
    }
    if (topicLabel && !here.mentions.some((m) => !m.field))
      tries.push(`en ${topicLabel}, ${piece}`);
    let ops: ChangeOperation[] | null = null;
    for (const t of tries) if (!ops) ops = read(t);
    for (const t of tries.slice(1).concat(tries.length === 1 ? tries : []))
      if (!ops) ops = built(contextOf(t, current))[0] ?? requiredGuesses(t, current)[0] ?? null;
    if (!ops) continue;
    const applied = applyOperations(current, currentDesign, ops);
    if (!applied.ok) continue;
    steps.push(ops);
    const lastOp = ops[ops.length - 1]!;
    if ('field' in lastOp && typeof lastOp.field === 'string')
      lastField = { entity: lastOp.entity, field: lastOp.field };
    current = applied.model;
    currentDesign = applied.design;
  }
  return steps.length >= 2 ? [joined(steps)] : [];
}

const ADD_VERB = /^(?:anad|agreg|pon|meter|mete|inclu|sum|regal|crea)/;
const WEEKDAYS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
const FILLERS = new Set(
  'el la los las un una unos unas a al de del en y e o que me nos le les por favor porfa tambien otra otro opcion opciones campo como ahora'.split(
    ' ',
  ),
);
const singular = (w: string) => w.replace(/(es|s)$/, '');
const TALK = new Set(['que', 'porque', 'pues', 'para', 'ya', 'desde']);

/**
 * "añade el sábado" (a weekday where Día lists weekdays), "agrega el genero teatro", "añade horno
 * de leña a los hornos": one more option of a choice field, said with an adding verb.
 */
function optionGuesses(instruction: string, model: DataModel): ChangeOperation[][] {
  const raw = instruction.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = raw.map((w) => fold(w));
  const verb = words.findIndex((w) => ADD_VERB.test(w));
  if (verb < 0) return [];
  const out: ChangeOperation[][] = [];
  const entityWords = new Set(
    model.entities.flatMap((e) => [...wordsOf(e.label), ...wordsOf(e.labelPlural)].map(singular)),
  );
  for (const e of model.entities)
    for (const f of e.fields) {
      if (f.type !== 'choice' || !f.options) continue;
      const have = new Set(f.options.map((o) => fold(o)));
      const weekdays = f.options.filter((o) => WEEKDAYS.includes(fold(o))).length >= 3;
      const day = weekdays
        ? words.find((w) => WEEKDAYS.includes(w) || WEEKDAYS.includes(singular(w)))
        : undefined;
      if (day) {
        const d = WEEKDAYS.find((x) => x === day || x === singular(day))!;
        const option = raw[words.indexOf(day)]!;
        const label = d === 'miercoles' ? 'Miércoles' : d === 'sabado' ? 'Sábado' : option;
        const cap = label.charAt(0).toUpperCase() + label.slice(1).toLowerCase();
        if (!have.has(fold(cap)))
          out.push([{ op: 'addOptions', entity: e.key, field: f.key, options: [cap] }]);
        continue;
      }
      const labelWords = new Set(wordsOf(f.label).map(singular));
      if (![...labelWords].every((w) => words.some((x) => singular(x) === w))) continue;
      // What is left after the verb, the field's name (its last mention: "horno de leña a los
      // hornos"), the lists' names and the fillers; "de" stays inside the option.
      const optionsOpenWithName = f.options.some((o) =>
        labelWords.has(singular(wordsOf(o)[0] ?? '')),
      );
      let lastMention = -1;
      words.forEach((x, i) => {
        if (i > verb && labelWords.has(singular(x))) lastMention = i;
      });
      // Talk after the option ends it: "el horno de leña que lo estrenamos el lunes".
      const talk = raw.findIndex((w, i) => i > verb && TALK.has(fold(w)));
      const kept = raw
        .slice(verb + 1, Math.min(verb + 9, talk < 0 ? raw.length : talk))
        .filter((w, k) => {
          const i = verb + 1 + k;
          const x = fold(w);
          // ("el horno de leña" where the options are Horno grande, Horno pequeño: the field's
          // word opens the option.)
          const opens = optionsOpenWithName && words[lastMention + 1] === 'de';
          if (i === lastMention) return opens;
          if (x === 'de' && (i < lastMention - 1 || (opens && i === lastMention + 1))) return true;
          if (labelWords.has(singular(x))) return i < lastMention && words[i + 1] === 'de';
          return !FILLERS.has(x) && !entityWords.has(singular(x));
        });
      const rest = kept.filter((w, k) => !(fold(w) === 'de' && (k === 0 || k === kept.length - 1)));
      if (rest.length === 0 || rest.length > 4) continue;
      const text = rest.join(' ');
      const option = text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
      if (!have.has(fold(option)))
        out.push([{ op: 'addOptions', entity: e.key, field: f.key, options: [option] }]);
    }
  return out.slice(0, 2);
}

const REQUIRED_WORDS =
  /\boblig|\bque no (?:me |nos |se )?(?:deje|dejen|pueda|puedan) (?:guardar|crear|anadir|apuntar)\b/;

/** A field of the app the instruction names, when it also says the field must be filled. */
function requiredGuesses(instruction: string, model: DataModel): ChangeOperation[][] {
  const text = ` ${wordsOf(instruction).join(' ')} `;
  if (
    !REQUIRED_WORDS.test(text) ||
    /\b(?:opcional|no sea obligatori|no es obligatori|(?:quita|quitale|quitar|saca|sacale)(?: lo de| el)? obligatori)/.test(
      text,
    )
  )
    return [];
  const out: { ops: ChangeOperation[]; length: number }[] = [];
  for (const e of model.entities)
    for (const f of e.fields) {
      if (f.required) continue;
      const name = ` ${wordsOf(f.label).join(' ')} `;
      if (name.trim().length < 3 || !text.includes(name)) continue;
      out.push({
        ops: [{ op: 'setRequired', entity: e.key, field: f.key, required: true }],
        length: name.length,
      });
    }
  // The longest name said first ("fecha de devolución" before "fecha"); only one list's when
  // several have it and the instruction names that list.
  const named = (ops: ChangeOperation[]) => {
    const e = model.entities.find((x) => 'entity' in ops[0]! && x.key === ops[0]!.entity);
    return e && [e.label, e.labelPlural].some((l) => text.includes(` ${wordsOf(l).join(' ')} `))
      ? 0
      : 1;
  };
  return out
    .sort((a, b) => named(a.ops) - named(b.ops) || b.length - a.length)
    .slice(0, 2)
    .map((x) => x.ops);
}

/**
 * A new list is not also a field named after it ("Quiero llevar las vacunas aparte: crea Vacunas
 * con …": the first clause announces the list the second creates).
 */
function withoutAnnounced(ops: ChangeOperation[]): ChangeOperation[] {
  const created = ops.flatMap((o) =>
    o.op === 'addEntity' ? [singular(fold(o.label)), singular(fold(o.labelPlural ?? ''))] : [],
  );
  if (created.length === 0) return ops;
  const announced = (o: ChangeOperation) =>
    o.op === 'addField' &&
    o.field.type !== 'reference' &&
    fold(o.field.label)
      .split(/\s+/)
      .some((w) => w.length >= 4 && created.includes(singular(w)));
  return ops.filter((o) => !announced(o));
}

/** Several readings as one change: the same operation once, the design said in one. */
function joined(readings: ChangeOperation[][]): ChangeOperation[] {
  const out: ChangeOperation[] = [];
  const seen = new Set<string>();
  let design: Extract<ChangeOperation, { op: 'setDesign' }> | null = null;
  for (const ops of readings)
    for (const o of ops) {
      if (o.op === 'setDesign') {
        if (!design) {
          design = { ...o };
          out.push(design);
        } else Object.assign(design, o);
        continue;
      }
      const id = JSON.stringify(o);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(o);
    }
  const kept = withoutAnnounced(out);
  // A new list another operation points at says its plural (the contract's key comes from it).
  return kept.map((o) => {
    if (o.op !== 'addEntity' || o.labelPlural) return o;
    const plural = capitalizeFirst(pluralize(o.label));
    const key = keyFromLabel(plural);
    const pointed = kept.some((x) => x.op === 'addField' && x.field.ref === key);
    return pointed ? { ...o, labelPlural: plural } : o;
  });
}

const capitalizeFirst = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/** The labels an operation gives to something new (folded). */
function newLabels(operations: ChangeOperation[]): string[] {
  return operations.flatMap((o) => {
    if (o.op === 'addField') return [fold(o.field.label)];
    if (o.op === 'addEntity') return [fold(o.label), ...o.fields.map((f) => fold(f.label))];
    if (o.op === 'renameEntity' || o.op === 'renameField') return [fold(o.label)];
    return [];
  });
}

/**
 * Distinct, valid on the current version, removing nothing the instruction does not ask to
 * remove, in the shape the browser receives (no property left undefined), at most `limit`.
 */
function checkedSuggestions(
  found: ChangeOperation[][],
  model: DataModel,
  design: ChangeDesign,
  limit: number,
  ctx: SuggestContext,
): ChangeSuggestion[] {
  const out: ChangeSuggestion[] = [];
  const seen = new Set<string>();
  const removing = removalSaid(ctx.text);
  for (const found1 of found) {
    if (out.length >= limit) break;
    const operations = JSON.parse(JSON.stringify(found1)) as ChangeOperation[];
    const id = JSON.stringify(operations);
    if (seen.has(id)) continue;
    seen.add(id);
    const applied = applyOperations(model, design, operations);
    if (!applied.ok) continue;
    // An option replaced ("cambia Cómic por Novela gráfica") removes what it puts back.
    const replaced = (o: ChangeOperation) =>
      o.op === 'removeOptions' &&
      operations.some((x) => x.op === 'addOptions' && x.entity === o.entity && x.field === o.field);
    if (
      !removing &&
      applied.removesData.some(
        (i) => operations[i]!.op.startsWith('remove') && !replaced(operations[i]!),
      )
    )
      continue;
    out.push({ summary: summarize(model, operations), operations });
  }
  return out;
}
