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
  screenClassOf,
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

// Analytics rules (docs/product-spec.md §§3, 4, 9; issue 8). Visitors are anonymous: no address is
// stored, only a hash of (today's salt, address, user agent, project). The salt is random,
// shared through the database (so every instance of a scaled-out deployment counts the same
// visitor once), and deleted when its day is over: after that nobody, operators included,
// can link a hash back to an address or to the same visitor on another day.

type Deps = Pick<AppDeps, 'db' | 'config' | 'analyticsCaches'>;
const t = messages.analytics;

/** Events older than this (a queue kept offline for weeks) are dropped, not refused. */
const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000;
const MAX_PROPERTY_KEYS = 30;
const MAX_PROPERTIES_JSON = 4096;
const STRING_FIELDS = EVENT_FIELDS.filter((f) => f !== 'screen_width');
const TEXT_FIELDS = STRING_FIELDS.filter((f) => f !== 'type' && f !== 'timestamp');
const KNOWN = new Set<string>(EVENT_FIELDS);

// ------------------------------------------------------------------ salt

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Today's salt: created by the first instance that needs it, yesterday's deleted then. */
export async function getDailySalt(
  deps: Pick<AppDeps, 'db' | 'analyticsCaches'>,
  at = new Date(),
): Promise<string> {
  const day = utcDay(at);
  const cached = deps.analyticsCaches.salt;
  if (cached?.day === day) return cached.salt;
  await repo.deleteSaltsBefore(deps.db, day);
  await repo.insertSaltIfMissing(deps.db, day, randomBytes(32).toString('base64url'));
  const salt = await repo.findSalt(deps.db, day);
  if (!salt) throw new Error('analytics salt missing after insert');
  deps.analyticsCaches.salt = { day, salt };
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
  if (
    opts.projectId !== PLATFORM_SITE_ID &&
    !(await isProjectPublished(deps, { projectId: opts.projectId }))
  )
    throw projectNotFound();

  const now = Date.now();
  const salt = await getDailySalt(deps);
  const visitorHash = hashVisitor(salt, opts.client.ip, opts.client.userAgent, opts.projectId);
  const createdAt = new Date(now).toISOString();
  const rows: repo.NewEvent[] = [];
  let dropped = 0;

  // One client sends the same referrer and UTM values over and over: within a batch the
  // URL parse and the channel rules run once per distinct value (the ingest hot path).
  const hostMemo = new Map<string, string | null>();
  const channelMemo = new Map<string, Channel>();
  const ownHosts = opts.client.ownHosts;

  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    const type = typeof event.type === 'string' ? event.type.trim() : '';
    if (!type) throw invalid(index, t.typeRequired);
    const ms =
      typeof event.timestamp === 'string' || typeof event.timestamp === 'number'
        ? new Date(event.timestamp).getTime()
        : Number.NaN;
    if (!Number.isFinite(ms)) throw invalid(index, t.timestampInvalid);
    const text: Record<string, string | null> = {};
    for (const field of TEXT_FIELDS) text[field] = optionalText(event, field, index);
    const sw = event.screen_width;
    if (sw !== undefined && sw !== null && (typeof sw !== 'number' || !Number.isFinite(sw)))
      throw invalid(index, t.screenWidthInvalid);
    const extra: Record<string, unknown> = {};
    let extraKeys = 0;
    for (const key in event) {
      if (KNOWN.has(key) || !Object.hasOwn(event, key)) continue;
      extraKeys += 1;
      if (extraKeys > MAX_PROPERTY_KEYS) throw invalid(index, t.propertiesTooLarge);
      extra[cut(key)] = truncateDeep(event[key]);
    }
    const properties = extraKeys > 0 ? JSON.stringify(extra) : null;
    if (properties && properties.length > MAX_PROPERTIES_JSON)
      throw invalid(index, t.propertiesTooLarge);
    // Out of the window: an old offline queue or a wrong clock. Dropped quietly, so the
    // client's retry loop (which re-sends a refused batch forever) does not get stuck.
    if (ms < now - MAX_EVENT_AGE_MS || ms > now + MAX_CLOCK_SKEW_MS) {
      dropped += 1;
      continue;
    }
    const timestamp = new Date(ms).toISOString();
    let referrerHost: string | null = null;
    if (text.referrer) {
      const known = hostMemo.get(text.referrer);
      referrerHost = known !== undefined ? known : referrerHostOf(text.referrer);
      if (known === undefined) hostMemo.set(text.referrer, referrerHost);
    }
    const internal = referrerHost !== null && ownHosts.includes(referrerHost);
    const channelKey = `${text.utm_medium ?? ''}\0${text.utm_source ?? ''}\0${referrerHost ?? ''}`;
    let channel = channelMemo.get(channelKey);
    if (!channel) {
      channel = detectChannel({
        utmMedium: text.utm_medium,
        utmSource: text.utm_source,
        referrerHost,
        ownHosts,
      });
      channelMemo.set(channelKey, channel);
    }
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
  }

  const accepted = await repo.insertEvents(deps.db, rows);
  // A late event for a closed day (an offline queue) makes that day's rollup stale.
  const today = utcDay(new Date(now));
  const pastDays = [...new Set(rows.map((r) => r.day as string).filter((d) => d < today))];
  if (accepted > 0 && pastDays.length) await repo.deleteRollups(deps.db, opts.projectId, pastDays);
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

