import { messages } from '../../contracts/messages.ts';
import { ApiError } from './api.ts';

// Reading a streamed NDJSON answer (issue 12: specifications and demo notes as the model
// writes them). A non-2xx answer is a normal JSON error, turned into an ApiError.

export async function postNdjson<L>(
  path: string,
  body: unknown,
  onLine: (line: L) => void,
  signal?: AbortSignal,
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
      data?.error?.message ?? messages.errors.internal,
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
