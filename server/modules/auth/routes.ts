import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type AuthProviders,
  isAllowedUserUrl,
  passwordSchema,
  signInSchema,
  signUpSchema,
  updateUserSchema,
} from '../../../contracts/auth.ts';
import { messages } from '../../../contracts/messages.ts';
import type { App, AppDeps } from '../../deps.ts';
import { AppError, errorBody } from '../../lib/errors.ts';
import { findSessionUser, requireUser, toHeaders } from './session.ts';
import { createAccountThrottle, DEVICE_COOKIE, deviceToken, isKnownDevice } from './throttle.ts';

// better-auth's own error codes, in Spanish for the people who read them.
const AUTH_ERROR_TEXT: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: messages.auth.invalidCredentials,
  INVALID_PASSWORD: messages.auth.invalidCredentials,
  USER_NOT_FOUND: messages.auth.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: messages.auth.invalidCredentials,
  USER_ALREADY_EXISTS: messages.auth.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.auth.emailTaken,
  PASSWORD_TOO_SHORT: messages.auth.passwordTooShort,
  PASSWORD_TOO_LONG: messages.auth.passwordTooLong,
  INVALID_EMAIL: messages.auth.invalidEmail,
};

/** Passes a Fastify request to better-auth's fetch-style handler and back. */
async function forwardToAuth(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body?: unknown,
  extraCookies?: (status: number) => Promise<string[]>,
) {
  const url = new URL(request.url, deps.config.publicBaseUrl);
  const headers = toHeaders(request);
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = JSON.stringify(body ?? request.body ?? {});
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const response = await deps.auth.handler(new Request(url, init));
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') continue;
    reply.header(key, value);
  }
  const cookies = [
    ...response.headers.getSetCookie(),
    ...((await extraCookies?.(response.status)) ?? []),
  ];
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) {
    let code = 'AUTH_ERROR';
    try {
      const parsed = JSON.parse(text) as { code?: string };
      if (parsed.code) code = parsed.code;
    } catch {
      // not JSON
    }
    const message =
      AUTH_ERROR_TEXT[code] ??
      (response.status === 401
        ? messages.errors.unauthorized
        : response.status === 403
          ? messages.errors.forbidden
          : messages.errors.badRequest);
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(errorBody(code, message));
  }
  return reply.send(text);
}

export async function registerAuthRoutes(app: App, deps: AppDeps) {
  const rateLimit = { max: deps.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/api/auth/sign-up/email',
    { schema: { body: signUpSchema }, config: { rateLimit } },
    async (request, reply) => forwardToAuth(deps, request, reply, request.body),
  );

  const throttle = createAccountThrottle({
    redis: deps.redis,
    baseMs: deps.config.AUTH_THROTTLE_BASE_MS,
  });
  const deviceSecret = deps.authSecret;
  const secure = deps.config.secureCookies ? '; Secure' : '';

  app.post(
    '/api/auth/sign-in/email',
    { schema: { body: signInSchema }, config: { rateLimit } },
    async (request, reply) => {
      const { email } = request.body;
      // A browser that signed in to this account before is counted apart (throttle.ts).
      const known = isKnownDevice(deviceSecret, email, request.headers.cookie);
      const key = known ? `device:${email}` : `account:${email}`;
      const wait = await throttle.acquire(key);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', String(seconds));
        throw new AppError('ACCOUNT_THROTTLED', {
          userMessage: messages.hardening.accountThrottled(seconds),
          kind: 'RATE_LIMITED',
        });
      }
      return forwardToAuth(
        deps,
        request,
        reply,
        { ...request.body, rememberMe: true },
        async (status) => {
          if (status !== 200) return [];
          await Promise.all([
            throttle.reset(`account:${email}`),
            throttle.reset(`device:${email}`),
          ]);
          const maxAge = 60 * 60 * 24 * 365;
          return [
            `${DEVICE_COOKIE}=${deviceToken(deviceSecret, email)}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
          ];
        },
      );
    },
  );

  // better-auth stores whatever these carry; the contract's rules apply here too (issue 10:
  // a null name answered 500, a 100,000-character name was stored).
  app.post(
    '/api/auth/update-user',
    { schema: { body: updateUserSchema }, config: { rateLimit } },
    async (request, reply) => {
      const { image } = request.body;
      const allowHttp = deps.config.NODE_ENV === 'development';
      if (image && !isAllowedUserUrl(image, { allowHttp }))
        throw new AppError('VALIDATION_FAILED', {
          userMessage: messages.hardening.imageUrlInvalid,
        });
      return forwardToAuth(deps, request, reply, request.body);
    },
  );

  for (const path of ['/api/auth/change-password', '/api/auth/reset-password']) {
    // The new password follows the contract's rule; better-auth reads the other fields.
    app.post(
      path,
      { schema: { body: z.looseObject({ newPassword: passwordSchema }) }, config: { rateLimit } },
      async (request, reply) => forwardToAuth(deps, request, reply, request.body),
    );
  }

  app.post('/api/auth/*', { config: { rateLimit } }, (request, reply) =>
    forwardToAuth(deps, request, reply),
  );
  app.get(
    '/api/auth/*',
    {
      config: {
        rateLimit: { max: deps.config.RATE_LIMIT_AUTH_PER_MINUTE * 10, timeWindow: '1 minute' },
      },
    },
    (request, reply) => forwardToAuth(deps, request, reply),
  );

  app.get('/api/auth-providers', async (): Promise<AuthProviders> => {
    // Only the sign-in and sign-up form asks this: someone is about to need better-auth.
    deps.auth.preload();
    return {
      google: Boolean(deps.config.GOOGLE_CLIENT_ID && deps.config.GOOGLE_CLIENT_SECRET),
      github: Boolean(deps.config.GITHUB_CLIENT_ID && deps.config.GITHUB_CLIENT_SECRET),
    };
  });

  app.get('/api/me', async (request) => {
    const user = await requireUser(deps, request);
    return { user };
  });

  // The web app asks on every page whether someone is signed in; "nobody" is an answer, not
  // an error, so a signed-out visit logs no failed request in the browser console.
  app.get('/api/session', async (request, reply) => {
    const user = await findSessionUser(deps, request);
    return reply.header('cache-control', 'no-store').send({ user: user ?? null });
  });
}
