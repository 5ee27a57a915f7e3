import { afterEach, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from '../test/server.ts';

// Issue 10: without Stripe, the local checkout gave anyone any plan. Over https it is off
// unless PAYMENTS_MODE=test; the plans endpoint says which mode runs.
describe('payments mode', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function tryCheckout(env: Record<string, string>) {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...env });
    const plans = (await (await server.fetch('/api/plans')).json()) as {
      provider: string;
      plans: { name: string; priceId: string | null }[];
    };
    const user = await createUser(server);
    const res = await server.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      json: { priceId: 'local_price_elite', planName: 'Elite' },
    });
    return { plans, res };
  }

  it('is off over https without PAYMENTS_MODE, with a Spanish 503', async () => {
    const { plans, res } = await tryCheckout({ PUBLIC_BASE_URL: 'https://forja.example' });
    expect(plans.provider).toBe('off');
    expect(plans.plans.every((p) => p.priceId === null)).toBe(true);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Los pagos no están disponibles en esta instalación.',
    );
  });

  it('is the local test checkout over https with PAYMENTS_MODE=test', async () => {
    const { plans, res } = await tryCheckout({
      PUBLIC_BASE_URL: 'https://forja.example',
      PAYMENTS_MODE: 'test',
    });
    expect(plans.provider).toBe('local');
    expect(res.status).toBe(200);
  });

  it('is the local test checkout over http (development), and off with PAYMENTS_MODE=live', async () => {
    const dev = await tryCheckout({});
    expect(dev.plans.provider).toBe('local');
    expect(dev.res.status).toBe(200);
    const { url } = (await dev.res.json()) as { url: string };
    await server?.close();
    server = undefined;
    const live = await tryCheckout({ PAYMENTS_MODE: 'live' });
    expect(live.plans.provider).toBe('off');
    expect(live.res.status).toBe(503);
    expect(url).toMatch(/^\/checkout\/local\//);
  });
});
