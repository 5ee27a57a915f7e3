import {
  type AppEntity,
  type AppField,
  ownValue,
  type RecordData,
  type RecordValue,
} from './definition.ts';
import { fileNameOf } from './files.ts';
import { formatValue } from './format.ts';

// What names a record wherever it is shown: lists, details, references, boards, calendars,
// the CSV import's preview. One rule, in the app kit (docs/decisions/0239-the-app-kit.md).

type Named = { data: RecordData; createdAt?: string };

let when: Intl.DateTimeFormat | null = null;

/**
 * What names a record (issue 41 §2): its first text value; else its first other value a person
 * can read (an email, a date, an option…). Never a reference (an id: `titleReference` names the
 * record by what it points at) nor an image's address. Null when nothing names it.
 */
export function titleOf(entity: AppEntity, data: Record<string, unknown>): string | null {
  const field = titleFieldOf(entity, data);
  if (!field) return null;
  const value = ownValue(data, field.key);
  // A file names the record by its name, never by its URL.
  if (field.type === 'file') return fileNameOf(value);
  if (field.type === 'boolean') return null;
  // An amount, a number or a date names it as a person reads it: «19,90 €», «8 de diciembre
  // de 2026», never «19.9» or «2026-12-08».
  if (/^(money|number|date|datetime)$/.test(field.type))
    return formatValue(field, value as RecordValue, () => null);
  return String(value);
}

/** The field whose value names a record (see `titleOf`), or null. */
export function titleFieldOf(entity: AppEntity, data: Record<string, unknown>) {
  const has = (key: string) => {
    const v = ownValue(data, key);
    return v !== null && v !== undefined && v !== '';
  };
  return (
    entity.fields.find((f) => f.type === 'text' && has(f.key)) ??
    entity.fields.find((f) => f.type !== 'reference' && f.type !== 'image' && has(f.key)) ??
    null
  );
}

/** What names a record in lists and references: its title, or the entity's name. */
export function recordTitle(entity: AppEntity, record: Named): string {
  const own = titleOf(entity, record.data);
  // Nothing of its own names it: the entity and when it was made, so two read apart
  // («Inscripción · 4 may 2026, 10:30»).
  const made = record.createdAt ? new Date(record.createdAt) : null;
  if (own === null && made && !Number.isNaN(made.getTime())) {
    when ??= new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    return `${entity.label} · ${when.format(made)}`;
  }
  const title = own ?? entity.label;
  // A long text (a description) names the record by its start.
  return title.length > 80 ? `${title.slice(0, 79)}…` : title;
}

/**
 * The reference a record is named by when it has no text of its own (a join entity:
 * Inscripción → Alumno, Curso): its first reference with a value other than `exclude` (the
 * side the viewer came from), whose target's title names it. Null when text names it.
 */
export function titleReference(
  entity: AppEntity,
  record: Named,
  exclude?: string,
): { key: string; ref: string } | null {
  if (entity.fields.some((f) => f.type === 'text' && ownValue(record.data, f.key))) return null;
  const field = entity.fields.find(
    (f) =>
      f.type === 'reference' &&
      f.ref &&
      f.key !== exclude &&
      typeof ownValue(record.data, f.key) === 'string' &&
      ownValue(record.data, f.key) !== '',
  );
  return field?.ref ? { key: field.key, ref: field.ref } : null;
}

/**
 * The references a record is named by when it has no text of its own: its first two with a
 * value other than `exclude`, so that two enrolments of one student in two classes read
 * «Lucía · Salsa» and «Lucía · Bachata», not both «Lucía». Empty when text names it.
 */
export function titleReferences(
  entity: AppEntity,
  record: Named,
  exclude?: string,
): { key: string; ref: string }[] {
  if (entity.fields.some((f) => f.type === 'text' && ownValue(record.data, f.key))) return [];
  return entity.fields
    .filter(
      (f) =>
        f.type === 'reference' &&
        f.ref &&
        f.key !== exclude &&
        typeof ownValue(record.data, f.key) === 'string' &&
        ownValue(record.data, f.key) !== '',
    )
    .slice(0, 2)
    .map((f) => ({ key: f.key, ref: f.ref as string }));
}

