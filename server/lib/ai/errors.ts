import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { messages } from '../../../contracts/messages.ts';
import { AppError } from '../errors.ts';

// Maps whatever a provider call throws to one of three AppErrors with a Spanish message,
// and gives every call its timeout and its single retry.

export class AiTimeoutError extends Error {}

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

function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? (error.lastError ?? error) : error;
}

export function toAiError(error: unknown): AppError {
  const e = unwrap(error);
  if (e instanceof AppError) return e;
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

/** A 4xx other than 408/429 will not get better by asking again. */
function isRetryable(error: unknown): boolean {
  const e = unwrap(error);
  if (APICallError.isInstance(e)) return e.isRetryable;
  return true;
}

/**
 * Runs `call` with a fresh timeout signal; on failure retries once (spec: every call has
 * a timeout and one retry). The SDK's own retries are off so the budget stays predictable.
 */
export async function withTimeoutAndRetry<T>(
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new AiTimeoutError(`AI call timed out after ${timeoutMs} ms`);
        controller.abort(err);
        reject(err);
      }, timeoutMs);
    });
    try {
      return await Promise.race([call(controller.signal), timedOut]);
    } catch (error) {
      lastError =
        controller.signal.aborted && !(error instanceof AiTimeoutError)
          ? new AiTimeoutError('AI call aborted by timeout', { cause: error })
          : error;
      if (!isRetryable(lastError)) break;
    } finally {
      clearTimeout(timer);
    }
  }
  throw toAiError(lastError);
}
