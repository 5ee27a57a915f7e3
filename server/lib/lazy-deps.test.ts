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
