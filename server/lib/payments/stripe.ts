import type Stripe from 'stripe';
import type { PaidPlanName } from '../../../contracts/billing.ts';
import type { Config } from '../../config.ts';

export type PaymentProvider = 'stripe' | 'local' | 'off';
export type StripeClient = InstanceType<typeof Stripe>;

type ModeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'PAYMENTS_MODE' | 'publicBaseUrl'>;

/**
 * Stripe when a secret key is configured; otherwise the embedded local test checkout, which
 * gives any plan away for free, so it is for development only (issue 10): over https
 * (production) it is off unless PAYMENTS_MODE=test, and PAYMENTS_MODE=live turns it off
 * everywhere.
 */
export function paymentProvider(config: ModeConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  if (config.PAYMENTS_MODE === 'test') return 'local';
  if (config.PAYMENTS_MODE === 'live' || config.publicBaseUrl.startsWith('https://')) return 'off';
  return 'local';
}

/**
 * The real Stripe client. STRIPE_API_BASE points it at another server (a local fake in
 * tests, a proxy in some deployments) through the library's host, port and protocol.
 * The library is loaded only when a key is configured (it weighs ~30 MB of memory).
 */
export async function createStripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): Promise<StripeClient | null> {
  if (!config.STRIPE_SECRET_KEY) return null;
  const { default: StripeLib } = await import('stripe');
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new StripeLib(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Local test mode's price ids: stable, readable, and never confused with Stripe's. */
const LOCAL_PRICE_PREFIX = 'local_price_';

/** The price id a paid plan is bought with, or null when it is not configured. */
export function priceIdFor(
  config: Pick<
    Config,
    | 'STRIPE_SECRET_KEY'
    | 'PAYMENTS_MODE'
    | 'publicBaseUrl'
    | 'STRIPE_PRICE_STARTER'
    | 'STRIPE_PRICE_BUILDER'
    | 'STRIPE_PRICE_PRO'
    | 'STRIPE_PRICE_ELITE'
  >,
  plan: PaidPlanName,
): string | null {
  const provider = paymentProvider(config);
  if (provider === 'off') return null;
  if (provider === 'local') return `${LOCAL_PRICE_PREFIX}${plan.toLowerCase()}`;
  const byPlan: Record<PaidPlanName, string | undefined> = {
    Starter: config.STRIPE_PRICE_STARTER,
    Builder: config.STRIPE_PRICE_BUILDER,
    Pro: config.STRIPE_PRICE_PRO,
    Elite: config.STRIPE_PRICE_ELITE,
  };
  return byPlan[plan] ?? null;
}

export const LOCAL_CUSTOMER_PREFIX = 'local_cus_';
export const LOCAL_SUBSCRIPTION_PREFIX = 'local_sub_';
