import {
  type CheckoutRequest,
  findPlan,
  type LocalCheckoutResult,
  type LocalCheckoutView,
  type PaidPlanName,
  PLANS,
  type PlanName,
  type PlansResponse,
  type UrlResponse,
} from '../../../contracts/billing.ts';
import { messages } from '../../../contracts/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { allowedOrigins } from '../../lib/origins.ts';
import {
  LOCAL_CUSTOMER_PREFIX,
  LOCAL_SUBSCRIPTION_PREFIX,
  paymentProvider,
  priceIdFor,
  type StripeClient,
} from '../../lib/payments/stripe.ts';
import { applyPaymentEvent } from './fulfilment.ts';
import * as repo from './repo.ts';

export type BillingDeps = Pick<AppDeps, 'db' | 'dbHandle' | 'config'> & {
  stripe: StripeClient | null;
};

export const SUCCESS_PATH = '/pricing?success=true';
export const CANCELED_PATH = '/pricing?canceled=true';
export const LOCAL_PORTAL_PATH = '/checkout/local/portal';

export function listPlans(deps: Pick<AppDeps, 'config'>): PlansResponse {
  return {
    provider: paymentProvider(deps.config),
    plans: PLANS.map((p) => ({
      name: p.name,
      price: p.price,
      period: p.period,
      priceId: p.name === 'Free' ? null : priceIdFor(deps.config, p.name as PaidPlanName),
      messageCredits: p.messageCredits,
      integrationCredits: p.integrationCredits,
      highlights: p.highlights,
      popular: Boolean(p.popular),
    })),
  };
}

/** One month from `at`, the length of every plan's billing period (docs/product-spec.md §9). */
export function addOneMonth(at: Date): Date {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Starts buying a paid plan for the signed-in user. The price must be the one configured
 * for the plan, so a client cannot buy Elite at Starter's price.
 */
export async function startCheckout(
  deps: BillingDeps,
  opts: CheckoutRequest & { userId: string; email: string },
): Promise<UrlResponse> {
  const plan = findPlan(opts.planName);
  if (!plan) throw badRequest(messages.billingFlow.planNotFound, 'PLAN_NOT_FOUND');
  if (plan.name === 'Free')
    throw badRequest(messages.billingFlow.freePlanNotPurchasable, 'FREE_PLAN_NOT_PURCHASABLE');
  if (paymentProvider(deps.config) === 'off') {
    throw new AppError('PAYMENTS_OFF', {
      userMessage: messages.hardening.paymentsOff,
      kind: 'UNAVAILABLE',
    });
  }
  const priceId = priceIdFor(deps.config, plan.name as PaidPlanName);
  if (!priceId) {
    throw new AppError('PRICE_NOT_CONFIGURED', {
      userMessage: messages.billingFlow.providerUnavailable,
      kind: 'UNAVAILABLE',
    });
  }
  if (priceId !== opts.priceId)
    throw badRequest(messages.billingFlow.priceMismatch, 'PRICE_MISMATCH');

  const provider = paymentProvider(deps.config) === 'stripe' ? 'stripe' : 'local';
  const session = await repo.insertCheckoutSession(deps.db, {
    userId: opts.userId,
    planName: plan.name,
    priceId,
    provider,
  });
  if (provider === 'local' || !deps.stripe) {
    return { url: `/checkout/local/${session.id}` };
  }

  const previous = await repo.findLatestSubscription(deps.db, opts.userId);
  const customer =
    previous?.stripeCustomerId && !previous.stripeCustomerId.startsWith(LOCAL_CUSTOMER_PREFIX)
      ? previous.stripeCustomerId
      : undefined;
  const base = deps.config.publicBaseUrl;
  try {
    const created = await deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      ...(customer ? { customer } : { customer_email: opts.email }),
      client_reference_id: opts.userId,
      metadata: { checkoutSessionId: session.id, userId: opts.userId, planName: plan.name },
      subscription_data: { metadata: { userId: opts.userId, planName: plan.name } },
      success_url: `${base}${SUCCESS_PATH}`,
      cancel_url: `${base}${CANCELED_PATH}`,
    });
    if (!created.url) throw new Error('Stripe returned a checkout session without url');
    await repo.setCheckoutExternalId(deps.db, session.id, created.id);
    return { url: created.url };
  } catch (error) {
    await repo.closeCheckoutSession(deps.db, session.id, 'canceled');
    throw new AppError('CHECKOUT_FAILED', {
      userMessage: messages.billing.checkoutError,
      kind: 'BAD_GATEWAY',
      cause: error,
    });
  }
}

function requireSameOriginReturnUrl(
  config: BillingDeps['config'],
  returnUrl: string | undefined,
): string {
  const base = config.publicBaseUrl;
  if (!returnUrl) return `${base}/pricing`;
  let url: URL;
  try {
    url = new URL(returnUrl, base);
  } catch {
    throw badRequest(messages.billingFlow.invalidReturnUrl, 'INVALID_RETURN_URL');
  }
  // Only back to us (any configured origin, ALLOWED_ORIGINS included): the portal must not
  // become an open redirect.
  if (!allowedOrigins(config).has(url.origin)) {
    throw badRequest(messages.billingFlow.invalidReturnUrl, 'INVALID_RETURN_URL');
  }
  return url.toString();
}

