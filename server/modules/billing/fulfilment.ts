import { findPlan } from '../../../contracts/billing.ts';
import type { DbOrTrx } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/ids.ts';
import * as repo from './repo.ts';

// The one fulfilment path. Stripe webhooks and the local test checkout both turn what
// happened into a PaymentEvent and hand it here. Each event is claimed in the same
// transaction that applies it (payment_events: event id primary key, session id unique),
// so a retried or concurrent delivery is applied at most once on either engine.

export type PaymentEvent =
  | {
      kind: 'checkout.completed';
      eventId: string;
      /** Our checkout_sessions id. */
      checkoutSessionId: string;
      customerId: string | null;
      subscriptionId: string | null;
      priceId: string | null;
      periodStart: string;
      periodEnd: string;
    }
  | { kind: 'checkout.canceled'; eventId: string; checkoutSessionId: string }
  | {
      kind: 'subscription.updated';
      eventId: string;
      subscriptionId: string;
      status: string;
      /** The plan the price maps to, when it maps to one of ours. */
      planName: string | null;
      priceId: string | null;
      periodStart: string | null;
      periodEnd: string | null;
    }
  | { kind: 'subscription.deleted'; eventId: string; subscriptionId: string }
  | {
      kind: 'invoice.paid';
      eventId: string;
      subscriptionId: string;
      periodStart: string;
      periodEnd: string;
    };

/** applied: changed state; duplicate: seen before; skipped: nothing of ours to change. */
export type FulfilmentResult = 'applied' | 'duplicate' | 'skipped';

const ACTIVE = new Set(['active', 'trialing']);

async function grantPeriod(
  trx: DbOrTrx,
  userId: string,
  planName: string,
  periodStart: string,
  periodEnd: string,
) {
  const plan = findPlan(planName);
  if (!plan) return;
  await repo.upsertLedgerGrant(trx, {
    userId,
    planName: plan.name,
    periodStart,
    periodEnd,
    messageLimit: plan.messageCredits,
    integrationLimit: plan.integrationCredits,
  });
}

/** `class` so the transaction can be rolled back without an error reaching the caller. */
class Skip extends Error {}

export async function applyPaymentEvent(
  deps: Pick<AppDeps, 'db'>,
  event: PaymentEvent,
): Promise<FulfilmentResult> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const sessionKey = event.kind === 'checkout.completed' ? event.checkoutSessionId : null;
      const claimed = await repo.claimPaymentEvent(trx, {
        id: event.eventId,
        type: event.kind,
        sessionId: sessionKey,
      });
      if (!claimed) return 'duplicate';
      const applied = await applyClaimed(trx, event);
      // An event for something we do not know is not recorded: a later retry may find it.
      if (!applied) throw new Skip();
      return 'applied';
    });
  } catch (error) {
    if (error instanceof Skip) return 'skipped';
    throw error;
  }
}

async function applyClaimed(trx: DbOrTrx, event: PaymentEvent): Promise<boolean> {
  switch (event.kind) {
    case 'checkout.completed': {
      const session = await repo.findCheckoutSession(trx, event.checkoutSessionId);
      if (!session) return false;
      const closed = await repo.closeCheckoutSession(trx, session.id, 'completed');
      // Canceled before the payment arrived: keep the claim, grant nothing.
      if (!closed) return true;
      const existing = event.subscriptionId
        ? await repo.findSubscriptionByExternalId(trx, event.subscriptionId)
        : undefined;
      let subscriptionRowId: string;
      if (existing) {
        await repo.updateSubscription(trx, existing.id, {
          planName: session.planName,
          status: 'active',
          priceId: event.priceId ?? session.priceId,
          stripeCustomerId: event.customerId,
          currentPeriodStart: event.periodStart,
          currentPeriodEnd: event.periodEnd,
        });
        subscriptionRowId = existing.id;
      } else {
        const created = await repo.insertSubscription(trx, {
          userId: session.userId,
          planName: session.planName,
          status: 'active',
          stripeCustomerId: event.customerId,
          stripeSubscriptionId: event.subscriptionId,
          priceId: event.priceId ?? session.priceId,
          currentPeriodStart: event.periodStart,
          currentPeriodEnd: event.periodEnd,
        });
        subscriptionRowId = created.id;
      }
      await repo.cancelOtherActiveSubscriptions(trx, session.userId, subscriptionRowId);
      await grantPeriod(trx, session.userId, session.planName, event.periodStart, event.periodEnd);
      return true;
    }
    case 'checkout.canceled': {
      const session = await repo.findCheckoutSession(trx, event.checkoutSessionId);
      if (!session) return false;
      await repo.closeCheckoutSession(trx, session.id, 'canceled');
      return true;
    }
    case 'subscription.updated': {
      const sub = await repo.findSubscriptionByExternalId(trx, event.subscriptionId);
      if (!sub) return false;
      const planName = event.planName ?? sub.planName;
      await repo.updateSubscription(trx, sub.id, {
        status: event.status,
        planName,
        priceId: event.priceId ?? sub.priceId,
        currentPeriodStart: event.periodStart ?? sub.currentPeriodStart,
        currentPeriodEnd: event.periodEnd ?? sub.currentPeriodEnd,
      });
      if (ACTIVE.has(event.status) && event.periodStart && event.periodEnd) {
        // A plan change keeps the period: the upsert raises (or lowers) its limits.
        await grantPeriod(trx, sub.userId, planName, event.periodStart, event.periodEnd);
      } else if (
        event.status === 'canceled' ||
        event.status === 'unpaid' ||
        event.status === 'incomplete_expired'
      ) {
        await repo.endPaidLedgers(trx, sub.userId, nowIso());
      }
      return true;
    }
    case 'subscription.deleted': {
      const sub = await repo.findSubscriptionByExternalId(trx, event.subscriptionId);
      if (!sub) return false;
      await repo.updateSubscription(trx, sub.id, { status: 'canceled' });
      await repo.endPaidLedgers(trx, sub.userId, nowIso());
      return true;
    }
    case 'invoice.paid': {
      const sub = await repo.findSubscriptionByExternalId(trx, event.subscriptionId);
      if (!sub) return false;
      await repo.updateSubscription(trx, sub.id, {
        status: 'active',
        currentPeriodStart: event.periodStart,
        currentPeriodEnd: event.periodEnd,
      });
      // The monthly refresh: a new period gets a fresh ledger with the plan's credits.
      await grantPeriod(trx, sub.userId, sub.planName, event.periodStart, event.periodEnd);
      return true;
    }
  }
}
