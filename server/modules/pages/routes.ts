import { createHash } from 'node:crypto';
import { z } from 'zod';
import { matchPage } from '../../../contracts/routes.ts';
import type { App, AppDeps } from '../../deps.ts';
import { renderOgPng } from '../../lib/og-image.ts';

// The marketing pages' Open Graph card (og:image, PNG 1200×630), drawn from the page's
// title and description in the platform's colours. Public pages only; the set is small and
// fixed, so every card is kept once drawn.

const cards = new Map<string, { png: Buffer; etag: string }>();

export async function registerPageRoutes(app: App, _deps: AppDeps) {
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
