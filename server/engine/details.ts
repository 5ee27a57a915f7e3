// The idea's own details as fields (issue 37): what the person says they want to note about
// the main record, typed from their wording. "si hay varroa" → Varroa (sí/no); "cuántos kilos
// de miel" → Kilos de miel (número); "la talla" → Talla; "el precio" → Precio (importe).

import type { FieldType } from '../../contracts/data-model.ts';
import { keyFromLabel } from '../../contracts/data-model.ts';
import { ATTRIBUTES } from '../lib/ai/offline/lexicon.ts';
import { fold, type IdeaText, type Token } from './analysis/analyze.ts';
import { NEVER_ENTITIES, PERSON_NOUNS, STOP_WORDS } from './analysis/words.ts';
import type { PatternField } from './patterns/types.ts';

const MAX_DETAILS = 8;
/** Verbs between "si" and what is checked: "si hay varroa", "si vi la reina", "si ha dormido siesta". */
const CHECK_VERBS = /^(hay|hubo|tiene|tienen|tenia|lleva|llevan|llevo|vi|vio|vimos|ve|ven|ha|han|he|esta|estan|estaba|quedo|queda|hizo|hace|hicieron|trae|traen|trajo|uso|usa|necesita|necesitan|tomo|toma|dio|da|paso|pasa|salio|sale|fue|va|hubo|existe|aparece|aparecio|encontre|encontro)$/;
const COUNT_WORDS = /^(cuantos|cuantas|cuanto|cuanta)$/;
const ARTICLE = /^(el|la|los|las|un|una|unos|unas|su|sus|algun|alguna|algunos|algunas|mucho|mucha|muchos|muchas)$/;
/** Measure nouns that take "de …" after them in a number field: "kilos de miel", "litros de leche". */
const MEASURES = new Set(['kilo', 'kg', 'litro', 'gramo', 'metro', 'hora', 'minuto', 'cuadro', 'marco', 'unidad', 'caja', 'botella', 'vuelta', 'km', 'kilometro', 'paso', 'pieza', 'bolsa', 'saco', 'racion', 'plato', 'huevo', 'pañal', 'panal', 'biberon', 'vaso', 'toma']);

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function nounAt(tokens: Token[], i: number): Token | null {
  const t = tokens[i];
  if (!t || !t.nounLemma || STOP_WORDS.has(t.norm)) return null;
  return t;
}

function labelOf(t: Token): string {
  // The idea's own word as written, in the singular where the dictionary knows it.
  return t.plural && MEASURES.has(t.nounLemma ?? '') ? t.text.toLowerCase() : t.display.toLowerCase();
}

export function ideaDetails(idea: IdeaText, existing: PatternField[], taken: Set<string>): PatternField[] {
  const { tokens } = idea;
  const out: PatternField[] = [];
  const seen = new Set<string>([
    ...existing.map((f) => fold(f.label).split(/\s+/)[0]!),
    ...existing.map((f) => f.key),
  ]);
  const push = (label: string, type: FieldType) => {
    const key = keyFromLabel(label);
    const head = fold(label).split(/\s+/)[0]!;
    if (out.length >= MAX_DETAILS || seen.has(head) || seen.has(key) || taken.has(head)) return;
    if (NEVER_ENTITIES.has(head) && !ATTRIBUTES[head]) return;
    if (PERSON_NOUNS.has(head)) return;
    seen.add(head);
    seen.add(key);
    out.push({ key, label: cap(label), type });
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "si hay varroa", "si vi la reina", "si ha dormido siesta": a yes/no.
    if (t.norm === 'si') {
      let j = i + 1;
      let verbs = 0;
      while (
        j < tokens.length &&
        verbs < 2 &&
        (CHECK_VERBS.test(tokens[j]!.norm) || tokens[j]!.pos === 'verb')
      ) {
        if (tokens[j]!.breakAfter) break;
        verbs++;
        j++;
      }
      if (verbs === 0) continue;
      if (ARTICLE.test(tokens[j]?.norm ?? '')) j++;
      const n = nounAt(tokens, j);
      if (n && n.pos !== 'verb') push(labelOf(n), 'boolean');
      continue;
    }
    // "cuántos kilos de miel", "número de huevos", "cantidad de agua": a number.
    if (COUNT_WORDS.test(t.norm) || ((t.norm === 'numero' || t.norm === 'cantidad') && tokens[i + 1]?.norm === 'de')) {
      let j = COUNT_WORDS.test(t.norm) ? i + 1 : i + 2;
      const n = nounAt(tokens, j);
      if (!n) continue;
      let label = labelOf(n);
      if (MEASURES.has(n.nounLemma ?? '') && tokens[j + 1]?.norm === 'de') {
        const of = nounAt(tokens, j + 2);
        if (of) {
          label = `${n.text.toLowerCase()} de ${of.text.toLowerCase()}`;
          j += 2;
        }
      }
      push(label, 'number');
      continue;
    }
    // Attribute nouns: "la talla", "el precio", "una foto".
    const lemma = t.nounLemma;
    if (lemma && t.pos === 'noun') {
      const attr = ATTRIBUTES[lemma];
      if (attr && lemma !== 'estado' && lemma !== 'descripcion' && lemma !== 'nota' && lemma !== 'comentario')
        push(attr.label.toLowerCase(), attr.type);
    }
  }
  return out;
}
