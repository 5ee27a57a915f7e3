import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'kit/**/*.test.ts',
      'server/**/*.test.ts',
      'contracts/**/*.test.ts',
      'web/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.services.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
