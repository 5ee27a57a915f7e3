import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

// The server's one NDJSON writer (one JSON value per line, sent as written): the builder's
// generation, the control panel's specification and the demo's AI notes. Routes that use it
// set `compress: false`, because compression would buffer the stream and hold the lines back.

export type NdjsonStream<Line> = {
  /** Sends the 200 and the headers now, if no line has done it yet. */
  start(): void;
  /** Writes one line; the first one starts the response. Ignored once ended. */
  write(line: Line): void;
  end(): void;
  /** True once the response started: an error is then a line, no longer an HTTP status. */
  readonly started: boolean;
  /** Aborts when the client leaves before the end, to cancel the model request (issue 12). */
  readonly signal: AbortSignal;
};

/**
 * The response starts with the first line (or `start()`), so a refusal before it (not found,
 * no credits) is still a plain HTTP error. `x-accel-buffering: no` keeps nginx from buffering.
 */
export function openNdjsonStream<Line>(reply: FastifyReply): NdjsonStream<Line> {
  const cancel = new AbortController();
  let stream: PassThrough | null = null;
  const start = (): PassThrough => {
    if (stream) return stream;
    const opened = new PassThrough();
    stream = opened;
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) cancel.abort();
    });
    reply
      .status(200)
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no');
    void reply.send(opened);
    return opened;
  };
  return {
    start: () => void start(),
    write(line) {
      const out = start();
      if (!out.writableEnded) out.write(`${JSON.stringify(line)}\n`);
    },
    end: () => void stream?.end(),
    get started() {
      return stream !== null;
    },
    signal: cancel.signal,
  };
}
