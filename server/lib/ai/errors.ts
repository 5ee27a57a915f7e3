import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { messages } from '../../../contracts/messages.ts';
import { AppError } from '../errors.ts';

// Maps whatever a provider call throws to one of three AppErrors with a Spanish message,
// and gives every call its timeout and its single retry.

export class AiTimeoutError extends Error {}
export class AiCancelledError extends Error {}

export const aiTimeout = (cause?: unknown) =>
  new AppError('AI_TIMEOUT', {
    userMessage: messages.builderFlow.aiTimeout,
    kind: 'UNAVAILABLE',
    cause,
  });
export const aiUnavailable = (cause?: unknown) =>
  new AppError('AI_UNAVAILABLE', {
    userMessage: messages.builderFlow.aiUnavailable,
    kind: 'BAD_GATEWAY',
    cause,
  });
export const aiMalformed = (cause?: unknown) =>
  new AppError('AI_MALFORMED', {
    userMessage: messages.builderFlow.aiMalformed,
    kind: 'BAD_GATEWAY',
    cause,
  });
/** The model stopped at its token limit (finish_reason "length"): asking again gives the same. */
export const aiTruncated = (cause?: unknown) =>
  new AppError('AI_TRUNCATED', {
    userMessage: messages.aiModels.truncated,
    kind: 'BAD_GATEWAY',
    cause,
  });
/** The person left (closed the page): the model request was cancelled. */
export const aiCancelled = (cause?: unknown) =>
  new AppError('AI_CANCELLED', {
    userMessage: messages.aiModels.cancelled,
    kind: 'BAD_REQUEST',
    cause,
  });

/** Where the AI layer reports a failed provider call (a request's pino logger carries its id). */
export type AiLogger = { warn(obj: object, msg: string): void };

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max)}…` : s);

/**
 * What an operator needs to diagnose a failed call: the provider's status and error body,
 * truncated. Never the key: headers are not logged and the URL loses its query string.
 */
export function describeAiFailure(error: unknown): Record<string, unknown> {
  const e = unwrap(error);
  if (APICallError.isInstance(e))
    return {
      status: e.statusCode ?? null,
      body: clip(e.responseBody ?? '', 500),
      url: e.url.split('?')[0],
      message: clip(e.message, 300),
    };
  if (e instanceof AppError)
    return {
      code: e.code,
      cause: e.cause instanceof Error ? clip(e.cause.message, 300) : undefined,
    };
  if (e instanceof Error) return { error: e.name, message: clip(e.message, 300) };
  return { error: clip(String(e), 300) };
}

function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? (error.lastError ?? error) : error;
}

export function toAiError(error: unknown): AppError {
  const e = unwrap(error);
  if (e instanceof AppError) return e;
  if (e instanceof AiCancelledError) return aiCancelled(e);
  if (
    e instanceof AiTimeoutError ||
    (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError'))
  )
    return aiTimeout(e);
  if (NoObjectGeneratedError.isInstance(e)) return aiMalformed(e);
  if (e instanceof SyntaxError) return aiMalformed(e);
  if (
    e instanceof Error &&
    (e.name === 'AI_TypeValidationError' || e.name === 'AI_JSONParseError' || e.name === 'ZodError')
  )
    return aiMalformed(e);
  return aiUnavailable(e);
}

/** A 4xx other than 408/429 will not get better by asking again; neither will a cut-off answer. */
export function isRetryable(error: unknown): boolean {
  const e = unwrap(error);
  if (e instanceof AiCancelledError) return false;
  if (e instanceof AppError) return e.code !== 'AI_TRUNCATED' && e.code !== 'AI_CANCELLED';
  if (APICallError.isInstance(e)) return e.isRetryable;
  return true;
}

export type AiCallOptions = {
  /** Aborted when the person leaves: the model request is cancelled, nothing is retried. */
  signal?: AbortSignal;
  log?: AiLogger;
};

/**
 * Runs one provider call with AI_TIMEOUT_MS as its longest silence: `touch()` (called on
 * each streamed chunk) restarts the clock, so a slow local model that keeps writing is not
 * cut off, while a stalled one is. An outside `signal` cancels the call.
 */
export async function withIdleTimeout<T>(
  timeoutMs: number,
  outer: AbortSignal | undefined,
  call: (signal: AbortSignal, touch: () => void) => Promise<T>,
): Promise<T> {
  if (outer?.aborted) throw new AiCancelledError('cancelled before the call');
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rejectStop: (e: Error) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    rejectStop = reject;
  });
  const stop = (err: Error) => {
    controller.abort(err);
    rejectStop(err);
  };
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => stop(new AiTimeoutError(`AI call silent for ${timeoutMs} ms`)),
      timeoutMs,
    );
  };
  const onOuterAbort = () => stop(new AiCancelledError('the client went away'));
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  touch();
  try {
    return await Promise.race([call(controller.signal, touch), stopped]);
  } catch (error) {
    const reason = controller.signal.reason;
    if (controller.signal.aborted && reason instanceof Error && error !== reason) throw reason;
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
    stopped.catch(() => {});
  }
}

/**
 * Runs `call` with its timeout; on failure retries once (spec: every call has a timeout and
 * one retry). The SDK's own retries are off so the budget stays predictable. Each failure is
 * logged with the provider's status and body.
 */
export async function withTimeoutAndRetry<T>(
  timeoutMs: number,
  call: (signal: AbortSignal, touch: () => void) => Promise<T>,
  options: AiCallOptions & { what?: string } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await withIdleTimeout(timeoutMs, options.signal, call);
    } catch (error) {
      lastError = error;
      if (!(error instanceof AiCancelledError))
        options.log?.warn(
          {
            ai: { call: options.what ?? 'call', attempt: attempt + 1, ...describeAiFailure(error) },
          },
          'AI provider call failed',
        );
      if (!isRetryable(error)) break;
    }
  }
  throw toAiError(lastError);
}
