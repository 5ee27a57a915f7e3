import { z } from 'zod';
import { checkoutRequestSchema, portalRequestSchema } from '../../../contracts/billing.ts';
import { messages } from '../../../contracts/messages.ts';
import type { App, AppDeps } from '../../deps.ts';
import { errorBody } from '../../lib/errors.ts';
import { createStripeClient } from '../../lib/payments/stripe.ts';
import { requireUser } from '../auth/session.ts';
import {
  type BillingDeps,
  cancelLocalCheckout,
  cancelLocalSubscription,
  completeLocalCheckout,
  getLocalCheckout,
  listPlans,
  openPortal,
  startCheckout,
} from './checkout.ts';
import { getSubscriptionView } from './service.ts';
import { handleStripeEvent, verifyStripeEvent } from './webhook.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

export async function registerBillingRoutes(app: App, deps: AppDeps) {
  const billing: BillingDeps = { ...deps, stripe: await createStripeClient(deps.config) };
  const paymentRateLimit = { max: 30, timeWindow: '1 minute' };

  app.get('/api/plans', async () => listPlans(deps));
  // /pricing is server-rendered with the plans in it (docs/decisions/0110-server-rendered-pages.md).
  deps.webShell.addPageData('/pricing', () => ({ plans: listPlans(deps) }));

  app.get('/api/billing/subscription', async (request) => {
    const user = await requireUser(deps, request);
    return getSubscriptionView(deps, { userId: user.id });
  });

  app.post(
    '/api/functions/stripe-checkout',
    { schema: { body: checkoutRequestSchema }, config: { rateLimit: paymentRateLimit } },
    async (request) => {
      const user = await requireUser(deps, request, messages.billing.mustSignInToSubscribe);
      // userId and userEmail in the body (docs/product-spec.md §7) are ignored: the session decides.
      return startCheckout(billing, { ...request.body, userId: user.id, email: user.email });
    },
  );

  app.post(
    '/api/functions/stripe-portal',
    { schema: { body: portalRequestSchema }, config: { rateLimit: paymentRateLimit } },
    async (request) => {
      const user = await requireUser(deps, request);
      return openPortal(billing, { userId: user.id, returnUrl: request.body.returnUrl });
    },
  );

  app.get('/api/billing/local-checkout/:id', { schema: { params: idParams } }, async (request) => {
    const user = await requireUser(deps, request);
    const { id } = request.params;
    return getLocalCheckout(deps, { userId: user.id, id });
  });

  app.post(
    '/api/billing/local-checkout/:id/complete',
    { schema: { params: idParams } },
    async (request) => {
      const user = await requireUser(deps, request);
      const { id } = request.params;
      return completeLocalCheckout(deps, { userId: user.id, id });
    },
  );

  app.post(
    '/api/billing/local-checkout/:id/cancel',
    { schema: { params: idParams } },
    async (request) => {
      const user = await requireUser(deps, request);
      const { id } = request.params;
      return cancelLocalCheckout(deps, { userId: user.id, id });
    },
  );

  app.post('/api/billing/local-portal/cancel', async (request) => {
    const user = await requireUser(deps, request);
    await cancelLocalSubscription(deps, { userId: user.id });
    return { ok: true as const };
  });

  // The signature covers the exact bytes Stripe sent, so this route alone reads the body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/billing/webhook', async (request, reply) => {
      // Without Stripe there is no webhook: a quiet 404 like any unknown route (issue 10:
      // every probe logged an error).
      if (!billing.stripe || !deps.config.STRIPE_WEBHOOK_SECRET)
        return reply.status(404).send(errorBody('ROUTE_NOT_FOUND', messages.errors.routeNotFound));
      const raw = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(typeof request.body === 'string' ? request.body : '');
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(
        billing,
        raw,
        Array.isArray(signature) ? signature[0] : signature,
      );
      const result = await handleStripeEvent(billing, event);
      return { received: true, result };
    });
  });
}
