import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Two things that drifted without a check (issue 22, decision 0200): message keys nobody
// shows any more, and the README's configuration table against server/config.ts.

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Texts the spec quotes that no screen or endpoint shows; the catalogue keeps the spec's texts. */
const SPEC_ONLY = new Set([
  'validation.mustSignIn',
  'validation.emailFieldsRequired',
  'validation.invalidEmailResponse',
  'validation.demoNeedsCredits',
]);

/** `group.key` of every text in the catalogue (two-level object, keys at four spaces). */
function catalogueKeys(catalogue: string): string[] {
  const keys: string[] = [];
  let group = '';
  for (const line of catalogue.split('\n')) {
    const g = /^ {2}(\w+): \{/.exec(line);
    if (g) group = g[1];
    const k = /^ {4}(\w+)[:(]/.exec(line);
    if (k && group) keys.push(`${group}.${k[1]}`);
  }
  return keys;
}

/** Keys whose name appears in no other source: nothing can reach them. */
function unusedKeys(catalogue: string, sources: string[]): string[] {
  const all = sources.join('\n');
  return catalogueKeys(catalogue).filter((key) => {
    const name = key.split('.')[1];
    return !SPEC_ONLY.has(key) && !new RegExp(`\\b${name}\\b`).test(all);
  });
}

/** Variables of the config schema (`  NAME: …` at two spaces) and of the README's table. */
function configDrift(
  config: string,
  readme: string,
): { undocumented: string[]; unknown: string[] } {
  const inConfig = new Set([...config.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]));
  const table = readme.slice(
    readme.indexOf('| variable |'),
    readme.indexOf('\n\n', readme.indexOf('| variable |')),
  );
  const inReadme = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
  return {
    undocumented: [...inConfig].filter((v) => !inReadme.has(v)).sort(),
    unknown: [...inReadme].filter((v) => !inConfig.has(v)).sort(),
  };
}

describe('message catalogue', () => {
  const sources = execFileSync(
    'git',
    ['ls-files', 'kit', 'server', 'web', 'contracts', 'e2e', 'scripts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && f !== 'contracts/messages.ts')
    .map(read);

  it('has no key that nothing uses (besides the spec-only texts)', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(unusedKeys(read('contracts/messages.ts'), sources)).toEqual([]);
  });

  it('fails on a planted unused key', () => {
    const planted =
      "export const messages = {\n  demo: {\n    usedOne: 'a',\n    neverShown: 'b',\n  },\n};";
    expect(unusedKeys(planted, ['t.usedOne'])).toEqual(['demo.neverShown']);
  });
});

describe('README configuration table', () => {
  it('lists exactly the variables server/config.ts reads', () => {
    expect(configDrift(read('server/config.ts'), read('README.md'))).toEqual({
      undocumented: [],
      unknown: [],
    });
  });

  it('fails on a planted undocumented or unknown variable', () => {
    const config = '  PORT: intFrom(3000),\n  NEW_SETTING: optionalString,\n';
    const readme =
      '| variable | default |\n|---|---|\n| `PORT` | `3000` |\n| `OLD_SETTING` | — |\n\nrest';
    expect(configDrift(config, readme)).toEqual({
      undocumented: ['NEW_SETTING'],
      unknown: ['OLD_SETTING'],
    });
  });
});
