import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_MAP, siteRouteOf } from '../../src/shared/site-map';
import { pathInLanguage } from '../../src/shared/language-path';

// Every page the server draws, as a crawler gets it, is checked by the W3C Nu HTML Checker
// (vnu.jar, shipped inside the vnu-jar package; it runs on the machine's Java and fetches
// nothing): a browser repairs invalid markup silently, and each browser repairs it its own way.

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Rendered pages the sitemap leaves out (it lists what a search engine should index). */
const UNLISTED_PAGES = [
  '/auth',
  '/forgot-password',
  '/thank-you',
  '/404',
  '/no-such-page',
  '/a/b/c',
];

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const locations = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)];
  return locations.map(([, url]) => new URL(url!).pathname);
}

/** A home inside a community: the one rendered page only reached through a community's page. */
async function unitPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/community/brickell-bay-tower');
  const unit = /href="(\/community\/brickell-bay-tower\/[^"/]+)"/.exec(await res.text())?.[1];
  expect(unit, 'a unit linked from its community').toBeTruthy();
  return unit!;
}

test('every page the server draws is valid HTML', async ({ request }, testInfo) => {
  // About 130 pages, each rendered once, then one run of the checker over them all.
  test.setTimeout(300_000);
  const unit = await unitPath(request);
  const extra = [...UNLISTED_PAGES, unit].flatMap((p) => [p, pathInLanguage('es', p)]);
  const paths = [...new Set([...(await sitemapPaths(request)), ...extra])];

  // A rendered route added later is checked as soon as the sitemap lists it or it is named above.
  const renderedRoutes = SITE_MAP.filter((route) => route.serverRendered);
  const unchecked = renderedRoutes
    .filter(
      (route) => !paths.some((p) => siteRouteOf(p.replace(/^\/es(?=\/|$)/, '') || '/') === route),
    )
    .map((route) => route.path);
  expect(unchecked, 'rendered routes with no page checked').toEqual([]);
  expect(paths.some((p) => p.startsWith('/es/'))).toBe(true);

  const folder = testInfo.outputPath('pages');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const pathOfFile = new Map<string, string>();
  for (const [i, pagePath] of paths.entries()) {
    const res = await request.get(pagePath);
    expect(res.headers()['content-type'], pagePath).toContain('text/html');
    const body = await res.text();
    expect(body, pagePath).toContain('<main');
    const file = path.join(folder, `page-${String(i).padStart(3, '0')}.html`);
    writeFileSync(file, body);
    pathOfFile.set(file, pagePath);
  }

  const files = [...pathOfFile.keys()];
  // The checker exits with 1 when it reports an error; its JSON report is on stderr either way.
  const report = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { code?: number | string; stderr?: string }) => {
    if (error.code === 'ENOENT') throw new Error('The HTML check needs Java 11 or later on PATH.');
    return { stderr: error.stderr ?? '' };
  });
  const { messages } = JSON.parse(report.stderr) as { messages: VnuMessage[] };
  // `non-document-error`: a file the checker could not read.
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '?';
      return `${pathOfFile.get(file) ?? file}:${m.lastLine}:${m.firstColumn} ${m.message} [${(m.extract ?? '').slice(0, 120)}]`;
    });
  expect(errors).toEqual([]);
});
