import { defineConfig } from 'vitest/config';

/**
 * Suites that start built servers (dist/) as separate processes on PostgreSQL: `npm test` runs
 * them after the build, with TEST_DATABASE_URL set.
 */
export default defineConfig({
  test: {
    include: ['tests/instances/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
