import type { FastifyInstance } from 'fastify';
import { messages } from '../../contracts/messages.ts';
import { AppError } from './errors.ts';

// HTML forms post `application/x-www-form-urlencoded` (the forms of the server-rendered
// pages work without JavaScript: contracts/forms.ts). Only their routes (`/formularios/…`)
// take it: the JSON API keeps refusing it with a 415, as before, so a cross-site "simple"
// form post never reaches it even past the origin check. The body is read as text within the
// app's body limit and parsed by URLSearchParams into an object of strings (a repeated name
// keeps its last value); no nesting, so nothing to prototype-pollute.
export const FORM_ROUTES_PREFIX = '/formularios/';

export function registerFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.url.startsWith(FORM_ROUTES_PREFIX)) {
        done(
          new AppError('UNSUPPORTED_MEDIA_TYPE', {
            userMessage: messages.errors.unsupportedMediaType,
          }),
          undefined,
        );
        return;
      }
      const fields: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    },
  );
}