/** The customer portal; needs a customer id on the user's latest subscription (docs/product-spec.md §6). */
export async function openPortal(
  deps: BillingDeps,
  opts: { userId: string; returnUrl?: string },
): Promise<UrlResponse> {
  const returnUrl = requireSameOriginReturnUrl(deps.config, opts.returnUrl);
  const latest = await repo.findLatestSubscription(deps.db, opts.userId);
  const customerId = latest?.stripeCustomerId;
  if (!customerId) throw notFound(messages.billing.noSubscription, 'SUBSCRIPTION_NOT_FOUND');
  if (customerId.startsWith(LOCAL_CUSTOMER_PREFIX)) return { url: LOCAL_PORTAL_PATH };
  if (!deps.stripe) {
    throw new AppError('PORTAL_UNAVAILABLE', {
      userMessage: messages.billing.portalError,
      kind: 'UNAVAILABLE',
    });
  }
  try {
    const session = await deps.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return { url: session.url };
  } catch (error) {
    throw new AppError('PORTAL_FAILED', {
      userMessage: messages.billing.portalError,
      kind: 'BAD_GATEWAY',
      cause: error,
    });
  }
}

// ---------------------------------------------------------------- local test mode

async function requireOwnedLocalSession(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  id: string,
) {
  // With the local checkout off, a session opened before (or forged) cannot be paid.
  if (paymentProvider(deps.config) !== 'local')
    throw notFound(messages.billingFlow.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
  const session = await repo.findCheckoutSession(deps.db, id);
  // Another user's session answers exactly like a missing one.
  if (!session || session.userId !== userId || session.provider !== 'local') {
    throw notFound(messages.billingFlow.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
  }
  return session;
}

export async function getLocalCheckout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  opts: { userId: string; id: string },
): Promise<LocalCheckoutView> {
  const session = await requireOwnedLocalSession(deps, opts.userId, opts.id);
  const plan = findPlan(session.planName);
  if (!plan) throw notFound(messages.billingFlow.checkoutNotFound, 'CHECKOUT_NOT_FOUND');
  return {
    id: session.id,
    planName: plan.name as PlanName,
    price: plan.price,
    messageCredits: plan.messageCredits,
    integrationCredits: plan.integrationCredits,
    status: session.status,
  };
}

/** Pays a local test checkout through the same fulfilment as a Stripe webhook. */
export async function completeLocalCheckout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  opts: { userId: string; id: string },
): Promise<LocalCheckoutResult> {
  const session = await requireOwnedLocalSession(deps, opts.userId, opts.id);
  if (session.status === 'canceled')
    throw conflict(messages.billingFlow.checkoutClosed, 'CHECKOUT_CLOSED');
  const start = new Date();
  await applyPaymentEvent(deps, {
    kind: 'checkout.completed',
    eventId: `local_evt_${session.id}_completed`,
    checkoutSessionId: session.id,
    customerId: `${LOCAL_CUSTOMER_PREFIX}${session.userId}`,
    subscriptionId: `${LOCAL_SUBSCRIPTION_PREFIX}${session.id}`,
    priceId: session.priceId,
    periodStart: start.toISOString(),
    periodEnd: addOneMonth(start).toISOString(),
  });
  const after = await repo.findCheckoutSession(deps.db, session.id);
  // A cancel that won the race: the purchase did not happen.
  if (after?.status !== 'completed')
    throw conflict(messages.billingFlow.checkoutClosed, 'CHECKOUT_CLOSED');
  return { status: 'completed', redirectTo: SUCCESS_PATH };
}

export async function cancelLocalCheckout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  opts: { userId: string; id: string },
): Promise<LocalCheckoutResult> {
  const session = await requireOwnedLocalSession(deps, opts.userId, opts.id);
  if (session.status === 'completed')
    throw conflict(messages.billingFlow.checkoutClosed, 'CHECKOUT_CLOSED');
  await applyPaymentEvent(deps, {
    kind: 'checkout.canceled',
    eventId: `local_evt_${session.id}_canceled`,
    checkoutSessionId: session.id,
  });
  const after = await repo.findCheckoutSession(deps.db, session.id);
  if (after?.status !== 'canceled')
    throw conflict(messages.billingFlow.checkoutClosed, 'CHECKOUT_CLOSED');
  return { status: 'canceled', redirectTo: CANCELED_PATH };
}

/** The local portal's one action: end the local subscription, as Stripe's deletion event would. */
export async function cancelLocalSubscription(
  deps: Pick<AppDeps, 'db'>,
  opts: { userId: string },
): Promise<void> {
  const latest = await repo.findLatestSubscription(deps.db, opts.userId);
  if (
    !latest?.stripeSubscriptionId?.startsWith(LOCAL_SUBSCRIPTION_PREFIX) ||
    latest.status === 'canceled'
  ) {
    throw notFound(messages.billing.noSubscription, 'SUBSCRIPTION_NOT_FOUND');
  }
  await applyPaymentEvent(deps, {
    kind: 'subscription.deleted',
    eventId: `local_evt_${latest.stripeSubscriptionId}_deleted`,
    subscriptionId: latest.stripeSubscriptionId,
  });
}
