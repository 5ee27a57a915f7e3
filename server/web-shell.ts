import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import {
  type ConsentChoice,
  consentFromCookieHeader,
  currentYear,
  encodeConsent,
  type FormResult,
} from '../contracts/forms.ts';
import { FALLBACK_DESCRIPTION, matchPage, pageTitle } from '../contracts/routes.ts';

// Serves the web app's HTML. Public pages (marketing, the public project page, the 404
// page) are rendered on the server by the app's own renderer (dist/web/.ssr, built by the
// same `vite build`) and hydrate in the browser; signed-in screens get the bare shell.
// Either way the head carries the page's title, description, Open Graph and canonical tags.
// See docs/decisions/0110-server-rendered-pages.md.

export type HeadMeta = {
  title: string;
  description: string;
  image?: string;
  canonical?: string;
  status?: number;
};

/** Data a page reads through the API, rendered in and handed to the browser's cache. */
export type PageData = {
  /** The public project page's data, as GET public-project-get returns it. */
  publicProject?: { slug: string; data: unknown };
  /** The plans, as GET /api/plans returns them (the same for every visitor). */
  plans?: unknown;
  /** Rendered for a visitor without a session: the app's session query starts as null. */
  signedOut?: boolean;
  /**
   * A running app (issue 20) as a signed-out visitor sees it: GET /api/apps/by-slug's `app`
   * and the first page of its first entity's records when they are public.
   */
  app?: { slug: string; info: unknown; records?: { entityKey: string; data: unknown } };
};

/** What a server-rendered page is made from. */
export type PageContent = { meta: HeadMeta; data?: PageData };

/** Data for a static page (one that needs no resolver): must not depend on the visitor. */
export type PageDataLoader = () => Promise<PageData> | PageData;

/**
 * A dynamic page (a public project, say), resolved cheaply: `version` changes whenever what
 * the page shows changes, and is the same on every instance (the project's updatedAt), so
 * it keys the render cache and the ETag; `load` runs only when the page must be rendered.
 */
export type ResolvedPage = {
  status: number;
  version: string;
  lastModified?: Date;
  load(): Promise<PageContent>;
};

