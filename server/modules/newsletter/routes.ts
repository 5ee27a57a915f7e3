import { contactMessageSchema } from '../../../contracts/contact.ts';
import { newsletterSubscribeSchema } from '../../../contracts/newsletter.ts';
import type { App, AppDeps } from '../../deps.ts';
import { sendContactMessage } from './contact.service.ts';
import { subscribeToNewsletter } from './newsletter.service.ts';

// Per-IP limits (docs/design.md: rate limits on newsletter and email). Generous enough for an
// office behind one NAT, tight enough that nobody uses the forms to spray mail.
export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function registerNewsletterRoutes(app: App, deps: AppDeps) {
  app.post(
    '/api/newsletter',
    { schema: { body: newsletterSubscribeSchema }, config: { rateLimit: NEWSLETTER_RATE_LIMIT } },
    async (request) =>
      subscribeToNewsletter({ db: deps.db, mailer: deps.mailer, log: request.log }, request.body),
  );

  app.post(
    '/api/contact',
    { schema: { body: contactMessageSchema }, config: { rateLimit: CONTACT_RATE_LIMIT } },
    async (request, reply) =>
      reply.status(202).send(await sendContactMessage({ mailer: deps.mailer }, request.body)),
  );
}
