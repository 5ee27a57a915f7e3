import type { FastifyInstance } from 'fastify';

// HTML forms post `application/x-www-form-urlencoded` (the forms of the server-rendered
// pages work without JavaScript: contracts/forms.ts). The body is read as text within the
// app's body limit and parsed by URLSearchParams into an object of strings (a repeated name
// keeps its last value); no nesting, so nothing to prototype-pollute.
export function registerFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    },
  );
}
