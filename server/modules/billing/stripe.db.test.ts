import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlansResponse, SubscriptionView } from '../../../contracts/billing.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { consumeCredit } from './service.ts';
import { type FakeStripe, startFakeStripe, subscriptionObject } from './testing/fake-stripe.ts';

// The real `stripe` library against a local fake of the endpoints we call; webhooks
// signed with the library's own test-header helper. SQLite and PostgreSQL.

const WEBHOOK_SECRET = 'whsec_test_secret_forja';
const signer = new Stripe('sk_test_signer');
const DAY = 86_400;

describe('Stripe checkout, portal and webhooks', () => {
  let server: TestServer;
  let fake: FakeStripe;
  let eventCounter = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestServer({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: 'sk_test_forja',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_BUILDER: 'price_builder',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ELITE: 'price_elite',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  function deliver(payload: string, opts: { timestamp?: number; header?: string } = {}) {
    const header =
      opts.header ??
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: opts.timestamp,
      });
    // Stripe sends no Origin; the route is exempt from the browser Origin check.
    return fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      body: payload,
    });
  }

  function eventPayload(type: string, object: unknown, id = `evt_test_${++eventCounter}`): string {
    return JSON.stringify(
      { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } },
      null,
      2,
    );
  }

  async function subscription(user: TestUser): Promise<SubscriptionView> {
    const res = await server.fetch('/api/billing/subscription', { cookie: user.cookie });
    return (await res.json()) as SubscriptionView;
  }

  async function checkout(user: TestUser, planName = 'Starter', priceId = 'price_starter') {
    const res = await server.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      json: { priceId, planName, userId: 'someone-else', userEmail: 'evil@example.com' },
    });
    return res;
  }

  /** A user who went through checkout and whose payment Stripe confirmed. */
  async function subscribedUser(periodStart: number, periodEnd: number) {
    const user = await createUser(server);
    const res = await checkout(user);
    expect(res.status).toBe(200);
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const csId = ((await res.json()) as { url: string }).url.split('/').at(-1)!;
    const subId = `sub_${csId}`;
    fake.subscriptions.set(subId, {
      id: subId,
      status: 'active',
      priceId: 'price_starter',
      periodStart,
      periodEnd,
    });
    const payload = eventPayload('checkout.session.completed', {
      id: csId,
      object: 'checkout.session',
      mode: 'subscription',
      customer: `cus_${csId}`,
      subscription: subId,
      metadata: { checkoutSessionId: created.form.get('metadata[checkoutSessionId]') },
    });
    return { user, csId, subId, payload };
  }

  it('lists the five plans with the configured price ids', async () => {
    const res = await server.fetch('/api/plans');
    const body = (await res.json()) as PlansResponse;
    expect(body.provider).toBe('stripe');
    expect(
      body.plans.map((p) => [p.name, p.price, p.messageCredits, p.integrationCredits, p.priceId]),
    ).toEqual([
      ['Free', 0, 25, 500, null],
      ['Starter', 20, 100, 2000, 'price_starter'],
      ['Builder', 50, 250, 10000, 'price_builder'],
      ['Pro', 100, 500, 20000, 'price_pro'],
      ['Elite', 200, 1200, 50000, 'price_elite'],
    ]);
  });

  it('needs a session to subscribe, with the spec text', async () => {
    const res = await server.fetch('/api/functions/stripe-checkout', {
      json: { priceId: 'price_starter', planName: 'Starter' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para suscribirse' },
    });
  });

  it('refuses bad checkout input with Spanish 4xx', async () => {
    const user = await createUser(server);
    const unknown = await checkout(user, 'Platinum', 'price_x');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'El plan elegido no existe.',
    );
    const cheap = await checkout(user, 'Elite', 'price_starter');
    expect(cheap.status).toBe(400);
    expect(((await cheap.json()) as { error: { message: string } }).error.message).toBe(
      'El precio no corresponde al plan elegido.',
    );
    const free = await checkout(user, 'Free', 'price_starter');
    expect(free.status).toBe(400);
    const empty = await server.fetch('/api/functions/stripe-checkout', {
      cookie: user.cookie,
      json: {},
    });
    expect(empty.status).toBe(400);
  });

  it('creates a subscription Checkout Session for the session user, ignoring ids in the body', async () => {
    const user = await createUser(server);
    const res = await checkout(user);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price]')).toBe('price_starter');
    expect(sent.form.get('customer_email')).toBe(user.email);
    expect(sent.form.get('client_reference_id')).toBe(user.id);
    expect(sent.form.get('metadata[userId]')).toBe(user.id);
    expect(sent.form.get('success_url')).toBe(
      `${server.config.publicBaseUrl}/pricing?success=true`,
    );
    expect(sent.form.get('cancel_url')).toBe(
      `${server.config.publicBaseUrl}/pricing?canceled=true`,
    );
  });

  it('answers the spec error when Stripe refuses the checkout', async () => {
    const user = await createUser(server);
    fake.failNext('/v1/checkout/sessions');
    const res = await checkout(user);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Error al iniciar el pago. Inténtalo de nuevo.',
    );
  });

  it('fulfils one checkout.session.completed delivered 20 times concurrently exactly once', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { user, subId, payload } = await subscribedUser(now - DAY, now + 29 * DAY);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const results = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { result: string }).result),
    );
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);

    const subs = await server.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      planName: 'Starter',
      status: 'active',
      stripeSubscriptionId: subId,
      priceId: 'price_starter',
    });
    const ledgers = await server.deps.db
      .selectFrom('creditLedgers')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(ledgers).toHaveLength(1);
    expect(ledgers[0]).toMatchObject({
      planName: 'Starter',
      messageLimit: 100,
      integrationLimit: 2000,
    });

    const view = await subscription(user);
    expect(view).toMatchObject({
      planName: 'Starter',
      status: 'active',
      hasCustomer: true,
      messages: { used: 0, limit: 100 },
      daily: null,
    });
    // A paid plan has no daily cap: six messages in a row go through.
    for (let i = 0; i < 6; i++)
      await consumeCredit(server.deps, { userId: user.id, kind: 'message' });
    expect((await subscription(user)).messages.used).toBe(6);
  });

  it('refuses a tampered body, a stale timestamp and a missing signature with 400', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { user, payload } = await subscribedUser(now, now + 30 * DAY);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"mode": "subscription"', '"mode": "payment"'), {
      header,
    });
    expect(tampered.status).toBe(400);
    const stale = await deliver(payload, { timestamp: now - 600 });
    expect(stale.status).toBe(400);
    const wrongSecret = await deliver(payload, {
      header: signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    });
    expect(wrongSecret.status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { error: { message: string } }).error.message).toBe(
      'Firma del evento de pago no válida.',
    );
    // Nothing was granted by any of them.
    expect((await subscription(user)).planName).toBe('Free');
    expect(
      await server.deps.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('userId', '=', user.id)
        .execute(),
    ).toHaveLength(0);
  });

  it('refreshes the credits on invoice.paid for the new period, once', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { user, subId, payload } = await subscribedUser(now - 30 * DAY, now + 60);
    expect((await deliver(payload)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      await consumeCredit(server.deps, { userId: user.id, kind: 'message' });
    expect((await subscription(user)).messages.used).toBe(4);

    const invoice = eventPayload('invoice.paid', {
      id: 'in_test_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      lines: {
        object: 'list',
        data: [{ id: 'il_1', period: { start: now - 5, end: now + 30 * DAY } }],
      },
    });
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(invoice)));
    expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const view = await subscription(user);
    expect(view.planName).toBe('Starter');
    expect(view.messages).toEqual({ used: 0, limit: 100 });
    expect(view.periodStart).toBe(new Date((now - 5) * 1000).toISOString());
    expect(
      await server.deps.db
        .selectFrom('creditLedgers')
        .selectAll()
        .where('userId', '=', user.id)
        .execute(),
    ).toHaveLength(2);
  });

  it('changes the plan on customer.subscription.updated and falls back to Free on deleted', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { user, subId, payload } = await subscribedUser(now - DAY, now + 29 * DAY);
    await deliver(payload);
    await consumeCredit(server.deps, { userId: user.id, kind: 'message' });
    const upgraded = subscriptionObject({
      id: subId,
      status: 'active',
      priceId: 'price_pro',
      periodStart: now - DAY,
      periodEnd: now + 29 * DAY,
    });
    expect((await deliver(eventPayload('customer.subscription.updated', upgraded))).status).toBe(
      200,
    );
    expect(await subscription(user)).toMatchObject({
      planName: 'Pro',
      messages: { used: 1, limit: 500 },
    });

    expect(
      (
        await deliver(
          eventPayload('customer.subscription.deleted', { ...upgraded, status: 'canceled' }),
        )
      ).status,
    ).toBe(200);
    const view = await subscription(user);
    expect(view).toMatchObject({ planName: 'Free', status: 'canceled', messages: { limit: 25 } });
  });

  it('acknowledges events about things we do not know without changing anything', async () => {
    const res = await deliver(
      eventPayload('customer.subscription.deleted', { id: 'sub_unknown', object: 'subscription' }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('skipped');
    const other = await deliver(
      eventPayload('payment_intent.created', { id: 'pi_1', object: 'payment_intent' }),
    );
    expect(other.status).toBe(200);
  });

  it('opens the portal only for a user with a customer id', async () => {
    const user = await createUser(server);
    const none = await server.fetch('/api/functions/stripe-portal', {
      cookie: user.cookie,
      json: { returnUrl: `${server.url}/pricing` },
    });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'No se encontró información de suscripción.',
    );

    const now = Math.floor(Date.now() / 1000);
    const subscribed = await subscribedUser(now, now + 30 * DAY);
    await deliver(subscribed.payload);
    const ok = await server.fetch('/api/functions/stripe-portal', {
      cookie: subscribed.user.cookie,
      json: { returnUrl: `${server.url}/pricing`, customerId: 'cus_someone_else' },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.test\/p\/session\//,
    );
    const sent = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(sent.form.get('customer')).toBe(`cus_${subscribed.csId}`);

    const offsite = await server.fetch('/api/functions/stripe-portal', {
      cookie: subscribed.user.cookie,
      json: { returnUrl: 'https://evil.example/phish' },
    });
    expect(offsite.status).toBe(400);

    fake.failNext('/v1/billing_portal/sessions');
    const failed = await server.fetch('/api/functions/stripe-portal', {
      cookie: subscribed.user.cookie,
      json: {},
    });
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(
      'Error al abrir el portal. Inténtalo de nuevo.',
    );

    const signedOut = await server.fetch('/api/functions/stripe-portal', { json: {} });
    expect(signedOut.status).toBe(401);
  });
});
