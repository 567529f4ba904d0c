import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

// BLU_DIST lets parallel checkouts of the build (one per test run) live side by side.
const dist = path.resolve(process.env.BLU_DIST ?? 'dist');

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.join(dist, 'client'),
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bench-bundle.mjs to size each page's first download.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/.well-known': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
