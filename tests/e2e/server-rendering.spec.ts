import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, keepCity } from './support/admin-state';
import { buildManifest, clientDir } from './support/build-manifest';

// The public pages arrive drawn (docs/decisions/0056): these read the HTML as a crawler or a
// reader without scripts gets it, and watch the browser take it over without moving anything.

/** Path, its English heading and the Spanish heading at `/es` + path. */
const PAGES: Array<[string, string, string]> = [
  [
    '/',
    'Waterfront homes, looked after like our own.',
    'Tu propiedad frente al agua, cuidada como si fuera nuestra.',
  ],
  [
    '/storm',
    'Ready before the storm, there right after it.',
    'Listos antes de la tormenta, ahí mismo después.',
  ],
  ['/slp', 'Homes for rent and sale', 'Propiedades en alquiler y venta'],
  ['/community', 'Communities', 'Comunidades'],
  [
    '/managed',
    'Management you can see, for homes on the water.',
    'Una administración que puedes ver, para propiedades frente al agua.',
  ],
  ['/compare', 'Compare the plans', 'Compara los planes'],
  [
    '/blu-world',
    'Born on the water, built for owners who live far from it.',
    'Nacimos en el agua, para dueños que viven lejos de ella.',
  ],
  ['/terms-and-conditions', 'Terms and conditions', 'Términos y condiciones'],
  ['/privacy-policy', 'Privacy policy', 'Política de privacidad'],
  ['/pay', 'Pay online', 'Pagar en línea'],
  ['/auth', 'Sign in', 'Iniciar sesión'],
  ['/forgot-password', 'Reset your password', 'Recupera tu contraseña'],
  [
    '/waterfront-investors',
    'Investing in a waterfront rental in South Florida',
    'Invertir en una propiedad de alquiler frente al agua en el Sur de la Florida',
  ],
  [
    '/ma-form',
    'Hand us the keys, keep the returns.',
    'Danos las llaves y quédate con la ganancia.',
  ],
  ['/concierge', 'Arrive to a home that is ready for you.', 'Llega a una casa lista para ti.'],
  ['/car', 'Apply for your next home.', 'Solicita tu próximo hogar.'],
  ['/sba', 'Know the market before you make a move.', 'Conoce el mercado antes de dar el paso.'],
  [
    '/evictions-public',
    'When a tenancy breaks down, we take it from notice to keys.',
    'Cuando un alquiler se complica, lo llevamos del aviso a las llaves.',
  ],
];

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { res, body: await res.text() };
}

function heading(body: string): string {
  return decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '');
}

/** The text inside <main>, without tags: what a reader without scripts can read. */
function mainText(body: string): string {
  return decode(/<main[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1] ?? '');
}

async function firstListing(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const res = await request.get('/api/listings?pageSize=1');
  const answer = (await res.json()) as { items: Array<{ id: string; title: string }> };
  return answer.items[0]!;
}

