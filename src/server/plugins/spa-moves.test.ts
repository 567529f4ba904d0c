import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import type { PublicContentChanges } from '../modules/pages/public-content-changes';
import { registerSpa } from './spa';
import { type PageResolver } from '../modules/pages/page-resolver';

// What the blog added to the page head (PageMeta.redirect and .alternates), on a bare server
// with a built client of one template and no server drawing.
let app: FastifyInstance;
let clientDir: string;
const asked: Array<[string, string | undefined]> = [];

const resolver: PageResolver = async (pathname, _ctx, language) => {
  asked.push([pathname, language]);
  if (pathname === '/blog/old-slug') return { status: 301, redirect: '/es/blog/nuevo' };
  if (pathname === '/blog/with-translation') {
    return {
      status: 200,
      title: 'With translation',
      alternates: { en: '/blog/with-translation', es: '/es/blog/con-traduccion' },
    };
  }
  if (pathname === '/blog/solo-espanol') {
    return { status: 200, title: 'Solo', alternates: { es: '/es/blog/solo-espanol' } };
  }
  return null;
};

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blu-spa-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Blu</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  app = Fastify({ logger: false });
  const ctx = { config: { publicUrl: 'https://blu.example', pageCacheEntries: 10 } } as AppContext;
  const changes = { listen: () => undefined } as unknown as PublicContentChanges;
  await registerSpa(app, ctx, clientDir, [resolver], changes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('pages that moved or have their own address per language', () => {
  it('answers 301 with the address the resolver names', async () => {
    const res = await app.inject('/blog/old-slug');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/es/blog/nuevo');
  });

  it('hands resolvers the language of the address', async () => {
    asked.length = 0;
    await app.inject('/es/blog/old-slug');
    await app.inject('/blog/old-slug');
    expect(asked).toEqual([
      ['/blog/old-slug', 'es'],
      ['/blog/old-slug', 'en'],
    ]);
  });

  it('writes the hreflang alternates the resolver names instead of the same path under /es', async () => {
    const res = await app.inject('/blog/with-translation');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://blu.example/blog/with-translation" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="es" href="https://blu.example/es/blog/con-traduccion" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://blu.example/blog/with-translation" />',
    );
    expect(res.body).not.toContain('/es/blog/with-translation');
  });

  it('names only the languages a page exists in, x-default the only one', async () => {
    const res = await app.inject('/es/blog/solo-espanol');
    expect(res.body.match(/hreflang="en"/g)).toBeNull();
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://blu.example/es/blog/solo-espanol" />',
    );
  });

  it('keeps the same path under the other prefix for every other page', async () => {
    const res = await app.inject('/es/blog/other');
    expect(res.body).toContain('hreflang="en" href="https://blu.example/blog/other"');
    expect(res.body).toContain('hreflang="es" href="https://blu.example/es/blog/other"');
  });
});
