import type { Readable } from 'node:stream';
import {
  ALREADY_SEEDED_MESSAGE,
  DEMO_CREDITS_PRICE_ID,
  DEMO_DEFAULT_CREDITS,
  DEMO_LIST_LIMIT,
  DEMO_NOTE_MAX_TOKENS,
  DEMO_PROMO_CODE,
  DEMO_PURCHASE_CREDITS,
  DEMO_UPLOAD_EXTENSIONS,
  DEMO_UPLOAD_MAX_BYTES,
  DEMO_UPLOAD_MAX_MB,
  type DemoCheckoutView,
  type DemoFile,
  type DemoNote,
  type DemoSeedResponse,
  type NoteStreamLine,
  SEEDED_MESSAGE,
} from '../../../contracts/demo.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { AiLogger } from '../../lib/ai/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { consumeCredit, refundCredit } from '../billing/service.ts';
import { discardObject, removeObjects } from '../files/service.ts';
import { storeUpload, type UploadPolicy } from '../files/upload.ts';
import { deleteUserMessages } from '../realtime/service.ts';
import * as repo from './repo.ts';

// The demo's rules (docs/product-spec.md §§4, 5, 7, 9). Credits are decided here, server-side: one
// per note, taken by one conditional UPDATE and never below 0 (docs/design.md "The server decides
// what costs money").

type DemoDeps = Pick<AppDeps, 'db' | 'ai' | 'storage' | 'mailer' | 'config'>;

// ------------------------------------------------------------------ seed and credits

const WELCOME_PROMPT =
  'Resume en un párrafo breve y añade 3 puntos accionables:\n' +
  'Bienvenida a la demo de Forja. Aquí puedes generar notas con IA a partir de cualquier texto, ' +
  'subir archivos de hasta 25 MB, analizar la portada de un sitio web y chatear en tiempo real ' +
  'con otras personas en la sala demo-room. Cada nota usa un crédito demo; empiezas con 5 y ' +
  'puedes comprar 50 más con el código promocional del pago de prueba.';

/**
 * Creates the user's demo data the first time: 5 credits and a welcome note. The credits
 * row is the claim, so two concurrent seeds create one note and one "Seeded successfully".
 */
export async function seedDemo(
  deps: DemoDeps,
  opts: { userId: string },
): Promise<DemoSeedResponse> {
  const created = await repo.insertCreditsIfMissing(deps.db, opts.userId, DEMO_DEFAULT_CREDITS);
  if (created) {
    const text = 'Bienvenida a la demo de Forja';
    let aiOutput: string;
    try {
      // docs/product-spec.md §9: the seeded note is generated with at most 300 tokens.
      aiOutput = (
        await deps.ai.generateText({ prompt: WELCOME_PROMPT, maxTokens: DEMO_NOTE_MAX_TOKENS })
      ).content;
    } catch {
      aiOutput =
        '**Resumen:** esta es tu demo de Forja: notas con IA, archivos, análisis de URL y chat en tiempo real.\n\n- Genera tu primera nota con un texto propio.\n- Sube un archivo de prueba.\n- Entra en la sala y saluda.';
    }
    await repo.insertNote(deps.db, {
      id: newId(),
      userId: opts.userId,
      textInput: text,
      aiOutput,
      createdAt: nowIso(),
    });
  }
  const credits = (await repo.findCredits(deps.db, opts.userId)) ?? DEMO_DEFAULT_CREDITS;
  return { message: created ? SEEDED_MESSAGE : ALREADY_SEEDED_MESSAGE, credits };
}

/** Read-only: a user not seeded yet has the default 5 (the row is the seed's claim). */
export async function getCredits(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string },
): Promise<number> {
  return (await repo.findCredits(deps.db, opts.userId)) ?? DEMO_DEFAULT_CREDITS;
}

// ------------------------------------------------------------------ notes

const needsCredits = () =>
  new AppError('DEMO_CREDITS_EXHAUSTED', {
    userMessage: messages.demo.needsCredits,
    kind: 'PAYMENT_REQUIRED',
  });

/** Takes the note's credit before anything streams, so "no credits" is a plain 402. */
export async function chargeNote(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string },
): Promise<number> {
  await repo.insertCreditsIfMissing(deps.db, opts.userId, DEMO_DEFAULT_CREDITS);
  if (!(await repo.takeCredit(deps.db, opts.userId))) throw needsCredits();
  return (await repo.findCredits(deps.db, opts.userId)) ?? 0;
}

export function notePrompt(text: string): string {
  // docs/product-spec.md §7: a concise summary plus 3 actionable bullets.
  return `Escribe un resumen conciso del siguiente texto y después exactamente 3 puntos accionables en forma de lista:\n${text}`;
}

