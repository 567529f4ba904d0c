import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { PublicContentChanges } from '../modules/pages/public-content-changes';
import { writeStandInBuild } from '../../../tests/support/stand-in-build';
import { registerSpa } from './spa';

// A built client with a server entry that notes each address it is asked to draw.
let app: FastifyInstance;
let root: string;
const drawn = (): string[] =>
  (globalThis as { __renderedAddresses?: string[] }).__renderedAddresses!;

beforeAll(async () => {
  root = writeStandInBuild(
    'blu-spa-address-',
    `globalThis.__renderedAddresses = [];
export async function renderPage(url) {
  globalThis.__renderedAddresses.push(url);
  return { html: '<main><h1>Storm ready</h1></main>', queries: [], meta: null, texts: {} };
}`,
  );
  app = Fastify({ logger: false });
  const ctx = { config: { publicUrl: 'https://blu.example', pageCacheEntries: 10 } } as AppContext;
  const changes = { listen: () => undefined } as unknown as PublicContentChanges;
  await registerSpa(app, ctx, path.join(root, 'client'), [], changes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the address a page is drawn and kept by', () => {
  it('leaves out campaign and ad-click parameters, so a visitor from an ad gets the kept page', async () => {
    const first = await app.inject({ method: 'GET', url: '/storm' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Storm ready</h1>');
    const fromAd = await app.inject({
      method: 'GET',
      url: '/storm?utm_source=newsletter&utm_campaign=hurricane-prep&fbclid=IwAR0abc',
    });
    expect(fromAd.statusCode).toBe(200);
    expect(fromAd.headers.etag).toBe(first.headers.etag);
    expect(drawn()).toEqual(['/storm']);
  });

  it("keeps a page's own parameters apart", async () => {
    await app.inject({ method: 'GET', url: '/slp?city=miami&gclid=Cj0KCQ' });
    await app.inject({ method: 'GET', url: '/slp?city=naples' });
    expect(drawn().slice(-2)).toEqual(['/slp?city=miami', '/slp?city=naples']);
  });
});
