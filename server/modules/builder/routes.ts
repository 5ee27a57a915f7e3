import {
  BUILDER_UPLOAD_MAX_BYTES,
  type GenerationLine,
  generateRequestSchema,
} from '../../../contracts/builder.ts';
import { messages } from '../../../contracts/messages.ts';
import type { App, AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { openNdjsonStream } from '../../lib/ndjson.ts';
import { findSessionUser, requireUser, userOrIpKey } from '../auth/session.ts';
import { readFilePart } from '../files/multipart.ts';
import { signedFileUrl } from '../files/service.ts';
import { anonymousUploadsCookie, readAnonymousUploadIds } from './anonymous-uploads.ts';
import { chargeGeneration, resolveAttachments, runGeneration } from './service.ts';
import { listTemplates } from './templates.ts';
import { ANONYMOUS_USER_ID, saveBuilderUpload } from './uploads.ts';

const UPLOADS_PER_MINUTE = 30;

export async function registerBuilderRoutes(app: App, deps: AppDeps) {
  const cookieSecret = deps.authSecret;

  const userOrIp = userOrIpKey(deps);

  app.post(
    '/api/builder/generate',
    {
      schema: { body: generateRequestSchema },
      config: {
        rateLimit: {
          max: deps.config.RATE_LIMIT_GENERATE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: userOrIp,
        },
      },
      // Compression would buffer the stream and hold back the progress lines.
      compress: false,
      // Signed out is a 401 even when the body is also invalid (docs/product-spec.md §5).
      preValidation: async (request) => {
        await requireUser(deps, request, messages.validation.generationNeedsAuth);
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps, request, messages.validation.generationNeedsAuth);
      const files = await resolveAttachments(deps, {
        userId: user.id,
        fileIds: request.body.fileIds ?? [],
        anonymousIds: readAnonymousUploadIds(cookieSecret, request.headers.cookie),
      });
      await chargeGeneration(deps, { userId: user.id });

      const ndjson = openNdjsonStream<GenerationLine>(reply);
      ndjson.start();
      void runGeneration(
        deps,
        {
          userId: user.id,
          prompt: request.body.prompt,
          files,
          signal: ndjson.signal,
          log: request.log,
        },
        ndjson.write,
        (err) => request.log.warn({ err }, 'builder generation failed'),
      ).finally(ndjson.end);
      return reply;
    },
  );

  app.post(
    '/api/builder/uploads',
    {
      config: {
        rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: userOrIp },
      },
    },
    async (request, reply) => {
      const user = await findSessionUser(deps, request);
      const part = await readFilePart(request, {
        maxBytes: BUILDER_UPLOAD_MAX_BYTES,
        missingMessage: messages.builderFlow.uploadMissingFile,
        notMultipart: new AppError('UNSUPPORTED_MEDIA_TYPE', {
          userMessage: messages.errors.unsupportedMediaType,
        }),
      });
      const file = await saveBuilderUpload(deps, {
        userId: user?.id ?? ANONYMOUS_USER_ID,
        filename: part.filename,
        stream: part.file,
      });
      if (!user) {
        const previous = readAnonymousUploadIds(cookieSecret, request.headers.cookie);
        reply.header(
          'set-cookie',
          anonymousUploadsCookie(cookieSecret, previous, file.id, deps.config.secureCookies),
        );
      }
      // A signed-out visitor has no session to read their own upload with: a signed link.
      const { storageKey, ...shown } = file;
      const storageUrl = user ? shown.storageUrl : signedFileUrl(cookieSecret, storageKey);
      return reply.status(201).send({ file: { ...shown, storageUrl } });
    },
  );

  app.get('/api/builder/templates', async () => {
    // Only the builder asks this, as it opens: someone is about to generate, so the offline
    // engine (loaded on first use, docs/decisions/0160-lean-server.md) starts loading now.
    deps.ai.preload?.();
    return { templates: await listTemplates(deps) };
  });
}
