import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/api';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { seedIfEmpty } from '../../db/seed/seed';
import { pages } from '../../db/tables';
import { pathWithoutLanguage } from '../../../shared/language-path';
import { SITE_MAP, siteRouteOf } from '../../../shared/site-map';

const PUBLIC_URL = 'https://blu.example';
let app: FastifyInstance;
let dispose: () => Promise<void>;
let clientDir: string;
let db: Db;

beforeAll(async () => {
  // A minimal built client: the server fills <title> and <!--app-head--> in this template.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blu-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Blu</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  const opened = await openTestDatabase();
  dispose = () => opened.dispose();
  db = opened.database.db;
  await ensureReferenceData(opened.database.db);
  await seedIfEmpty(opened.database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL });
  app = await buildApp({ config, database: opened.database, clientDir, logger: false });
});
afterAll(async () => {
  await app?.close();
  await dispose?.();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url });

function meta(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function jsonLd(html: string): any {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

/** Every Organization JSON-LD script in the page (the client updates the one with this id). */
function organizations(html: string): any[] {
  return [
    ...html.matchAll(/<script type="application\/ld\+json" id="org-jsonld">(.*?)<\/script>/gs),
  ]
    .map((m) => JSON.parse(m[1]!))
    .filter((data) => data['@type'] === 'Organization');
}

async function firstListing(query: string) {
  const res = await page(`/api/listings?${query}`);
  return res.json().items[0];
}

describe('server-written head', () => {
  it('writes title, description, canonical, Open Graph and JSON-LD for a listing', async () => {
    const listing = await firstListing('city=naples&purpose=sale&type=condo');
    const res = await page(`/slp/property/${listing.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Beachfront three-bedroom facing the sunset · Park Shore, Naples · Blu</title>',
    );
    expect(meta(html, 'og:title')).toBe(
      'Beachfront three-bedroom facing the sunset · Park Shore, Naples · Blu',
    );
    expect(meta(html, 'description')).toMatch(/^\$2,195,000 · 3 bd · 3 ba · 2,100 sq ft\./);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/slp/property/${listing.id}`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/slp/property/${listing.id}" />`,
    );
    const graph = jsonLd(html)['@graph'];
    const residence = graph.find((n: { '@type': string }) => n['@type'] === 'Residence');
    const offer = graph.find((n: { '@type': string }) => n['@type'] === 'Offer');
    expect(residence.address).toMatchObject({ addressLocality: 'Naples', postalCode: '34103' });
    expect(residence.containsPlace).toMatchObject({ '@type': 'Apartment', numberOfBedrooms: 3 });
    expect(offer).toMatchObject({ price: '2195000.00', priceCurrency: 'USD' });
    expect(offer.itemOffered['@id']).toBe(residence['@id']);
    // The operator is named once, beside the listing's own markup.
    const [organization, ...more] = organizations(html);
    expect(more).toEqual([]);
    expect(organization).toMatchObject({ name: 'Blu', url: `${PUBLIC_URL}/` });
  });

  it('prices a rental per month in its offer', async () => {
    const listing = await firstListing('city=key-west&purpose=rent');
    const html = (await page(`/slp/property/${listing.id}`)).body;
    const offer = jsonLd(html)['@graph'].find((n: { '@type': string }) => n['@type'] === 'Offer');
    expect(offer.priceSpecification).toMatchObject({ unitCode: 'MON', price: '4900.00' });
    expect(meta(html, 'description')).toMatch(/^\$4,900\/month/);
  });

  it('writes the head of a city guide, a community and a condo unit', async () => {
    const city = await page('/marine-lifestyle/miami');
    expect(city.statusCode).toBe(200);
    expect(city.body).toContain(
      '<title>Marine lifestyle in Miami, FL: marinas, boating and homes · Blu</title>',
    );
    expect(meta(city.body, 'og:description')).toMatch(/^Biscayne Bay at your door/);

    const community = await page('/community/brickell-bay-tower');
    expect(community.statusCode).toBe(200);
    expect(meta(community.body, 'og:title')).toBe('Brickell Bay Tower, Miami · Blu');

    const detail = (await page('/api/communities/brickell-bay-tower')).json();
    const unit = detail.units.find((u: { label: string }) => u.label === '4B');
    const unitPage = await page(`/community/brickell-bay-tower/${unit.id}`);
    expect(unitPage.statusCode).toBe(200);
    expect(unitPage.body).toContain(
      '<title>Residence 4B at Brickell Bay Tower: 2 bd · 2 ba · 1,180 sq ft · Blu</title>',
    );
    expect(meta(unitPage.body, 'description')).toContain('For rent at $4,600/month');
    for (const res of [city, community, unitPage]) {
      expect(organizations(res.body).map((o) => o.name)).toEqual(['Blu']);
    }
  });

  it('answers 404 with the not-found title for unknown ids', async () => {
    const detail = (await page('/api/communities/brickell-bay-tower')).json();
    for (const url of [
      '/marine-lifestyle/atlantis',
      '/community/no-such-place',
      '/community/no-such-place/4B',
      // a real unit under the wrong community
      `/community/gulfshore-pointe/${detail.units[0].id}`,
      '/slp/property/00000000-0000-4000-8000-000000000000',
      '/slp/property/not-a-listing',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Page not Found</title>');
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every city, community and active listing, and nothing private', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/slp`);
    expect(locs).toContain(`${PUBLIC_URL}/community`);
    for (const slug of ['miami', 'fort-lauderdale', 'naples', 'key-west']) {
      expect(locs).toContain(`${PUBLIC_URL}/marine-lifestyle/${slug}`);
    }
    // Each page twice: in English and at its Spanish address.
    expect(locs.filter((l) => l.includes('/community/'))).toHaveLength(16);
    expect(locs.filter((l) => l.includes('/slp/property/'))).toHaveLength(42);
    expect(locs).toContain(`${PUBLIC_URL}/es`);
    expect(locs).toContain(`${PUBLIC_URL}/es/marine-lifestyle/naples`);
    expect(res.body).toContain(
      `<url><loc>${PUBLIC_URL}/es/slp</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/slp"/><xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/slp"/></url>`,
    );
    expect(new Set(locs).size).toBe(locs.length);
    // CMS pages (legal texts, landing pages) are public pages too.
    const published = await db
      .select({ slug: pages.slug })
      .from(pages)
      .where(eq(pages.published, true));
    for (const { slug } of published) expect(locs).toContain(`${PUBLIC_URL}/${slug}`);
    expect(locs.some((l) => /\/(portal|admin_panel|dashboard|api|auth)(\/|$)/.test(l))).toBe(false);
  });

  it('lists every page the site map indexes, and only those', async () => {
    const res = await page('/sitemap.xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const routes = locs.map((loc) => siteRouteOf(pathWithoutLanguage(new URL(loc).pathname)));
    for (const route of SITE_MAP.filter((r) => r.indexed))
      expect(routes, route.path).toContain(route);
    expect(routes.filter((route) => !route?.indexed)).toEqual([]);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the portal and the API and points at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const path of ['/portal', '/admin_panel', '/dashboard', '/api', '/es/portal']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
