import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../../contracts/billing.ts';
import { AppError } from '../../lib/errors.ts';
import { createUser, startTestServer, type TestServer } from '../../test/server.ts';
import { consumeCredit, freePeriod, refundCredit, utcDay } from './service.ts';

// Runs on SQLite (npm test) and on PostgreSQL (npm run test:services).
describe('credits and quotas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function subscription(cookie: string): Promise<SubscriptionView> {
    const res = await server.fetch('/api/billing/subscription', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as SubscriptionView;
  }

  /** Sets how much of the current Free ledger is used, as if earlier requests had. */
  async function setUsage(
    userId: string,
    patch: { messagesUsed?: number; integrationsUsed?: number },
  ) {
    const { periodStart } = freePeriod(new Date());
    await server.deps.db
      .updateTable('creditLedgers')
      .set(patch)
      .where('userId', '=', userId)
      .where('periodStart', '=', periodStart)
      .execute();
  }

  async function attempt(userId: string, kind: 'message' | 'integration'): Promise<number> {
    try {
      await consumeCredit(server.deps, { userId, kind });
      return 200;
    } catch (error) {
      if (error instanceof AppError) return error.status;
      throw error;
    }
  }

  it('starts a new user on Free: 25 messages, 500 integrations, 5 messages a day', async () => {
    const user = await createUser(server);
    const sub = await subscription(user.cookie);
    expect(sub).toMatchObject({
      planName: 'Free',
      status: 'free',
      hasCustomer: false,
      messages: { used: 0, limit: 25 },
      integrations: { used: 0, limit: 500 },
      daily: { used: 0, limit: 5 },
    });
  });

  it('answers 401 for the subscription when signed out', async () => {
    const res = await server.fetch('/api/billing/subscription');
    expect(res.status).toBe(401);
  });

  it('caps the Free plan at 5 messages a day with a 429, and changes nothing on refusal', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 5; i++)
      await consumeCredit(server.deps, { userId: user.id, kind: 'message' });
    const refused = await consumeCredit(server.deps, { userId: user.id, kind: 'message' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).userMessage).toBe(
      'Has alcanzado el límite diario de 5 mensajes del plan Free. Vuelve mañana o mejora tu plan para seguir creando.',
    );
    const sub = await subscription(user.cookie);
    expect(sub.messages.used).toBe(5);
    expect(sub.daily).toEqual({ used: 5, limit: 5 });
    // Integration credits are not part of the daily cap.
    await consumeCredit(server.deps, { userId: user.id, kind: 'integration' });
    expect((await subscription(user.cookie)).integrations.used).toBe(1);
  });

  it('refuses with 402 when the month is used up, before the daily cap', async () => {
    const user = await createUser(server);
    await subscription(user.cookie);
    await setUsage(user.id, { messagesUsed: 25, integrationsUsed: 500 });
    const msg = await consumeCredit(server.deps, { userId: user.id, kind: 'message' }).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(msg?.status).toBe(402);
    expect(msg?.userMessage).toMatch(/^Has agotado los créditos de mensajes/);
    const integ = await consumeCredit(server.deps, { userId: user.id, kind: 'integration' }).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(integ?.status).toBe(402);
    expect(integ?.userMessage).toMatch(/^Has agotado los créditos de integración/);
    const sub = await subscription(user.cookie);
    expect(sub.messages.used).toBe(25);
    expect(sub.integrations.used).toBe(500);
    // The refused message did not count against today's cap either.
    expect(sub.daily?.used).toBe(0);
  });

  it('20 concurrent message requests against 3 remaining credits succeed exactly 3 times', async () => {
    const user = await createUser(server);
    await subscription(user.cookie);
    await setUsage(user.id, { messagesUsed: 22 });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(user.id, 'message')),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    const sub = await subscription(user.cookie);
    expect(sub.messages).toEqual({ used: 25, limit: 25 });
    expect(sub.daily?.used).toBe(3);
  });

  it('20 concurrent integration requests against 3 remaining credits succeed exactly 3 times', async () => {
    const user = await createUser(server);
    await subscription(user.cookie);
    await setUsage(user.id, { integrationsUsed: 497 });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(user.id, 'integration')),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect((await subscription(user.cookie)).integrations).toEqual({ used: 500, limit: 500 });
  });

  it('20 concurrent first requests of a new user create one ledger and respect the daily cap', async () => {
    const user = await createUser(server);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(user.id, 'message')),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const ledgers = await server.deps.db
      .selectFrom('creditLedgers')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(ledgers).toHaveLength(1);
    expect(ledgers[0].messagesUsed).toBe(5);
    const daily = await server.deps.db
      .selectFrom('dailyUsage')
      .selectAll()
      .where('userId', '=', user.id)
      .where('day', '=', utcDay(new Date()))
      .executeTakeFirstOrThrow();
    expect(daily.messagesUsed).toBe(5);
  });

  it('gives a credit back when the paid-for work failed on our side', async () => {
    const user = await createUser(server);
    await consumeCredit(server.deps, { userId: user.id, kind: 'message' });
    await consumeCredit(server.deps, { userId: user.id, kind: 'integration' });
    await refundCredit(server.deps, { userId: user.id, kind: 'message' });
    await refundCredit(server.deps, { userId: user.id, kind: 'integration' });
    // Never below zero.
    await refundCredit(server.deps, { userId: user.id, kind: 'message' });
    const sub = await subscription(user.cookie);
    expect(sub.messages.used).toBe(0);
    expect(sub.integrations.used).toBe(0);
    expect(sub.daily?.used).toBe(0);
  });
});
