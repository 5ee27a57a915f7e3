import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FALLBACK_DESCRIPTION, matchPage, pageTitle } from '../contracts/routes.ts';

// Serves the single-page app's HTML shell with per-route <title>, description, Open Graph
// and canonical tags, so links shared from the public pages preview well.

export type HeadMeta = {
  title: string;
  description: string;
  image?: string;
  canonical?: string;
  status?: number;
};

/** Resolves dynamic pages (a public project, say) to their meta; null means "not found". */
export type MetaResolver = (
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<HeadMeta | null>;

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const NOT_FOUND_META: HeadMeta = {
  title: pageTitle('Página no encontrada'),
  description: 'La página que buscas no existe o se ha movido.',
  status: 404,
};

export function createWebShell(opts: { distDir: string; publicBaseUrl: string }) {
  let template: string | null = null;
  const resolvers = new Map<string, MetaResolver>();

  function loadTemplate(): string | null {
    if (template) return template;
    try {
      template = readFileSync(join(opts.distDir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    return template;
  }

  function render(meta: HeadMeta, pathname: string): string | null {
    const html = loadTemplate();
    if (!html) return null;
    const canonical = meta.canonical ?? `${opts.publicBaseUrl}${pathname}`;
    const tags = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:locale" content="es_ES">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ]
      .filter(Boolean)
      .join('\n    ');
    return html.replace(/<title>[\s\S]*?<\/title>/, '').replace('<!--app-head-->', tags);
  }

  return {
    /** Registers a resolver for a page pattern of contracts/routes.ts. */
    addResolver(pattern: string, resolver: MetaResolver) {
      resolvers.set(pattern, resolver);
    },
    async renderFor(request: FastifyRequest): Promise<{ status: number; html: string | null }> {
      const pathname = new URL(request.url, 'http://x').pathname;
      const match = matchPage(pathname);
      let meta: HeadMeta = NOT_FOUND_META;
      if (match) {
        const resolver = resolvers.get(match.page.pattern);
        const resolved = resolver ? await resolver(match.params, request) : null;
        meta = resolved ?? {
          title: pageTitle(match.page.title),
          description: match.page.description || FALLBACK_DESCRIPTION,
        };
      }
      return { status: meta.status ?? 200, html: render(meta, pathname) };
    },
    renderMeta(meta: HeadMeta, pathname: string) {
      return render(meta, pathname);
    },
  };
}

export type WebShell = ReturnType<typeof createWebShell>;