/** One day of one site, every figure the stats view needs (also the rollup payload). */
type DayAggregate = {
  pageviews: number;
  visitors: number;
  sessions: number;
  bounces: number;
  seconds: number;
  channels: Record<string, number>;
  referrers: Record<string, number>;
  /** pathname → [pageviews, visitors] */
  pages: Record<string, [number, number]>;
  /** JSON [source, medium, campaign] → visitors */
  campaigns: Record<string, number>;
  screens: Record<string, number>;
};

/** A day keeps its top 100 of each list; the view shows the top 10 of the period. */
const ROLLUP_LIST_LIMIT = 100;

type DayRow = Awaited<ReturnType<typeof repo.findDayEvents>>[number];

function addVisitor(map: Map<string, Set<string>>, key: string, v: string) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(v);
}

/** One day's figures, fed event by event (so today can be topped up with new events). */
class DayAccumulator {
  lastId = 0;
  private pageviews = 0;
  private visitors = new Set<string>();
  private sessions = new Map<string, { pv: number; first: number; last: number }>();
  private channels = new Map<string, Set<string>>();
  private referrers = new Map<string, Set<string>>();
  private pages = new Map<string, { pv: number; v: Set<string> }>();
  private campaigns = new Map<string, Set<string>>();
  private screens = new Map<string, Set<string>>();

  add(rows: DayRow[]) {
    for (const r of rows) {
      this.lastId = Math.max(this.lastId, Number(r.id));
      const v = r.visitorHash ?? '';
      const isPageview = r.type === 'pageview';
      if (isPageview) this.pageviews += 1;
      this.visitors.add(v);
      if (r.sessionId) {
        const ms = Date.parse(r.timestamp);
        const s = this.sessions.get(r.sessionId);
        if (!s) this.sessions.set(r.sessionId, { pv: isPageview ? 1 : 0, first: ms, last: ms });
        else {
          if (isPageview) s.pv += 1;
          if (ms < s.first) s.first = ms;
          if (ms > s.last) s.last = ms;
        }
      }
      if (r.channel) addVisitor(this.channels, r.channel, v);
      if (r.referrerHost) addVisitor(this.referrers, r.referrerHost, v);
      if (isPageview) {
        const path = r.pathname || '/';
        let page = this.pages.get(path);
        if (!page) {
          page = { pv: 0, v: new Set() };
          this.pages.set(path, page);
        }
        page.pv += 1;
        page.v.add(v);
      }
      if (r.utmSource || r.utmCampaign)
        addVisitor(
          this.campaigns,
          JSON.stringify([r.utmSource ?? '', r.utmMedium ?? '', r.utmCampaign ?? '']),
          v,
        );
      const screen = screenClassOf(r.screenWidth);
      if (screen) addVisitor(this.screens, screen, v);
    }
    return this;
  }

  toAggregate(): DayAggregate {
    let bounces = 0;
    let seconds = 0;
    for (const s of this.sessions.values()) {
      if (s.pv <= 1) bounces += 1;
      seconds += (s.last - s.first) / 1000;
    }
    const counted = (map: Map<string, Set<string>>) =>
      Object.fromEntries(
        top(
          [...map].map(([k, set]): [string, number] => [k, set.size]),
          (n) => n,
          ROLLUP_LIST_LIMIT,
        ),
      );
    return {
      pageviews: this.pageviews,
      visitors: this.visitors.size,
      sessions: this.sessions.size,
      bounces,
      seconds,
      channels: counted(this.channels),
      referrers: counted(this.referrers),
      pages: Object.fromEntries(
        top(
          [...this.pages].map(([k, p]): [string, [number, number]] => [k, [p.pv, p.v.size]]),
          (x) => x[0],
          ROLLUP_LIST_LIMIT,
        ),
      ),
      campaigns: counted(this.campaigns),
      screens: counted(this.screens),
    };
  }
}

