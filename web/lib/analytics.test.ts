// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';

// The client's own rules (docs/product-spec.md §9): batching, timing, caps, session, queue, consent.
// The network is a recorder here; e2e/analytics.spec.ts sends the real requests.

type Sent = { url: string; events: Record<string, unknown>[] };

describe('web analytics client', () => {
  let sent: Sent[];
  let fail: boolean;
  let allowed: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sent = [];
    fail = false;
    allowed = true;
    history.replaceState(null, '', '/proyectos/demo?utm_source=boletin&utm_medium=email');
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (fail) throw new TypeError('offline');
      sent.push({ url, events: JSON.parse(String(init.body)).events });
      return new Response('{}', { status: 202 });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const make = () => createAnalytics({ siteId: 'p1', allowed: () => allowed });

  it('sends after 3 s, in batches of 10, with strings cut at 256', async () => {
    const a = make();
    a.track('click', { label: 'x'.repeat(400) });
    await vi.advanceTimersByTimeAsync(2900);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/analytics/p1/log');
    expect(sent[0].events[0]).toMatchObject({
      type: 'click',
      project_id: 'p1',
      pathname: '/proyectos/demo',
      utm_source: 'boletin',
      utm_medium: 'email',
    });
    expect((sent[0].events[0].label as string).length).toBe(256);

    for (let i = 0; i < 25; i++) a.pageview();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.events.length)).toEqual([1, 10, 10]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent.map((s) => s.events.length)).toEqual([1, 10, 10, 5]);
    a.destroy();
  });

  it('keeps the queue in localStorage and retries every 3 s after a failure', async () => {
    fail = true;
    const a = make();
    a.pageview();
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.pending()).toBe(1);
    expect(JSON.parse(localStorage.getItem('forja-analytics:queue:p1') ?? '[]')).toHaveLength(1);
    a.destroy();
    // A new page load picks the stored queue up.
    fail = false;
    const b = make();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem('forja-analytics:queue:p1')).toBeNull();
    b.destroy();
  });

  it('keeps one session for 30 minutes of activity, then starts another', async () => {
    const a = make();
    a.pageview();
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    a.pageview();
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    a.pageview();
    await vi.advanceTimersByTimeAsync(3000);
    const ids = sent.flatMap((s) => s.events.map((e) => e.session_id));
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
    a.destroy();
  });

  it('remembers the campaign on later pages', async () => {
    const a = make();
    a.pageview();
    history.replaceState(null, '', '/precios');
    a.pageview();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent[0].events[1]).toMatchObject({ pathname: '/precios', utm_source: 'boletin' });
    a.destroy();
  });

  it('flushes with sendBeacon on pagehide', async () => {
    const beacons: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string) => beacons.push(url) > 0,
    });
    const a = make();
    for (let i = 0; i < 12; i++) a.pageview();
    // 10 went out by fetch at once; the 2 left go by beacon when the page hides.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual(['/api/analytics/p1/log']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((x) => x.events.length)).toEqual([10]);
    expect(a.pending()).toBe(0);
    a.destroy();
  });

  it('queues and sends nothing without consent, or when disabled', async () => {
    allowed = false;
    const a = make();
    a.pageview();
    expect(a.pending()).toBe(0);
    allowed = true;
    a.disable();
    a.pageview();
    expect(a.pending()).toBe(0);
    a.enable();
    a.pageview();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toHaveLength(1);
    a.destroy();
  });
});
