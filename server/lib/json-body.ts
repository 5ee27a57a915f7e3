import type { FastifyInstance } from 'fastify';
import { messages } from '../../contracts/messages.ts';
import { AppError } from './errors.ts';

// Every JSON body goes through this parser (issue 10: arrays nested thousands of levels
// deep overflowed the stack in JSON.stringify on the way to better-auth, a 500). No
// endpoint takes more than a few levels, so a body deeper than MAX_JSON_DEPTH is refused
// before parsing, with a 400 in Spanish. The parsing itself stays Fastify's own
// (secure-json-parse: `__proto__` keys refused, `constructor.prototype` ignored).

export const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `max` arrays/objects inside one another. */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(
        new AppError('JSON_TOO_DEEP', {
          userMessage: messages.hardening.jsonTooDeep,
          kind: 'BAD_REQUEST',
        }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