/** A closed day's figures, from its events in one index range read. */
async function aggregateDay(deps: Deps, projectId: string, day: string): Promise<DayAggregate> {
  return new DayAccumulator().add(await repo.findDayEvents(deps.db, projectId, day)).toAggregate();
}

// Today is live. Each instance keeps today's accumulator per site (the most recent 500
// sites) and reads only the events stored since its last read (ids above `lastId`). It is
// rebuilt from scratch every 5 minutes, which also picks up any event whose id was
// committed out of order by a concurrent PostgreSQL transaction.
const TODAY_REBUILD_MS = 5 * 60 * 1000;
const TODAY_CACHE_MAX = 500;

async function aggregateToday(deps: Deps, projectId: string, day: string): Promise<DayAggregate> {
  const perDb = deps.analyticsCaches.today;
  let entry = perDb.get(projectId);
  perDb.delete(projectId);
  if (!entry || entry.day !== day || Date.now() - entry.builtAt > TODAY_REBUILD_MS)
    entry = { day, builtAt: Date.now(), acc: new DayAccumulator() };
  perDb.set(projectId, entry);
  if (perDb.size > TODAY_CACHE_MAX) perDb.delete(perDb.keys().next().value as string);
  entry.acc.add(await repo.findDayEvents(deps.db, projectId, day, entry.acc.lastId));
  return entry.acc.toAggregate();
}

// Closed days are rolled up in the background, so nobody's first stats request waits for
// them: a pass runs shortly after start and then every ROLLUP_PASS_MS, which covers a day
// closing at midnight UTC and a day whose rollup a late event deleted. The request path
// still computes any day the pass has not reached yet (a fresh install, a late event
// since the last pass). Every instance may run it; the upsert makes a repeat harmless.
const ROLLUP_WINDOW_DAYS = 90;
export const ROLLUP_PASS_MS = 15 * 60 * 1000;

/** Computes and saves every missing closed-day rollup of the last 90 days. Returns how many. */
export async function rollUpClosedDays(
  deps: Deps,
  opts: { at?: Date; shouldStop?: () => boolean } = {},
): Promise<number> {
  const { fromDay, toDay } = dayRange(ROLLUP_WINDOW_DAYS, opts.at);
  const missing = await repo.findDaysWithoutRollup(deps.db, fromDay, toDay);
  let saved = 0;
  for (const { projectId, day } of missing) {
    if (opts.shouldStop?.()) break;
    const agg = await aggregateDay(deps, projectId, day);
    await repo.saveRollup(deps.db, projectId, day, JSON.stringify(agg));
    saved += 1;
  }
  return saved;
}

