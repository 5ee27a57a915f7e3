import { z } from 'zod';
import { analyticsStatsQuerySchema } from '../../../contracts/analytics.ts';
import { messages } from '../../../contracts/messages.ts';
import type { App, AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findSessionUser, requireUser } from '../auth/session.ts';
import { getPlatformStats, getProjectStats, getVisitsSummary, ingestEvents } from './service.ts';

const projectParams = z.object({ projectId: z.string().min(1).max(64) });
const idParams = z.object({ id: z.string().min(1).max(64) });

// The ingest endpoint is anonymous and may be called from a launched page on a custom
// domain or by the provider's SDK on another origin: CORS is open, without credentials
// (the session cookie only rides along same-site, where it names the signed-in visitor).
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, x-blink-publishable-key',
  'access-control-max-age': '86400',
};

function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.replace(
      /^www\./,
      '',
    );
  } catch {
    return null;
  }
}

export async function registerAnalyticsRoutes(app: App, deps: AppDeps) {
  const ownBase = hostOf(deps.config.publicBaseUrl);
  app.options('/api/analytics/:projectId/log', async (_request, reply) =>
    reply.status(204).headers(CORS).send(),
  );

  app.post(
    '/api/analytics/:projectId/log',
    {
      schema: { params: projectParams },
      config: {
        // Per client address. One visitor flushes at most every 3 s (20 a minute); 600 a
        // minute leaves room for an office or a school behind one NAT during a spike.
        rateLimit: {
          max: deps.config.RATE_LIMIT_ANALYTICS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `analytics:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      reply.headers(CORS);
      let body: unknown = request.body;
      // sendBeacon posts text/plain (a CORS-safe type that needs no preflight).
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw new AppError('INVALID_JSON', { userMessage: messages.errors.invalidJson });
        }
      }
      const user = await findSessionUser(deps, request).catch(() => null);
      const ownHosts = [
        ownBase,
        hostOf(request.headers.origin),
        hostOf(request.headers.host),
      ].filter((h): h is string => !!h);
      const result = await ingestEvents(deps, {
        projectId: request.params.projectId,
        body,
        user,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', ownHosts },
      });
      return reply.status(202).send({ success: true, ...result });
    },
  );

  app.get(
    '/api/projects/:id/analytics',
    { schema: { params: idParams, querystring: analyticsStatsQuerySchema } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const stats = await getProjectStats(deps, {
        userId: user.id,
        projectId: request.params.id,
        days: request.query.days,
      });
      return reply.header('cache-control', 'private, no-store').send(stats);
    },
  );

  app.get(
    '/api/admin/analytics',
    { schema: { querystring: analyticsStatsQuerySchema } },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const stats = await getPlatformStats(deps, { email: user.email, days: request.query.days });
      return reply.header('cache-control', 'private, no-store').send(stats);
    },
  );

  app.get('/api/analytics/summary', async (request, reply) => {
    const user = await requireUser(deps, request);
    return reply
      .header('cache-control', 'private, no-store')
      .send(await getVisitsSummary(deps, { userId: user.id }));
  });
}
