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
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-mocking',
          include: MOCKING_API_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
