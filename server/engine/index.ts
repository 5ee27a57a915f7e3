// The engine's public functions (issue 37). Other modules call these, never its insides.
//   generateAppDefinition(idea) → the app definition an idea asks for
//   conceptFromIdea(idea)       → the concept's words and its app, from one plan

import type { AppDefinition } from '../../contracts/app-definition.ts';
import type { DataModel } from '../../contracts/data-model.ts';
import { emitDefinition } from './emit.ts';
import { type AppPlan, planIdea } from './plan.ts';
import { stackOf } from './stack.ts';
import { appName, description, features, stories } from './text.ts';

export { analyzeText } from './analysis/analyze.ts';
export type { AppPlan } from './plan.ts';

export interface EngineConcept {
  name: string;
  description: string;
  features: string[];
  userStories: string[];
  /** What the exported project is built on, as far as this app uses it. */
  stack: string[];
  definition: AppDefinition;
  dataModel: DataModel;
  plan: AppPlan;
}

/** The data model shape the concept contract keeps, derived from the definition. */
export function dataModelOf(definition: AppDefinition): DataModel {
  return {
    entities: definition.entities.map((e) => ({
      key: e.key,
      label: e.label,
      labelPlural: e.labelPlural,
      rule: e.rule,
      ...(e.anonymous ? { anonymous: e.anonymous } : {}),
      ...(e.linkField ? { linkField: e.linkField } : {}),
      ...(e.accountField ? { accountField: e.accountField } : {}),
      ...(e.notify ? { notify: { ...e.notify } } : {}),
      // The counts and sums (decision 0237): the running app is first made from this model.
      ...(e.totals?.length ? { totals: e.totals.map((t) => ({ ...t })) } : {}),
      fields: e.fields.map((f) => ({ ...f })),
      // The pattern's calendar and board (null: none), so the running app opens with them.
      views: {
        calendar: e.views.calendar ? { ...e.views.calendar } : null,
        board: e.views.board ? { ...e.views.board } : null,
      },
    })),
  };
}

export function conceptFromIdea(idea: string): EngineConcept {
  const plan = planIdea(typeof idea === 'string' ? idea : '');
  const emitted = emitDefinition(plan);
  const name = appName(plan);
  return {
    name,
    description: description(plan, name),
    features: features(plan, emitted),
    userStories: stories(plan, emitted),
    stack: stackOf(emitted.definition),
    definition: emitted.definition,
    dataModel: dataModelOf(emitted.definition),
    plan,
  };
}

export function generateAppDefinition(idea: string): AppDefinition {
  return emitDefinition(planIdea(typeof idea === 'string' ? idea : '')).definition;
}

/**
 * A data model for a project that has none (saved before issue 19, or made by hand): read from
 * its idea when the idea asks for a kind of app, else from the concept's own words.
 */
export function deriveDataModel(input: { concept?: object; prompt?: string }): DataModel {
  const prompt = typeof input?.prompt === 'string' ? input.prompt : '';
  if (prompt.trim()) {
    const plan = planIdea(prompt);
    if ((plan.patterns[0]?.score ?? 0) > 0) return dataModelOf(emitDefinition(plan).definition);
  }
  const c = (input?.concept ?? {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);
  const text = [prompt, c.name, c.description, ...list(c.features), ...list(c.userStories)]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .join('. ');
  return dataModelOf(generateAppDefinition(text));
}
