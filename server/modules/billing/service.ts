import {
  FREE_DAILY_MESSAGE_CAP,
  FREE_PLAN,
  findPlan,
  type PlanName,
  type SubscriptionView,
} from '../../../contracts/billing.ts';
import { messages } from '../../../contracts/messages.ts';
import type { DbOrTrx } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';

// Credits and quotas (docs/product-spec.md §9, docs/design.md "Credits"). A message credit is one AI
// generation request; an integration credit is one integration request. The Free plan
// also caps messages at 5 a UTC day. Every check is one conditional UPDATE inside a
// transaction, so concurrent requests can never use more than what is left, on SQLite
// (one serialised connection) and on PostgreSQL (row locks, re-checked WHERE).

export type CreditKind = 'message' | 'integration';
type CreditDeps = Pick<AppDeps, 'db' | 'dbHandle'>;

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/** The Free plan's period: the current UTC calendar month. */
export function freePeriod(at: Date): { periodStart: string; periodEnd: string } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { periodStart: start.toISOString(), periodEnd: end.toISOString() };
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The ledger that covers now, created on first use: the active paid subscription's
 * period when there is one, the Free month otherwise.
 */
async function ensureCurrentLedger(db: DbOrTrx, userId: string, at: Date): Promise<repo.Ledger> {
  const now = at.toISOString();
  const existing = await repo.findCurrentLedger(db, userId, now);
  if (existing) return existing;

  const sub = await repo.findLatestSubscription(db, userId);
  const plan = sub ? findPlan(sub.planName) : undefined;
  const paidAndCurrent =
    sub &&
    plan &&
    ACTIVE_STATUSES.has(sub.status) &&
    sub.currentPeriodStart &&
    sub.currentPeriodEnd &&
    sub.currentPeriodStart <= now &&
    sub.currentPeriodEnd > now;
  if (paidAndCurrent) {
    await repo.insertLedgerIfMissing(db, {
      userId,
      planName: plan.name,
      periodStart: sub.currentPeriodStart as string,
      periodEnd: sub.currentPeriodEnd as string,
      messageLimit: plan.messageCredits,
      integrationLimit: plan.integrationCredits,
    });
  } else {
    await repo.insertLedgerIfMissing(db, {
      userId,
      planName: FREE_PLAN.name,
      ...freePeriod(at),
      messageLimit: FREE_PLAN.messageCredits,
      integrationLimit: FREE_PLAN.integrationCredits,
    });
  }
  const created = await repo.findCurrentLedger(db, userId, now);
  if (!created)
    throw new AppError('LEDGER_MISSING', {
      userMessage: messages.errors.internal,
      kind: 'INTERNAL',
    });
  return created;
}

/**
 * Uses one credit of `kind` for the user, or refuses with 402 (monthly credits used up)
 * or 429 (Free plan's daily cap). A refusal changes nothing.
 */
export async function consumeCredit(
  deps: CreditDeps,
  opts: { userId: string; kind: CreditKind },
): Promise<void> {
  const at = new Date();
  await deps.db.transaction().execute(async (trx) => {
    const ledger = await ensureCurrentLedger(trx, opts.userId, at);
    const used = await repo.incrementLedgerUsage(trx, ledger.id, opts.kind);
    if (!used) {
      throw new AppError(
        opts.kind === 'message' ? 'MESSAGE_CREDITS_EXHAUSTED' : 'INTEGRATION_CREDITS_EXHAUSTED',
        {
          userMessage:
            opts.kind === 'message'
              ? messages.credits.monthlyMessagesExhausted
              : messages.credits.monthlyIntegrationsExhausted,
          kind: 'PAYMENT_REQUIRED',
        },
      );
    }
    if (opts.kind === 'message' && ledger.planName === FREE_PLAN.name) {
      const allowed = await repo.incrementDailyUsage(
        trx,
        opts.userId,
        utcDay(at),
        FREE_DAILY_MESSAGE_CAP,
      );
      // Throwing rolls the ledger increment back too.
      if (!allowed) {
        throw new AppError('DAILY_MESSAGE_CAP_REACHED', {
          userMessage: messages.credits.freeDailyCapReached,
          kind: 'RATE_LIMITED',
        });
      }
    }
  });
}

/**
 * Gives back a credit taken by `consumeCredit` when the work it paid for failed on our
 * side (the AI provider was down), so a failure never costs the user.
 */
export async function refundCredit(
  deps: CreditDeps,
  opts: { userId: string; kind: CreditKind },
): Promise<void> {
  const at = new Date();
  await deps.db.transaction().execute(async (trx) => {
    const ledger = await repo.findCurrentLedger(trx, opts.userId, at.toISOString());
    if (!ledger) return;
    await repo.decrementLedgerUsage(trx, ledger.id, opts.kind);
    if (opts.kind === 'message' && ledger.planName === FREE_PLAN.name) {
      await repo.decrementDailyUsage(trx, opts.userId, utcDay(at));
    }
  });
}

/** What the dashboard card and /pricing show: plan, status, period and usage. */
export async function getSubscriptionView(
  deps: CreditDeps,
  opts: { userId: string },
): Promise<SubscriptionView> {
  const at = new Date();
  const ledger = await deps.db
    .transaction()
    .execute((trx) => ensureCurrentLedger(trx, opts.userId, at));
  const sub = await repo.findLatestSubscription(deps.db, opts.userId);
  const isFree = ledger.planName === FREE_PLAN.name;
  const daily = isFree
    ? {
        used: await repo.findDailyUsage(deps.db, opts.userId, utcDay(at)),
        limit: FREE_DAILY_MESSAGE_CAP,
      }
    : null;
  const status = sub && !isFree ? sub.status : sub && sub.status !== 'active' ? sub.status : 'free';
  return {
    planName: (findPlan(ledger.planName)?.name ?? FREE_PLAN.name) as PlanName,
    status,
    hasCustomer: Boolean(sub?.stripeCustomerId),
    periodStart: ledger.periodStart,
    periodEnd: ledger.periodEnd,
    messages: { used: ledger.messagesUsed, limit: ledger.messageLimit },
    integrations: { used: ledger.integrationsUsed, limit: ledger.integrationLimit },
    daily,
  };
}
