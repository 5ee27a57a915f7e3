import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { postNdjson } from './ndjson.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('postNdjson', () => {
  it('reports each line once whole, across chunk boundaries and without a final newline', async () => {
    const fetchMock = vi.fn(
      async () => new Response(streamOf(['{"n":1}\n{"n"', ':2}\n\n{"n":3}'])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const lines: unknown[] = [];
    await postNdjson('/api/x', { a: 1 }, (line) => lines.push(line));
    expect(lines).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
  });

  it("turns an error answer into an ApiError with the caller's message", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'NO_CREDITS', message: 'Sin créditos' } }, { status: 402 }),
    );
    const error = await postNdjson('/api/x', {}, () => {}, {
      errorMessage: (m) => `Error: ${m}`,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'NO_CREDITS',
      status: 402,
      message: 'Error: Sin créditos',
    });
  });

  it('turns a failed request into ApiError NETWORK', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const error = await postNdjson('/api/x', {}, () => {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
