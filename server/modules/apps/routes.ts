import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { CSV_IMPORT_MAX_BYTES } from '../../../contracts/app-csv-import.ts';
import {
  listRecordsQuerySchema,
  MODEL_KEY_PATTERN_SOURCE,
  recordBodySchema,
} from '../../../contracts/app-definition.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { pageTitle } from '../../../contracts/routes.ts';
import type { App, AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { NOT_FOUND_META, type PageResolver } from '../../web-shell.ts';
import { findSessionUser, hasVerifiedEmail, userOrIpKey } from '../auth/session.ts';
import { readFilePart } from '../files/multipart.ts';
import * as changes from './changes.ts';
import { CsvImportInvalid, importCsv } from './csv-import.ts';
import { closeAppStreams, openAppStream, streamsAvailable } from './events.ts';
import * as service from './service.ts';
import * as team from './team.ts';

// The running app's HTTP API (issue 20; docs/apps-api.md): the definition, the records with
// the access rules, the owner's tools (summary, examples, CSV, removed fields), image
// and file uploads and the live-update stream. Errors are { error: { code, message } } in Spanish.

const t = appMessages.errors;
const id = z.string().min(1).max(64);
const entityKey = z.string().regex(new RegExp(MODEL_KEY_PATTERN_SOURCE));
const appParams = z.object({ projectId: id });
const entityParams = z.object({ projectId: id, entityKey });
const recordParams = z.object({ projectId: id, entityKey, recordId: id });
/** `?token=`: an anonymous submission's private token (docs/apps-api.md). */
const recordQuery = z.object({ token: z.string().max(100).optional() });
const fieldParams = z.object({ projectId: id, entityKey, fieldKey: entityKey });
const changeParams = z.object({ projectId: id, changeId: id });
const visitorParams = z.object({ projectId: id, userId: id });
const memberParams = z.object({ projectId: id, memberId: id });
const versionParams = z.object({
  projectId: id,
  version: z.coerce.number().int().min(1).max(1_000_000_000),
});

const headerToken = (value: string | string[] | undefined) =>
  typeof value === 'string' && value.length <= 100 ? value : undefined;

function recordData(body: unknown): Record<string, unknown> {
  const parsed = recordBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(t.invalidData, 'INVALID_RECORD');
  return parsed.data.data;
}

export async function registerAppRoutes(app: App, deps: AppDeps) {
  // Reads (lists, records, definition, CSV, events): RATE_LIMIT_APP_READS_PER_MINUTE.
  const read = {
    rateLimit: {
      max: deps.config.RATE_LIMIT_APP_READS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: userOrIpKey(deps),
    },
  };
  // Writes (records, definition, uploads): RATE_LIMIT_APP_WRITES_PER_MINUTE per user.
  const write = {
    rateLimit: {
      max: deps.config.RATE_LIMIT_APP_WRITES_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: userOrIpKey(deps),
    },
  };
  // A verified email is what a `vinculada` record is shown to; the account's email is what
  // the app's team is matched on (service.Viewer, decision 0232).
  const viewerOf = async (request: Parameters<typeof findSessionUser>[1]) => {
    const user = await findSessionUser(deps, request);
    if (!user) return null;
    const email = user.email.toLowerCase();
    return {
      id: user.id,
      verifiedEmail: hasVerifiedEmail(user) ? email : null,
      email,
      name: user.name,
    };
  };
  app.addHook('onClose', async () => closeAppStreams(deps));

  // The app's page, first painted on the server (docs/decisions/0110-server-rendered-pages.md).
  const resolver: PageResolver = async (params) => {
    const page = await service.resolveAppPage(deps, { slug: params.slug ?? '' });
    if (page.status === 404)
      return { status: 404, version: '', load: async () => ({ meta: NOT_FOUND_META }) };
    return {
      status: 200,
      version: page.version,
      load: async () => {
        const { info, records } = await page.load();
        return {
          meta: {
            title: pageTitle(info.name),
            description: `${info.name}: una app hecha con Forja. Consulta y añade registros.`,
          },
          data: { app: { slug: info.slug, info, records } },
        };
      },
    };
  };
  deps.webShell.addResolver('/proyectos/:slug/app', resolver);
  deps.webShell.addResolver('/p/:slug/app', resolver);

  app.get(
    '/api/apps/by-slug/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(120) }) }, config: read },
    async (request) => ({
      app: await service.getAppInfo(deps, { slug: request.params.slug }, await viewerOf(request)),
    }),
  );

  app.get('/api/apps/quota', { config: read }, async (request) => {
    const viewer = await viewerOf(request);
    if (!viewer)
      throw new AppError('UNAUTHORIZED', { userMessage: t.onlyOwner, kind: 'UNAUTHORIZED' });
    return { quota: await service.recordQuota(deps, { ownerId: viewer.id, shown: true }) };
  });

  app.get(
    '/api/apps/:projectId/definition',
    { schema: { params: appParams }, config: read },
    async (request) => ({
      definition: await service.getDefinition(deps, {
        projectId: request.params.projectId,
        viewer: await viewerOf(request),
      }),
    }),
  );

  app.put(
    '/api/apps/:projectId/definition',
    { schema: { params: appParams }, config: write },
    async (request) => {
      const body = (request.body ?? {}) as { definition?: unknown };
      return {
        definition: await service.putDefinition(deps, {
          projectId: request.params.projectId,
          viewer: await viewerOf(request),
          input: body.definition,
        }),
      };
    },
  );

  app.delete(
    '/api/apps/:projectId/definition/removed-fields/:entityKey/:fieldKey',
    { schema: { params: fieldParams }, config: write },
    async (request) => ({
      definition: await service.confirmFieldRemoval(deps, {
        ...request.params,
        viewer: await viewerOf(request),
      }),
    }),
  );

  // "Change the app by asking" and versions (issue 27): owner only, 404 for anyone else.
  app.post(
    '/api/apps/:projectId/changes',
    { schema: { params: appParams }, config: write },
    async (request, reply) => {
      try {
        return {
          change: await changes.proposeChange(deps, {
            projectId: request.params.projectId,
            viewer: await viewerOf(request),
            body: request.body,
          }),
        };
      } catch (error) {
        // 422 with its "¿Querías decir…?" suggestions (issue 39 item 3).
        if (error instanceof changes.ChangeNotUnderstood)
          return reply.status(error.status).send(error.body());
        throw error;
      }
    },
  );

  app.post(
    '/api/apps/:projectId/changes/:changeId/apply',
    { schema: { params: changeParams }, config: write },
    async (request) =>
      changes.applyChange(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        body: request.body,
      }),
  );

  app.get(
    '/api/apps/:projectId/versions',
    { schema: { params: appParams }, config: read },
    async (request) => ({
      versions: await changes.listAppVersions(deps, {
        projectId: request.params.projectId,
        viewer: await viewerOf(request),
      }),
    }),
  );

  app.post(
    '/api/apps/:projectId/versions/:version/restore',
    { schema: { params: versionParams }, config: write },
    async (request) =>
      changes.restoreVersion(deps, {
        ...request.params,
        viewer: await viewerOf(request),
      }),
  );

  app.get(
    '/api/apps/:projectId/records/:entityKey',
    { schema: { params: entityParams }, config: read },
    async (request) => {
      const query = listRecordsQuerySchema.safeParse(request.query ?? {});
      if (!query.success) throw badRequest(t.invalidQuery, 'INVALID_QUERY');
      return service.listRecords(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        query: query.data,
      });
    },
  );

  app.post(
    '/api/apps/:projectId/records/:entityKey',
    { schema: { params: entityParams }, config: write },
    async (request, reply) => {
      const created = await service.createRecord(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        data: recordData(request.body),
      });
      // An anonymous submission's private token is shown once: never kept by a cache.
      if (created.access) reply.header('cache-control', 'no-store');
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/apps/:projectId/records/:entityKey/:recordId',
    { schema: { params: recordParams, querystring: recordQuery }, config: read },
    async (request) => ({
      record: await service.getRecord(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        // The header keeps the token out of access logs; `?token=` is the shareable link.
        token: headerToken(request.headers['x-record-token']) ?? request.query.token,
      }),
    }),
  );

  // The record's counts and sums (issue 38 §4, decision 0237): only readable records count.
  app.get(
    '/api/apps/:projectId/records/:entityKey/:recordId/totals',
    { schema: { params: recordParams, querystring: recordQuery }, config: read },
    async (request) => ({
      totals: await service.getRecordTotals(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        token: headerToken(request.headers['x-record-token']) ?? request.query.token,
      }),
    }),
  );

  app.patch(
    '/api/apps/:projectId/records/:entityKey/:recordId',
    { schema: { params: recordParams }, config: write },
    async (request) => ({
      record: await service.updateRecord(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        data: recordData(request.body),
      }),
    }),
  );

  app.delete(
    '/api/apps/:projectId/records/:entityKey/:recordId',
    { schema: { params: recordParams }, config: write },
    async (request, reply) => {
      await service.deleteRecord(deps, {
        ...request.params,
        viewer: await viewerOf(request),
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/apps/:projectId/summary',
    { schema: { params: appParams }, config: read },
    async (request) => ({
      summary: await service.getAppSummary(deps, {
        projectId: request.params.projectId,
        viewer: await viewerOf(request),
      }),
    }),
  );

  app.delete(
    '/api/apps/:projectId/examples',
    { schema: { params: appParams }, config: write },
    async (request) => ({
      removed: await service.removeExamples(deps, {
        projectId: request.params.projectId,
        viewer: await viewerOf(request),
      }),
    }),
  );

  // Every record one visitor created in the app, in one step (owner only; issue 40).
  app.delete(
    '/api/apps/:projectId/visitors/:userId/records',
    { schema: { params: visitorParams }, config: write },
    async (request) => ({
      removed: await service.deleteVisitorRecords(deps, {
        ...request.params,
        viewer: await viewerOf(request),
      }),
    }),
  );

  // The app's team (issue 38 §3, decision 0232): owner only, 404 for anyone else.
  app.get(
    '/api/apps/:projectId/team',
    { schema: { params: appParams }, config: read },
    async (request) => ({
      members: await team.listTeam(deps, {
        projectId: request.params.projectId,
        viewer: await viewerOf(request),
      }),
    }),
  );

  app.post(
    '/api/apps/:projectId/team',
    { schema: { params: appParams }, config: write },
    async (request, reply) => {
      const member = await team.inviteMember(deps, {
        projectId: request.params.projectId,
        viewer: await viewerOf(request),
        body: request.body,
      });
      return reply.status(201).send({ member });
    },
  );

  app.delete(
    '/api/apps/:projectId/team/:memberId',
    { schema: { params: memberParams }, config: write },
    async (request, reply) => {
      await team.removeMember(deps, { ...request.params, viewer: await viewerOf(request) });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/apps/:projectId/csv/:entityKey',
    { schema: { params: entityParams }, config: read },
    async (request, reply) => {
      // `?separador=punto-y-coma`: the `;` variant for spreadsheets set to it (decision 0211).
      const raw = (request.query as { separador?: unknown } | undefined)?.separador;
      if (raw !== undefined && raw !== 'coma' && raw !== 'punto-y-coma')
        throw badRequest(t.badCsvSeparator, 'INVALID_CSV_SEPARATOR');
      const { filename, csv } = await service.exportCsv(deps, {
        ...request.params,
        viewer: await viewerOf(request),
        separator: raw === 'punto-y-coma' ? ';' : ',',
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  // Importing an entity from a CSV (issue 38 §6, decision 0238): the owner and `equipo`. The
  // file comes as the body (`text/csv`) or as one multipart file part; `?dryRun=1` previews.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/csv', 'application/csv'],
      // Twice the limit read, so a file just over it gets the import's own message.
      { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES * 2 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/apps/:projectId/records/:entityKey/import',
      {
        schema: { params: entityParams },
        config: {
          rateLimit: {
            max: Math.min(deps.config.RATE_LIMIT_APP_WRITES_PER_MINUTE, 30),
            timeWindow: '1 minute',
            keyGenerator: userOrIpKey(deps),
          },
        },
      },
      async (request, reply) => {
        const raw = (request.query as { dryRun?: unknown } | undefined)?.dryRun;
        if (raw !== undefined && !['1', 'true', '0', 'false'].includes(String(raw)))
          throw badRequest(appMessages.csvImport.errors.badDryRun, 'INVALID_QUERY');
        const bytes = request.isMultipart()
          ? await csvFromPart(request)
          : Buffer.isBuffer(request.body)
            ? request.body
            : null;
        if (!bytes) throw badRequest(appMessages.csvImport.errors.notCsv, 'CSV_MISSING');
        try {
          const report = await importCsv(deps, {
            ...(request.params as z.infer<typeof entityParams>),
            viewer: await viewerOf(request),
            bytes,
            dryRun: raw === '1' || raw === 'true',
          });
          return reply.status(report.imported > 0 ? 201 : 200).send({ import: report });
        } catch (error) {
          if (error instanceof CsvImportInvalid) return reply.status(400).send(error.body());
          throw error;
        }
      },
    );
  });

  // Uploads: the write limit for an account; a visitor without an account (by address) gets
  // APP_ANONYMOUS_UPLOADS_PER_MINUTE (decision 0249), with a message of its own.
  const uploadLimit = {
    rateLimit: {
      max: async (_request: unknown, key: string) =>
        key.startsWith('ip:')
          ? deps.config.APP_ANONYMOUS_UPLOADS_PER_MINUTE
          : deps.config.RATE_LIMIT_APP_WRITES_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: userOrIpKey(deps),
      errorResponseBuilder: () =>
        new AppError('RATE_LIMITED', { userMessage: t.uploadsTooFast, kind: 'RATE_LIMITED' }),
    },
  };
  app.post(
    '/api/apps/:projectId/uploads',
    { schema: { params: appParams }, config: uploadLimit },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { projectId } = request.params;
      // Checked (and a visitor's daily upload spent) before a byte of the file is read. A
      // visitor without an account is counted by a keyed hash of their address, never the
      // address itself.
      const access = await service.requireUpload(deps, {
        projectId,
        viewer,
        client: viewer
          ? undefined
          : `ip:${createHmac('sha256', deps.authSecret).update(`app-upload-client:${request.ip}`).digest('base64url').slice(0, 22)}`,
        declaredBytes: Number(request.headers['content-length']) || undefined,
      });
      try {
        const part = await readFilePart(request, {
          maxBytes: service.uploadMaxBytes(access),
          missingMessage: t.fileMissing,
        });
        const uploaded = await service.uploadToApp(deps, {
          projectId,
          viewer,
          filename: part.filename,
          stream: part.file,
          access,
        });
        // An anonymous upload's token is answered once: never kept by a cache.
        if (uploaded.uploadToken) reply.header('cache-control', 'no-store');
        return reply.status(201).send(uploaded);
      } catch (error) {
        const refused = service.anonymousCapError(deps, access, error);
        await service.releaseUpload(deps, { projectId, access });
        throw refused;
      }
    },
  );

  app.get(
    '/api/apps/:projectId/events',
    { schema: { params: appParams }, config: read, compress: false },
    async (request, reply) => {
      const viewer = await service.openAppForStream(
        deps,
        request.params.projectId,
        await viewerOf(request),
      );
      if (!streamsAvailable(deps))
        throw new AppError('UNAVAILABLE', { userMessage: t.tooFast, kind: 'UNAVAILABLE' });
      openAppStream(deps, reply, request.params.projectId, viewer);
      return reply;
    },
  );
}

/** The one file part of a multipart import, whole; over the limit it is the import's 413. */
async function csvFromPart(request: Parameters<typeof readFilePart>[0]): Promise<Buffer> {
  const part = await readFilePart(request, {
    maxBytes: CSV_IMPORT_MAX_BYTES,
    missingMessage: appMessages.csvImport.errors.notCsv,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= CSV_IMPORT_MAX_BYTES + 1) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
