import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API test files that replace a module with vi.mock: they need a module registry of their own.
 * Every other API file shares its worker's modules with the files before it (isolate: false),
 * which saves importing the whole server again for each of some 90 files (decision 0053).
 */
const MOCKING_API_FILES = [
  'src/server/modules/users/users-update.routes.test.ts',
  'src/server/modules/auth/password-reset.routes.test.ts',
  'src/server/modules/auth/cached-session-race.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core. Vitest's own default keeps a core back (cores − 1): one worker on CI's
    // two cores, which sat idle whenever its file waited on a server process, a command or
    // PostgreSQL, and left the other core to nobody (decision 0086).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Components, and the few modules whose tests need a document or storage
        // (`*.dom.test.ts`): a jsdom per file is most of their time.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.dom.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/web/**/*.dom.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_API_FILES],
          isolate: false,
          environment: 'node',
          globalSetup: ['tests/support/template-databases.ts'],
          setupFiles: ['tests/support/deprecations-fail.ts'],
          testTimeout: 30_000,
          // A worker's first server seeds its template: the demo with 18 months posted to the
          // books took over 60 s when the 2-core machine was also running the other suites.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-mocking',
          include: MOCKING_API_FILES,
          environment: 'node',
          globalSetup: ['tests/support/template-databases.ts'],
          setupFiles: ['tests/support/deprecations-fail.ts'],
          testTimeout: 30_000,
          // A worker's first server seeds its template: the demo with 18 months posted to the
          // books took over 60 s when the 2-core machine was also running the other suites.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
