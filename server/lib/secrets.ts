import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the secret named `name`: the configured value, or one generated on first start
 * and kept in DATA_DIR (mode 0600) so sessions survive restarts.
 */
export function resolveSecret(dataDir: string, name: string, configured?: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `.${name}`);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
