import { messages } from '../../../../contracts/messages.ts';
import type { SpecificationLine } from '../../../../contracts/projects.ts';
import type { App, AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { openNdjsonStream } from '../../../lib/ndjson.ts';
import { requireUser } from '../../auth/session.ts';
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
      return {
        specification: await getSpecification(deps, {
          userId: user.id,
          projectId: request.params.id,
        }),
      };
    },
  );

  app.post(
    '/api/projects/:id/specification',
    // Compression would hold back a streamed document (issue 12).
    { schema: { params: projectParams }, config: generateLimit, compress: false },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      if (!(request.headers.accept ?? '').includes('application/x-ndjson')) {
        const specification = await generateSpecification(deps, {
          userId: user.id,
          projectId: request.params.id,
        });
        return reply.status(201).send({ specification });
      }
      // Streamed: the response starts with the first text, so a refusal before it (not
      // found, no credits) is still a plain HTTP error.
      const ndjson = openNdjsonStream<SpecificationLine>(reply);
      let sent = '';
      try {
        const specification = await generateSpecification(deps, {
          userId: user.id,
          projectId: request.params.id,
          signal: ndjson.signal,
          log: request.log,
          onText: (soFar) => {
            if (!soFar.startsWith(sent)) {
              ndjson.write({ type: 'reset' });
              sent = '';
            }
            if (soFar.length > sent.length)
              ndjson.write({ type: 'delta', text: soFar.slice(sent.length) });
            sent = soFar;
          },
        });
        ndjson.write({ type: 'result', specification });
      } catch (error) {
        if (!ndjson.started) throw error;
        request.log.warn({ err: error }, 'specification stream failed');
        ndjson.write({
          type: 'error',
          message:
            error instanceof AppError && error.code !== 'INTERNAL'
              ? error.userMessage
              : messages.controlPanel.specError,
        });
      }
      ndjson.end();
      return reply;
    },
  );
}
