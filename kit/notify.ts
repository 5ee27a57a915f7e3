import type { AppEntity, AppField, RecordData } from './definition.ts';
import { appMessages, fill } from './texts.ts';

// The mails of an entity with `notify` (issue 38 §6): who is told what when a record is
// created or its chosen choice field changes (in a `vinculada` entity, the person the record
// is about too: decision 0250). The platform and every exported app send the same mails, in
// the same words (kit/texts.ts `mail`); each sends them its own way.

export type Mail = { to: string; subject: string; text: string };

const m = appMessages.mail;
const lower = (email: string | null | undefined) => email?.trim().toLowerCase() ?? null;

/**
 * A new record: to the owner (unless they wrote it) and to each member of the team (unless
 * they wrote it), never to whoever created it. Nothing without `notify.onCreate`. The mail
 * carries the entity, the app, the record's name (one line, quoted) and a link, never the
 * rest of what a visitor typed.
 */
export function createdMails(opts: {
  entity: AppEntity;
  app: string;
  link: string;
  /** The author's email (null: sent without an account). */
  authorEmail: string | null;
  ownerEmail: string | null;
  teamEmails: string[];
  /**
   * What names the record (kit/titles.ts `recordName`, with what the owner and the team may
   * read: all of it); without it, or empty, the mail says only its list.
   */
  name?: string | null;
}): Mail[] {
  if (!opts.entity.notify?.onCreate) return [];
  const name = opts.name?.trim() || '';
  const values = { entity: opts.entity.labelPlural, app: opts.app, link: opts.link, name };
  const subject = fill(name ? m.createdNamedSubject : m.createdSubject, values);
  const author = lower(opts.authorEmail);
  const owner = lower(opts.ownerEmail);
  const mails: Mail[] = [];
  if (opts.ownerEmail && owner !== author)
    mails.push({
      to: opts.ownerEmail,
      subject,
      text: fill(name ? m.createdNamedText : m.createdText, values),
    });
  const seen = new Set<string>();
  for (const raw of opts.teamEmails) {
    const to = lower(raw);
    if (!to || to === author || to === owner || seen.has(to)) continue;
    seen.add(to);
    mails.push({
      to,
      subject,
      text: fill(name ? m.teamCreatedNamedText : m.teamCreatedText, values),
    });
  }
  return mails;
}

/**
 * The option a change gave the entity's `notify.onChangeOf` field, or null when that field
 * (a choice) did not take a new one. Callers ask this first, before looking up who to tell.
 */
export function changedChoice(
  entity: AppEntity,
  before: RecordData,
  after: RecordData,
): { field: AppField; value: string } | null {
  const key = entity.notify?.onChangeOf;
  const field = entity.fields.find((f) => f.key === key && f.type === 'choice');
  if (!field) return null;
  const value = Object.hasOwn(after, field.key) ? after[field.key] : undefined;
  const was = Object.hasOwn(before, field.key) ? before[field.key] : undefined;
  if (typeof value !== 'string' || value === was) return null;
  return { field, value };
}

type ChangeOpts = {
  entity: AppEntity;
  app: string;
  link: string;
  before: RecordData;
  after: RecordData;
  /** The author's account id and email (null: sent without an account). */
  authorId: string | null;
  authorEmail: string | null;
  /** Who made the change. */
  byId: string | null;
  /** What names the record, with only what the author may read (see `createdMails`). */
  name?: string | null;
};

/**
 * A change: when `notify.onChangeOf` (a choice field) takes a new option and someone other
 * than the author made the change, to the author. Null otherwise (no author, no account).
 */
export function changedMail(opts: ChangeOpts): Mail | null {
  const change = changedChoice(opts.entity, opts.before, opts.after);
  if (!change || !opts.authorId || !opts.authorEmail || opts.authorId === opts.byId) return null;
  const values = changeValues(opts, change, opts.name);
  return {
    to: opts.authorEmail,
    subject: fill(values.name ? m.changedNamedSubject : m.changedSubject, values),
    text: fill(values.name ? m.changedNamedText : m.changedText, values),
  };
}

/**
 * Every mail of a change (decision 0250): the author's (`changedMail`) and, in a `vinculada`
 * entity, the person's the record is about — the `accountField` email of the record its
 * `linkField` points at after the change (the repair's customer, the child's family) — unless
 * that is the address of whoever made the change or the author's mail already goes there.
 * Nothing when the option did not change, nor to an empty address.
 */
export function changedMails(
  opts: ChangeOpts & {
    /** The email of whoever made the change (null: no account). */
    byEmail: string | null;
    /** vinculada: the linked person's account email (null: no reference, no email). */
    linkedEmail: string | null;
    /** What names the record, with only what the linked person may read. */
    linkedName?: string | null;
  },
): Mail[] {
  const change = changedChoice(opts.entity, opts.before, opts.after);
  if (!change) return [];
  const mails: Mail[] = [];
  const author = changedMail(opts);
  if (author) mails.push(author);
  const linked = lower(opts.linkedEmail);
  if (
    opts.entity.rule === 'vinculada' &&
    opts.linkedEmail &&
    linked &&
    linked !== lower(opts.byEmail) &&
    linked !== lower(author?.to)
  ) {
    const values = changeValues(opts, change, opts.linkedName);
    mails.push({
      to: opts.linkedEmail.trim(),
      subject: fill(values.name ? m.changedNamedSubject : m.changedSubject, values),
      text: fill(values.name ? m.linkedChangedNamedText : m.linkedChangedText, values),
    });
  }
  return mails;
}

function changeValues(
  opts: ChangeOpts,
  change: { field: AppField; value: string },
  name: string | null | undefined,
) {
  return {
    name: name?.trim() || '',
    entity: opts.entity.labelPlural,
    app: opts.app,
    field: change.field.label,
    value: change.value,
    link: opts.link,
  };
}
