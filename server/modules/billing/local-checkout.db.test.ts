import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_RECORD_QUOTA } from '../../../contracts/app-definition.ts';
import type {
  LocalCheckoutView,
  PlansResponse,
  SubscriptionView,
} from '../../../contracts/billing.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';

// The embedded default: no Stripe key, a local test checkout fulfilled through the same
// path as Stripe's webhook. SQLite and PostgreSQL.

type ErrorReply = { error: { code: string; message: string } };

describe('local test checkout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function startCheckout(user: TestUser, planName = 'Starter'): Promise<string> {
    const plans = (await (await server.fetch('/api/plans')).json()) as PlansResponse;
    expect(plans.provider).toBe('local');
    const plan = plans.plans.find((p) => p.name === planName)!;
    const res = await server.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      json: { priceId: plan.priceId, planName },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/checkout\/local\/[\w-]+$/);
    return url.split('/').at(-1)!;
  }

  async function subscription(user: TestUser): Promise<SubscriptionView> {
    return (await (
      await server.fetch('/api/billing/subscription', { cookie: user.cookie })
    ).json()) as SubscriptionView;
  }

  it('completes a purchase: Starter with 100 message credits', async () => {
    const user = await createUser(server);
    const id = await startCheckout(user);
    const view = (await (
      await server.fetch(`/api/billing/local-checkout/${id}`, { cookie: user.cookie })
    ).json()) as LocalCheckoutView;
    expect(view).toMatchObject({
      planName: 'Starter',
      price: 20,
      messageCredits: 100,
      status: 'open',
    });

    const done = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'completed', redirectTo: '/pricing?success=true' });
    expect(await subscription(user)).toMatchObject({
      planName: 'Starter',
      status: 'active',
      hasCustomer: true,
      messages: { used: 0, limit: 100 },
      integrations: { used: 0, limit: 2000 },
      daily: null,
    });
  });

  it("shows the owner their plan's record quota, not Free's, however few records they have", async () => {
    const user = await createUser(server);
    const quota = async () =>
      (
        (await (await server.fetch('/api/apps/quota', { cookie: user.cookie })).json()) as {
          quota: { used: number; limit: number; plan: string };
        }
      ).quota;
    expect(await quota()).toEqual({ used: 0, limit: APP_RECORD_QUOTA.Free, plan: 'Free' });
    const id = await startCheckout(user);
    const done = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    expect(done.status).toBe(200);
    expect(await quota()).toEqual({ used: 0, limit: APP_RECORD_QUOTA.Starter, plan: 'Starter' });
  });

  it('completing twice, even concurrently, grants once', async () => {
    const user = await createUser(server);
    const id = await startCheckout(user, 'Builder');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.fetch(`/api/billing/local-checkout/${id}/complete`, {
          cookie: user.cookie,
          json: {},
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const again = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    expect(again.status).toBe(200);
    expect(
      await server.deps.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('userId', '=', user.id)
        .execute(),
    ).toHaveLength(1);
    const ledgers = await server.deps.db
      .selectFrom('creditLedgers')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(ledgers.filter((l) => l.planName === 'Builder')).toHaveLength(1);
    const events = await server.deps.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('sessionId', '=', id)
      .execute();
    expect(events).toHaveLength(1);
    expect((await subscription(user)).messages.limit).toBe(250);
  });

  it('cancels a purchase; a canceled session cannot be paid, and a paid one cannot be canceled', async () => {
    const user = await createUser(server);
    const id = await startCheckout(user);
    const canceled = await server.fetch(`/api/billing/local-checkout/${id}/cancel`, {
      cookie: user.cookie,
      json: {},
    });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toEqual({
      status: 'canceled',
      redirectTo: '/pricing?canceled=true',
    });
    const pay = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    expect(pay.status).toBe(409);
    expect(((await pay.json()) as ErrorReply).error.message).toBe(
      'Esta sesión de pago ya no está abierta.',
    );
    expect((await subscription(user)).planName).toBe('Free');

    const paidId = await startCheckout(user);
    await server.fetch(`/api/billing/local-checkout/${paidId}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    const lateCancel = await server.fetch(`/api/billing/local-checkout/${paidId}/cancel`, {
      cookie: user.cookie,
      json: {},
    });
    expect(lateCancel.status).toBe(409);
    expect((await subscription(user)).planName).toBe('Starter');
  });

  it("answers another user's session exactly like a missing one", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const id = await startCheckout(owner);
    for (const path of [
      `/api/billing/local-checkout/${id}`,
      '/api/billing/local-checkout/no-such-id',
    ]) {
      const res = await server.fetch(path, { cookie: other.cookie });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorReply).error.message).toBe(
        'No se encontró la sesión de pago.',
      );
    }
    const steal = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: other.cookie,
      json: {},
    });
    expect(steal.status).toBe(404);
    expect((await subscription(other)).planName).toBe('Free');
    const signedOut = await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      json: {},
    });
    expect(signedOut.status).toBe(401);
  });

  it('opens the local portal for a local customer and cancels back to Free', async () => {
    const user = await createUser(server);
    const none = await server.fetch('/api/functions/stripe-portal', {
      cookie: user.cookie,
      json: { returnUrl: `${server.url}/pricing` },
    });
    expect(none.status).toBe(404);
    expect(((await none.json()) as ErrorReply).error.message).toBe(
      'No se encontró información de suscripción.',
    );
    const noneCancel = await server.fetch('/api/billing/local-portal/cancel', {
      cookie: user.cookie,
      json: {},
    });
    expect(noneCancel.status).toBe(404);

    const id = await startCheckout(user);
    await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });
    const portal = await server.fetch('/api/functions/stripe-portal', {
      cookie: user.cookie,
      json: { returnUrl: `${server.url}/pricing` },
    });
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual({ url: '/checkout/local/portal' });

    const cancel = await server.fetch('/api/billing/local-portal/cancel', {
      cookie: user.cookie,
      json: {},
    });
    expect(cancel.status).toBe(200);
    expect(await subscription(user)).toMatchObject({
      planName: 'Free',
      status: 'canceled',
      messages: { limit: 25 },
    });
  });

  it('refuses state changes from another origin', async () => {
    const user = await createUser(server);
    const res = await server.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      headers: { origin: 'https://evil.example' },
      json: { priceId: 'local_price_starter', planName: 'Starter' },
    });
    expect(res.status).toBe(403);
  });
});

describe('billing return URLs on a second allowed origin', () => {
  // Issue 22: the portal's return URL was checked against PUBLIC_BASE_URL alone, so
  // "Gestionar suscripción" answered 400 on an origin listed in ALLOWED_ORIGINS.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      ALLOWED_ORIGINS: 'https://segundo.example',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('accepts a return URL on ALLOWED_ORIGINS and still refuses a foreign one', async () => {
    const user = await createUser(server);
    const plans = (await (await server.fetch('/api/plans')).json()) as PlansResponse;
    const plan = plans.plans.find((p) => p.name === 'Starter')!;
    const start = await server.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      json: { priceId: plan.priceId, planName: plan.name },
    });
    const id = ((await start.json()) as { url: string }).url.split('/').at(-1)!;
    await server.fetch(`/api/billing/local-checkout/${id}/complete`, {
      cookie: user.cookie,
      json: {},
    });

    const second = await server.fetch('/api/functions/stripe-portal', {
      cookie: user.cookie,
      json: { returnUrl: 'https://segundo.example/pricing' },
    });
    expect(second.status).toBe(200);

    const foreign = await server.fetch('/api/functions/stripe-portal', {
      cookie: user.cookie,
      json: { returnUrl: 'https://ajeno.example/pricing' },
    });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as ErrorReply).error.code).toBe('INVALID_RETURN_URL');
  });
});
