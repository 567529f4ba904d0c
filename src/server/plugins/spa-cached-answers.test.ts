import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { PublicContentChanges } from '../modules/pages/public-content-changes';
import { writeStandInBuild } from '../../../tests/support/stand-in-build';
import { registerSpa } from './spa';

// A built client whose server entry reads two API answers per drawing and draws what they said:
// a public one, kept between drawings, and a private one, asked on every drawing.
let app: FastifyInstance;
let root: string;
let flushContent: () => void = () => undefined;
const asked = { public: 0, private: 0 };

beforeAll(async () => {
  root = writeStandInBuild(
    'blu-spa-answers-',
    `export async function renderPage(url, transport) {
  const open = await (await transport('/api/test/public', {})).text();
  const own = await (await transport('/api/test/private', {})).text();
  return { html: '<p>' + open + ' ' + own + '</p>', queries: [], meta: null, texts: {} };
}`,
  );
  app = Fastify({ logger: false });
  app.get('/api/test/public', async () => `public-${++asked.public}`);
  app.get('/api/test/private', async (_request, reply) =>
    reply.header('cache-control', 'private, no-store').send(`private-${++asked.private}`),
  );
  const ctx = { config: { publicUrl: 'https://blu.example', pageCacheEntries: 10 } } as AppContext;
  const changes = {
    listen: (listener: () => void) => void (flushContent = listener),
  } as unknown as PublicContentChanges;
  await registerSpa(app, ctx, path.join(root, 'client'), [], changes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const bodyOf = async (url: string) => (await app.inject({ method: 'GET', url })).body;

describe('the answers pages are drawn from', () => {
  it('are kept between drawings of different pages, except a private one', async () => {
    expect(await bodyOf('/storm')).toContain('<p>public-1 private-1</p>');
    expect(await bodyOf('/slp')).toContain('<p>public-1 private-2</p>');
    expect(asked).toEqual({ public: 1, private: 2 });
  });

  it("are read afresh after an editor's change", async () => {
    flushContent();
    expect(await bodyOf('/compare')).toContain('<p>public-2 private-3</p>');
  });
});
