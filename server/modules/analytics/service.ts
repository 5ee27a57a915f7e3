import { createHash, randomBytes } from 'node:crypto';
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_STRING,
  type AnalyticsStats,
  type AnalyticsSummary,
  CHANNELS,
  type Channel,
  EVENT_FIELDS,
  PLATFORM_SITE_ID,
  type ScreenClass,
} from '../../../contracts/analytics.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import {
  isProjectPublished,
  listProjectIds,
  projectNotFound,
  requireOwnedProject,
} from '../projects/service.ts';
import { detectChannel, referrerHostOf } from './channel.ts';
import * as repo from './repo.ts';

// Analytics rules (spec sections 3, 4, 9; issue 8). Visitors are anonymous: no address is
// stored, only a hash of (today's salt, address, user agent, project). The salt is random,
// shared through the database (so every instance of a scaled-out deployment counts the same
// visitor once), and deleted when its day is over: after that nobody, operators included,
// can link a hash back to an address or to the same visitor on another day.

type Deps = Pick<AppDeps, 'db' | 'config'>;
const t = messages.analytics;

/** Events older than this (a queue kept offline for weeks) are dropped, not refused. */
const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;
const MAX_PROPERTY_KEYS = 30;
const MAX_PROPERTIES_JSON = 4096;
const STRING_FIELDS = EVENT_FIELDS.filter((f) => f !== 'screen_width');
const KNOWN = new Set<string>(EVENT_FIELDS);

// ------------------------------------------------------------------ salt

const saltCache = new WeakMap<object, { day: string; salt: string }>();

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Today's salt: created by the first instance that needs it, yesterday's deleted then. */
export async function getDailySalt(deps: Pick<AppDeps, 'db'>, at = new Date()): Promise<string> {
  const day = utcDay(at);
  const cached = saltCache.get(deps.db);
  if (cached?.day === day) return cached.salt;
  await repo.deleteSaltsBefore(deps.db, day);
  await repo.insertSaltIfMissing(deps.db, day, randomBytes(32).toString('base64url'));
  const salt = await repo.findSalt(deps.db, day);
  if (!salt) throw new Error('analytics salt missing after insert');
  saltCache.set(deps.db, { day, salt });
  return salt;
}

export function hashVisitor(
  salt: string,
  ip: string,
  userAgent: string,
  projectId: string,
): string {
  return createHash('sha256')
    .update(`${salt}\0${ip}\0${userAgent}\0${projectId}`)
    .digest('base64url')
    .slice(0, 22);
}

// ------------------------------------------------------------------ ingest

export type IngestClient = {
  ip: string;
  userAgent: string;
  /** Hosts of the page itself (Origin, Host): a referrer from them is internal. */
  ownHosts: string[];
};
export type IngestResult = { accepted: number; duplicates: number; dropped: number };

const cut = (s: string) => (s.length > ANALYTICS_MAX_STRING ? s.slice(0, ANALYTICS_MAX_STRING) : s);

/** Strings cut to 256 characters at any depth; depth and size are bounded by the caller. */
function truncateDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value);
  if (depth > 3) return null;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => truncateDeep(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value).slice(0, MAX_PROPERTY_KEYS))
      out[cut(k)] = truncateDeep(v, depth + 1);
    return out;
  }
  return typeof value === 'number' || typeof value === 'boolean' || value === null ? value : null;
}

function invalid(index: number, reason: string): AppError {
  return badRequest(fill(t.eventInvalid, { index: index + 1, reason }), 'INVALID_EVENT');
}

/** The events array of a body, or the Spanish 400/413. */
export function readEvents(body: unknown): Record<string, unknown>[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0)
    throw badRequest(t.eventsRequired, 'EVENTS_REQUIRED');
  if (events.length > ANALYTICS_MAX_BATCH)
    throw new AppError('TOO_MANY_EVENTS', {
      userMessage: t.tooManyEvents,
      kind: 'PAYLOAD_TOO_LARGE',
    });
  events.forEach((e, i) => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw invalid(i, t.typeRequired);
  });
  return events as Record<string, unknown>[];
}

function optionalText(event: Record<string, unknown>, field: string, index: number): string | null {
  const v = event[field];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw invalid(index, fill(t.fieldNotText, { field }));
  return cut(v);
}

