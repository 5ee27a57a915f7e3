// The engine's word tables, each group of words with its examples and counter-examples
// (decision 0276), run on whole ideas by one test: an example's app shows the line it names, a
// counter-example's never does.
import { describe, expect, it } from 'vitest';
import { fold } from '../analysis/analyze.ts';
import { conceptFromIdea } from '../index.ts';
import type { WordGroup } from './cases.ts';
import { FIELD_TYPE_WORDS } from './field-types.ts';
import { LOG_EVENTS } from './log-events.ts';
import { MEASURE_WORDS } from './measures.ts';
import { SALE_UNIT_WORDS } from './sale-units.ts';
import { SET_PHRASE_WORDS } from './set-phrases.ts';
import { TEAM_MARKS_WORDS, TEAM_WRITES_WORDS } from './team-fields.ts';
import { NOT_A_TRADE, OWNER_ROLES, TRADE_WORDS } from './trades.ts';

const TABLES: [string, WordGroup[]][] = [
  ['SALE_UNITS (plan.ts)', SALE_UNIT_WORDS],
  ['SET_PHRASES (plan.ts)', SET_PHRASE_WORDS],
  ['LOG_EVENTS (plan.ts)', LOG_EVENTS],
  ['MEASURES (details.ts)', MEASURE_WORDS],
  ['TYPE_OF (details.ts)', FIELD_TYPE_WORDS],
  ['TEAM_WRITES (emit.ts)', [TEAM_WRITES_WORDS]],
  ['TEAM_MARKS (emit.ts)', [TEAM_MARKS_WORDS]],
  ['TRADES (text.ts)', TRADE_WORDS],
  ['OWNER_ROLES (text.ts)', [OWNER_ROLES]],
  ['NOT_A_TRADE (text.ts)', [NOT_A_TRADE]],
];

/**
 * The app's name as «Nombre: …», each field of the idea's app as one line, and each option of a
 * choice as another.
 */
const made = new Map<string, string[]>();
function linesOf(idea: string): string[] {
  let lines = made.get(idea);
  if (!lines) {
    const concept = conceptFromIdea(idea);
    lines = concept.definition.entities.flatMap((e) =>
      e.fields.flatMap((f) => {
        const name = `${e.label}.${f.label}`;
        const options = f.options ? ` [${f.options.join('|')}]` : '';
        return [
          `${name}:${f.type}${options}${f.teamOnly ? ' · equipo' : ''}`,
          ...(f.options ?? []).map((o) => `${name} ∋ ${o}`),
        ];
      }),
    );
    lines.unshift(`Nombre: ${concept.name}`);
    made.set(idea, lines);
  }
  return lines;
}

/** Whether the idea says the word (folded, as the start of one of its words: «kilos»). */
const says = (idea: string, word: string) =>
  new RegExp(`(^|[^a-z])${word.replace('_', ' ')}`).test(fold(idea));

describe.each(TABLES)('%s', (_, groups) => {
  describe.each(groups.map((g) => [g.words.slice(0, 3).join(', '), g] as const))(
    '%s…',
    (_, group) => {
      it.each(group.examples.map((c) => [c.shows, c.idea] as const))(
        'shows «%s»: %s',
        (shows, idea) => {
          expect(group.words.some((w) => says(idea, w))).toBe(true);
          expect(linesOf(idea).filter((l) => l.includes(shows))).not.toEqual([]);
        },
      );
      it.each(group.counterExamples.map((c) => [c.shows, c.idea] as const))(
        'never «%s»: %s',
        (shows, idea) => expect(linesOf(idea).filter((l) => l.includes(shows))).toEqual([]),
      );
    },
  );
});
