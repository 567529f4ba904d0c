import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminHeaders } from './support/admin-state';

// The public blog, readable and indexable in both languages: the list with its filters in the address, a post with its author,
// related posts, sharing and translation, the moves of old addresses, the home page's latest
// posts, the feed, and all of it drawn on the server.

interface Summary {
  id: string;
  slug: string;
  title: string;
  language: 'en' | 'es';
  tags: string[];
}
interface Detail extends Summary {
  excerpt: string;
  seoTitle: string;
  translation: { slug: string; language: 'en' | 'es'; title: string } | null;
  related: Summary[];
  author: { name: string };
}
interface AdminPost extends Summary {
  excerpt: string;
  bodyMarkdown: string;
  translationOfId: string | null;
  seoTitle: string;
  seoDescription: string;
  version: number;
}

async function posts(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/blog/posts?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { items: Summary[]; total: number; tags: { tag: string }[] };
}

async function post(request: APIRequestContext, slug: string): Promise<Detail> {
  const res = await request.get(`/api/blog/posts/${encodeURIComponent(slug)}`);
  expect(res.status(), slug).toBe(200);
  return (await res.json()) as Detail;
}

/** The demo's hurricane post: English, with its Spanish translation. */
async function hurricanePost(request: APIRequestContext): Promise<Detail> {
  const list = await posts(request, 'language=en&q=hurricane');
  for (const item of list.items) {
    const detail = await post(request, item.slug);
    if (detail.translation?.language === 'es') return detail;
  }
  throw new Error('no English hurricane post with a Spanish translation in the demo data');
}

