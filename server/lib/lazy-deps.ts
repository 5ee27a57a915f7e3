import type { Config } from '../config.ts';

// Packages the server loads on first use, not at start-up (docs/decisions/0160-lean-server.md).
// Loading lazily must not hide a broken install until a person meets it, so start-up checks
// them: every one must resolve (its package is installed), and the drivers the configuration
// turns on are imported outright. The S3 client, Stripe and the AI SDK are imported at
// start-up by their own factories when configured (storage.ts, payments/stripe.ts,
// ai/client.ts); the mailer's SMTP transport is imported here.

export const LOADED_ON_FIRST_USE = [
  'better-auth',
  '@resvg/resvg-js',
  'ai',
  '@ai-sdk/anthropic',
  '@ai-sdk/openai',
  '@ai-sdk/openai-compatible',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'stripe',
  'cheerio',
  'nodemailer',
  'sanitize-html',
  'file-type',
  'undici',
  'css-tree',
  'dictionary-es',
  'markdown-it',
] as const;

export class MissingDependencyError extends Error {}

/** Throws when a package loaded on first use is not installed, or a configured driver cannot load. */
export async function checkLazyDependencies(
  config: Pick<Config, 'SMTP_URL'>,
  packages: readonly string[] = LOADED_ON_FIRST_USE,
): Promise<void> {
  const missing: string[] = [];
  for (const name of packages) {
    try {
      import.meta.resolve(name);
    } catch {
      missing.push(name);
    }
  }
  if (missing.length > 0)
    throw new MissingDependencyError(
      `Missing packages (run npm install): ${missing.join(', ')}. They are loaded on first use, so the server would fail later, when someone needs them.`,
    );
  if (config.SMTP_URL) await import('nodemailer');
}
