import { PassThrough } from 'node:stream';
import { messages } from '../../../../contracts/messages.ts';
import type { SpecificationLine } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { requireUser } from '../../auth/session.ts';
import { consumeCredit, refundCredit } from '../../billing/service.ts';
import { generateSpecification, getSpecification } from '../specification.ts';
import { projectParams } from './params.ts';

export async function registerSpecificationRoutes(app: App, deps: AppDeps) {
  const generateLimit = {
    rateLimit: { max: deps.config.RATE_LIMIT_GENERATE_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.get(
    '/api/projects/:id/specification',
    { schema: { params: projectParams } },
    async (request) => {
      const user = await requireUser(deps, request);
      return { specification: await getSpecification(deps, user.id, request.params.id) };
    },
  );

  app.post(
    '/api/projects/:id/specification',
    // Compression would hold back a streamed document (issue 12).
    { schema: { params: projectParams }, config: generateLimit, compress: false },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const specDeps = {
        db: deps.db,
        ai: deps.ai,
        credits: {
          consume: (userId: string) => consumeCredit(deps, { userId, kind: 'message' }),
          refund: (userId: string) => refundCredit(deps, { userId, kind: 'message' }),
        },
      };
      if (!(request.headers.accept ?? '').includes('application/x-ndjson')) {
        const specification = await generateSpecification(specDeps, user.id, request.params.id);
        return reply.status(201).send({ specification });
      }
      // Streamed: the response starts with the first text, so a refusal before it (not
      // found, no credits) is still a plain HTTP error.
      const cancel = new AbortController();
      let stream: PassThrough | null = null;
      const write = (line: SpecificationLine) => {
        if (!stream) {
          stream = new PassThrough();
          reply.raw.on('close', () => {
            if (!reply.raw.writableFinished) cancel.abort();
          });
          reply
            .status(200)
            .header('content-type', 'application/x-ndjson; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no');
          void reply.send(stream);
        }
        if (!stream.writableEnded) stream.write(`${JSON.stringify(line)}\n`);
      };
      let sent = '';
      try {
        const specification = await generateSpecification(specDeps, user.id, request.params.id, {
          signal: cancel.signal,
          log: request.log,
          onText: (soFar) => {
            if (!soFar.startsWith(sent)) {
              write({ type: 'reset' });
              sent = '';
            }
            if (soFar.length > sent.length)
              write({ type: 'delta', text: soFar.slice(sent.length) });
            sent = soFar;
          },
        });
        write({ type: 'result', specification });
      } catch (error) {
        if (!stream) throw error;
        request.log.warn({ err: error }, 'specification stream failed');
        write({
          type: 'error',
          message:
            error instanceof AppError && error.code !== 'INTERNAL'
              ? error.userMessage
              : messages.controlPanel.specError,
        });
      }
      (stream as PassThrough | null)?.end();
      return reply;
    },
  );
}