/** Splits text into small pieces on word boundaries, for a progressive display. */
export function chunkText(text: string, size = 24): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(/(\s+)/)) {
    current += part;
    if (current.length >= size) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Generates and saves a note whose credit `chargeNote` already took, emitting it as it
 * goes. A failure gives the credit back: a note that was not made costs nothing.
 */
export async function runNote(
  deps: DemoDeps,
  opts: {
    userId: string;
    text: string;
    creditsAfterCharge: number;
    /** Aborted when the person leaves: the model request is cancelled, the credit refunded. */
    signal?: AbortSignal;
    log?: AiLogger;
  },
  emit: (line: NoteStreamLine) => Promise<void> | void,
): Promise<void> {
  await emit({ type: 'start', credits: opts.creditsAfterCharge });
  try {
    // A model streams its tokens straight through (issue 12); the offline engine is instant,
    // so its text is shown in small pieces instead.
    const streamed = deps.ai.provider !== 'offline';
    let sent = '';
    const result = await deps.ai.generateText({
      prompt: notePrompt(opts.text),
      maxTokens: DEMO_NOTE_MAX_TOKENS,
      signal: opts.signal,
      log: opts.log,
      onText: streamed
        ? (soFar) => {
            if (!soFar.startsWith(sent)) {
              void emit({ type: 'reset' });
              sent = '';
            }
            if (soFar.length > sent.length)
              void emit({ type: 'delta', text: soFar.slice(sent.length) });
            sent = soFar;
          }
        : undefined,
    });
    const content = result.content.trim();
    if (!content) throw new Error('empty AI output');
    if (!streamed)
      for (const piece of chunkText(content)) await emit({ type: 'delta', text: piece });
    const note: DemoNote = {
      id: newId(),
      textInput: opts.text,
      aiOutput: content,
      createdAt: nowIso(),
    };
    await repo.insertNote(deps.db, { ...note, userId: opts.userId });
    const credits = (await repo.findCredits(deps.db, opts.userId)) ?? 0;
    await emit({ type: 'done', note, credits, aiGenerated: result.aiGenerated });
  } catch (error) {
    await repo.addCredits(deps.db, opts.userId, 1);
    const credits = (await repo.findCredits(deps.db, opts.userId)) ?? 0;
    const message = error instanceof AppError ? error.userMessage : messages.demo.noteError;
    await emit({ type: 'error', message, credits });
    throw error;
  }
}

export function listNotes(deps: Pick<AppDeps, 'db'>, opts: { userId: string }) {
  return repo.listNotes(deps.db, opts.userId, DEMO_LIST_LIMIT);
}

export async function deleteNote(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string; id: string },
): Promise<void> {
  // Another user's note answers exactly like a missing one.
  if (!(await repo.deleteNote(deps.db, opts.userId, opts.id)))
    throw notFound(messages.demoFlow.noteNotFound, 'NOTE_NOT_FOUND');
}

// ------------------------------------------------------------------ files

export const DEMO_UPLOAD_POLICY: UploadPolicy = {
  maxBytes: DEMO_UPLOAD_MAX_BYTES,
  maxMb: DEMO_UPLOAD_MAX_MB,
  extensions: DEMO_UPLOAD_EXTENSIONS,
  mismatchMessage: messages.demoFlow.fileContentMismatch,
  mismatchKind: 'UNSUPPORTED_MEDIA_TYPE',
};

export async function uploadDemoFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { userId: string; filename: string; stream: Readable },
): Promise<DemoFile> {
  // demo-files/{userId}/{random id}.{ext}: unguessable, and two uploads never share a key.
  const stored = await storeUpload(deps, {
    source: input.stream,
    filename: input.filename,
    policy: DEMO_UPLOAD_POLICY,
    owner: { userId: input.userId, projectId: null, kind: 'demo-file' },
    keyFor: ({ id, ext }) => `demo-files/${input.userId}/${id}.${ext}`,
  });
  const file: DemoFile = {
    id: newId(),
    name: stored.originalName.slice(0, 255),
    fileSize: stored.size,
    storageUrl: stored.publicUrl,
    createdAt: nowIso(),
  };
  try {
    await repo.insertFile(deps.db, { ...file, userId: input.userId, storageKey: stored.key });
  } catch (error) {
    await discardObject(deps, stored.key);
    throw error;
  }
  return file;
}

export function listFiles(deps: Pick<AppDeps, 'db'>, opts: { userId: string }) {
  return repo.listFiles(deps.db, opts.userId, DEMO_LIST_LIMIT);
}

export async function deleteFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  opts: { userId: string; id: string },
): Promise<void> {
  const file = await repo.findFile(deps.db, opts.userId, opts.id);
  if (!file || !(await repo.deleteFile(deps.db, opts.userId, opts.id)))
    throw notFound(messages.demoFlow.fileNotFound, 'FILE_NOT_FOUND');
  await discardObject(deps, file.storageKey);
}

