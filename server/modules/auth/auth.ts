import type { betterAuth as BetterAuth } from 'better-auth';
import { fill, messages } from '../../../contracts/messages.ts';
import type { Config } from '../../config.ts';
import type { DbHandle } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { allowedOrigins } from '../../lib/origins.ts';

type AuthOptions = { config: Config; dbHandle: DbHandle; secret: string; mailer?: Mailer };

/** better-auth on our database, with snake_case tables of our own migration. */
function instantiate(betterAuth: typeof BetterAuth, opts: AuthOptions) {
  const { config, dbHandle, secret } = opts;
  const trustedOrigins = [...allowedOrigins(config)];

  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    };
  }
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    socialProviders.github = {
      clientId: config.GITHUB_CLIENT_ID,
      clientSecret: config.GITHUB_CLIENT_SECRET,
    };
  }

  return betterAuth({
    appName: 'Forja',
    baseURL: config.publicBaseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    database: { db: dbHandle.rawDb, type: dbHandle.engine === 'postgres' ? 'postgres' : 'sqlite' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    socialProviders,
    // A password account confirms its email on demand (POST /api/auth/send-verification-email,
    // then the mailed link): what a running app's `vinculada` records are shown to (decision
    // 0245). Nothing is sent on sign-up.
    ...(opts.mailer && {
      emailVerification: {
        sendOnSignUp: false,
        autoSignInAfterVerification: true,
        expiresIn: 60 * 60 * 24,
        sendVerificationEmail: async ({
          user,
          url,
        }: {
          user: { email: string; name: string };
          url: string;
        }) => {
          await opts.mailer?.send({
            to: user.email,
            subject: messages.auth.verifySubject,
            text: fill(messages.auth.verifyText, { name: user.name || user.email, link: url }),
          });
        },
      },
    }),
    // Our own Fastify rate limit guards /api/auth (per IP, Redis-backed when scaled out).
    rateLimit: { enabled: false },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

type Instance = ReturnType<typeof instantiate>;
type GetSession = Instance['api']['getSession'];

/**
 * better-auth (~45 MB and ~100 ms of imports, docs/decisions/0160-lean-server.md) is loaded
 * on the first request that needs it: a sign-in, a sign-up, or a request carrying a session
 * cookie. Public pages, /api/health and static files never do. Start-up still checks that
 * the package resolves (server/lib/lazy.ts), so a broken install is seen at deploy time.
 * A failed load is not kept: the next request tries again.
 */
export function createAuth(opts: AuthOptions) {
  let instance: Promise<Instance> | undefined;
  const load = (): Promise<Instance> => {
    instance ??= import('better-auth').then(
      ({ betterAuth }) => instantiate(betterAuth, opts),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    );
    return instance;
  };
  return {
    api: {
      getSession: (async (...args: Parameters<GetSession>) =>
        (await load()).api.getSession(...args)) as GetSession,
    },
    handler: async (request: Request): Promise<Response> => (await load()).handler(request),
    /**
     * Starts loading in the background (the sign-in and sign-up form asks for the providers
     * as it opens: by the time the person has typed, the first sign-in finds it loaded).
     * A failure here is left to the request that needs it.
     */
    preload: (): void => {
      load().catch(() => {});
    },
    /** Whether better-auth has been asked for, loading or loaded (tests: anonymous requests do not). */
    get loaded() {
      return instance !== undefined;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