/**
 * The record a record belongs to, named first on its card: a daily report of a dog, a fiado of
 * a client, an inspection of an extinguisher (the entity's first field is a required reference
 * with a value, other than `exclude`, the side the viewer came from), and the required text of
 * its own that follows it, if it has one ("Pista 2 · Lucía"). Null for a record that leads with
 * its own fields. Asked only when `titleReferences` names nothing (a join entity without text is
 * named by the records it points at): that check is the caller's, who has just made it.
 */
export function leadTitle(
  entity: AppEntity,
  record: Named,
  exclude?: string,
): { key: string; ref: string; own: string | null } | null {
  const first = entity.fields[0];
  if (
    first?.type !== 'reference' ||
    !first.required ||
    !first.ref ||
    first.key === exclude ||
    typeof ownValue(record.data, first.key) !== 'string' ||
    ownValue(record.data, first.key) === ''
  )
    return null;
  const own = entity.fields.find(
    (f) => f.type === 'text' && f.required && typeof ownValue(record.data, f.key) === 'string',
  );
  return { key: first.key, ref: first.ref, own: own?.key ?? null };
}

/**
 * What names a record, worked out once: the references that name a record without text of its
 * own (`titleReferences`), else the record it belongs to (`leadTitle`). A list's card asks it
 * once and hands it both to its name (kit/screens/related-records.tsx `RecordName`) and to
 * `fieldsInTitle`, which asked the same two questions again for every card.
 */
export type TitleParts = {
  refs: { key: string; ref: string }[];
  lead: { key: string; ref: string; own: string | null } | null;
};

export function titleParts(entity: AppEntity, record: Named, exclude?: string): TitleParts {
  const refs = titleReferences(entity, record, exclude);
  return { refs, lead: refs.length === 0 ? leadTitle(entity, record, exclude) : null };
}

/** The fields a record's name already says (its `titleParts`), which its card does not show again. */
export function fieldsInTitle({ lead }: TitleParts): string[] {
  return lead ? [lead.key, ...(lead.own ? [lead.own] : [])] : [];
}

/** The title of the record a reference points at, or null when it is not known (not loaded, not readable). */
export type ReferenceTitleOf = (field: AppField, id: string) => string | null;

/**
 * The references whose targets' titles a record's name needs (its `titleParts`): what a
 * server or a list looks up, once for a whole page, before naming the records in words.
 */
export function namingReferences(
  entity: AppEntity,
  record: Named,
  exclude?: string,
): { field: AppField; id: string }[] {
  const { refs, lead } = titleParts(entity, record, exclude);
  const keys = lead ? [lead.key] : refs.map((r) => r.key);
  return keys.flatMap((key) => {
    const field = entity.fields.find((f) => f.key === key);
    const id = ownValue(record.data, key);
    return field && typeof id === 'string' && id !== '' ? [{ field, id }] : [];
  });
}

/**
 * A record's name in words, by the rule its list card follows (`RecordName` in
 * kit/screens/related-records.tsx): its own text; else the titles of the records it points at
 * («Jorge Pérez · Orbea Alma»), or the record it belongs to and its required text («Pista 2 ·
 * Lucía»). Where a board card, a calendar entry, a reference's option or a mail names a
 * record. A referenced title that `titleOf` does not know is left out; when none is known, the
 * record's own `recordTitle` («8 de diciembre de 2026», «Reparación · 8 dic 2026, 10:30»).
 */
export function recordName(
  entity: AppEntity,
  record: Named,
  titleOf: ReferenceTitleOf,
  exclude?: string,
): string {
  const { refs, lead } = titleParts(entity, record, exclude);
  const clip = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1)}…` : text;
  if (lead) {
    const field = entity.fields.find((f) => f.key === lead.key);
    const id = ownValue(record.data, lead.key);
    const title = field && typeof id === 'string' ? titleOf(field, id) : null;
    const own = lead.own ? String(ownValue(record.data, lead.own)) : '';
    if (title) return own ? `${title} · ${clip(own, 60)}` : title;
    return recordTitle(entity, record);
  }
  const titles = refs.flatMap((ref) => {
    const field = entity.fields.find((f) => f.key === ref.key);
    const id = ownValue(record.data, ref.key);
    const title = field && typeof id === 'string' ? titleOf(field, id) : null;
    return title ? [title] : [];
  });
  return titles.length > 0 ? titles.join(' · ') : recordTitle(entity, record);
}

/** `recordName` with the titles a server sent with the record (`refTitles`, by field key). */
export function namedBy(refTitles: Record<string, string> | undefined): ReferenceTitleOf {
  return (field) => refTitles?.[field.key] ?? null;
}
