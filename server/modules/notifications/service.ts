import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type sanitizeHtmlType from 'sanitize-html';
import { z } from 'zod';
import { fill, messages } from '../../../contracts/messages.ts';
import {
  NOTIFY_DAILY_CAP,
  NOTIFY_MAX_BODY,
  NOTIFY_MAX_RECIPIENTS,
  NOTIFY_MAX_SUBJECT,
  type NotificationEmailInput,
  type NotificationLogEntry,
} from '../../../contracts/notifications.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { consumeCredit, getSubscriptionView, refundCredit } from '../billing/service.ts';
import { requireOwnedProject } from '../projects/service.ts';
import * as repo from './repo.ts';

// Project email notifications (docs/product-spec.md §7; issue 8). The owner of a project sends mail
// through our mailer (outbox by default, SMTP when configured). Every send costs one
// integration credit, refunded when the mailer fails, and a plan's daily cap bounds how
// much one account can send; every attempt lands in the outbound log.

type Deps = Pick<AppDeps, 'db' | 'dbHandle' | 'config' | 'mailer' | 'storage'>;
const t = messages.notifications;
const HISTORY_LIMIT = 50;
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const requireCjs = createRequire(import.meta.url);
let sanitizeHtml: typeof sanitizeHtmlType | undefined;

/** Email-safe HTML: no script, style, forms, event handlers or javascript: links. */
export function sanitizeEmailHtml(html: string): string {
  sanitizeHtml ??= requireCjs('sanitize-html') as typeof sanitizeHtmlType;
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['align', 'valign', 'colspan', 'rowspan', 'width'],
      th: ['align', 'valign', 'colspan', 'rowspan', 'width'],
      table: ['width', 'cellpadding', 'cellspacing', 'border', 'align'],
      '*': ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
  });
}

const emailSchema = z.email();

