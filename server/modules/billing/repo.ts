import type { Selectable } from 'kysely';
import type {
  CheckoutSessionsTable,
  CreditLedgersTable,
  DbOrTrx,
  SubscriptionsTable,
} from '../../db/types.ts';
import { newId, nowIso } from '../../lib/ids.ts';

export type Ledger = Selectable<CreditLedgersTable>;
export type Subscription = Selectable<SubscriptionsTable>;
export type CheckoutSession = Selectable<CheckoutSessionsTable>;

// ---------------------------------------------------------------- ledgers

/** The ledger covering `at`; when periods overlap (an upgrade mid-month) the newest wins. */
export async function findCurrentLedger(
  db: DbOrTrx,
  userId: string,
  at: string,
): Promise<Ledger | undefined> {
  return db
    .selectFrom('creditLedgers')
    .selectAll()
    .where('userId', '=', userId)
    .where('periodStart', '<=', at)
    .where('periodEnd', '>', at)
    .orderBy('periodStart', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type LedgerGrant = {
  userId: string;
  planName: string;
  periodStart: string;
  periodEnd: string;
  messageLimit: number;
  integrationLimit: number;
};

/** A fresh ledger row: nothing used yet. */
function newLedgerRow(row: LedgerGrant, now = nowIso()) {
  return {
    id: newId(),
    ...row,
    messagesUsed: 0,
    integrationsUsed: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** Creates the ledger of a period unless it exists (concurrent callers: one wins, none fail). */
export async function insertLedgerIfMissing(db: DbOrTrx, row: LedgerGrant): Promise<void> {
  await db
    .insertInto('creditLedgers')
    .values(newLedgerRow(row))
    .onConflict((oc) => oc.columns(['userId', 'periodStart']).doNothing())
    .execute();
}

/**
 * Grants a plan's credits for a period. Granting the same period again (a webhook
 * retried, checkout and invoice both announcing the first period) only sets the limits;
 * what was already used stays used.
 */
export async function upsertLedgerGrant(db: DbOrTrx, row: LedgerGrant): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('creditLedgers')
    .values(newLedgerRow(row, now))
    .onConflict((oc) =>
      oc.columns(['userId', 'periodStart']).doUpdateSet({
        planName: row.planName,
        periodEnd: row.periodEnd,
        messageLimit: row.messageLimit,
        integrationLimit: row.integrationLimit,
        updatedAt: now,
      }),
    )
    .execute();
}

/** Uses one credit if any is left; returns whether it did. One statement, so it is atomic. */
export async function incrementLedgerUsage(
  db: DbOrTrx,
  ledgerId: string,
  kind: 'message' | 'integration',
): Promise<boolean> {
  const now = nowIso();
  const query =
    kind === 'message'
      ? db
          .updateTable('creditLedgers')
          .set((eb) => ({ messagesUsed: eb('messagesUsed', '+', 1), updatedAt: now }))
          .where('id', '=', ledgerId)
          .whereRef('messagesUsed', '<', 'messageLimit')
      : db
          .updateTable('creditLedgers')
          .set((eb) => ({ integrationsUsed: eb('integrationsUsed', '+', 1), updatedAt: now }))
          .where('id', '=', ledgerId)
          .whereRef('integrationsUsed', '<', 'integrationLimit');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function decrementLedgerUsage(
  db: DbOrTrx,
  ledgerId: string,
  kind: 'message' | 'integration',
): Promise<void> {
  const now = nowIso();
  if (kind === 'message') {
    await db
      .updateTable('creditLedgers')
      .set((eb) => ({ messagesUsed: eb('messagesUsed', '-', 1), updatedAt: now }))
      .where('id', '=', ledgerId)
      .where('messagesUsed', '>', 0)
      .execute();
  } else {
    await db
      .updateTable('creditLedgers')
      .set((eb) => ({ integrationsUsed: eb('integrationsUsed', '-', 1), updatedAt: now }))
      .where('id', '=', ledgerId)
      .where('integrationsUsed', '>', 0)
      .execute();
  }
}

/** Ends the paid ledgers still running, so the user falls back to the Free allowance. */
export async function endPaidLedgers(db: DbOrTrx, userId: string, at: string): Promise<void> {
  await db
    .updateTable('creditLedgers')
    .set({ periodEnd: at, updatedAt: nowIso() })
    .where('userId', '=', userId)
    .where('planName', '!=', 'Free')
    .where('periodEnd', '>', at)
    .execute();
}

// ---------------------------------------------------------------- daily usage

export async function findDailyUsage(db: DbOrTrx, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('dailyUsage')
    .select('messagesUsed')
    .where('userId', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.messagesUsed ?? 0;
}

/** Counts one message for the day if the cap allows; atomic like the ledger update. */
export async function incrementDailyUsage(
  db: DbOrTrx,
  userId: string,
  day: string,
  cap: number,
): Promise<boolean> {
  await db
    .insertInto('dailyUsage')
    .values({ userId, day, messagesUsed: 0 })
    .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
    .execute();
  const result = await db
    .updateTable('dailyUsage')
    .set((eb) => ({ messagesUsed: eb('messagesUsed', '+', 1) }))
    .where('userId', '=', userId)
    .where('day', '=', day)
    .where('messagesUsed', '<', cap)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function decrementDailyUsage(db: DbOrTrx, userId: string, day: string): Promise<void> {
  await db
    .updateTable('dailyUsage')
    .set((eb) => ({ messagesUsed: eb('messagesUsed', '-', 1) }))
    .where('userId', '=', userId)
    .where('day', '=', day)
    .where('messagesUsed', '>', 0)
    .execute();
}

// ---------------------------------------------------------------- subscriptions

export async function findLatestSubscription(
  db: DbOrTrx,
  userId: string,
): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findSubscriptionByExternalId(
  db: DbOrTrx,
  stripeSubscriptionId: string,
): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('stripeSubscriptionId', '=', stripeSubscriptionId)
    .executeTakeFirst();
}

export async function insertSubscription(
  db: DbOrTrx,
  row: Omit<Subscription, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<Subscription> {
  const now = nowIso();
  const full = { id: newId(), ...row, createdAt: now, updatedAt: now };
  await db.insertInto('subscriptions').values(full).execute();
  return full;
}

export async function updateSubscription(
  db: DbOrTrx,
  id: string,
  patch: Partial<
    Pick<
      Subscription,
      | 'planName'
      | 'status'
      | 'priceId'
      | 'currentPeriodStart'
      | 'currentPeriodEnd'
      | 'stripeCustomerId'
    >
  >,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ ...patch, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Other subscriptions of the user still marked active (replaced by a new purchase). */
export async function cancelOtherActiveSubscriptions(
  db: DbOrTrx,
  userId: string,
  keepId: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', updatedAt: nowIso() })
    .where('userId', '=', userId)
    .where('id', '!=', keepId)
    .where('status', '=', 'active')
    .execute();
}

// ---------------------------------------------------------------- checkout sessions

export async function insertCheckoutSession(
  db: DbOrTrx,
  row: { userId: string; planName: string; priceId: string | null; provider: 'stripe' | 'local' },
): Promise<CheckoutSession> {
  const now = nowIso();
  const full = {
    id: newId(),
    ...row,
    status: 'open',
    externalId: null,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('checkoutSessions').values(full).execute();
  return full;
}

export async function setCheckoutExternalId(
  db: DbOrTrx,
  id: string,
  externalId: string,
): Promise<void> {
  await db
    .updateTable('checkoutSessions')
    .set({ externalId, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function findCheckoutSession(
  db: DbOrTrx,
  id: string,
): Promise<CheckoutSession | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCheckoutSessionByExternalId(
  db: DbOrTrx,
  externalId: string,
): Promise<CheckoutSession | undefined> {
  return db
    .selectFrom('checkoutSessions')
    .selectAll()
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

/** Moves an open session to its final state; false when it was no longer open. */
export async function closeCheckoutSession(
  db: DbOrTrx,
  id: string,
  status: 'completed' | 'canceled',
): Promise<boolean> {
  const result = await db
    .updateTable('checkoutSessions')
    .set({ status, updatedAt: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------- payment events

/**
 * Claims a payment event for fulfilment. The event id is the primary key and the session
 * id is unique, so a retried or concurrent delivery claims nothing (false).
 */
export async function claimPaymentEvent(
  db: DbOrTrx,
  event: { id: string; type: string; sessionId: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('paymentEvents')
    .values({ id: event.id, type: event.type, sessionId: event.sessionId, processedAt: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