/** Runs rollUpClosedDays now-ish and every ROLLUP_PASS_MS; stop() waits for a running pass. */
export function startRollupScheduler(
  deps: Deps,
  opts: { firstDelayMs?: number; onError?: (error: unknown) => void } = {},
) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (stopped || running) return;
    running = rollUpClosedDays(deps, { shouldStop: () => stopped })
      .catch((error) => opts.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, opts.firstDelayMs ?? 10_000);
  const every = setInterval(pass, ROLLUP_PASS_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

function addInto(target: Record<string, number>, source: Record<string, number>) {
  for (const [k, v] of Object.entries(source)) target[k] = (target[k] ?? 0) + v;
}

function top<T>(entries: [string, T][], value: (v: T) => number, limit = LIST_LIMIT) {
  return entries
    .sort((a, b) => value(b[1]) - value(a[1]) || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit);
}

/**
 * The stats of one site for the last `days` UTC days. Closed days come from
 * analytics_day_rollups (computed from the events on first read); today is always computed
 * live. Visitor hashes change every day, so a period's visitors are the sum of its days'.
 */
export async function computeStats(
  deps: Deps,
  opts: { projectId: string; days: number },
): Promise<AnalyticsStats> {
  const { fromDay, toDay } = dayRange(opts.days);
  const stored = await repo.findRollups(deps.db, opts.projectId, fromDay, toDay);
  const cached = new Map(stored.map((r) => [r.day, JSON.parse(r.payload) as DayAggregate]));
  const days: [string, DayAggregate][] = [];
  for (const day of everyDay(fromDay, toDay)) {
    if (day === toDay) {
      days.push([day, await aggregateToday(deps, opts.projectId, day)]);
      continue;
    }
    let agg = cached.get(day);
    if (!agg) {
      agg = await aggregateDay(deps, opts.projectId, day);
      if (day < toDay) await repo.saveRollup(deps.db, opts.projectId, day, JSON.stringify(agg));
    }
    days.push([day, agg]);
  }

  const sum = { pageviews: 0, visitors: 0, sessions: 0, bounces: 0, seconds: 0 };
  const channels: Record<string, number> = {};
  const referrers: Record<string, number> = {};
  const pageviewsByPath: Record<string, number> = {};
  const visitorsByPath: Record<string, number> = {};
  const campaigns: Record<string, number> = {};
  const screens: Record<string, number> = {};
  for (const [, d] of days) {
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += d[k];
    addInto(channels, d.channels);
    addInto(referrers, d.referrers);
    for (const [path, [pv, v]] of Object.entries(d.pages)) {
      pageviewsByPath[path] = (pageviewsByPath[path] ?? 0) + pv;
      visitorsByPath[path] = (visitorsByPath[path] ?? 0) + v;
    }
    addInto(campaigns, d.campaigns);
    addInto(screens, d.screens);
  }
  const byValue = (v: number) => v;
  return {
    days: opts.days,
    totals: {
      pageviews: sum.pageviews,
      visitors: sum.visitors,
      sessions: sum.sessions,
      bounceRate: sum.sessions ? sum.bounces / sum.sessions : 0,
      avgDurationSeconds: sum.sessions ? Math.round(sum.seconds / sum.sessions) : 0,
    },
    byDay: days.map(([date, d]) => ({ date, pageviews: d.pageviews, visitors: d.visitors })),
    channels: top(Object.entries(channels), byValue, CHANNELS.length)
      .filter(([c]) => (CHANNELS as readonly string[]).includes(c))
      .map(([channel, visitors]) => ({ channel: channel as Channel, visitors })),
    referrers: top(Object.entries(referrers), byValue).map(([referrer, visitors]) => ({
      referrer,
      visitors,
    })),
    pages: top(Object.entries(pageviewsByPath), byValue).map(([pathname, pageviews]) => ({
      pathname,
      pageviews,
      visitors: visitorsByPath[pathname] ?? 0,
    })),
    campaigns: top(Object.entries(campaigns), byValue).map(([key, visitors]) => {
      const [utmSource, utmMedium, utmCampaign] = JSON.parse(key) as [string, string, string];
      return { utmSource, utmMedium, utmCampaign, visitors };
    }),
    screens: top(Object.entries(screens), byValue, 4).map(([screen, visitors]) => ({
      screen: screen as ScreenClass,
      visitors,
    })),
  };
}

/** Owner-only: another user's project is a 404 exactly like a missing one. */
export async function getProjectStats(
  deps: Deps,
  opts: { userId: string; projectId: string; days: number },
): Promise<AnalyticsStats> {
  await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  return computeStats(deps, { projectId: opts.projectId, days: opts.days });
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
  return computeStats(deps, { projectId: PLATFORM_SITE_ID, days: opts.days });
}

/** The dashboard's figure: visits of the last 7 days across the user's projects. */
export async function getVisitsSummary(
  deps: Deps,
  opts: { userId: string; days?: number },
): Promise<AnalyticsSummary> {
  const days = opts.days ?? 7;
  const projectIds = await listProjectIds(deps, { userId: opts.userId });
  if (projectIds.length === 0) return { days, pageviews: 0, visitors: 0 };
  const byDay = await repo.statsByDay(deps.db, { projectIds, ...dayRange(days) });
  return {
    days,
    pageviews: byDay.reduce((n, d) => n + Number(d.pageviews), 0),
    visitors: byDay.reduce((n, d) => n + Number(d.visitors), 0),
  };
}

/**
 * The app's analytics caches, built once in buildApp (deps.analyticsCaches): today's salt
 * and the per-project accumulators of today's events (at most TODAY_CACHE_MAX projects).
 */
export function createAnalyticsCaches() {
  return {
    salt: undefined as { day: string; salt: string } | undefined,
    today: new Map<string, { day: string; builtAt: number; acc: DayAccumulator }>(),
  };
}
export type AnalyticsCaches = ReturnType<typeof createAnalyticsCaches>;
