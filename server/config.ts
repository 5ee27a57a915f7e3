import { z } from 'zod';

// Operator-facing configuration. Errors here are for whoever runs the platform, so they
// are short English one-liners naming the variable.
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const intFrom = (def: number, min = 0) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(def));

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PORT: intFrom(3000),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_SCHEMA: optionalString,
  PUBLIC_BASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // Origins besides PUBLIC_BASE_URL's that may send state-changing requests (comma-separated).
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => v.split(',').every((o) => !o.trim() || URL.canParse(o.trim())),
        'must be comma-separated URLs',
      )
      .optional(),
  ),
  // Behind a reverse proxy, trust its X-Forwarded-* headers (true, or a hop count).
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false', '1', '2', '3']).default('false'),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Forja <no-reply@forja.local>')),
  STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).optional()),
  // S3-compatible storage (AWS S3, MinIO, Garage, R2, Ceph): switched on by S3_BUCKET.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  AI_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['offline', 'openai-compatible', 'openai', 'anthropic']).default('offline'),
  ),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_IMAGE_MODEL: optionalString,
  AI_SPEC_MODEL: optionalString,
  AI_STRUCTURED_OUTPUT: z.preprocess(
    emptyToUndefined,
    z.enum(['auto', 'json_schema', 'json_object', 'none']).default('auto'),
  ),
  AI_TIMEOUT_MS: intFrom(60_000, 100),
  STRIPE_SECRET_KEY: optionalString,
  // Without Stripe: `test` keeps the local test checkout even over https, `live` turns it off.
  PAYMENTS_MODE: z.preprocess(emptyToUndefined, z.enum(['test', 'live']).optional()),
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_BUILDER: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ELITE: optionalString,
  // SIGTERM drain: how long in-flight requests and streams may take before the process exits.
  SHUTDOWN_TIMEOUT_MS: intFrom(20_000, 100),
  RATE_LIMIT_AUTH_PER_MINUTE: intFrom(20, 1),
  RATE_LIMIT_GENERATE_PER_MINUTE: intFrom(10, 1),
  // Per-account sign-in throttle: the first delay after 5 attempts, doubling up to 15 min.
  AUTH_THROTTLE_BASE_MS: intFrom(1000, 1),
  // /files requests that find nothing (missing or not yours) per client per minute.
  RATE_LIMIT_FILE_MISSES_PER_MINUTE: intFrom(60, 1),
  BODY_LIMIT_BYTES: intFrom(1_048_576, 1024),
  // Analytics (issue 8): batches per minute per client address, and who sees platform stats.
  RATE_LIMIT_ANALYTICS_PER_MINUTE: intFrom(600, 1),
  /** Running apps (issue 20): record writes and uploads per user (or address) a minute. */
  RATE_LIMIT_APP_WRITES_PER_MINUTE: intFrom(60, 1),
  /** Running apps: reads (lists, records, the definition) per user (or address) a minute. */
  RATE_LIMIT_APP_READS_PER_MINUTE: intFrom(600, 1),
  /** Running apps (issue 40): records one visitor may create in one app a day (UTC). */
  APP_VISITOR_RECORDS_PER_DAY: intFrom(100, 1),
  /** Running apps: records all visitors together may create in one app a day. */
  APP_VISITORS_RECORDS_PER_DAY: intFrom(1000, 1),
  /** Running apps: images one visitor may upload to one app a day. */
  APP_VISITOR_UPLOADS_PER_DAY: intFrom(10, 1),
  /** Running apps: images all visitors together may upload to one app a day. */
  APP_VISITORS_UPLOADS_PER_DAY: intFrom(100, 1),
  /**
   * Running apps (decision 0249): uploads from visitors without an account, per address a
   * minute; per address, app and day; all of them together per app and day, in count and in MB.
   */
  APP_ANONYMOUS_UPLOADS_PER_MINUTE: intFrom(5, 1),
  APP_ANONYMOUS_UPLOADS_PER_DAY: intFrom(10, 1),
  APP_ANONYMOUS_APP_UPLOADS_PER_DAY: intFrom(50, 1),
  APP_ANONYMOUS_APP_UPLOAD_MB_PER_DAY: intFrom(200, 1),
  /** Running apps: a visitor's image that no record uses is removed this many hours after upload. */
  APP_UNUSED_UPLOAD_HOURS: intFrom(24, 1),
  /** Running apps: versions kept per app, besides the first (older ones are pruned). */
  APP_VERSIONS_KEPT: intFrom(100, 2),
  ADMIN_EMAILS: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  publicBaseUrl: string;
  secureCookies: boolean;
  dbEngine: 'sqlite' | 'postgres';
  storageDriver: 'local' | 's3';
  /** PostgreSQL and Redis both set: several instances may share this deployment. */
  multiInstance: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local');
  if (storageDriver === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required for S3 storage');
  }
  if (storageDriver === 'local' && e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is set but STORAGE_DRIVER=local');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  const multiInstance = Boolean(e.DATABASE_URL && e.REDIS_URL);
  // A secret generated into one instance's DATA_DIR would sign sessions no other instance
  // can read: every sign-in would look signed out on the next instance.
  if (multiInstance && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when DATABASE_URL and REDIS_URL are set (multi-instance mode); set the same value (32+ characters) on every instance',
    );
  }
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    ...e,
    publicBaseUrl,
    secureCookies: publicBaseUrl.startsWith('https://'),
    dbEngine: e.DATABASE_URL ? 'postgres' : 'sqlite',
    storageDriver,
    multiInstance,
  };
}
