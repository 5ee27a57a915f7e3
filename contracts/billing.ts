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

export const PLANS: readonly PlanDefinition[] = [
  {
    name: 'Free',
    price: 0,
    period: 'mes',
    messageCredits: 25,
    integrationCredits: 500,
    highlights: [
      '5 mensajes al día',
      'Generación de conceptos de app',
      'Página pública para tus proyectos',
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
      'Especificaciones técnicas completas',
      'Exportación de código',
    ],
  },
  {
    name: 'Builder',
    price: 50,
    period: 'mes',
    messageCredits: 250,
    integrationCredits: 10000,
    highlights: ['Todo lo de Starter', 'Personalización de diseño', 'Análisis de URLs e imágenes'],
    popular: true,
  },
  {
    name: 'Pro',
    price: 100,
    period: 'mes',
    messageCredits: 500,
    integrationCredits: 20000,
    highlights: ['Todo lo de Builder', 'Soporte prioritario', 'Ideal para agencias'],
  },
  {
    name: 'Elite',
    price: 200,
    period: 'mes',
    messageCredits: 1200,
    integrationCredits: 50000,
    highlights: ['Todo lo de Pro', 'Máximo volumen de créditos', 'Para equipos y empresas'],
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
