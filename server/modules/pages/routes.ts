import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentFromForm,
  encodeConsent,
  FORM_ACTIONS,
  RETURN_FIELD,
  safeReturnPath,
} from '../../../contracts/forms.ts';
import { matchPage } from '../../../contracts/routes.ts';
import type { App, AppDeps } from '../../deps.ts';
import { formFields, redirectBack } from '../../lib/html-forms.ts';
import { renderOgPng } from '../../lib/og-image.ts';

/** Consent costs nothing to store, but it is a write: a limit like the other forms'. */
export const CONSENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

// The marketing pages' Open Graph card (og:image, PNG 1200×630), drawn from the page's
// title and description in the platform's colours. Public pages only; the set is small and
// fixed, so every card is kept once drawn.

const cards = new Map<string, { png: Buffer; etag: string }>();

export async function registerPageRoutes(app: App, deps: AppDeps) {
  // The cookie banner's form without JavaScript (contracts/forms.ts): the choice goes into the
  // cookie the server reads, and the visitor is back on the page, rendered without the banner.
  // With JavaScript the page stores the same cookie itself (web/lib/consent.ts).
  app.post(
    FORM_ACTIONS.consent,
    { config: { rateLimit: CONSENT_RATE_LIMIT } },
    async (request, reply) => {
      const fields = formFields(request.body);
      const choice = consentFromForm(fields);
      const secure = deps.config.secureCookies ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${CONSENT_COOKIE}=${encodeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
      );
      return redirectBack(reply, safeReturnPath(fields[RETURN_FIELD]));
    },
  );

  app.get(
    '/og/sitio.png',
    { schema: { querystring: z.object({ ruta: z.string().max(300).default('/') }) } },
    async (request, reply) => {
      const match = matchPage(request.query.ruta);
      const page = match?.page.access === 'public' ? match.page : matchPage('/')!.page;
      let card = cards.get(page.pattern);
      if (!card) {
        const png = await renderOgPng({
          title: page.title,
          subtitle: page.description,
          primaryColor: '#ea580c',
          secondaryColor: '#f59e0b',
        });
        const etag = `"og-${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`;
        card = { png, etag };
        cards.set(page.pattern, card);
      }
      reply
        .header('etag', card.etag)
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === card.etag) return reply.status(304).send();
      return reply.type('image/png').send(card.png);
    },
  );
}
