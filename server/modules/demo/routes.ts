import { z } from 'zod';
import {
  DEMO_UPLOAD_MAX_BYTES,
  demoCheckoutSchema,
  demoEmailSchema,
  generateNoteSchema,
  messagesQuerySchema,
  type NoteStreamLine,
  scrapeRequestSchema,
} from '../../../contracts/demo.ts';
import { messages } from '../../../contracts/messages.ts';
import type { App, AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { openNdjsonStream } from '../../lib/ndjson.ts';
import { requireUser, userOrIpKey } from '../auth/session.ts';
import { readFilePart } from '../files/multipart.ts';
import { listRecentMessages } from '../realtime/service.ts';
import { getDemoHealth } from './health.ts';
import {
  cancelDemoCheckout,
  chargeNote,
  completeDemoCheckout,
  deleteFile,
  deleteMyDemoData,
  deleteNote,
  getCredits,
  getDemoCheckout,
  listFiles,
  listNotes,
  runNote,
  seedDemo,
  sendDemoEmail,
  startDemoCheckout,
  uploadDemoFile,
} from './service.ts';

// The scraper (cheerio, undici) loads on first use: ~60 MB that most processes never need.
const loadScraper = () => import('./scrape.ts');

const idParams = z.object({ id: z.string().min(1).max(64) });

export async function registerDemoRoutes(app: App, deps: AppDeps) {
  const userOrIp = userOrIpKey(deps);
  const perUser = (max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', keyGenerator: userOrIp },
  });

  app.get('/api/functions/demo-health', { config: perUser(120) }, async (_request, reply) => {
    const health = await getDemoHealth(deps);
    return reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  app.post('/api/functions/demo-seed', { config: perUser(30) }, async (request) => {
    const user = await requireUser(deps, request);
    return seedDemo(deps, { userId: user.id });
  });

  app.get('/api/demo/credits', async (request) => {
    const user = await requireUser(deps, request);
    return { credits: await getCredits(deps, { userId: user.id }) };
  });

  // ---------------------------------------------------------------- notes
  app.get('/api/demo/notes', async (request) => {
    const user = await requireUser(deps, request);
    return { notes: await listNotes(deps, { userId: user.id }) };
  });

  app.post(
    '/api/demo/notes',
    // Compression would buffer the stream and hold the text back.
    { schema: { body: generateNoteSchema }, config: perUser(30), compress: false },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const credits = await chargeNote(deps, { userId: user.id });
      const ndjson = openNdjsonStream<NoteStreamLine>(reply);
      ndjson.start();
      void runNote(
        deps,
        {
          userId: user.id,
          text: request.body.text,
          creditsAfterCharge: credits,
          signal: ndjson.signal,
          log: request.log,
        },
        ndjson.write,
      )
        .catch((err) => request.log.warn({ err }, 'demo note failed'))
        .finally(ndjson.end);
      return reply;
    },
  );

  app.delete('/api/demo/notes/:id', { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(deps, request);
    const { id } = request.params;
    await deleteNote(deps, { userId: user.id, id });
    return reply.status(204).send();
  });

  // ---------------------------------------------------------------- files
  app.get('/api/demo/files', async (request) => {
    const user = await requireUser(deps, request);
    return { files: await listFiles(deps, { userId: user.id }) };
  });

  app.post('/api/demo/files', { config: perUser(30) }, async (request, reply) => {
    const user = await requireUser(deps, request);
    const part = await readFilePart(request, {
      maxBytes: DEMO_UPLOAD_MAX_BYTES,
      missingMessage: messages.demoFlow.fileMissing,
      notMultipart: new AppError('UNSUPPORTED_MEDIA_TYPE', {
        userMessage: messages.errors.unsupportedMediaType,
      }),
    });
    const file = await uploadDemoFile(deps, {
      userId: user.id,
      filename: part.filename,
      stream: part.file,
    });
    return reply.status(201).send({ file });
  });

  app.delete('/api/demo/files/:id', { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(deps, request);
    const { id } = request.params;
    await deleteFile(deps, { userId: user.id, id });
    return reply.status(204).send();
  });

  // ---------------------------------------------------------------- URL analysis
  app.get('/api/demo/scrapes', async (request) => {
    const user = await requireUser(deps, request);
    const { listScrapes } = await loadScraper();
    return { scrapes: await listScrapes(deps, { userId: user.id }) };
  });

  app.post(
    '/api/demo/scrape',
    { schema: { body: scrapeRequestSchema }, config: perUser(20) },
    async (request) => {
      const user = await requireUser(deps, request);
      const { analyzeUrl } = await loadScraper();
      return { scrape: await analyzeUrl(deps, { userId: user.id, url: request.body.url }) };
    },
  );

  // ---------------------------------------------------------------- email
  app.post(
    '/api/demo/send-email',
    { schema: { body: demoEmailSchema }, config: perUser(5) },
    async (request) => {
      const user = await requireUser(deps, request);
      const { subject, text } = request.body;
      return sendDemoEmail(deps, { user, subject, text });
    },
  );

  // ---------------------------------------------------------------- chat history
  app.get(
    '/api/demo/messages',
    { schema: { querystring: messagesQuerySchema } },
    async (request) => {
      await requireUser(deps, request);
      return { messages: await listRecentMessages(deps, { channel: request.query.channel }) };
    },
  );

  // ---------------------------------------------------------------- delete my data
  app.post('/api/demo/delete-my-data', { config: perUser(10) }, async (request) => {
    const user = await requireUser(deps, request);
    return deleteMyDemoData(deps, { userId: user.id });
  });

  // ---------------------------------------------------------------- checkout
  app.post(
    '/api/functions/demo-stripe-checkout',
    { schema: { body: demoCheckoutSchema }, config: perUser(20) },
    async (request) => {
      const user = await requireUser(deps, request);
      // metadata.user_id and metadata.credits (docs/product-spec.md §7) are ignored: the session and
      // the product decide.
      return startDemoCheckout(deps, { userId: user.id, priceId: request.body.priceId });
    },
  );

  app.get('/api/demo/checkout/:id', { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(deps, request);
    const { id } = request.params;
    return getDemoCheckout(deps, { userId: user.id, id });
  });

  app.post('/api/demo/checkout/:id/complete', { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(deps, request);
    const { id } = request.params;
    return completeDemoCheckout(deps, { userId: user.id, id });
  });

  app.post(
    '/api/demo/checkout/:id/cancel',
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const { id } = request.params;
      await cancelDemoCheckout(deps, { userId: user.id, id });
      return reply.status(204).send();
    },
  );
}