export async function ingestEvents(
  deps: Deps,
  opts: {
    projectId: string;
    body: unknown;
    client: IngestClient;
    user: { id: string; email: string } | null;
  },
): Promise<IngestResult> {
  const events = readEvents(opts.body);
  if (opts.projectId !== PLATFORM_SITE_ID && !(await isProjectPublished(deps.db, opts.projectId)))
    throw projectNotFound();

  const now = Date.now();
  const salt = await getDailySalt(deps);
  const visitorHash = hashVisitor(salt, opts.client.ip, opts.client.userAgent, opts.projectId);
  const createdAt = new Date(now).toISOString();
  const rows: repo.NewEvent[] = [];
  let dropped = 0;

  events.forEach((event, index) => {
    const type = typeof event.type === 'string' ? event.type.trim() : '';
    if (!type) throw invalid(index, t.typeRequired);
    const ms =
      typeof event.timestamp === 'string' || typeof event.timestamp === 'number'
        ? new Date(event.timestamp).getTime()
        : Number.NaN;
    if (!Number.isFinite(ms)) throw invalid(index, t.timestampInvalid);
    const text: Record<string, string | null> = {};
    for (const field of STRING_FIELDS) {
      if (field === 'type' || field === 'timestamp') continue;
      text[field] = optionalText(event, field, index);
    }
    const sw = event.screen_width;
    if (sw !== undefined && sw !== null && (typeof sw !== 'number' || !Number.isFinite(sw)))
      throw invalid(index, t.screenWidthInvalid);
    const extra: Record<string, unknown> = {};
    let extraKeys = 0;
    for (const [key, value] of Object.entries(event)) {
      if (KNOWN.has(key)) continue;
      extraKeys += 1;
      if (extraKeys > MAX_PROPERTY_KEYS) throw invalid(index, t.propertiesTooLarge);
      extra[cut(key)] = truncateDeep(value);
    }
    const properties = extraKeys > 0 ? JSON.stringify(extra) : null;
    if (properties && properties.length > MAX_PROPERTIES_JSON)
      throw invalid(index, t.propertiesTooLarge);
    // Out of the window: an old offline queue or a wrong clock. Dropped quietly, so the
    // client's retry loop (which re-sends a refused batch forever) does not get stuck.
    if (ms < now - MAX_EVENT_AGE_MS || ms > now + MAX_CLOCK_SKEW_MS) {
      dropped += 1;
      return;
    }
    const timestamp = new Date(ms).toISOString();
    const referrerHost = referrerHostOf(text.referrer);
    const internal = referrerHost !== null && opts.client.ownHosts.includes(referrerHost);
    const channel: Channel = detectChannel({
      utmMedium: text.utm_medium,
      utmSource: text.utm_source,
      referrerHost,
      ownHosts: opts.client.ownHosts,
    });
    rows.push({
      projectId: opts.projectId,
      type: cut(type),
      timestamp,
      day: timestamp.slice(0, 10),
      // The body's user fields are ignored: only the session says who someone is.
      userId: opts.user?.id ?? null,
      userEmail: opts.user?.email ?? null,
      // '' rather than NULL so the dedup key (NULLs are all distinct) also holds for them.
      sessionId: text.session_id ?? '',
      pathname: text.pathname ?? '',
      referrer: text.referrer,
      referrerHost: internal ? null : referrerHost,
      screenWidth: typeof sw === 'number' ? Math.max(0, Math.min(100_000, Math.round(sw))) : null,
      channel,
      utmSource: text.utm_source,
      utmMedium: text.utm_medium,
      utmCampaign: text.utm_campaign,
      utmContent: text.utm_content,
      utmTerm: text.utm_term,
      properties,
      visitorHash,
      createdAt,
    });
  });

  const accepted = await repo.insertEvents(deps.db, rows);
  return { accepted, duplicates: rows.length - accepted, dropped };
}

// ------------------------------------------------------------------ stats

const LIST_LIMIT = 10;

function dayRange(days: number, at = new Date()) {
  const toDay = utcDay(at);
  const from = new Date(Date.parse(`${toDay}T00:00:00Z`) - (days - 1) * 86_400_000);
  return { fromDay: utcDay(from), toDay };
}