test.describe('pages arrive drawn', () => {
  test('every public page’s first answer holds its heading and content, in Spanish at /es', async ({
    request,
  }) => {
    for (const [path, english, spanish] of PAGES) {
      const en = await html(request, path);
      expect(en.res.status(), path).toBe(200);
      expect(heading(en.body), path).toBe(english);
      expect(en.body, path).toContain('<html lang="en">');
      expect(mainText(en.body).length, `${path} main content`).toBeGreaterThan(english.length);

      const esPath = path === '/' ? '/es' : `/es${path}`;
      const es = await html(request, esPath);
      expect(es.res.status(), esPath).toBe(200);
      expect(heading(es.body), esPath).toBe(spanish);
      expect(es.body, esPath).toContain('<html lang="es">');
      expect(es.body).toContain(
        `<link rel="alternate" hreflang="es" href="${new URL(esPath, en.res.url()).href}" />`,
      );
    }
  });

  test('a listing, a city and a community are drawn with their records', async ({ request }) => {
    const listing = await firstListing(request);
    const page = await html(request, `/slp/property/${listing.id}`);
    expect(heading(page.body)).toBe(listing.title);
    expect(page.body).toContain('"@type":"Offer"');

    const naplesCondo = (await (
      await request.get('/api/listings?city=naples&purpose=sale&type=condo')
    ).json()) as { items: Array<{ id: string }> };
    const spanishListing = await html(request, `/es/slp/property/${naplesCondo.items[0]!.id}`);
    expect(heading(spanishListing.body)).toBe(
      'Tres habitaciones frente a la playa, de cara al atardecer',
    );
    expect(mainText(spanishListing.body)).toContain('Todas las habitaciones miran al Golfo.');
    expect(spanishListing.body).toContain(
      '<title>Tres habitaciones frente a la playa, de cara al atardecer · Naples · Blu</title>',
    );

    const city = await html(request, '/es/marine-lifestyle/naples');
    expect(heading(city.body)).toBe('Naples, FL');
    expect(mainText(city.body)).toContain('Vida náutica');
    expect(mainText(city.body)).toContain('Marinas');

    const community = await html(request, '/community/brickell-bay-tower');
    expect(heading(community.body)).toBe('Brickell Bay Tower');
  });

  test('an address nobody publishes is a drawn 404, in Spanish at /es', async ({ request }) => {
    const en = await html(request, '/no-such-page-here');
    expect(en.res.status()).toBe(404);
    expect(heading(en.body)).toBe('Page not Found');
    const es = await html(request, '/es/no-such-page-here');
    expect(es.res.status()).toBe(404);
    expect(es.body).toContain('<html lang="es">');
    expect(heading(es.body)).toBe('Página no encontrada');
    expect(es.body).toContain('<title>Página no encontrada</title>');
  });

  test('each thank-you page speaks of the request that was sent', async ({ request }) => {
    const management = mainText(
      (await html(request, '/thank-you?ref=MA-2026-000123&kind=ma-form')).body,
    );
    expect(management).toContain(
      'an onboarding manager reviews your home and sends you a proposal',
    );
    expect(management).not.toContain('Concierge requests are answered within 4 hours');
    const concierge = mainText(
      (await html(request, '/es/thank-you?ref=CON-2026-000123&kind=concierge')).body,
    );
    expect(concierge).toContain('Las solicitudes de concierge se responden en menos de 4 horas');
  });

  test('the portal stays a page drawn in the browser, never cached', async ({ request }) => {
    const portal = await html(request, '/portal');
    expect(portal.body).toContain('<div id="root"></div>');
    expect(portal.res.headers()['cache-control']).toBe('no-cache');
    const spanishPortal = await html(request, '/es/portal/lease');
    expect(spanishPortal.res.status()).toBe(200);
    expect(spanishPortal.body).toContain('<html lang="es">');
  });

  test('only the portal names the web app manifest, which describes the portal', async ({
    request,
  }) => {
    const portal = await html(request, '/portal');
    expect(portal.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    for (const path of ['/', '/storm', '/es/slp']) {
      const page = await html(request, path);
      expect(page.body, path).toContain('<h1');
      expect(page.body, path).not.toContain('rel="manifest"');
    }
    const manifest = await request.get('/manifest.webmanifest');
    expect((await manifest.json()).start_url).toMatch(/^\/portal\//);
  });
});

test.describe('page cache', () => {
  test('answers with an ETag a CDN can keep, and 304 when the copy is current', async ({
    request,
  }) => {
    const first = await request.get('/storm');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers()['cache-control']).toContain('s-maxage=');
    expect(first.headers()['cache-control']).toContain('stale-while-revalidate=');
    const again = await request.get('/storm', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('a drawn page travels compressed: Brotli or gzip as the client takes, the same page', async ({
    baseURL,
  }) => {
    // Raw bytes through node:http, which (unlike the browser and fetch) does not decompress.
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${baseURL}/`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('id="blu-page-data"');
    for (const encoding of ['br', 'gzip'] as const) {
      // Twice: the second answer comes from the page cache's kept compressed copy.
      for (let i = 0; i < 2; i++) {
        const answer = await raw(`${encoding}, deflate`);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['vary']).toMatch(/accept-encoding/i);
        expect(answer.headers['etag']).toBe(plain.headers['etag']);
        const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(answer.body);
        expect(text.toString('utf8')).toBe(html);
        expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      }
    }
  });

  test('an editor’s change shows on the next request despite the cache', async ({ request }) => {
    // Naples' English guide: no other journey reads it.
    const restore = await keepCity(request, 'naples');
    try {
      const before = await html(request, '/marine-lifestyle/naples');
      expect(before.res.status()).toBe(200);
      const headers = await adminHeaders(request);
      const cities = (await (await request.get('/api/admin/cities', { headers })).json()) as {
        cities: Array<{ slug: string; guide: { en: string; es: string } }>;
      };
      const naples = cities.cities.find((c) => c.slug === 'naples')!;
      const guide = `${naples.guide.en}\n\nThe Gordon Pass bar is dredged every spring.`;
      const put = await request.put('/api/admin/cities/naples', {
        headers,
        data: { ...naples, guide: { ...naples.guide, en: guide } },
      });
      expect(put.status(), await put.text()).toBe(200);
      const after = await html(request, '/marine-lifestyle/naples');
      expect(mainText(after.body)).toContain('The Gordon Pass bar is dredged every spring.');
      expect(after.res.headers()['etag']).not.toBe(before.res.headers()['etag']);
    } finally {
      await restore();
    }
  });
});

async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>) {
        if (!entry.hadRecentInput)
          (window as unknown as { shift: number }).shift += entry.value as number;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('taken over without moving', () => {
  test('listing, city and legal pages shift less than 0.05 and hydrate without errors', async ({
    page,
    request,
  }) => {
    const listing = await firstListing(request);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await watchLayoutShifts(page);
    for (const path of [
      `/slp/property/${listing.id}`,
      '/marine-lifestyle/naples',
      '/es/marine-lifestyle/miami',
      '/terms-and-conditions',
      '/es/privacy-policy',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // The page works once taken over: the language switch is a live control.
      await expect(
        page.getByRole('banner').getByRole('button', { name: /Español|English/ }),
      ).toBeEnabled();
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      expect(shift, path).toBeLessThan(0.05);
    }
    expect(problems).toEqual([]);
  });

  test('until a drawn page is hydrated, none of its controls acts; its links work', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    // The footer comes last in the page: once it shows, every control has arrived.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeDisabled();
    // Header, page and footer alike: a control outside the held regions would be enabled here.
    expect(await page.locator('button, input, select, textarea').count()).toBeGreaterThan(3);
    await expect(
      page.locator('button:enabled, input:enabled, select:enabled, textarea:enabled'),
    ).toHaveCount(0);

    // A link needs no script: one followed before hydration opens its page, held the same way.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const send = page.getByRole('button', { name: 'Send reset link' });
    await expect(send).toBeDisabled();

    release();
    await expect(send).toBeEnabled();
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Español|English/ }),
    ).toBeEnabled();
  });

  test('a drawn page carries its texts: it is taken over without fetching a translation file', async ({
    page,
  }) => {
    // The translation files are published under /assets/locales-<hash>/; English validation
    // texts are a chunk of their own.
    const englishValidation = Object.entries(buildManifest()).find(([key]) =>
      key.endsWith('validation/english.ts'),
    )?.[1].file;
    expect(englishValidation).toBeTruthy();
    const [localesFolder] = readdirSync(path.join(clientDir, 'assets')).filter((name) =>
      name.startsWith('locales-'),
    );
    expect(
      readdirSync(path.join(clientDir, 'assets', localesFolder!, 'en')).length,
    ).toBeGreaterThan(40);
    const isTranslation = (requested: string) =>
      requested.startsWith(`/assets/${localesFolder}/`) || requested === `/${englishValidation}`;
    const fetched: string[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url()).pathname;
      if (isTranslation(requested)) fetched.push(requested);
    });
    for (const path of ['/storm', '/es/storm', '/ma-form', '/es/auth']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(
        page.getByRole('banner').getByRole('button', { name: /Español|English/ }),
      ).toBeEnabled();
    }
    expect(fetched).toEqual([]);

    // A page drawn in the browser (the portal's) fetches them there, cached for good.
    const file = await page.request.get(`/assets/${localesFolder}/es/leads.json`);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toContain('immutable');
    expect((await file.json()) as unknown).toHaveProperty('form');
  });

  test('a drawn page preloads its two text faces and sets its text in them', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const faces = [...home.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      (m) => m[1]!,
    );
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      const file = await request.get(face);
      expect(file.status(), face).toBe(200);
      expect(file.headers()['content-type']).toBe('font/woff2');
    }
    await page.goto('/', { waitUntil: 'networkidle' });
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => `${f.family} ${f.weight}`);
    });
    expect(loaded).toEqual(expect.arrayContaining(['Blu Text 400 700', 'Blu Display 600']));
  });

  test('a drawn page is painted before its code is fetched, and the portal loads its code at once', async ({
    page,
    request,
  }) => {
    const home = await html(request, '/');
    expect(home.body).not.toContain('type="module"');
    expect(home.body).not.toContain('modulepreload');
    const entry =
      /<script defer src="\/start-after-paint\.js" data-entry="([^"]+)"><\/script>/.exec(
        home.body,
      )?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect((await request.get(entry!)).status()).toBe(200);
    const portal = await html(request, '/portal');
    expect(portal.body).toContain(`<script type="module" crossorigin src="${entry}"></script>`);

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Español|English/ }),
    ).toBeEnabled();
    const timing = await page.evaluate((entryPath) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const code = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === entryPath)!.startTime;
      return { paint, code };
    }, entry!);
    // A frame's paint is reported when it reaches the screen, a moment after the main thread
    // painted it and the starter ran: the margin covers that, not a fetch made before the paint.
    expect(timing.code).toBeGreaterThan(timing.paint - 50);
  });

  test('a page read without scripts still shows its content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/storm');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Ready before the storm, there right after it.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/es/slp');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Propiedades en alquiler y venta' }),
    ).toBeVisible();
    await context.close();
  });
});
