import { load } from 'cheerio';
import { DEMO_LIST_LIMIT, DEMO_SCRAPE_LINKS, type DemoScrape } from '../../../contracts/demo.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  parsePublicUrl,
  SafeFetchError,
  type SafeFetchOptions,
  safeFetch,
} from '../../lib/safe-fetch.ts';
import { consumeCredit, refundCredit } from '../billing/service.ts';
import * as repo from './repo.ts';

// URL analysis (docs/product-spec.md §7 "Web scrape"): title, description and the first 5 links of
// a public page, fetched through safe-fetch. It costs one integration credit of the
// user's plan (docs/design.md "Credits"), given back when the page could not be analysed.

export type PageMetadata = { title: string | null; description: string | null; links: string[] };

const clean = (value: string | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

/** Title, description and first links (absolute http(s), without repeats) of an HTML page. */
export function parsePageMetadata(html: string, pageUrl: string): PageMetadata {
  const $ = load(html);
  const title =
    clean($('meta[property="og:title"]').attr('content'), 300) ??
    clean($('title').first().text(), 300);
  const description =
    clean($('meta[name="description"]').attr('content'), 1000) ??
    clean($('meta[property="og:description"]').attr('content'), 1000);
  const links: string[] = [];
  for (const el of $('a[href]').toArray()) {
    const href = $(el).attr('href');
    if (!href) continue;
    let absolute: URL;
    try {
      absolute = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') continue;
    absolute.hash = '';
    const value = absolute.toString();
    if (!links.includes(value)) links.push(value);
    if (links.length === DEMO_SCRAPE_LINKS) break;
  }
  return { title, description, links };
}

const FETCH_ERRORS: Record<
  SafeFetchError['code'],
  { text: string; kind: 'BAD_REQUEST' | 'BAD_GATEWAY' | 'UNPROCESSABLE' }
> = {
  INVALID_URL: { text: messages.demoFlow.urlInvalid, kind: 'BAD_REQUEST' },
  SCHEME_NOT_ALLOWED: { text: messages.demoFlow.urlSchemeNotAllowed, kind: 'BAD_REQUEST' },
  ADDRESS_BLOCKED: { text: messages.demoFlow.urlBlocked, kind: 'BAD_REQUEST' },
  DNS_FAILED: { text: messages.demoFlow.urlDnsFailed, kind: 'BAD_REQUEST' },
  TOO_MANY_REDIRECTS: { text: messages.demoFlow.urlTooManyRedirects, kind: 'UNPROCESSABLE' },
  TIMEOUT: { text: messages.demoFlow.urlTimeout, kind: 'BAD_GATEWAY' },
  TOO_LARGE: { text: messages.demoFlow.urlTooLarge, kind: 'UNPROCESSABLE' },
  NOT_HTML: { text: messages.demoFlow.urlNotHtml, kind: 'UNPROCESSABLE' },
  HTTP_ERROR: { text: messages.demoFlow.urlHttpError, kind: 'BAD_GATEWAY' },
  NETWORK: { text: messages.demoFlow.urlUnreachable, kind: 'BAD_GATEWAY' },
};

export function toScrapeError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SafeFetchError) {
    const { text, kind } = FETCH_ERRORS[error.code];
    return new AppError(`SCRAPE_${error.code}`, {
      userMessage: fill(text, { status: error.status ?? '' }),
      kind,
      cause: error,
    });
  }
  return new AppError('SCRAPE_FAILED', {
    userMessage: messages.demo.scrapeError,
    kind: 'BAD_GATEWAY',
    cause: error,
  });
}

/** Adds a scheme to "ejemplo.com" the way people type it. */
export function normalizeUserUrl(raw: string): string {
  const trimmed = raw.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export async function analyzeUrl(
  deps: Pick<AppDeps, 'db' | 'dbHandle'>,
  opts: { userId: string; url: string },
  /** Tests only (resolver/allow-list seams); the route passes nothing. */
  fetchOptions?: SafeFetchOptions,
): Promise<DemoScrape> {
  let url: URL;
  try {
    url = parsePublicUrl(normalizeUserUrl(opts.url));
  } catch (error) {
    throw toScrapeError(error);
  }
  await consumeCredit(deps, { userId: opts.userId, kind: 'integration' });
  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(url, fetchOptions);
  } catch (error) {
    await refundCredit(deps, { userId: opts.userId, kind: 'integration' }).catch(() => {});
    throw toScrapeError(error);
  }
  const meta = parsePageMetadata(page.body, page.url);
  const scrape: DemoScrape = {
    id: newId(),
    url: page.url,
    ...meta,
    createdAt: nowIso(),
  };
  await repo.insertScrape(deps.db, { ...scrape, userId: opts.userId });
  return scrape;
}

export function listScrapes(deps: Pick<AppDeps, 'db'>, opts: { userId: string }) {
  return repo.listScrapes(deps.db, opts.userId, DEMO_LIST_LIMIT);
}
