import type { AppEntity, RecordData } from './definition.ts';
import { appMessages, fill } from './texts.ts';

// The mails of an entity with `notify` (issue 38 §6): who is told what when a record is
// created or its chosen choice field changes. The platform and every exported app send the
// same mails, in the same words (kit/texts.ts `mail`); each sends them its own way.

export type Mail = { to: string; subject: string; text: string };

const m = appMessages.mail;
const lower = (email: string | null | undefined) => email?.trim().toLowerCase() ?? null;

/**
 * A new record: to the owner (unless they wrote it) and to each member of the team (unless
 * they wrote it), never to whoever created it. Nothing without `notify.onCreate`. The mail
 * carries the entity, the app and a link, never what a visitor typed.
 */
export function createdMails(opts: {
  entity: AppEntity;
  app: string;
  link: string;
  /** The author's email (null: sent without an account). */
  authorEmail: string | null;
  ownerEmail: string | null;
  teamEmails: string[];
}): Mail[] {
  if (!opts.entity.notify?.onCreate) return [];
  const values = { entity: opts.entity.labelPlural, app: opts.app, link: opts.link };
  const author = lower(opts.authorEmail);
  const owner = lower(opts.ownerEmail);
  const mails: Mail[] = [];
  if (opts.ownerEmail && owner !== author)
    mails.push({
      to: opts.ownerEmail,
      subject: fill(m.createdSubject, values),
      text: fill(m.createdText, values),
    });
  const seen = new Set<string>();
  for (const raw of opts.teamEmails) {
    const to = lower(raw);
    if (!to || to === author || to === owner || seen.has(to)) continue;
    seen.add(to);
    mails.push({
      to,
      subject: fill(m.createdSubject, values),
      text: fill(m.teamCreatedText, values),
    });
  }
  return mails;
}

/**
 * A change: when `notify.onChangeOf` (a choice field) takes a new option and someone other
 * than the author made the change, to the author. Null otherwise (no author, no account).
 */
export function changedMail(opts: {
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
}): Mail | null {
  const { entity } = opts;
  const key = entity.notify?.onChangeOf;
  const field = entity.fields.find((f) => f.key === key && f.type === 'choice');
  if (!field || !opts.authorId || !opts.authorEmail || opts.authorId === opts.byId) return null;
  const value = Object.hasOwn(opts.after, field.key) ? opts.after[field.key] : undefined;
  const was = Object.hasOwn(opts.before, field.key) ? opts.before[field.key] : undefined;
  if (typeof value !== 'string' || value === was) return null;
  const values = {
    entity: entity.labelPlural,
    app: opts.app,
    field: field.label,
    value,
    link: opts.link,
  };
  return {
    to: opts.authorEmail,
    subject: fill(m.changedSubject, values),
    text: fill(m.changedText, values),
  };
}