/** A Spanish post this journey publishes itself, so old addresses can be made without touching the demo's. */
async function publishSpanishPost(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
  slug: string,
  tags: string[],
): Promise<AdminPost> {
  const created = await request.post('/api/blog-admin/posts', {
    headers,
    data: {
      title,
      slug,
      excerpt: 'Una nota breve para comprobar el blog en español.',
      bodyMarkdown: `## ${title}\n\nRevisa las contraventanas antes de junio.`,
      language: 'es',
      translationOfId: null,
      tags,
      coverImageId: null,
      seoTitle: '',
      seoDescription: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as AdminPost;
  return saveAndPublish(request, headers, draft, {});
}

async function saveAndPublish(
  request: APIRequestContext,
  headers: Record<string, string>,
  current: AdminPost,
  change: Partial<AdminPost>,
): Promise<AdminPost> {
  const next = { ...current, ...change };
  const res = await request.post(`/api/blog-admin/posts/${current.id}/publish`, {
    headers,
    data: {
      title: next.title,
      slug: next.slug,
      excerpt: next.excerpt,
      bodyMarkdown: next.bodyMarkdown,
      language: next.language,
      translationOfId: next.translationOfId,
      tags: next.tags,
      coverImageId: null,
      seoTitle: next.seoTitle,
      seoDescription: next.seoDescription,
      version: current.version,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminPost;
}

async function unpublish(request: APIRequestContext, headers: Record<string, string>, id: string) {
  await request.post(`/api/blog-admin/posts/${id}/unpublish`, { headers });
}

function cardTitles(page: Page) {
  return page.locator('#blog-results ~ div article h3');
}

/**
 * The titles the page shows are the API's, in its order. Other journeys publish posts at the same
 * time: when the two differ, the page is read again from the server until they agree.
 */
async function expectTitlesAsApi(page: Page, titles: Locator, load: () => Promise<string[]>) {
  await expect(async () => {
    const want = await load();
    const got = (await titles.allTextContents()).map((t) => t.trim());
    if (JSON.stringify(got) !== JSON.stringify(want)) await page.reload();
    expect(got).toEqual(want);
  }).toPass({ timeout: 30_000 });
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

test.describe('the blog list', () => {
  test('shows the demo posts newest first; a tag and a search narrow it and survive reload and back', async ({
    page,
    request,
  }) => {
    const titles = (query: string) => async () =>
      (await posts(request, query)).items.map((p) => p.title);
    const all = await posts(request, 'language=en');
    expect(all.total).toBeGreaterThanOrEqual(4);
    await page.goto('/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notes from the waterfront' }),
    ).toBeVisible();
    await expectTitlesAsApi(page, cardTitles(page), titles('language=en'));

    // A tag chip: the address says it, the list is the tag's, a reload keeps it.
    const tag = all.tags[0]!.tag;
    const tagQuery = new URLSearchParams({ tag }).toString();
    await page
      .getByRole('navigation', { name: 'Filter by topic' })
      .getByRole('link', { name: new RegExp(`^${tag}`) })
      .click();
    await expect(page).toHaveURL(`/blog?${tagQuery}`);
    await expect(page.getByRole('heading', { level: 2, name: `Posts about ${tag}` })).toBeVisible();
    await expectTitlesAsApi(page, cardTitles(page), titles(`language=en&${tagQuery}`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Posts about ${tag}` })).toBeVisible();
    await expectTitlesAsApi(page, cardTitles(page), titles(`language=en&${tagQuery}`));

    // The search box, from the whole list.
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('hurricane');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/blog?q=hurricane');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Posts matching “hurricane”' }),
    ).toBeVisible();
    expect((await posts(request, 'language=en&q=hurricane')).total).toBeGreaterThan(0);
    await expectTitlesAsApi(page, cardTitles(page), titles('language=en&q=hurricane'));
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('hurricane');
    await expectTitlesAsApi(page, cardTitles(page), titles('language=en&q=hurricane'));
    await page.goBack();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL('/blog?q=hurricane');
    await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('hurricane');

    // Nothing found: said so, with a way back to every post.
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('zzqx no such words');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No posts match these filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear the filters' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeVisible();
  });

  test('pages through more posts than one page holds, in the address', async ({
    page,
    request,
  }) => {
    // Ten Spanish posts under a tag of their own: the English blog and home page stay as they are.
    const headers = await adminHeaders(request);
    const tag = `prueba-${unique()}`;
    const made: AdminPost[] = [];
    try {
      for (let i = 1; i <= 10; i++) {
        made.push(
          await publishSpanishPost(request, headers, `Nota de prueba ${i} ${tag}`, `${tag}-${i}`, [
            tag,
          ]),
        );
      }
      await page.goto(`/es/blog?tag=${tag}`);
      await expect(page.getByText('10 artículos')).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(9);
      const pages = page.getByRole('navigation', { name: 'Páginas de artículos' });
      await pages.getByRole('link', { name: 'Siguiente' }).click();
      await expect(page).toHaveURL(`/es/blog?tag=${tag}&page=2`);
      await expect(cardTitles(page)).toHaveCount(1);
      // Newest first: the first one published is the last one listed.
      await expect(cardTitles(page)).toHaveText([`Nota de prueba 1 ${tag}`]);
      await page.reload();
      await expect(cardTitles(page)).toHaveCount(1);
      await page.goBack();
      await expect(page).toHaveURL(`/es/blog?tag=${tag}`);
      await expect(cardTitles(page)).toHaveCount(9);
    } finally {
      for (const p of made) await unpublish(request, headers, p.id);
    }
  });

  test('links its RSS feed, which lists the posts with absolute links', async ({
    page,
    request,
  }) => {
    const latest = (await posts(request, 'language=en')).items[0]!;
    await page.goto('/blog');
    const link = page.getByRole('link', { name: 'Follow by RSS' });
    await expect(link).toHaveAttribute('href', '/blog/rss.xml');
    const html = await (await request.get('/blog')).text();
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml"[^>]*href="http[^"]*\/blog\/rss\.xml"/,
    );
    const feed = await request.get('/blog/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/xml/);
    const xml = await feed.text();
    expect(xml).toContain(latest.title.replace(/&/g, '&amp;'));
    expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/blog/${latest.slug}</link>`));
  });
});

test.describe('a post', () => {
  test('opens from the list with its author card, related posts, share links and a proposal', async ({
    page,
    context,
    request,
  }) => {
    const hurricane = await hurricanePost(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog');
    await page.getByRole('link', { name: hurricane.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${hurricane.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: hurricane.title })).toBeVisible();
    // The tab says the SEO title when the editor wrote one.
    await expect(page).toHaveTitle(
      new RegExp(
        `^${(hurricane.seoTitle || hurricane.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );

    const author = page.getByRole('region', { name: hurricane.author.name });
    await expect(author.getByText('Written by')).toBeVisible();

    const related = page.getByRole('region', { name: 'Keep reading' });
    expect(hurricane.related.length).toBeGreaterThan(0);
    await expect(related.getByRole('article')).toHaveCount(hurricane.related.length);

    const url = new URL(`/blog/${hurricane.slug}`, page.url()).href;
    const share = page.getByRole('region', { name: 'Share this post' });
    await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      new RegExp(
        `^https://x\\.com/intent/post\\?url=${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(share.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied. Paste it anywhere.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.getByRole('link', { name: 'Request a management proposal' }).click();
    await expect(page).toHaveURL('/ma-form');

    // A tag on the post opens the blog filtered by it.
    await page.goto(`/blog/${hurricane.slug}`);
    const tag = hurricane.tags[0]!;
    await page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: tag }).click();
    await expect(page).toHaveURL(`/blog?${new URLSearchParams({ tag }).toString()}`);
  });

  test('an id, a former slug or the other language’s prefix answers 301 to the post’s address', async ({
    request,
  }) => {
    const hurricane = await hurricanePost(request);
    const byId = await request.get(`/blog/${hurricane.id}`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers()['location']).toBe(`/blog/${hurricane.slug}`);
    const atSpanish = await request.get(`/es/blog/${hurricane.slug}`, { maxRedirects: 0 });
    expect(atSpanish.status()).toBe(301);
    expect(atSpanish.headers()['location']).toBe(`/blog/${hurricane.slug}`);

    // A post whose slug changed: the old address moves to the new one.
    const headers = await adminHeaders(request);
    const base = `mudanza-${unique()}`;
    let moved = await publishSpanishPost(request, headers, 'Una dirección que cambia', base, [
      'Prueba',
    ]);
    try {
      moved = await saveAndPublish(request, headers, moved, { slug: `${base}-nueva` });
      const old = await request.get(`/es/blog/${base}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers()['location']).toBe(`/es/blog/${base}-nueva`);
      const wrongPrefix = await request.get(`/blog/${base}`, { maxRedirects: 0 });
      expect(wrongPrefix.status()).toBe(301);
      expect(wrongPrefix.headers()['location']).toBe(`/es/blog/${base}-nueva`);
      const followed = await request.get(`/es/blog/${base}`);
      expect(followed.status()).toBe(200);
      expect(await followed.text()).toContain('Una dirección que cambia');
    } finally {
      await unpublish(request, headers, moved.id);
    }
    const gone = await request.get(`/es/blog/${base}-nueva`, { maxRedirects: 0 });
    expect(gone.status()).toBe(404);
  });

  test('switching language on the hurricane post opens its Spanish translation and back', async ({
    page,
    request,
  }) => {
    const hurricane = await hurricanePost(request);
    const translation = hurricane.translation!;
    await page.goto(`/blog/${hurricane.slug}`);
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL(`/es/blog/${translation.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: translation.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('Escrito por')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(`/blog/${hurricane.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: hurricane.title })).toBeVisible();
  });

  test('switching language on a post without a translation opens the other blog', async ({
    page,
    request,
  }) => {
    const list = await posts(request, 'language=en');
    let lone: Detail | null = null;
    for (const item of list.items) {
      const detail = await post(request, item.slug);
      if (!detail.translation) {
        lone = detail;
        break;
      }
    }
    expect(lone, 'an English demo post without a translation').not.toBeNull();
    await page.goto(`/blog/${lone!.slug}`);
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL('/es/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notas desde el agua' }),
    ).toBeVisible();
  });

  test('a post nobody published is the not-found page', async ({ page }) => {
    const res = await page.goto('/blog/no-such-post-here');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not Found' })).toBeVisible();
  });
});

test.describe('the home page', () => {
  test('shows the three latest posts in its language, linking to them and to the blog', async ({
    page,
    request,
  }) => {
    const latestTitles = (language: string) => async () =>
      (
        (await (await request.get(`/api/blog/latest?language=${language}`)).json()) as Summary[]
      ).map((p) => p.title);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'From the blog' });
    await expect(section.getByRole('article')).toHaveCount(3);
    await expectTitlesAsApi(page, section.getByRole('heading', { level: 3 }), latestTitles('en'));
    const latest = (await (await request.get('/api/blog/latest?language=en')).json()) as Summary[];
    await section.getByRole('link', { name: latest[0]!.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${latest[0]!.slug}`);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'From the blog' })
      .getByRole('link', { name: 'Read the blog' })
      .click();
    await expect(page).toHaveURL('/blog');

    await page.goto('/es');
    const spanish = page.getByRole('region', { name: 'Del blog' });
    await expectTitlesAsApi(page, spanish.getByRole('heading', { level: 3 }), latestTitles('es'));
  });
});

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}
const heading = (body: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '');
const mainText = (body: string) => decode(/<main[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1] ?? '');

test.describe('drawn on the server', () => {
  test('the list and a post arrive with their heading, content and head, in English and Spanish', async ({
    request,
  }) => {
    const hurricane = await hurricanePost(request);
    const translation = hurricane.translation!;

    const list = await (await request.get('/blog')).text();
    expect(heading(list)).toBe('Notes from the waterfront');
    expect(mainText(list)).toContain(hurricane.title);
    const listEs = await (await request.get('/es/blog')).text();
    expect(listEs).toContain('<html lang="es">');
    expect(heading(listEs)).toBe('Notas desde el agua');
    expect(mainText(listEs)).toContain(translation.title);

    const res = await request.get(`/blog/${hurricane.slug}`);
    expect(res.status()).toBe(200);
    const body = await res.text();
    const origin = new URL(res.url()).origin;
    expect(heading(body)).toBe(hurricane.title);
    expect(mainText(body)).toContain(hurricane.excerpt);
    expect(mainText(body)).toContain('Written by');
    expect(body).toContain(`<link rel="canonical" href="${origin}/blog/${hurricane.slug}" />`);
    expect(body).toContain(
      `<link rel="alternate" hreflang="es" href="${origin}/es/blog/${translation.slug}" />`,
    );
    expect(body).toContain('<meta property="og:type" content="article" />');
    const ld =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Article".*?)<\/script>/.exec(
        body,
      );
    expect(ld, 'Article JSON-LD').not.toBeNull();
    expect(JSON.parse(ld![1]!)).toMatchObject({ headline: hurricane.title, inLanguage: 'en' });

    const es = await (await request.get(`/es/blog/${translation.slug}`)).text();
    expect(es).toContain('<html lang="es">');
    expect(heading(es)).toBe(translation.title);
    expect(mainText(es)).toContain('Escrito por');
    expect(es).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/blog/${hurricane.slug}" />`,
    );
  });

  test('a post is read without scripts and taken over without moving', async ({
    browser,
    page,
    request,
  }) => {
    const hurricane = await hurricanePost(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`/blog/${hurricane.slug}`);
    await expect(noScript.getByRole('heading', { level: 1, name: hurricane.title })).toBeVisible();
    await noScript.goto('/es/blog');
    await expect(
      noScript.getByRole('heading', { level: 1, name: 'Notas desde el agua' }),
    ).toBeVisible();
    await context.close();

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & Record<string, unknown>
        >) {
          if (!entry.hadRecentInput)
            (window as unknown as { shift: number }).shift += entry.value as number;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [
      '/blog',
      `/blog/${hurricane.slug}`,
      `/es/blog/${hurricane.translation!.slug}`,
      '/',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(
        page.getByRole('banner').getByRole('button', { name: /Español|English/ }),
      ).toBeEnabled();
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      expect(shift, path).toBeLessThan(0.05);
    }
    expect(problems).toEqual([]);
  });
});
