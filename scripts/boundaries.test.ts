import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of biome.json (decisions 0141, 0200), proved on planted files: each
// case is written into a temporary copy of the layout with the repository's biome.json, and
// Biome must refuse exactly the ones marked `refused`. A rule that stopped matching (a typo
// in a pattern, a new folder depth) fails here instead of letting violations through.

const ROOT = join(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

type Case = { file: string; from: string; refused: boolean; why: string };

const CASES: Case[] = [
  // The app kit imports only its own files: every exported app copies it as it is (0239).
  { file: 'kit/a.ts', from: './definition.ts', refused: false, why: 'its own file' },
  { file: 'kit/b.ts', from: '../contracts/app-definition.ts', refused: true, why: 'platform' },
  { file: 'kit/c.ts', from: 'zod', refused: true, why: 'a package the export may not have' },
  { file: 'kit/d.ts', from: 'node:fs', refused: true, why: 'server-only' },
  { file: 'kit/e.test.ts', from: 'vitest', refused: false, why: 'its tests' },
  { file: 'kit/f.ts', from: 'react', refused: true, why: 'the kit logic is plain TypeScript' },
  // Its screens import the kit and React, which every exported app has (0246).
  { file: 'kit/screens/a.tsx', from: '../values.ts', refused: false, why: 'the kit' },
  { file: 'kit/screens/b.tsx', from: './value.tsx', refused: false, why: 'another screen' },
  { file: 'kit/screens/c.tsx', from: 'react', refused: false, why: 'React' },
  {
    file: 'kit/screens/d.tsx',
    from: '../../web/components/ui/button.tsx',
    refused: true,
    why: 'platform UI',
  },
  { file: 'kit/screens/e.tsx', from: 'lucide-react', refused: true, why: 'a package' },
  { file: 'kit/screens/f.tsx', from: 'react-router', refused: true, why: 'routing is per app' },
  {
    file: 'kit/screens/g.tsx',
    from: '../../contracts/app-definition.ts',
    refused: true,
    why: 'platform',
  },
  // A server module uses another module only through its public files.
  { file: 'server/modules/apps/a.ts', from: '../projects/repo.ts', refused: true, why: 'repo' },
  {
    file: 'server/modules/apps/b.ts',
    from: '../projects/concept.ts',
    refused: true,
    why: 'internal',
  },
  { file: 'server/modules/apps/c.ts', from: '../billing/routes.ts', refused: true, why: 'routes' },
  {
    file: 'server/modules/projects/routes/d.ts',
    from: '../../files/range.ts',
    refused: true,
    why: 'internal, one folder down',
  },
  {
    file: 'server/modules/projects/routes/e.ts',
    from: '../../../../server/modules/files/range.ts',
    refused: true,
    why: 'odd path',
  },
  {
    file: 'server/modules/apps/f.ts',
    from: '../projects/service.ts',
    refused: false,
    why: 'service',
  },
  {
    file: 'server/modules/apps/g.ts',
    from: '../auth/session.ts',
    refused: false,
    why: 'declared public',
  },
  {
    file: 'server/modules/apps/h.ts',
    from: '../files/upload.ts',
    refused: false,
    why: 'declared public',
  },
  {
    file: 'server/modules/apps/i.test.ts',
    from: '../projects/test-helpers.ts',
    refused: false,
    why: 'test factories',
  },
  {
    file: 'server/modules/apps/j.ts',
    from: '../../lib/errors.ts',
    refused: false,
    why: 'infrastructure',
  },
  {
    file: 'server/modules/projects/routes/k.ts',
    from: '../repo.ts',
    refused: false,
    why: 'own module',
  },
  // A web feature imports neither another feature nor web/app.
  {
    file: 'web/features/projects/components/l.tsx',
    from: '../../../app/guards.tsx',
    refused: true,
    why: 'web/app',
  },
  {
    file: 'web/features/projects/m.tsx',
    from: '../../app/server-state.ts',
    refused: true,
    why: 'web/app',
  },
  {
    file: 'web/features/projects/components/n.tsx',
    from: '../../builder/api.ts',
    refused: true,
    why: 'another feature',
  },
  {
    file: 'web/features/projects/components/o.tsx',
    from: '../../../lib/api.ts',
    refused: false,
    why: 'web/lib',
  },
  {
    file: 'web/features/projects/components/p.tsx',
    from: '../api.ts',
    refused: false,
    why: 'own feature',
  },
  // Shared code imports no feature.
  { file: 'web/lib/q.ts', from: '../features/projects/api.ts', refused: true, why: 'feature' },
  {
    file: 'web/components/ui/r.tsx',
    from: '../../features/projects/api.ts',
    refused: true,
    why: 'feature',
  },
  { file: 'web/lib/s.ts', from: '../app/guards.tsx', refused: true, why: 'web/app' },
  { file: 'contracts/t.ts', from: '../web/features/projects/api.ts', refused: true, why: 'web' },
  { file: 'contracts/u.ts', from: 'node:fs', refused: true, why: 'node' },
  { file: 'web/lib/v.ts', from: './api.ts', refused: false, why: 'shared' },
  // Infrastructure imports no module.
  { file: 'server/lib/w.ts', from: '../modules/demo/scrape.ts', refused: true, why: 'module' },
  {
    file: 'server/lib/x.ts',
    from: '../modules/billing/service.ts',
    refused: true,
    why: 'even a service',
  },
  { file: 'server/db/y.ts', from: '../modules/projects/service.ts', refused: true, why: 'module' },
  { file: 'server/lib/z.ts', from: './errors.ts', refused: false, why: 'infrastructure' },
];

type Report = { diagnostics: { category: string; location: { path: string } }[] };

function lintReport(cwd: string, args: string[]): Report {
  let out: string;
  try {
    out = execFileSync(BIOME, ['lint', '--reporter=json', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it reports errors; its JSON report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  return JSON.parse(out) as Report;
}

let dir = '';
let refused = new Set<string>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'forja-boundaries-'));
  copyFileSync(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
  for (const c of CASES) {
    mkdirSync(dirname(join(dir, c.file)), { recursive: true });
    writeFileSync(join(dir, c.file), `import { y } from '${c.from}';\n\nexport const x = y;\n`);
  }
  const report = lintReport(dir, ['.']);
  refused = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path),
  );
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries (biome.json)', () => {
  it.each(CASES)('$file importing $from ($why): refused=$refused', (c) => {
    expect(refused.has(c.file)).toBe(c.refused);
  });

  it('the repository itself has no boundary violation', () => {
    const report = lintReport(ROOT, [
      '--only=style/noRestrictedImports',
      'kit',
      'server',
      'web',
      'contracts',
    ]);
    expect(report.diagnostics.map((d) => d.location.path)).toEqual([]);
  });
});
