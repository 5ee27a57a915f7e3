import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { AppError } from '../errors.ts';
import {
  type AiCallOptions,
  AiCancelledError,
  AiTimeoutError,
  aiCancelled,
  aiMalformed,
  aiTimeout,
  aiUnavailable,
  withIdleTimeout,
} from './errors.ts';

// Maps whatever a provider call throws (the AI SDK's errors included) to one of the AI
// layer's AppErrors, and gives every call its timeout and its single retry. Only the model
// client imports this file, so the SDK is loaded only for a model provider.

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
