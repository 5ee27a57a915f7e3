import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_STRING,
  ANALYTICS_SESSION_MS,
  UTM_KEYS,
} from '../../contracts/analytics-limits.ts';

// The analytics client (docs/product-spec.md §§4, 9; issue 8). One instance per site id: the
// platform's own pages report to PLATFORM_SITE_ID, a public project page to its project.
// - batches of 10, sent 3 s after the first queued event (or at once when 10 are queued);
// - strings cut at 256 characters;
// - a session id that expires after 30 minutes without activity;
// - the queue kept in localStorage and retried every 3 s after a failure (the server
//   deduplicates a batch that did arrive but whose answer was lost);
// - on pagehide what is left goes out with sendBeacon (fetch keepalive as the fallback);
// - the five UTM parameters are remembered, so a later page still credits the campaign;
// - nothing is queued or sent unless `allowed()` says so (do-not-track off and cookie
//   consent for analytics, see lib/consent.ts), and `disable()` stops it until `enable()`.

type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;
export type AnalyticsEvent = {
  type: string;
  timestamp: string;
  project_id: string;
  session_id: string;
  pathname: string;
  referrer: string | null;
  screen_width: number;
} & Utm &
  Record<string, unknown>;

export type AnalyticsOptions = {
  siteId: string;
  allowed: () => boolean;
  /** Where batches go; defaults to our own ingest endpoint. */
  endpoint?: string;
};

const SESSION_KEY = 'forja-analytics:session';
const UTM_KEY = 'forja-analytics:utm';
const DISABLED_KEY = 'forja-analytics:disabled';
const queueKey = (siteId: string) => `forja-analytics:queue:${siteId}`;

function cut(value: unknown): unknown {
  if (typeof value === 'string') return value.slice(0, ANALYTICS_MAX_STRING);
  if (Array.isArray(value)) return value.map(cut);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]));
  return value;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: events stay in memory only.
  }
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** The current session id; a new one after 30 minutes without an event. */
export function touchSession(now = Date.now()): string {
  const current = read<{ id: string; lastActivityAt: number }>(SESSION_KEY);
  const id =
    current && now - current.lastActivityAt <= ANALYTICS_SESSION_MS ? current.id : randomId();
  write(SESSION_KEY, { id, lastActivityAt: now });
  return id;
}

/** UTM parameters of this URL, merged over the remembered ones. */
export function captureUtm(search: string): Utm {
  const remembered = read<Utm>(UTM_KEY) ?? {};
  const params = new URLSearchParams(search);
  const fresh: Utm = {};
  for (const key of UTM_KEYS) {
    const v = params.get(key);
    if (v) fresh[key] = v.slice(0, ANALYTICS_MAX_STRING);
  }
  if (Object.keys(fresh).length === 0) return remembered;
  // A new campaign replaces the old one as a whole: mixing sources would be fiction.
  write(UTM_KEY, fresh);
  return fresh;
}

export type AnalyticsClient = ReturnType<typeof createAnalytics>;

export function createAnalytics(opts: AnalyticsOptions) {
  const endpoint = opts.endpoint ?? `/api/analytics/${encodeURIComponent(opts.siteId)}/log`;
  const key = queueKey(opts.siteId);
  let queue: AnalyticsEvent[] = read<AnalyticsEvent[]>(key) ?? [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The batch a fetch is carrying now: pagehide must not send it a second time. */
  let inFlight = new Set<AnalyticsEvent>();

  const isEnabled = () => localStorage.getItem(DISABLED_KEY) !== '1' && opts.allowed();
  const persist = () => write(key, queue.length ? queue : null);
  const schedule = () => {
    if (!timer && queue.length) timer = setTimeout(() => void flush(), ANALYTICS_FLUSH_MS);
  };
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  async function flush(): Promise<void> {
    clearTimer();
    if (inFlight.size > 0 || queue.length === 0) return;
    if (!isEnabled()) return drop();
    const batch = queue.slice(0, ANALYTICS_BATCH_SIZE);
    inFlight = new Set(batch);
    let delivered = false;
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: batch }),
        credentials: 'same-origin',
        keepalive: true,
      });
      // 4xx other than 429 will never succeed (a private or deleted page): drop the batch.
      delivered = res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429);
    } catch {
      // Offline: the batch stays queued and is retried in 3 s.
    }
    const done = inFlight;
    inFlight = new Set();
    if (delivered) {
      queue = queue.filter((e) => !done.has(e));
      persist();
    }
    // A full batch waiting goes at once; anything less (or a retry) after the delay.
    if (delivered && queue.length >= ANALYTICS_BATCH_SIZE) return flush();
    schedule();
  }

  /** pagehide: everything left goes out now, through sendBeacon when the browser has it. */
  function flushOnHide() {
    clearTimer();
    if (!isEnabled()) return drop();
    // The batch a fetch (keepalive) is carrying finishes on its own.
    let rest = queue.filter((e) => !inFlight.has(e));
    while (rest.length) {
      const batch = rest.slice(0, ANALYTICS_BATCH_SIZE);
      const body = JSON.stringify({ events: batch });
      // text/plain needs no CORS preflight; the server parses it as JSON.
      const beaconed =
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
      if (!beaconed) {
        void fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          keepalive: true,
        }).catch(() => {});
      }
      rest = rest.slice(batch.length);
    }
    queue = queue.filter((e) => inFlight.has(e));
    persist();
  }

  function drop() {
    clearTimer();
    queue = [];
    persist();
  }

  function track(type: string, properties: Record<string, unknown> = {}) {
    if (!isEnabled()) return;
    const event = cut({
      ...properties,
      type,
      timestamp: new Date().toISOString(),
      project_id: opts.siteId,
      session_id: touchSession(),
      pathname: location.pathname,
      referrer: document.referrer || null,
      screen_width: window.innerWidth,
      ...captureUtm(location.search),
    }) as AnalyticsEvent;
    queue.push(event);
    persist();
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
    else schedule();
  }

  const onHide = () => flushOnHide();
  window.addEventListener('pagehide', onHide);
  if (queue.length && isEnabled()) schedule();

  return {
    track,
    pageview: () => track('pageview'),
    flush,
    flushOnHide,
    /** docs/product-spec.md §4: analytics can be disabled and re-enabled. */
    disable() {
      localStorage.setItem(DISABLED_KEY, '1');
      drop();
    },
    enable() {
      localStorage.removeItem(DISABLED_KEY);
    },
    isEnabled,
    /** Events waiting to be sent (tests and diagnostics). */
    pending: () => queue.length,
    destroy() {
      clearTimer();
      window.removeEventListener('pagehide', onHide);
    },
  };
}

const clients = new Map<string, AnalyticsClient>();

/** One shared client per site id for the app. */
export function analyticsFor(siteId: string, allowed: () => boolean): AnalyticsClient {
  let client = clients.get(siteId);
  if (!client) {
    client = createAnalytics({ siteId, allowed });
    clients.set(siteId, client);
  }
  return client;
}
