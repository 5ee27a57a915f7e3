import { z } from 'zod';

// Plans per month, docs/product-spec.md §9. Figures are exact; price ids come from the server's
// configuration (one per paid plan), so they are not part of this static list.

export const PLAN_NAMES = ['Free', 'Starter', 'Builder', 'Pro', 'Elite'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export type PaidPlanName = Exclude<PlanName, 'Free'>;

export type PlanDefinition = {
  name: PlanName;
  /** US dollars per month. */
  price: number;
  period: 'mes';
  messageCredits: number;
  integrationCredits: number;
  highlights: string[];
  popular?: boolean;
};

/** docs/product-spec.md §9, FAQ rules: the free plan's daily allowance. */
export const FREE_DAILY_MESSAGE_CAP = 5;

// Every plan has every feature (concept, running app, public page, design, export of the
// code, specification): plans differ only in their figures. The highlights say those figures
// and nothing a plan does not give (issue 41); contracts/billing.test.ts checks them against
// the record quota (APP_RECORD_QUOTA) and the email cap (NOTIFY_DAILY_CAP).
export const PLANS: readonly PlanDefinition[] = [
  {
    name: 'Free',
    price: 0,
    period: 'mes',
    messageCredits: 25,
    integrationCredits: 500,
    highlights: [
      '5 mensajes al día',
      'Todas las funciones: app en marcha, página pública, diseño y exportación de código',
      '1.000 registros en tus apps',
      '20 correos al día desde tus proyectos',
    ],
  },
  {
    name: 'Starter',
    price: 20,
    period: 'mes',
    messageCredits: 100,
    integrationCredits: 2000,
    highlights: [
      'Sin límite diario de mensajes',
      '10.000 registros en tus apps',
      '100 correos al día desde tus proyectos',
    ],
  },
  {
    name: 'Builder',
    price: 50,
    period: 'mes',
    messageCredits: 250,
    integrationCredits: 10000,
    highlights: [
      'Sin límite diario de mensajes',
      '50.000 registros en tus apps',
      '500 correos al día desde tus proyectos',
    ],
    popular: true,
  },
  {
    name: 'Pro',
    price: 100,
    period: 'mes',
    messageCredits: 500,
    integrationCredits: 20000,
    highlights: [
      'Sin límite diario de mensajes',
      '200.000 registros en tus apps',
      '1.000 correos al día desde tus proyectos',
    ],
  },
  {
    name: 'Elite',
    price: 200,
    period: 'mes',
    messageCredits: 1200,
    integrationCredits: 50000,
    highlights: [
      'Sin límite diario de mensajes',
      '1.000.000 de registros en tus apps',
      '2.500 correos al día desde tus proyectos',
    ],
  },
];

export function findPlan(name: string): PlanDefinition | undefined {
  return PLANS.find((p) => p.name === name);
}

export const FREE_PLAN = PLANS[0];

// API shapes

export type PlanView = {
  name: PlanName;
  price: number;
  period: 'mes';
  /** null for Free, which is never bought. */
  priceId: string | null;
  messageCredits: number;
  integrationCredits: number;
  highlights: string[];
  popular: boolean;
};

/** `off`: no Stripe and the local test checkout is disabled (production without PAYMENTS_MODE=test). */
export type PlansResponse = { plans: PlanView[]; provider: 'stripe' | 'local' | 'off' };

export type UsageView = { used: number; limit: number };

export type SubscriptionView = {
  planName: PlanName;
  /** active | canceled | past_due | incomplete | free */
  status: string;
  hasCustomer: boolean;
  periodStart: string;
  periodEnd: string;
  messages: UsageView;
  integrations: UsageView;
  /** Only on the Free plan: today's messages against the daily cap. */
  daily: UsageView | null;
};

export const checkoutRequestSchema = z.object({
  priceId: z
    .string({ error: 'Falta el identificador de precio.' })
    .trim()
    .min(1, 'Falta el identificador de precio.')
    .max(200),
  planName: z.enum(PLAN_NAMES, { error: 'El plan elegido no existe.' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const portalRequestSchema = z.object({
  returnUrl: z.string().trim().max(2000).optional(),
});
export type PortalRequest = z.infer<typeof portalRequestSchema>;

export type UrlResponse = { url: string };

export type LocalCheckoutView = {
  id: string;
  planName: PlanName;
  price: number;
  messageCredits: number;
  integrationCredits: number;
  /** open | completed | canceled */
  status: string;
};

export type LocalCheckoutResult = { status: 'completed' | 'canceled'; redirectTo: string };
