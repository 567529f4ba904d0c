import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { PublicContentChanges } from '../modules/pages/public-content-changes';
import { registerSpa } from './spa';

// Pages are sent compressed when the client takes it; a bare server with a built client of one
// template (the drawn, cached pages are checked by tests/e2e/server-rendering.spec.ts).
let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blu-spa-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Blu</title><!--app-head--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`,
  );
  app = Fastify({ logger: false });
  const ctx = { config: { publicUrl: 'https://blu.example', pageCacheEntries: 10 } } as AppContext;
  const changes = { listen: () => undefined } as unknown as PublicContentChanges;
  await registerSpa(app, ctx, clientDir, [], changes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('page answers', () => {
  it('are Brotli for a client that takes it, gzip for one that takes only that, and plain otherwise', async () => {
    const plain = await get('/portal');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<div id="root"></div>');

    const br = await get('/portal', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);

    const gzip = await get('/portal', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('keep their status when compressed (a page no route has is a 404)', async () => {
    const missing = await get('/no-such-page-at-all', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString('utf8')).toContain('Page not Found');
  });
});
