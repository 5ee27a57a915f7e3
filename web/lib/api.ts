import { messages } from '../../contracts/messages.ts';
import { showToast } from './toast.ts';

/** An error reply from our API: `{error: {code, message}}` with a Spanish message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The answer's whole `error` object (some carry more than code and message). */
  readonly error: Record<string, unknown> | undefined;
  constructor(code: string, message: string, status: number, error?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = status;
    this.error = error;
  }
}

export type ApiOptions = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit;
  /**
   * Show the error as a toast (default false: most callers show it in place, with
   * errorMessage or toastError). Pass true when nothing else reports the failure.
   */
  toastOnError?: boolean;
};

export async function apiFetch<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const { json, toastOnError = false, headers, ...rest } = opts;
  const h = new Headers(headers);
  let body = rest.body;
  if (json !== undefined) {
    h.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  h.set('accept', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...rest, headers: h, body });
  } catch {
    const err = new ApiError('NETWORK', messages.errors.network, 0);
    if (toastOnError) showToast('error', err.message);
    throw err;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string } } | null)?.error;
    const err = new ApiError(
      e?.code ?? 'HTTP_ERROR',
      e?.message ?? messages.errors.internal,
      res.status,
      e && typeof e === 'object' ? (e as Record<string, unknown>) : undefined,
    );
    if (toastOnError) showToast('error', err.message);
    throw err;
  }
  return data as T;
}

/** Turns any thrown value into a Spanish message for the person. */
export function errorMessage(error: unknown, fallback: string = messages.errors.internal): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
