import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsStats } from '../../../contracts/analytics.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';

// The real client the spec was written against, `@blinkdotnew/sdk`, talking to a running
// Forja. Its analytics module only runs in a browser (it checks for Node and turns itself
// off), so the SDK's own bundle is evaluated inside a happy-dom window whose page is a
// launched project on our server. Its HTTP address is fixed to the vendor
// (https://core.blink.new): the test points the SDK's internal HTTP client at our server
// by setting `_httpClient.coreUrl`. Nothing else in the SDK is changed.
// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).

type Sdk = {
  createClient(config: { projectId: string; authRequired?: boolean }): BlinkClient;
  BlinkNotificationsError: new (...args: unknown[]) => Error;
};
type SdkEvent = Record<string, unknown>;
type BlinkClient = {
  _httpClient: { coreUrl: string };
  analytics: {
    queue: SdkEvent[];
    log(name: string, data?: Record<string, unknown>): void;
    flush(): Promise<void>;
    isEnabled(): boolean;
  };
  notifications: {
    email(params: Record<string, unknown>): Promise<{ success: boolean; messageId: string }>;
  };
};

const sdkFile = createRequire(import.meta.url).resolve('@blinkdotnew/sdk');

/** The SDK's CommonJS bundle, evaluated in a browser-like window at `url`. */
function loadSdkInBrowser(url: string): { window: Window; sdk: Sdk } {
  const window = new Window({
    url,
    width: 1280,
    settings: {
      enableJavaScriptEvaluation: true,
      // Only the SDK's own published bundle is evaluated, never user content.
      suppressInsecureJavaScriptEnvironmentWarning: true,
    },
  } as ConstructorParameters<typeof Window>[0]);
  const scope = window as unknown as Record<string, unknown> & { eval(code: string): unknown };
  const module = { exports: {} as Record<string, unknown> };
  scope.__sdkModule = module;
  scope.__sdkRequire = (name: string) => {
    throw new Error(`${name} is not available in the browser`);
  };
  scope.eval(
    `(function (module, exports, require) {\n${readFileSync(sdkFile, 'utf8')}\n})(__sdkModule, __sdkModule.exports, __sdkRequire)`,
  );
  return { window, sdk: module.exports as unknown as Sdk };
}

describe('@blinkdotnew/sdk against Forja', () => {
  let server: TestServer;
  let owner: TestUser;
  let project: { id: string; slug: string };
  const windows: Window[] = [];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    owner = await createUser(server);
    project = await createProject(server, owner);
  });
  afterAll(async () => {
    for (const w of windows) await w.happyDOM.close();
    await server?.close();
  });

  function open(path: string) {
    const loaded = loadSdkInBrowser(`${server.url}${path}`);
    windows.push(loaded.window);
    const blink = loaded.sdk.createClient({ projectId: project.id, authRequired: false });
    blink._httpClient.coreUrl = server.url; // the vendor address, pointed at our server
    return { ...loaded, blink };
  }

  const stats = async () => {
    const res = await server.fetch(`/api/projects/${project.id}/analytics?days=7`, {
      cookie: owner.cookie,
    });
    return (await res.json()) as AnalyticsStats;
  };

  it('analytics: the pageview and a custom event land, are counted, and a re-send counts once', async () => {
    const { blink } = open(
      `/proyectos/${project.slug}?utm_source=twitter&utm_medium=social&utm_campaign=lanzamiento`,
    );
    expect(blink.analytics.isEnabled()).toBe(true);
    blink.analytics.log('signup_click', { plan: 'x'.repeat(300), step: 2 });
    const sent = blink.analytics.queue.map((e) => ({ ...e }));
    expect(sent.map((e) => e.type)).toEqual(['pageview', 'signup_click']);
    await blink.analytics.flush();
    expect(blink.analytics.queue).toEqual([]); // accepted: nothing left to retry

    const s = await stats();
    expect(s.totals).toMatchObject({ pageviews: 1, visitors: 1, sessions: 1 });
    expect(s.channels).toEqual([{ channel: 'Social', visitors: 1 }]);
    expect(s.campaigns).toEqual([
      { utmSource: 'twitter', utmMedium: 'social', utmCampaign: 'lanzamiento', visitors: 1 },
    ]);
    expect(s.pages).toEqual([
      { pathname: `/proyectos/${project.slug}`, pageviews: 1, visitors: 1 },
    ]);
    const custom = await server.deps.db
      .selectFrom('analyticsEvents')
      .selectAll()
      .where('projectId', '=', project.id)
      .where('type', '=', 'signup_click')
      .executeTakeFirstOrThrow();
    const props = JSON.parse(custom.properties ?? '{}');
    expect(props.step).toBe(2);
    expect(props.plan.length).toBeLessThanOrEqual(256);

    // The SDK re-sends a batch whose answer it did not get, with the same events.
    blink.analytics.queue = sent;
    await blink.analytics.flush();
    expect((await stats()).totals.pageviews).toBe(1);
    const rows = await server.deps.db
      .selectFrom('analyticsEvents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('projectId', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(2);
  });

  it('analytics: a private project gets nothing, and the SDK keeps its queue to retry', async () => {
    await server.fetch(`/api/projects/${project.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPublic: false },
    });
    try {
      const { blink } = open(`/proyectos/${project.slug}?otra=1`);
      await blink.analytics.flush();
      expect(blink.analytics.queue.map((e) => e.type)).toEqual(['pageview']);
    } finally {
      await server.fetch(`/api/projects/${project.id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { isPublic: true },
      });
    }
  });

  it('notifications: an email sent by the SDK reaches the outbox', async () => {
    const { blink, window } = open(`/proyecto/${project.slug}`);
    // The owner's session, as the browser would hold it after signing in.
    for (const pair of owner.cookie.split('; ')) window.document.cookie = `${pair}; path=/`;
    const result = await blink.notifications.email({
      to: 'cliente@example.com',
      subject: 'Tu reserva está confirmada',
      html: '<h1>¡Hola!</h1><p>Te esperamos el lunes.</p><img src=x onerror="alert(1)">',
      from: 'Agenda de Yoga',
    });
    expect(result).toEqual({ success: true, messageId: expect.any(String) });
    const [mail] = await server.deps.mailer.listOutbox();
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Tu_reserva_est=C3=A1_confirmada?=');
    expect(mail.raw).toContain('From: Agenda de Yoga <no-reply@forja.local>');
    expect(mail.raw).toContain('To: cliente@example.com');
    expect(mail.raw).not.toContain('onerror');

    // The server's Spanish message reaches the caller through the SDK's error.
    await expect(
      blink.notifications.email({ to: 'no-es-correo', subject: 'x', text: 'y' }),
    ).rejects.toThrow(
      'Failed to send email: La dirección "no-es-correo" no es un correo electrónico válido.',
    );
  });

  it('notifications: without a session the SDK gets a 401', async () => {
    const { blink } = open(`/proyecto/${project.slug}`);
    await expect(
      blink.notifications.email({ to: 'a@example.com', subject: 'x', text: 'y' }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
