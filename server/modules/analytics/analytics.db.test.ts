import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsStats, PLATFORM_SITE_ID } from '../../../contracts/analytics.ts';
import { messages } from '../../../contracts/messages.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject, errorMessage } from '../projects/test-helpers.ts';
import { detectChannel, referrerHostOf } from './channel.ts';
import { rollUpClosedDays, startRollupScheduler } from './service.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Prueba/1.0';

function event(overrides: Record<string, unknown> = {}) {
  return {
    type: 'pageview',
    timestamp: new Date().toISOString(),
    project_id: 'ignored',
    user_id: 'someone-else',
    user_email: 'spoof@example.com',
    session_id: `sess_${Math.random().toString(36).slice(2)}`,
    pathname: '/',
    referrer: null,
    screen_width: 1280,
    channel: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_content: null,
    utm_term: null,
    ...overrides,
  };
}

describe('analytics', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let projectId: string;

  const log = (
    id: string,
    events: unknown[],
    init: { ip?: string; ua?: string; cookie?: string } = {},
  ) =>
    server.fetch(`/api/analytics/${id}/log`, {
      json: { events },
      cookie: init.cookie,
      headers: { 'user-agent': init.ua ?? UA, ...(init.ip ? { 'x-forwarded-for': init.ip } : {}) },
    });
  const stats = async (id: string, user: TestUser, days = 7) => {
    const res = await server.fetch(`/api/projects/${id}/analytics?days=${days}`, {
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as AnalyticsStats;
  };

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      TRUST_PROXY: 'true',
      ADMIN_EMAILS: 'admin@forja.test, otra@forja.test',
    });
    owner = await createUser(server);
    other = await createUser(server);
    projectId = (await createProject(server, owner)).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a batch and counts pageviews, visitors and sessions', async () => {
    const sessionA = 'sess-a';
    const t0 = Date.now() - 60_000;
    const res = await log(
      projectId,
      [
        event({ session_id: sessionA, timestamp: new Date(t0).toISOString(), pathname: '/' }),
        event({
          session_id: sessionA,
          timestamp: new Date(t0 + 30_000).toISOString(),
          pathname: '/precios',
        }),
        event({
          type: 'signup_click',
          session_id: sessionA,
          timestamp: new Date(t0 + 40_000).toISOString(),
          plan: 'pro',
        }),
      ],
      { ip: '203.0.113.1' },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      success: true,
      accepted: 3,
      duplicates: 0,
      dropped: 0,
    });
    // A second visitor, one pageview (a bounce).
    expect(
      (await log(projectId, [event({ session_id: 'sess-b' })], { ip: '203.0.113.2' })).status,
    ).toBe(202);

    const s = await stats(projectId, owner);
    expect(s.totals.pageviews).toBe(3);
    expect(s.totals.visitors).toBe(2);
    expect(s.totals.sessions).toBe(2);
    expect(s.totals.bounceRate).toBe(0.5);
    expect(s.totals.avgDurationSeconds).toBe(20); // (40 s + 0 s) / 2
    expect(s.byDay).toHaveLength(7);
    expect(s.byDay.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      pageviews: 3,
      visitors: 2,
    });
    expect(s.pages[0]).toMatchObject({ pathname: '/', pageviews: 2, visitors: 2 });
    expect(s.screens).toEqual([{ screen: 'Portátil', visitors: 2 }]);
    expect((await stats(projectId, owner, 90)).byDay).toHaveLength(90);
    // Today is live: an event stored after a read shows on the next read.
    await log(projectId, [event({ session_id: 'sess-c', pathname: '/nuevo' })], {
      ip: '203.0.113.3',
    });
    const again = await stats(projectId, owner);
    expect(again.totals).toMatchObject({ pageviews: 4, visitors: 3, sessions: 3 });
    expect(again.pages.map((p) => p.pathname)).toContain('/nuevo');
  });

  it('never stores the address, and ignores user fields from the body', async () => {
    const ip = '198.51.100.77';
    await log(projectId, [event({ session_id: 'sess-privacy' })], { ip });
    const rows = await server.deps.db
      .selectFrom('analyticsEvents')
      .selectAll()
      .where('sessionId', '=', 'sess-privacy')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(ip);
    expect(rows[0].userId).toBeNull();
    expect(rows[0].userEmail).toBeNull();
    expect(rows[0].visitorHash).toMatch(/^[\w-]{22}$/);
    const salts = await server.deps.db.selectFrom('analyticsSalts').selectAll().execute();
    expect(salts.map((s) => s.day)).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  it('takes the user from the session when there is one', async () => {
    await log(projectId, [event({ session_id: 'sess-signed-in' })], { cookie: owner.cookie });
    const row = await server.deps.db
      .selectFrom('analyticsEvents')
      .selectAll()
      .where('sessionId', '=', 'sess-signed-in')
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(owner.id);
    expect(row.userEmail).toBe(owner.email);
  });

  it('counts a re-sent batch once, also when both copies arrive together', async () => {
    const batch = [
      event({ session_id: 'sess-dup', pathname: '/a' }),
      event({ session_id: 'sess-dup', pathname: '/b' }),
    ];
    const [a, b] = await Promise.all([log(projectId, batch), log(projectId, batch)]);
    const bodies = [await a.json(), await b.json()];
    expect(bodies.reduce((n, x) => n + x.accepted, 0)).toBe(2);
    expect((await log(projectId, batch).then((r) => r.json())).duplicates).toBe(2);
    const n = await server.deps.db
      .selectFrom('analyticsEvents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sessionId', '=', 'sess-dup')
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2);
  });

  it('cuts strings at 256 characters and keeps custom keys in properties', async () => {
    const long = 'x'.repeat(1000);
    await log(projectId, [
      event({
        session_id: 'sess-long',
        pathname: `/${long}`,
        referrer: `https://example.org/${long}`,
        plan: long,
        nested: { a: long, n: 3 },
      }),
    ]);
    const row = await server.deps.db
      .selectFrom('analyticsEvents')
      .selectAll()
      .where('sessionId', '=', 'sess-long')
      .executeTakeFirstOrThrow();
    expect(row.pathname).toHaveLength(256);
    expect(row.referrer).toHaveLength(256);
    const props = JSON.parse(row.properties ?? '{}');
    expect(props.plan).toHaveLength(256);
    expect(props.nested).toEqual({ a: 'x'.repeat(256), n: 3 });
    expect(props).not.toHaveProperty('project_id');
  });

  it('refuses bad shapes with a Spanish 400 and oversized batches with 413', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, messages.analytics.eventsRequired],
      [{ events: [] }, 400, messages.analytics.eventsRequired],
      [{ events: 'x' }, 400, messages.analytics.eventsRequired],
      [{ events: [event({ type: '' })] }, 400, 'El evento 1 no es válido: falta el tipo.'],
      [
        { events: [event(), event({ timestamp: 'ayer' })] },
        400,
        'El evento 2 no es válido: la fecha no es válida.',
      ],
      [
        { events: [event({ pathname: 42 })] },
        400,
        'El evento 1 no es válido: el campo pathname debe ser texto.',
      ],
      [
        { events: [event({ screen_width: 'ancho' })] },
        400,
        'El evento 1 no es válido: el ancho de pantalla debe ser un número entero.',
      ],
      [{ events: [7] }, 400, 'El evento 1 no es válido: falta el tipo.'],
      [
        { events: Array.from({ length: 101 }, () => event()) },
        413,
        messages.analytics.tooManyEvents,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await server.fetch(`/api/analytics/${projectId}/log`, { json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(await errorMessage(res)).toBe(message);
    }
    const bad = await server.fetch(`/api/analytics/${projectId}/log`, {
      method: 'POST',
      body: '{no',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    // sendBeacon's text/plain body is JSON too.
    const beacon = await server.fetch(`/api/analytics/${projectId}/log`, {
      method: 'POST',
      body: JSON.stringify({ events: [event({ session_id: 'sess-beacon' })] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.status).toBe(202);
    expect(beacon.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('drops events outside the time window without failing the batch', async () => {
    const old = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const res = await log(projectId, [
      event({ timestamp: old }),
      event({ session_id: 'sess-fresh' }),
    ]);
    expect(await res.json()).toMatchObject({ accepted: 1, dropped: 1 });
  });

  it('answers 404 for unknown and private projects, and accepts the platform site id', async () => {
    expect((await log('no-existe', [event()])).status).toBe(404);
    const priv = await createProject(server, owner);
    const patch = await server.fetch(`/api/projects/${priv.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPublic: false },
    });
    expect(patch.status).toBe(200);
    const res = await log(priv.id, [event()]);
    expect(res.status).toBe(404);
    expect(await errorMessage(res)).toBe(messages.projects.notFound);
    expect((await log(PLATFORM_SITE_ID, [event({ session_id: 'sess-site' })])).status).toBe(202);
  });

  it('attributes channels on the server with the spec-9 rules', async () => {
    const table: [Record<string, string | null>, string][] = [
      [{ utm_medium: 'cpc' }, 'Paid Search'],
      [{ utm_medium: 'PPC', referrer: 'https://www.google.com/' }, 'Paid Search'],
      [{ utm_medium: 'email' }, 'Email'],
      [{ utm_medium: 'social' }, 'Social'],
      [{ utm_medium: 'referral' }, 'Referral'],
      [{ utm_medium: 'display' }, 'Display'],
      [{ utm_medium: 'affiliate' }, 'Affiliate'],
      [{ referrer: 'https://www.google.es/search?q=forja' }, 'Organic Search'],
      [{ referrer: 'https://duckduckgo.com/' }, 'Organic Search'],
      [{ referrer: 'https://www.bing.com/' }, 'Organic Search'],
      [{ referrer: 'https://t.co/abc' }, 'Social'],
      [{ referrer: 'https://l.facebook.com/' }, 'Social'],
      [{ referrer: 'https://www.linkedin.com/feed' }, 'Social'],
      [{ referrer: 'https://mail.google.com/mail/u/0' }, 'Email'],
      [{ referrer: 'https://outlook.live.com/' }, 'Email'],
      [{ referrer: 'https://blog.example.org/post' }, 'Referral'],
      [{ referrer: null }, 'Direct'],
      [{ referrer: 'no es una url' }, 'Direct'],
      [{ utm_source: 'boletin' }, 'Referral'],
    ];
    for (const [input, expected] of table) {
      const referrerHost = referrerHostOf(input.referrer);
      expect(
        detectChannel({ utmMedium: input.utm_medium, utmSource: input.utm_source, referrerHost }),
        JSON.stringify(input),
      ).toBe(expected);
    }
    // Over HTTP, with a client channel that lies: the server decides.
    const fresh = await createProject(server, owner);
    await log(fresh.id, [event({ referrer: 'https://www.google.com/', channel: 'Email' })], {
      ip: '192.0.2.1',
    });
    await log(
      fresh.id,
      [
        event({
          referrer: 'https://news.ycombinator.com/item',
          utm_source: 'hn',
          utm_medium: 'social',
          utm_campaign: 'lanzamiento',
        }),
      ],
      { ip: '192.0.2.2' },
    );
    await log(fresh.id, [event({ referrer: `${server.url}/proyectos/otra` })], { ip: '192.0.2.3' });
    const s = await stats(fresh.id, owner);
    expect(Object.fromEntries(s.channels.map((c) => [c.channel, c.visitors]))).toEqual({
      'Organic Search': 1,
      Social: 1,
      Direct: 1,
    });
    expect(s.referrers).toEqual([
      { referrer: 'google.com', visitors: 1 },
      { referrer: 'news.ycombinator.com', visitors: 1 },
    ]);
    expect(s.campaigns).toEqual([
      { utmSource: 'hn', utmMedium: 'social', utmCampaign: 'lanzamiento', visitors: 1 },
    ]);
  });

  it('keeps closed days in rollups and refreshes a day when a late event arrives', async () => {
    const fresh = await createProject(server, owner);
    const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await log(fresh.id, [event({ session_id: 'late-1', timestamp: dayAgo(2).toISOString() })], {
      ip: '192.0.2.10',
    });
    const first = await stats(fresh.id, owner);
    expect(
      first.byDay.find((d) => d.date === dayAgo(2).toISOString().slice(0, 10))?.pageviews,
    ).toBe(1);
    const stored = await server.deps.db
      .selectFrom('analyticsDayRollups')
      .select('day')
      .where('projectId', '=', fresh.id)
      .execute();
    expect(stored).toHaveLength(6); // every closed day of the week; today is always live
    // An offline queue delivers an event for the same closed day later.
    await log(
      fresh.id,
      [event({ session_id: 'late-2', pathname: '/tarde', timestamp: dayAgo(2).toISOString() })],
      { ip: '192.0.2.11' },
    );
    const second = await stats(fresh.id, owner);
    expect(second.byDay.find((d) => d.date === dayAgo(2).toISOString().slice(0, 10))).toMatchObject(
      { pageviews: 2, visitors: 2 },
    );
    expect(second.pages.map((p) => p.pathname).sort()).toEqual(['/', '/tarde']);
  });

  it('rolls closed days up in a background pass, and redoes a day a late event made stale', async () => {
    const fresh = await createProject(server, owner);
    const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const dayOf = (n: number) => dayAgo(n).toISOString().slice(0, 10);
    await log(
      fresh.id,
      [
        event({ session_id: 'bg-1', timestamp: dayAgo(1).toISOString(), pathname: '/a' }),
        event({ session_id: 'bg-1', timestamp: dayAgo(1).toISOString(), pathname: '/b' }),
        event({ session_id: 'bg-2', timestamp: dayAgo(3).toISOString(), pathname: '/a' }),
      ],
      { ip: '192.0.2.20' },
    );
    const rollupDays = async () =>
      (
        await server.deps.db
          .selectFrom('analyticsDayRollups')
          .select(['day', 'payload'])
          .where('projectId', '=', fresh.id)
          .orderBy('day')
          .execute()
      ).map((r) => [r.day, JSON.parse(r.payload) as { pageviews: number; visitors: number }]);

    expect(await rollUpClosedDays(server.deps)).toBeGreaterThanOrEqual(2);
    // Only the closed days with events: today stays live, empty days cost nothing.
    expect(await rollupDays()).toEqual([
      [dayOf(3), expect.objectContaining({ pageviews: 1, visitors: 1 })],
      [dayOf(1), expect.objectContaining({ pageviews: 2, visitors: 1 })],
    ]);
    // A second pass finds nothing of this project left to do.
    await rollUpClosedDays(server.deps);
    expect(await rollupDays()).toHaveLength(2);

    // A late event from another visitor deletes day 1's rollup; the next pass redoes it.
    await log(fresh.id, [event({ session_id: 'bg-3', timestamp: dayAgo(1).toISOString() })], {
      ip: '192.0.2.21',
    });
    expect((await rollupDays()).map(([d]) => d)).toEqual([dayOf(3)]);
    await rollUpClosedDays(server.deps);
    expect(await rollupDays()).toEqual([
      [dayOf(3), expect.objectContaining({ pageviews: 1, visitors: 1 })],
      [dayOf(1), expect.objectContaining({ pageviews: 3, visitors: 2 })],
    ]);
    const week = await stats(fresh.id, owner);
    expect(week.totals).toMatchObject({ pageviews: 4, visitors: 3, sessions: 3 });
    expect(week.byDay.find((d) => d.date === dayOf(1))).toMatchObject({
      pageviews: 3,
      visitors: 2,
    });
  });

  it('runs the rollup pass on its own once started, and stop() waits for it', async () => {
    const fresh = await createProject(server, owner);
    const day = new Date(Date.now() - 2 * 86_400_000);
    await log(fresh.id, [event({ session_id: 'sched-1', timestamp: day.toISOString() })], {
      ip: '192.0.2.40',
    });
    const errors: unknown[] = [];
    const scheduler = startRollupScheduler(server.deps, {
      firstDelayMs: 0,
      onError: (e) => errors.push(e),
    });
    const stored = () =>
      server.deps.db
        .selectFrom('analyticsDayRollups')
        .select('day')
        .where('projectId', '=', fresh.id)
        .execute();
    await expect.poll(stored, { timeout: 15_000, interval: 50 }).toHaveLength(1);
    await scheduler.stop();
    expect(await stored()).toEqual([{ day: day.toISOString().slice(0, 10) }]);
    expect(errors).toEqual([]);
  });

  it('stores a full batch of 100 in one go and skips a duplicate inside it', async () => {
    const fresh = await createProject(server, owner);
    const at = new Date().toISOString();
    const events = Array.from({ length: 99 }, (_, i) =>
      event({ session_id: 'full', pathname: `/p${i}`, timestamp: at, referrer: null }),
    );
    events.push(event({ session_id: 'full', pathname: '/p7', timestamp: at }));
    const res = await log(fresh.id, events, { ip: '192.0.2.30' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ accepted: 99, duplicates: 1, dropped: 0 });
    const rows = await server.deps.db
      .selectFrom('analyticsEvents')
      .select(['pathname', 'sessionId', 'day', 'userId', 'properties', 'channel', 'visitorHash'])
      .where('projectId', '=', fresh.id)
      .execute();
    expect(rows).toHaveLength(99);
    expect(rows[0]).toMatchObject({
      sessionId: 'full',
      day: at.slice(0, 10),
      userId: null,
      properties: null,
      channel: 'Direct',
    });
    expect(rows[0].visitorHash).toMatch(/^[\w-]{22}$/);
    expect((await stats(fresh.id, owner)).totals).toMatchObject({ pageviews: 99, sessions: 1 });
  });

  it('shows stats to the owner only', async () => {
    expect((await server.fetch(`/api/projects/${projectId}/analytics`)).status).toBe(401);
    const foreign = await server.fetch(`/api/projects/${projectId}/analytics`, {
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await errorMessage(foreign)).toBe(messages.projects.notFound);
    const missing = await server.fetch('/api/projects/no-existe/analytics', {
      cookie: other.cookie,
    });
    expect(missing.status).toBe(404);
    const badDays = await server.fetch(`/api/projects/${projectId}/analytics?days=8`, {
      cookie: owner.cookie,
    });
    expect(badDays.status).toBe(400);
    expect(await errorMessage(badDays)).toBe(messages.analytics.daysInvalid);
    const empty = await stats((await createProject(server, other)).id, other, 30);
    expect(empty.totals).toEqual({
      pageviews: 0,
      visitors: 0,
      sessions: 0,
      bounceRate: 0,
      avgDurationSeconds: 0,
    });
    expect(empty.byDay).toHaveLength(30);
  });

  it('gives the platform stats to ADMIN_EMAILS only, and the dashboard its 7-day figure', async () => {
    expect((await server.fetch('/api/admin/analytics')).status).toBe(401);
    const denied = await server.fetch('/api/admin/analytics', { cookie: owner.cookie });
    expect(denied.status).toBe(403);
    expect(await errorMessage(denied)).toBe(messages.analytics.adminOnly);
    const admin = await createUser(server, { email: 'otra@forja.test' });
    const res = await server.fetch('/api/admin/analytics?days=30', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AnalyticsStats).totals.pageviews).toBe(1);

    const summary = await server.fetch('/api/analytics/summary', { cookie: owner.cookie });
    const body = await summary.json();
    expect(body.days).toBe(7);
    expect(body.visitors).toBeGreaterThanOrEqual(2);
    const none = await server.fetch('/api/analytics/summary', {
      cookie: (await createUser(server)).cookie,
    });
    expect(await none.json()).toEqual({ days: 7, pageviews: 0, visitors: 0 });
  });

  it('rate-limits one address but not another', async () => {
    const limited = await startTestServer({
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '3',
      TRUST_PROXY: 'true',
    });
    try {
      const u = await createUser(limited);
      const p = await createProject(limited, u);
      const send = (ip: string) =>
        limited.fetch(`/api/analytics/${p.id}/log`, {
          json: { events: [event()] },
          headers: { 'x-forwarded-for': ip },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send('203.0.113.50')).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await send('203.0.113.51')).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
