import { messages } from '../../contracts/messages.ts';
import { ApiError } from './api.ts';

// The web's one reader of a streamed NDJSON answer (issue 12): the builder's generation,
// specifications and demo notes as the model writes them. A non-2xx answer is a normal
// JSON error, turned into an ApiError; a failed request is ApiError NETWORK (status 0).

export type NdjsonOptions = {
  signal?: AbortSignal;
  /** The Spanish message of a non-2xx answer, given the server's (undefined if none). */
  errorMessage?: (serverMessage: string | undefined) => string;
};

export async function postNdjson<L>(
  path: string,
  body: unknown,
  onLine: (line: L) => void,
  { signal, errorMessage = (m) => m ?? messages.errors.internal }: NdjsonOptions = {},
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK', messages.errors.network, 0);
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      data?.error?.code ?? 'HTTP_ERROR',
      errorMessage(data?.error?.message),
      res.status,
    );
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let nl = buffer.indexOf('\n');
    while (nl >= 0) {
      const raw = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (raw.trim()) onLine(JSON.parse(raw) as L);
      nl = buffer.indexOf('\n');
    }
  }
  if (buffer.trim()) onLine(JSON.parse(buffer) as L);
}
