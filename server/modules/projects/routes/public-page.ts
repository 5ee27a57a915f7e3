import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../../../contracts/messages.ts';
import { publicPath } from '../../../../contracts/projects.ts';
import { pageTitle } from '../../../../contracts/routes.ts';
import type { App, AppDeps } from '../../../deps.ts';
import type { PageResolver } from '../../../web-shell.ts';
import { findSessionUser } from '../../auth/session.ts';
import { createCustomDomainLookup, isActiveCustomDomain } from '../custom-domains.ts';
import {
  countPublicView,
  findPublicPageHead,
  getProjectOgImage,
  getPublicProject,
  projectOgImageUrl,
  readPublicProject,
} from '../public-page.ts';
import { slugParams } from './params.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'projectCaches'>;

/** The public project page's data, its view count, its OG card and custom domains. */
export async function registerPublicPageRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/functions/public-project-get/proyectos/:slug',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const viewer = await findSessionUser(deps, request);
      const data = await getPublicProject(deps, {
        slug: request.params.slug,
        viewerUserId: viewer?.id ?? null,
      });
      return reply.header('cache-control', 'no-store').send(data);
    },
  );

  /** For a TLS proxy's on-demand certificates (Caddy's `ask`): 200 only for an active custom domain. */
  app.get(
    '/api/custom-domains/check',
    {
      schema: {
        querystring: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
      },
    },
    async (request, reply) => {
      const found = await isActiveCustomDomain(deps, { domain: request.query.domain });
      return found ? { ok: true } : reply.status(404).send({ ok: false });
    },
  );

  app.post(
    '/api/functions/public-project-get/proyectos/:slug/views',
    { schema: { params: slugParams }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const viewer = await findSessionUser(deps, request);
      const counted = await countPublicView(deps, {
        slug: request.params.slug,
        viewerUserId: viewer?.id ?? null,
      });
      return reply.header('cache-control', 'no-store').send(counted);
    },
  );

  // The Open Graph card of a public project (og:image of its page); `?v=` changes with it.
  app.get(
    '/og/proyectos/:file',
    { schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.png$/i, '');
      const { png, etag } = await getProjectOgImage(deps, { slug });
      reply.header('etag', etag).header('cache-control', 'public, max-age=3600, s-maxage=86400');
      // Other sites (and link unfurlers) may embed the card.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(png);
    },
  );

  const resolver = createPublicPageResolver(deps);
  deps.webShell.addResolver('/proyectos/:slug', resolver);
  deps.webShell.addResolver('/p/:slug', resolver);
  // Custom-domain changes on any instance clear this app's Host cache at once.
  const lookup = createCustomDomainLookup(deps);
  app.addHook('onRequest', createCustomDomainHook(deps, lookup.slugForHost));
  app.addHook('onClose', async () => lookup.close());
}

/**
 * /proyectos/:slug and /p/:slug for the server renderer (server/web-shell.ts): one query
 * decides the status and the version (updatedAt); the content loads only on a cache miss.
 */
export function createPublicPageResolver(deps: Deps): PageResolver {
  return async (params) => {
    const slug = params.slug ?? '';
    // The hot path of a cached page is this one narrow query.
    const head = await findPublicPageHead(deps, { slug });
    if (!head?.isPublic) {
      const title = head ? messages.publicPage.unavailable : messages.publicPage.notFound;
      return {
        status: head ? 403 : 404,
        version: head?.updatedAt ?? '',
        load: async () => ({
          meta: { title: pageTitle(title), description: messages.projectsFlow.unavailableBody },
        }),
      };
    }
    return {
      status: 200,
      version: head.updatedAt,
      lastModified: new Date(head.updatedAt),
      load: async () => {
        // A change between the two reads renders the newer content under the older version;
        // the next request sees the new version and renders again.
        const data = await readPublicProject(deps, { slug: head.slug });
        const project = data.project;
        return {
          meta: {
            title: pageTitle(project.name),
            description: (
              project.description || `${project.name}: proyecto publicado con Forja.`
            ).slice(0, 300),
            image: projectOgImageUrl(deps.config.publicBaseUrl, project.slug, project.updatedAt),
            canonical: data.canonicalUrl,
          },
          data: { publicProject: { slug: project.slug, data } },
        };
      },
    };
  };
}

/**
 * Custom domains: a request whose Host is an active launch's custom domain is sent to that
 * project's public page. The lookup is cached briefly so ordinary traffic pays one Map read.
 */
function createCustomDomainHook(
  deps: Pick<AppDeps, 'config'>,
  slugForHost: (host: string) => Promise<string | null>,
) {
  const baseHost = new URL(deps.config.publicBaseUrl).hostname.toLowerCase();

  // Callback style, answering synchronously for the platform's own host: this runs on every
  // request, and an async hook costs a promise and a microtask each time.
  return function customDomainHook(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (err?: Error) => void,
  ) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    if (
      !host ||
      host === baseHost ||
      host === 'localhost' ||
      host === '127.0.0.1' ||
      /^[\d.]+$/.test(host) ||
      host.startsWith('[')
    )
      return done();
    const path = request.url.split('?')[0];
    // The API, built assets and stored files work as usual on the custom domain.
    if (
      path.startsWith('/api/') ||
      path.startsWith('/files/') ||
      path.startsWith('/assets/') ||
      /\.[a-z0-9]{1,8}$/i.test(path)
    )
      return done();
    slugForHost(host).then((slug) => {
      if (!slug) return done();
      const own = [
        `/p/${slug}`,
        `/proyectos/${slug}`,
        publicPath(slug),
        `/p/${encodeURIComponent(slug)}`,
      ];
      const clean = path.replace(/\/+$/, '');
      if (own.includes(clean) || own.some((p) => clean === `${p}/app`)) return done();
      // The running app (issue 20) at the custom domain's /app.
      if (clean === '/app') {
        reply.redirect(`/p/${encodeURIComponent(slug)}/app`, 302);
        return;
      }
      // The reply is sent here, so the hook chain is not continued.
      reply.redirect(`/p/${encodeURIComponent(slug)}`, 302);
    }, done);
  };
}
