import type Stripe from 'stripe';
import { type PaidPlanName, PLANS } from '../../../contracts/billing.ts';
import { messages } from '../../../contracts/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { priceIdFor } from '../../lib/payments/stripe.ts';
import type { BillingDeps } from './checkout.ts';
import { addOneMonth } from './checkout.ts';
import { applyPaymentEvent, type FulfilmentResult, type PaymentEvent } from './fulfilment.ts';
import * as repo from './repo.ts';

// Stripe's webhook: verify the signature on the raw bytes, translate the event into our
// PaymentEvent and hand it to the one fulfilment path.

type StripeEvent = Stripe.Event;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

function planForPrice(deps: BillingDeps, priceId: string | null | undefined): string | null {
  if (!priceId) return null;
  for (const plan of PLANS) {
    if (plan.name !== 'Free' && priceIdFor(deps.config, plan.name as PaidPlanName) === priceId)
      return plan.name;
  }
  return null;
}

/** Verifies a delivery. Any failure (tampered body, old timestamp, wrong secret) is a 400. */
export function verifyStripeEvent(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
): StripeEvent {
  if (!deps.stripe || !deps.config.STRIPE_WEBHOOK_SECRET) {
    throw new AppError('WEBHOOK_NOT_CONFIGURED', {
      userMessage: messages.billingFlow.providerUnavailable,
      kind: 'UNAVAILABLE',
    });
  }
  if (!signature) throw badRequest(messages.billingFlow.invalidSignature, 'INVALID_SIGNATURE');
  try {
    // Default tolerance: 300 s, Stripe's own recommendation against replays.
    return deps.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      deps.config.STRIPE_WEBHOOK_SECRET,
    );
  } catch {
    throw badRequest(messages.billingFlow.invalidSignature, 'INVALID_SIGNATURE');
  }
}

/** The subscription's current period lives on its items since API version 2025-03-31. */
function periodOf(sub: Stripe.Subscription): { start: string; end: string } | null {
  const item = sub.items?.data?.[0];
  if (!item) return null;
  return { start: iso(item.current_period_start), end: iso(item.current_period_end) };
}

async function translate(deps: BillingDeps, event: StripeEvent): Promise<PaymentEvent | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const ours =
        (session.metadata?.checkoutSessionId &&
          (await repo.findCheckoutSession(deps.db, session.metadata.checkoutSessionId))) ||
        (await repo.findCheckoutSessionByExternalId(deps.db, session.id));
      if (!ours) return null;
      const subscriptionId = idOf(session.subscription);
      let period: { start: string; end: string } | null = null;
      let priceId: string | null = ours.priceId;
      if (subscriptionId && deps.stripe) {
        try {
          const sub = await deps.stripe.subscriptions.retrieve(subscriptionId);
          period = periodOf(sub);
          priceId = sub.items?.data?.[0]?.price?.id ?? priceId;
        } catch (error) {
          // Stripe retries a failed delivery; answering 502 lets it.
          throw new AppError('STRIPE_UNAVAILABLE', {
            userMessage: messages.billingFlow.providerUnavailable,
            kind: 'BAD_GATEWAY',
            cause: error,
          });
        }
      }
      const start = period?.start ?? new Date(event.created * 1000).toISOString();
      return {
        kind: 'checkout.completed',
        eventId: event.id,
        checkoutSessionId: ours.id,
        customerId: idOf(session.customer),
        subscriptionId,
        priceId,
        periodStart: start,
        periodEnd: period?.end ?? addOneMonth(new Date(start)).toISOString(),
      };
    }
    case 'checkout.session.expired': {
      const ours = await repo.findCheckoutSessionByExternalId(deps.db, event.data.object.id);
      return ours
        ? { kind: 'checkout.canceled', eventId: event.id, checkoutSessionId: ours.id }
        : null;
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const period = periodOf(sub);
      const priceId = sub.items?.data?.[0]?.price?.id ?? null;
      return {
        kind: 'subscription.updated',
        eventId: event.id,
        subscriptionId: sub.id,
        status: sub.status,
        planName: planForPrice(deps, priceId),
        priceId,
        periodStart: period?.start ?? null,
        periodEnd: period?.end ?? null,
      };
    }
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription.deleted',
        eventId: event.id,
        subscriptionId: event.data.object.id,
      };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
        .subscription;
      const subscriptionId =
        idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
      const line = invoice.lines?.data?.[0];
      if (!subscriptionId || !line?.period) return null;
      return {
        kind: 'invoice.paid',
        eventId: event.id,
        subscriptionId,
        periodStart: iso(line.period.start),
        periodEnd: iso(line.period.end),
      };
    }
    default:
      return null;
  }
}

export async function handleStripeEvent(
  deps: BillingDeps,
  event: StripeEvent,
): Promise<FulfilmentResult> {
  const translated = await translate(deps, event);
  if (!translated) return 'skipped';
  return applyPaymentEvent(deps, translated);
}