function everyDay(fromDay: string, toDay: string): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${fromDay}T00:00:00Z`); ; ms += 86_400_000) {
    const d = utcDay(new Date(ms));
    out.push(d);
    if (d >= toDay) return out;
  }
}

export async function computeStats(
  deps: Deps,
  opts: { projectIds: string[]; days: number },
): Promise<AnalyticsStats> {
  const range = { projectIds: opts.projectIds, ...dayRange(opts.days) };
  const empty = opts.projectIds.length === 0;
  const engine = deps.config.dbEngine;
  const [byDay, sessions, channels, referrers, pages, campaigns, screens] = empty
    ? [[], { sessions: 0, bounces: 0, seconds: 0 }, [], [], [], [], []]
    : await Promise.all([
        repo.statsByDay(deps.db, range),
        repo.statsSessions(deps.db, engine, range),
        repo.statsChannels(deps.db, range),
        repo.statsReferrers(deps.db, range, LIST_LIMIT),
        repo.statsPages(deps.db, range, LIST_LIMIT),
        repo.statsCampaigns(deps.db, range, LIST_LIMIT),
        repo.statsScreens(deps.db, range),
      ]);
  const perDay = new Map(byDay.map((d) => [d.day, d]));
  const series = everyDay(range.fromDay, range.toDay).map((date) => ({
    date,
    pageviews: Number(perDay.get(date)?.pageviews ?? 0),
    visitors: Number(perDay.get(date)?.visitors ?? 0),
  }));
  return {
    days: opts.days,
    totals: {
      pageviews: series.reduce((n, d) => n + d.pageviews, 0),
      // Hashes change every day, so a range's visitors are the sum of each day's.
      visitors: series.reduce((n, d) => n + d.visitors, 0),
      sessions: sessions.sessions,
      bounceRate: sessions.sessions ? sessions.bounces / sessions.sessions : 0,
      avgDurationSeconds: sessions.sessions ? Math.round(sessions.seconds / sessions.sessions) : 0,
    },
    byDay: series,
    channels: channels
      .filter((c): c is typeof c & { channel: Channel } =>
        (CHANNELS as readonly string[]).includes(c.channel ?? ''),
      )
      .map((c) => ({ channel: c.channel, visitors: Number(c.visitors) })),
    referrers: referrers.map((r) => ({
      referrer: r.referrerHost ?? '',
      visitors: Number(r.visitors),
    })),
    pages: pages.map((p) => ({
      pathname: p.pathname || '/',
      pageviews: Number(p.pageviews),
      visitors: Number(p.visitors),
    })),
    campaigns: campaigns.map((c) => ({
      utmSource: c.utmSource ?? '',
      utmMedium: c.utmMedium ?? '',
      utmCampaign: c.utmCampaign ?? '',
      visitors: Number(c.visitors),
    })),
    screens: screens.map((s) => ({
      screen: s.screen as ScreenClass,
      visitors: Number(s.visitors),
    })),
  };
}

/** Owner-only: another user's project is a 404 exactly like a missing one. */
export async function getProjectStats(
  deps: Deps,
  opts: { userId: string; projectId: string; days: number },
): Promise<AnalyticsStats> {
  await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  return computeStats(deps, { projectIds: [opts.projectId], days: opts.days });
}

export function isAdminEmail(config: AppDeps['config'], email: string): boolean {
  const list = (config.ADMIN_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return list.includes(email.toLowerCase());
}

/** The platform's own pages, for the operators in ADMIN_EMAILS. */
export async function getPlatformStats(
  deps: Deps,
  opts: { email: string; days: number },
): Promise<AnalyticsStats> {
  if (!isAdminEmail(deps.config, opts.email)) throw forbidden(t.adminOnly, 'ADMIN_ONLY');
  return computeStats(deps, { projectIds: [PLATFORM_SITE_ID], days: opts.days });
}

/** The dashboard's figure: visits of the last 7 days across the user's projects. */
export async function getVisitsSummary(
  deps: Deps,
  opts: { userId: string; days?: number },
): Promise<AnalyticsSummary> {
  const days = opts.days ?? 7;
  const projectIds = await listProjectIds(deps.db, opts.userId);
  if (projectIds.length === 0) return { days, pageviews: 0, visitors: 0 };
  const byDay = await repo.statsByDay(deps.db, { projectIds, ...dayRange(days) });
  return {
    days,
    pageviews: byDay.reduce((n, d) => n + Number(d.pageviews), 0),
    visitors: byDay.reduce((n, d) => n + Number(d.visitors), 0),
  };
}
