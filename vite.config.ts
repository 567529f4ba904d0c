import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

// BLU_DIST lets parallel checkouts of the build (one per test run) live side by side.
const dist = path.resolve(process.env.BLU_DIST ?? 'dist');

// Two builds from one config: the browser's (dist/client) and the server's renderer of the public
// pages (`vite build --ssr`, dist/ssr/entry-server.js, loaded by the server at start).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss()],
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
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/.well-known': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
