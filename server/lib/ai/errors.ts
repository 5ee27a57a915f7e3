import { messages } from '../../../contracts/messages.ts';
import { AppError } from '../errors.ts';

// The AI layer's errors, each an AppError with a Spanish message, and every call's idle
// timeout. Nothing here loads the AI SDK: the offline client and the modules that only name
// these errors must not pull it in at start-up (provider-errors.ts maps the SDK's errors).

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