function addresses(value: string | string[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function requireAddresses(list: string[]): string[] {
  for (const address of list) {
    if (!emailSchema.safeParse(address).success)
      throw badRequest(
        fill(t.invalidRecipient, { address: address.slice(0, 100) }),
        'INVALID_RECIPIENT',
      );
  }
  return list;
}

/** "Name" <our address>: the sender name is the caller's, the address always ours. */
export function senderFor(mailFrom: string, displayName: string | undefined): string | undefined {
  if (!displayName) return undefined;
  const name = displayName
    .replace(/<[^>]*>/g, '')
    .replace(/["\\\r\n<>]/g, '')
    .trim()
    .slice(0, 80);
  if (!name) return undefined;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${name}" <${address}>`;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_ATTACHMENT_BYTES) throw badRequest(t.attachmentNotOurs, 'ATTACHMENT_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Attachments by URL, only from this project's own stored files (never a fetch). */
async function loadAttachments(
  deps: Deps,
  projectId: string,
  list: NonNullable<NotificationEmailInput['attachments']>,
) {
  const base = new URL(deps.config.publicBaseUrl);
  return Promise.all(
    list.map(async (a) => {
      let url: URL;
      try {
        url = new URL(a.url, base);
      } catch {
        throw badRequest(t.attachmentNotOurs, 'ATTACHMENT_NOT_OURS');
      }
      const prefix = `/files/projects/${projectId}/`;
      const key = decodeURIComponent(url.pathname).slice('/files/'.length);
      if (url.origin !== base.origin || !url.pathname.startsWith(prefix) || key.includes('..'))
        throw badRequest(t.attachmentNotOurs, 'ATTACHMENT_NOT_OURS');
      const object = await deps.storage.get(key);
      if (!object) throw badRequest(t.attachmentNotOurs, 'ATTACHMENT_NOT_OURS');
      const filename = (a.filename || key.split('/').pop() || 'adjunto').replace(/[\r\n/\\]/g, '');
      return { filename, content: await readAll(object.stream), contentType: a.type };
    }),
  );
}

export async function sendProjectEmail(
  deps: Deps,
  opts: { userId: string; projectId: string; input: NotificationEmailInput },
): Promise<{ success: true; messageId: string }> {
  await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  const input = opts.input;
  const to = addresses(input.to);
  const subject = input.subject?.trim() ?? '';
  const html = input.html?.trim() ? input.html : undefined;
  const text = input.text?.trim() ? input.text : undefined;
  if (to.length === 0 || !subject || (!html && !text))
    throw badRequest(t.fieldsRequired, 'EMAIL_FIELDS_REQUIRED');
  const cc = addresses(input.cc);
  const bcc = addresses(input.bcc);
  if (to.length + cc.length + bcc.length > NOTIFY_MAX_RECIPIENTS)
    throw badRequest(t.tooManyRecipients, 'TOO_MANY_RECIPIENTS');
  requireAddresses([...to, ...cc, ...bcc]);
  const replyTo = requireAddresses(addresses(input.replyTo)).slice(0, NOTIFY_MAX_RECIPIENTS);
  if (subject.length > NOTIFY_MAX_SUBJECT || /[\r\n]/.test(subject))
    throw badRequest(t.subjectTooLong, 'SUBJECT_INVALID');
  if ((html?.length ?? 0) > NOTIFY_MAX_BODY || (text?.length ?? 0) > NOTIFY_MAX_BODY)
    throw new AppError('BODY_TOO_LONG', { userMessage: t.bodyTooLong, kind: 'PAYLOAD_TOO_LARGE' });
  const attachments = input.attachments?.length
    ? await loadAttachments(deps, opts.projectId, input.attachments)
    : undefined;

  const plan = (await getSubscriptionView(deps, { userId: opts.userId })).planName;
  const cap = NOTIFY_DAILY_CAP[plan] ?? NOTIFY_DAILY_CAP.Free;
  const createdAt = nowIso();
  const day = createdAt.slice(0, 10);
  const id = newId();
  // The cap check and the log row are one transaction: concurrent sends cannot pass it.
  await deps.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, deps.config.dbEngine, `notify-cap:${opts.userId}`);
    if ((await repo.countSendsOfDay(trx, opts.userId, day)) >= cap)
      throw new AppError('EMAIL_DAILY_CAP', {
        userMessage: fill(t.dailyCapReached, { cap }),
        kind: 'RATE_LIMITED',
      });
    await repo.insertSend(trx, {
      id,
      projectId: opts.projectId,
      userId: opts.userId,
      recipients: JSON.stringify(to),
      subject,
      status: 'sending',
      messageId: null,
      error: null,
      day,
      createdAt,
    });
  });
  try {
    await consumeCredit(deps, { userId: opts.userId, kind: 'integration' });
  } catch (error) {
    await repo.deleteSend(deps.db, id);
    throw error;
  }
  try {
    const sent = await deps.mailer.send({
      to,
      subject,
      html: html ? sanitizeEmailHtml(html) : undefined,
      text,
      cc: cc.length ? cc : undefined,
      bcc: bcc.length ? bcc : undefined,
      replyTo: replyTo.length ? replyTo : undefined,
      attachments,
      ...(senderFor(deps.config.MAIL_FROM, input.from)
        ? { from: senderFor(deps.config.MAIL_FROM, input.from) }
        : {}),
    });
    await repo.finishSend(deps.db, id, { status: 'sent', messageId: sent.messageId, error: null });
    return { success: true, messageId: sent.messageId };
  } catch (error) {
    await refundCredit(deps, { userId: opts.userId, kind: 'integration' }).catch(() => {});
    await repo
      .finishSend(deps.db, id, {
        status: 'failed',
        messageId: null,
        error: String((error as Error)?.message ?? error).slice(0, 500),
      })
      .catch(() => {});
    throw new AppError('EMAIL_FAILED', {
      userMessage: t.sendFailed,
      kind: 'BAD_GATEWAY',
      cause: error,
    });
  }
}

export async function listProjectEmails(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string; projectId: string },
): Promise<NotificationLogEntry[]> {
  await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  const rows = await repo.listSends(deps.db, opts.projectId, HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    recipients: JSON.parse(r.recipients) as string[],
    subject: r.subject,
    status: r.status,
    messageId: r.messageId,
    createdAt: r.createdAt,
  }));
}
