import type { AppEntity, AppField } from './definition.ts';

// The entities and fields the kit's tests build: only what a test is about is spelled out, the
// rest is the shape every list has. A test file, not part of the kit: an export copies only
// `[a-z-]+.ts` files.

/** A field: its key as its label, not required; `extra` says the rest (a reference's `ref`…). */
export const field = (
  key: string,
  type: AppField['type'],
  extra: Partial<AppField> = {},
): AppField => ({
  key,
  label: key,
  type,
  required: false,
  ...extra,
});

/** A `field` labelled as a person writes its key: «importe» is «Importe». */
export const labelledField = (
  key: string,
  type: AppField['type'],
  extra: Partial<AppField> = {},
): AppField => field(key, type, { label: key.charAt(0).toUpperCase() + key.slice(1), ...extra });

/** An entity's views when it has only its list: newest first, 20 a page, nothing else set. */
export const listOnly: AppEntity['views'] = {
  list: {
    searchFields: [],
    filterFields: [],
    sortField: 'createdAt',
    sortDir: 'desc',
    pageSize: 20,
    columns: [],
  },
  calendar: null,
  board: null,
};

/** A private entity of `fields`, named by its key, with only its list; `extra` says the rest. */
export const entityOf = (
  key: string,
  fields: AppField[],
  extra: Partial<AppEntity> = {},
): AppEntity => ({
  key,
  label: key,
  labelPlural: key,
  rule: 'privada',
  fields,
  views: listOnly,
  removedFields: [],
  ...extra,
});
