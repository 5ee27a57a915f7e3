import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import {
  FORM_ANCHORS,
  type FormName,
  type FormResult,
  RETURN_FIELD,
  SENT_PARAM,
  safeReturnPath,
} from '../../contracts/forms.ts';
import { messages } from '../../contracts/messages.ts';
import { matchPage } from '../../contracts/routes.ts';
import { sendPage } from '../send-page.ts';
import type { WebShell } from '../web-shell.ts';
import { AppError } from './errors.ts';

// The server side of the forms that work without JavaScript (contracts/forms.ts): a form
// posts here, the route does the work and sends the visitor back to the page it came from
// (303, Post/Redirect/Get), or renders that page again with the form's errors and what was
// typed (4xx, never kept by a cache). The origin check and the rate limits apply as to the
// JSON API; their refusals are rendered into the page too, in Spanish.

/** The fields of a posted form (server/lib/form-body.ts), or none. */
export function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body))
    if (typeof value === 'string') fields[key] = value;
  return fields;
}

/**
 * The page to go back to: the form's `volver` field, else the Referer's path when it is this
 * site's (a refusal before the body is read, such as the rate limit), else the home page.
 */
export function returnPath(request: FastifyRequest, origin: string): string {
  const fields = formFields(request.body);
  if (fields[RETURN_FIELD]) return safeReturnPath(fields[RETURN_FIELD]);
  try {
    const referer = new URL(request.headers.referer ?? '');
    if (referer.origin === origin) return safeReturnPath(`${referer.pathname}${referer.search}`);
  } catch {
    // no Referer, or not a URL
  }
  return '/';
}

/** 303 back to `path`, marked with the form that succeeded and scrolled to it. */
export function redirectBack(reply: FastifyReply, path: string, sent?: FormName) {
  if (!sent) return reply.redirect(path, 303);
  const url = new URL(path, 'http://forja.invalid');
  url.searchParams.set(SENT_PARAM, sent);
  return reply.redirect(`${url.pathname}${url.search}#${FORM_ANCHORS[sent]}`, 303);
}

/** The first problem of each field, as the web forms show them. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Renders the page at `path` with the form's outcome, or a plain Spanish text without a build. */
export async function sendFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webShell: WebShell,
  opts: { path: string; status: number; form: FormResult },
) {
  // Only a page the server renders can carry the form's outcome (the forms live on those).
  const pathname = new URL(opts.path, 'http://forja.invalid').pathname;
  const path = matchPage(pathname)?.page.access === 'public' ? opts.path : '/';
  const page = await webShell.renderFor(request, { ...opts, path });
  if (!page)
    return reply
      .status(opts.status)
      .type('text/plain; charset=utf-8')
      .send(opts.form.message ?? Object.values(opts.form.errors ?? {})[0] ?? '');
  return sendPage(request, reply, page);
}

/**
 * A route's error handler: a refused form (origin, rate limit, a failed send, a body that is
 * not a form) is rendered into the page it came from with the reason, never answered as JSON.
 */
export function formErrorHandler(form: FormName, webShell: WebShell, origin: string) {
  return async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    let status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    let message: string = messages.errors.badRequest;
    if (error instanceof AppError) message = error.userMessage;
    else if (status === 429) message = messages.errors.rateLimited;
    else if (status === 413) message = messages.errors.payloadTooLarge;
    else if (status === 415) message = messages.errors.unsupportedMediaType;
    else if (status >= 500) {
      request.log.error({ err: error }, 'form failed');
      message = messages.errors.internal;
    }
    if (status < 400) status = 400;
    const values = formFields(request.body);
    delete values[RETURN_FIELD];
    return sendFormPage(request, reply, webShell, {
      path: returnPath(request, origin),
      status,
      form: { form, message, values },
    });
  };
}
