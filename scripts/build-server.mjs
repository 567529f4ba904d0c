// Bundles the server into dist/server/index.js; npm packages stay external and load from node_modules.
// Then writes .br and .gz beside each client asset, which @fastify/static serves as they are
// (preCompressed), so no CPU is spent compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const dist = process.env.BLU_DIST ?? 'dist';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: `${dist}/server/index.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

for (const file of files(path.join(dist, 'client'))) {
  if (!/\.(js|css|svg|json|txt)$/.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
