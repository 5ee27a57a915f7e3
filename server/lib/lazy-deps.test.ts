import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkLazyDependencies, LOADED_ON_FIRST_USE, MissingDependencyError } from './lazy-deps.ts';

describe('start-up check of the packages loaded on first use', () => {
  it('passes with the installed packages', async () => {
    await expect(checkLazyDependencies({ SMTP_URL: undefined })).resolves.toBeUndefined();
    expect(LOADED_ON_FIRST_USE).toContain('better-auth');
  });

  it('names a package that is not installed', async () => {
    const check = checkLazyDependencies({ SMTP_URL: undefined }, [
      'better-auth',
      'forja-no-such-package',
    ]);
    await expect(check).rejects.toBeInstanceOf(MissingDependencyError);
    await expect(check).rejects.toThrow(/forja-no-such-package/);
  });

  it('imports the SMTP transport when SMTP_URL is set', async () => {
    await expect(
      checkLazyDependencies({ SMTP_URL: 'smtp://127.0.0.1:2525' }),
    ).resolves.toBeUndefined();
  });
});

describe('what start-up imports', () => {
  it('leaves css-tree, the offline engine, the dictionary and markdown-it to their first use', () => {
    // A fresh process imports the server's module graph (server/app.ts) and lists every
    // module it loaded.
    const script = `
      import { registerHooks } from 'node:module';
      const loaded = [];
      registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
      await import(${JSON.stringify(new URL('../app.ts', import.meta.url).href)});
      if (process.moduleLoadList.some((m) => m.includes('undici'))) loaded.push('node:undici');
      console.log(JSON.stringify(loaded));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(run.stderr).not.toMatch(/Error/);
    const loaded = JSON.parse(run.stdout) as string[];
    expect(loaded.some((url) => url.endsWith('/server/modules/projects/public-page.ts'))).toBe(
      true,
    );
    for (const lazy of [
      '/node_modules/css-tree/',
      '/server/lib/ai/offline/concept-engine.ts',
      '/server/lib/ai/offline/change-reader.ts',
      '/server/lib/ai/offline/knowledge.ts',
      '/node_modules/dictionary-es/',
      '/node_modules/markdown-it/',
      // Node's own fetch client: loaded when an ES module imports node:http (fast-routes.ts
      // requires it instead).
      'node:undici',
    ])
      expect(loaded.filter((url) => url.includes(lazy))).toEqual([]);
  });
});
