import { contactMessageSchema } from '../../../contracts/contact.ts';
import { FORM_ACTIONS, RETURN_FIELD, safeReturnPath } from '../../../contracts/forms.ts';
import { newsletterSubscribeSchema } from '../../../contracts/newsletter.ts';
import type { App, AppDeps } from '../../deps.ts';
import {
  fieldErrors,
  formErrorHandler,
  formFields,
  redirectBack,
  sendFormPage,
} from '../../lib/html-forms.ts';
import { sendContactMessage } from './contact.service.ts';
import { subscribeToNewsletter } from './newsletter.service.ts';

// Per-IP limits (docs/design.md: rate limits on newsletter and email). Generous enough for an
// office behind one NAT, tight enough that nobody uses the forms to spray mail.
export const NEWSLETTER_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function registerNewsletterRoutes(app: App, deps: AppDeps) {
  const origin = new URL(deps.config.publicBaseUrl).origin;

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

  // The same two forms posted without JavaScript (contracts/forms.ts): the same schemas and
  // services, the outcome rendered by the server into the page the form is on.
  app.post(
    FORM_ACTIONS.newsletter,
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      errorHandler: formErrorHandler('newsletter', deps.webShell, origin),
    },
    async (request, reply) => {
      const fields = formFields(request.body);
      const back = safeReturnPath(fields[RETURN_FIELD]);
      const parsed = newsletterSubscribeSchema.safeParse(fields);
      if (!parsed.success)
        return sendFormPage(request, reply, deps.webShell, {
          path: back,
          status: 422,
          form: {
            form: 'newsletter',
            errors: fieldErrors(parsed.error),
            values: { email: fields.email ?? '' },
          },
        });
      await subscribeToNewsletter(
        { db: deps.db, mailer: deps.mailer, log: request.log },
        parsed.data,
      );
      return redirectBack(reply, back, 'newsletter');
    },
  );

  app.post(
    FORM_ACTIONS.contact,
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      errorHandler: formErrorHandler('contact', deps.webShell, origin),
    },
    async (request, reply) => {
      const fields = formFields(request.body);
      const back = safeReturnPath(fields[RETURN_FIELD]);
      const parsed = contactMessageSchema.safeParse(fields);
      if (!parsed.success) {
        const { [RETURN_FIELD]: _, ...values } = fields;
        return sendFormPage(request, reply, deps.webShell, {
          path: back,
          status: 422,
          form: { form: 'contact', errors: fieldErrors(parsed.error), values },
        });
      }
      await sendContactMessage({ mailer: deps.mailer }, parsed.data);
      return redirectBack(reply, back, 'contact');
    },
  );
}
