import { defineConfig } from 'vitest/config';

// The data-layer suites run again against the real PostgreSQL (and Redis where a suite
// needs it). test/helpers reads TEST_DATABASE_URL and gives each file its own schema.
export default defineConfig({
  test: {
    include: ['server/**/*.db.test.ts', 'server/**/*.services.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
