import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { localeFiles } from './scripts/vite/locale-files';

// BLU_DIST lets parallel checkouts of the build (one per test run) live side by side.
const dist = path.resolve(process.env.BLU_DIST ?? 'dist');

const sourceModule = (pattern: string) =>
  new RegExp(`[\\\\/]${pattern.replaceAll('/', '[\\\\/]')}`);

/**
 * Modules bundled together for the browser. Without `includeDependenciesRecursively`, a group
 * takes only the modules it names: their imports stay where they were (React, the translations),
 * so no page downloads a group for a dependency it shares with it.
 */
const CHUNK_GROUPS = [
  {
    // What every form with react-hook-form draws, from sign-in to the lead forms.
    name: 'form-kit',
    test: sourceModule(
      '(node_modules/react-hook-form/|components/ui/(choice-fields|form-context-fields|focus-first-error)\\.|lib/(deferred-resolver|form-errors)\\.)',
    ),
    includeDependenciesRecursively: false,
  },
  {
    // The frame and the submit of every lead form page.
    name: 'lead-form',
    test: sourceModule(
      'features/leads/(components/(lead-form|contact-fields|honeypot-field|lead-page-layout)\\.|hooks/)',
    ),
    includeDependenciesRecursively: false,
  },
];

// Two builds from one config: the browser's (dist/client) and the server's renderer of the public
// pages (`vite build --ssr`, dist/ssr/entry-server.js, loaded by the server at start).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), localeFiles()],
  build: isSsrBuild
    ? {
        outDir: path.join(dist, 'ssr'),
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: 'ssr/entry-server.tsx' },
      }
    : {
        outDir: path.join(dist, 'client'),
        emptyOutDir: true,
        sourcemap: true,
        // Read by scripts/bench-bundle.mjs to size each page's first download.
        manifest: true,
        // No <link rel="modulepreload"> and no preload helper: a drawn page fetches its code after
        // its first paint, and a page's chunks follow their imports (decision 0059).
        modulePreload: false,
        // Two chunks instead of a dozen small ones for every lead form: each file is compressed on
        // its own and carries its own import glue, so a form page's first download is 3 KB smaller
        // (decision 0063). Only modules every form page draws belong here.
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/.well-known': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