// ------------------------------------------------------------------ email

/**
 * docs/design.md "Email relay": the demo mails the signed-in user's own address, nobody else. An
 * email sent is an integration request: one integration credit, given back if sending fails.
 */
export async function sendDemoEmail(
  deps: Pick<AppDeps, 'mailer' | 'db' | 'dbHandle'>,
  opts: { user: { id: string; email: string; name: string }; subject?: string; text?: string },
): Promise<{ success: true; to: string }> {
  await consumeCredit(deps, { userId: opts.user.id, kind: 'integration' });
  try {
    await deps.mailer.send({
      to: opts.user.email,
      subject: opts.subject || messages.demoFlow.emailSubject,
      text: opts.text || fill(messages.demoFlow.emailText, { name: opts.user.name }),
    });
  } catch (error) {
    await refundCredit(deps, { userId: opts.user.id, kind: 'integration' }).catch(() => {});
    throw new AppError('EMAIL_FAILED', {
      userMessage: messages.demo.emailError,
      kind: 'BAD_GATEWAY',
      cause: error,
    });
  }
  return { success: true, to: opts.user.email };
}

// ------------------------------------------------------------------ delete my data

/**
 * Removes the user's notes, files (and their stored objects), chat messages and URL
 * analyses. Credits are kept: they are a balance, not content, and resetting them would
 * hand out free credits on every deletion (and erase bought ones).
 */
export async function deleteMyDemoData(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  opts: { userId: string },
): Promise<{ credits: number }> {
  const keys = await repo.listFileKeys(deps.db, opts.userId);
  await deps.db.transaction().execute((trx) => repo.deleteUserDemoRows(trx, opts.userId));
  await deleteUserMessages(deps, { userId: opts.userId });
  // Objects go after their rows: a failure here leaves an orphan file, never a dead link.
  await removeObjects(deps, keys);
  return { credits: (await repo.findCredits(deps.db, opts.userId)) ?? DEMO_DEFAULT_CREDITS };
}

// ------------------------------------------------------------------ checkout

/**
 * docs/product-spec.md §7 "Demo checkout": a pack of 50 demo credits. The demo sells it at 100 %
 * off (promo code), so it needs no payment provider: the checkout is ours, and it is
 * fulfilled exactly once, keyed by its id (see completeDemoCheckout).
 */
export async function startDemoCheckout(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string; priceId: string },
): Promise<{ url: string; id: string; promoCode: string }> {
  if (opts.priceId !== DEMO_CREDITS_PRICE_ID)
    throw badRequest(messages.demoFlow.priceInvalid, 'PRICE_NOT_FOUND');
  const id = newId();
  await repo.insertCheckout(deps.db, { id, userId: opts.userId, credits: DEMO_PURCHASE_CREDITS });
  return { url: `/demo/app?checkout=${id}`, id, promoCode: DEMO_PROMO_CODE };
}

async function requireOwnedCheckout(deps: Pick<AppDeps, 'db'>, userId: string, id: string) {
  const checkout = await repo.findCheckout(deps.db, userId, id);
  if (!checkout) throw notFound(messages.demoFlow.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
  return checkout;
}

export async function getDemoCheckout(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string; id: string },
): Promise<DemoCheckoutView> {
  const c = await requireOwnedCheckout(deps, opts.userId, opts.id);
  return { id: c.id, credits: c.credits, status: c.status, promoCode: DEMO_PROMO_CODE };
}

/**
 * Pays the checkout: closing it (open -> completed, one conditional UPDATE) and adding
 * its credits happen in one transaction, so a double click, a retry or two tabs add the
 * credits once.
 */
export async function completeDemoCheckout(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string; id: string },
): Promise<{ credits: number; added: number }> {
  const checkout = await requireOwnedCheckout(deps, opts.userId, opts.id);
  const applied = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.closeCheckout(trx, checkout.id, 'completed'))) return false;
    await repo.insertCreditsIfMissing(trx, opts.userId, DEMO_DEFAULT_CREDITS);
    await repo.addCredits(trx, opts.userId, checkout.credits);
    return true;
  });
  if (!applied) throw conflict(messages.demoFlow.checkoutClosed, 'CHECKOUT_CLOSED');
  return {
    credits: (await repo.findCredits(deps.db, opts.userId)) ?? 0,
    added: checkout.credits,
  };
}

export async function cancelDemoCheckout(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string; id: string },
): Promise<void> {
  const checkout = await requireOwnedCheckout(deps, opts.userId, opts.id);
  if (!(await repo.closeCheckout(deps.db, checkout.id, 'canceled')))
    throw conflict(messages.demoFlow.checkoutClosed, 'CHECKOUT_CLOSED');
}