export type PageResolver = (
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<ResolvedPage>;

/** The HTML of a page, ready to send, with its validators and compressed forms. */
export type RenderedPage = {
  status: number;
  html: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Set for server-rendered pages, which shared caches may keep for a short while. */
  etag?: string;
  lastModified?: string;
  /** One visitor's page (a form's errors): never stored by any cache. */
  personal?: boolean;
};

/** What varies a page beyond its path: the year in the footer, the consent banner, a form. */
export type RenderContext = {
  year: number;
  /** The visitor's choice (the consent cookie): once there is one, no banner is rendered. */
  consent: ConsentChoice | null;
  form?: FormResult;
};

/** Renders another page than the request's path (a form's page, with its errors). */
export type RenderOptions = { path: string; status: number; form: FormResult };

type SsrModule = {
  renderPage(
    input: {
      url: string;
      status: number;
      data?: PageData;
    } & RenderContext,
  ): Promise<{ appHtml: string; stateJson: string; routeModule: string | null } | null>;
};

/** A chunk of the browser build's manifest (dist/web/.vite/manifest.json), keyed by source. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript files `key` loads: its own and those it imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

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

/** The Open Graph image of a marketing page (drawn by server/modules/og). */
export const siteOgImagePath = (pathname: string) =>
  `/og/sitio.png?ruta=${encodeURIComponent(pathname)}`;

const RENDER_CACHE_LIMIT = 500;
/** Compressing once per render (not per request) is what keeps cached pages cheap to send. */
const COMPRESS_FROM_BYTES = 1024;

export function createWebShell(opts: { distDir: string; publicBaseUrl: string }) {
  let template: { html: string; buildId: string; builtAt: Date } | null = null;
  let renderer: Promise<SsrModule | null> | null = null;
  const resolvers = new Map<string, PageResolver>();
  const dataLoaders = new Map<string, PageDataLoader>();
  const cache = new Map<string, RenderedPage>();
  /** The build manifest and the files the entry prefetches on its own; null without one. */
  let manifest: { chunks: Manifest; entryFiles: Set<string> } | null | undefined;
  const pageFilesCache = new Map<string, string>();

  function loadManifest() {
    if (manifest !== undefined) return manifest;
    try {
      const chunks = JSON.parse(
        readFileSync(join(opts.distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const entryFiles = chunkFiles(chunks, 'index.html');
      chunkFiles(chunks, 'app/start.tsx', entryFiles);
      manifest = { chunks, entryFiles };
    } catch {
      manifest = null;
    }
    return manifest;
  }

  /**
   * The files a page's module needs beyond the entry and the app's start chunk, which the
   * entry prefetches itself: the page entry prefetches these too once the page is idle, so
   * the first interaction does not wait for them on the network
   * (docs/decisions/0112-hydrate-on-interaction.md). Space-separated; empty without a build
   * manifest.
   */
  function pageFiles(routeModule: string): string {
    let files = pageFilesCache.get(routeModule);
    if (files !== undefined) return files;
    const m = loadManifest();
    files = m?.chunks[routeModule]
      ? [...chunkFiles(m.chunks, routeModule)].filter((f) => !m.entryFiles.has(f)).join(' ')
      : '';
    pageFilesCache.set(routeModule, files);
    return files;
  }

  function loadTemplate() {
    if (template) return template;
    const file = join(opts.distDir, 'index.html');
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    // Preloading the Latin subset of the text font lets it arrive with the CSS, so text
    // is laid out once in its final font (no layout shift when it swaps in).
    const font = fontToPreload(opts.distDir);
    if (font)
      html = html.replace(
        '<!--app-head-->',
        `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>\n    <!--app-head-->`,
      );
    const buildId = createHash('sha256').update(html).digest('base64url').slice(0, 16);
    template = { html, buildId, builtAt: statSync(file).mtime };
    return template;
  }

  function loadRenderer(): Promise<SsrModule | null> {
    renderer ??= (async () => {
      const file = join(opts.distDir, '.ssr', 'entry-server.js');
      if (!existsSync(file)) return null;
      return (await import(pathToFileURL(file).href)) as SsrModule;
    })();
    return renderer;
  }

  function headTags(meta: HeadMeta, pathname: string): string {
    const canonical = meta.canonical ?? `${opts.publicBaseUrl}${pathname}`;
    return [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:locale" content="es_ES">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
      meta.image ? `<meta property="og:image:width" content="1200">` : '',
      meta.image ? `<meta property="og:image:height" content="630">` : '',
      meta.image ? `<meta name="twitter:card" content="summary_large_image">` : '',
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ]
      .filter(Boolean)
      .join('\n    ');
  }

  function render(
    meta: HeadMeta,
    pathname: string,
    body?: { appHtml: string; stateJson: string; routeModule: string | null },
  ): string | null {
    const t = loadTemplate();
    if (!t) return null;
    let html = t.html
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace('<!--app-head-->', headTags(meta, pathname));
    if (body) {
      const files = body.routeModule ? pageFiles(body.routeModule) : '';
      const root = files
        ? `<div id="root" data-page-files="${escapeHtml(files)}">`
        : '<div id="root">';
      // Function replacers: user content may contain `$&` and similar patterns.
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `${root}${body.appHtml}</div>\n    <script type="application/json" id="forja-state">${body.stateJson}</script>`,
      );
    }
    return html;
  }

  function pack(
    status: number,
    html: string,
    validators?: { etag: string; lastModified: Date },
  ): RenderedPage {
    const buf = Buffer.from(html);
    const page: RenderedPage = { status, html: buf };
    // Only kept (server-rendered) pages are compressed here; the bare shell is small.
    if (validators && buf.length >= COMPRESS_FROM_BYTES) {
      page.gzip = gzipSync(buf, { level: 6 });
      page.br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    }
    if (validators) {
      page.etag = validators.etag;
      page.lastModified = validators.lastModified.toUTCString();
    }
    return page;
  }

  async function renderFor(
    request: FastifyRequest,
    other?: RenderOptions,
  ): Promise<RenderedPage | null> {
    const t = loadTemplate();
    if (!t) return null;
    const url = new URL(other?.path ?? request.url, opts.publicBaseUrl);
    const pathname = url.pathname;
    const match = matchPage(pathname);
    const resolver = match ? resolvers.get(match.page.pattern) : undefined;
    const resolved: ResolvedPage = resolver
      ? await resolver(match!.params, request)
      : {
          status: match ? 200 : 404,
          version: '',
          load: async () => ({
            data: match ? await dataLoaders.get(match.page.pattern)?.() : undefined,
            meta: match
              ? {
                  title: pageTitle(match.page.title),
                  description: match.page.description || FALLBACK_DESCRIPTION,
                  image:
                    match.page.access === 'public'
                      ? `${opts.publicBaseUrl}${siteOgImagePath(pathname)}`
                      : undefined,
                }
              : NOT_FOUND_META,
          }),
        };

    // Signed-in screens stay rendered in the browser (they need the session). A page for
    // anyone that depends on the session (`session`: /create) is rendered for a visitor who
    // has no session cookie, so its sign-in prompt works without JavaScript.
    const signedOutView = match?.page.access === 'session' && !hasSessionCookie(request);
    const serverRendered = !match || match.page.access === 'public' || signedOutView;
    if (!serverRendered) {
      const { meta } = await resolved.load();
      return pack(resolved.status, render(meta, pathname) ?? '');
    }

    // What varies a page beyond its path: the footer's year (a page kept over New Year's Eve
    // is rendered again) and whether the visitor has chosen about cookies (the banner). Both
    // are in the cache key, so one visitor's choice is never served to another; a form's
    // errors are one visitor's and never kept.
    const context: RenderContext = {
      year: currentYear(),
      consent: consentFromCookieHeader(request.headers.cookie),
      form: other?.form,
    };
    const status = other?.status ?? resolved.status;
    // The query string is part of what renders (/pricing?success=true, /login?redirect=…).
    const key = `${pathname}${url.search}\n${status}\n${resolved.version}\n${context.year}\n${context.consent ? encodeConsent(context.consent) : 'ask'}`;
    // Any path can be a 404 and any query string can be made up, so those are rendered
    // each time rather than kept (they would push real pages out).
    let cacheable = resolved.status !== 404 && url.search === '' && !other;
    const hit = cacheable ? cache.get(key) : undefined;
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const content = await resolved.load();
    if (signedOutView) content.data = { ...content.data, signedOut: true };
    const ssr = await loadRenderer();
    let body: Awaited<ReturnType<SsrModule['renderPage']>> = null;
    try {
      body = ssr
        ? await ssr.renderPage({ url: url.href, status, data: content.data, ...context })
        : null;
    } catch (err) {
      // A component that fails on the server must not take the page down: the browser
      // renders it from the bare shell instead (and shows the route's error boundary).
      request.log.error({ err }, 'server rendering failed');
      cacheable = false;
    }
    const html = render(content.meta, pathname, body ?? undefined) ?? '';
    const etag = `W/"${createHash('sha256').update(`${t.buildId}\n${key}`).digest('base64url').slice(0, 27)}"`;
    // A change is never older than the build that renders it.
    const lastModified = new Date(
      Math.max(t.builtAt.getTime(), resolved.lastModified?.getTime() ?? 0),
    );
    lastModified.setMilliseconds(0);
    if (other) return { ...pack(status, html), personal: true };
    const page = pack(resolved.status, html, { etag, lastModified });
    if (cacheable) {
      cache.set(key, page);
      if (cache.size > RENDER_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    }
    return page;
  }

  return {
    /** Registers a resolver for a page pattern of contracts/routes.ts. */
    addResolver(pattern: string, resolver: PageResolver) {
      resolvers.set(pattern, resolver);
    },
    /** Registers the API data a static public page renders with (see PageDataLoader). */
    addPageData(pattern: string, loader: PageDataLoader) {
      dataLoaders.set(pattern, loader);
    },
    renderFor,
    /** The shell with the given head tags and no body (used by tests of the head tags). */
    renderMeta(meta: HeadMeta, pathname: string) {
      return render(meta, pathname);
    },
  };
}

/** better-auth's session cookie (`__Secure-` prefixed over HTTPS), whether valid or not. */
function hasSessionCookie(request: FastifyRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.cookie ?? '');
}

function fontToPreload(distDir: string): string | null {
  try {
    return (
      readdirSync(join(distDir, 'assets')).find((f) =>
        /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f),
      ) ?? null
    );
  } catch {
    return null;
  }
}

export type WebShell = ReturnType<typeof createWebShell>;
