import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { makePng } from '../../../../tests/support/images';
import { createActiveUser, NEW_PASSWORD } from '../../../../tests/support/users';
import type { PostInput } from '../../../shared/schemas/blog';
import type { AppContext } from '../../context';
import { createMemoryBus } from '../../lib/bus';
import { publishDuePosts } from './blog-publisher';

let server: TestServer;
let dataDir: string;
let admin: string;
let editor: string; // sb@example.com: a blog editor who is not an admin
let landlord: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blu-blog-'));
  // The publisher runs every second here, so a post scheduled just ahead goes up during the test.
  server = await startTestServer({ DATA_DIR: dataDir, BLOG_PUBLISH_INTERVAL_SECONDS: '1' });
  [admin, editor, landlord] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('sb@example.com'),
    server.signIn('landlord@example.com'),
  ]);
}, 240_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Parsed by a conforming XML parser (jsdom's), which throws at the first error. */
function wellFormedXml(xml: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  parser.write(xml).close();
  return true;
}

let counter = 0;
function input(overrides: Partial<PostInput> = {}): PostInput {
  counter += 1;
  const slug = `test-post-${Date.now().toString(36)}-${counter}`;
  return {
    title: `A test post ${counter}`,
    slug,
    excerpt: 'What to check before the season starts.',
    bodyMarkdown: '## Before the storm\n\nBring in the **furniture**.\n\n- Shutters\n- Generator',
    language: 'en',
    translationOfId: null,
    tags: ['Hurricanes', 'Checklists'],
    coverImageId: null,
    seoTitle: '',
    seoDescription: '',
    ...overrides,
  };
}

const api = (method: string, url: string, token?: string, body?: unknown) =>
  server.request(method, url, { token, body });

async function create(overrides: Partial<PostInput> = {}, token = editor) {
  const res = await api('POST', '/api/blog-admin/posts', token, input(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; slug: string; version: number } & PostInput;
}

/** The post's editable fields and version, as the editor sends them back. */
function saved(post: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { title, slug, excerpt, bodyMarkdown, language, translationOfId, tags, seoTitle } =
    post as unknown as PostInput;
  return {
    title,
    slug,
    excerpt,
    bodyMarkdown,
    language,
    translationOfId,
    tags,
    coverImageId: (post.cover as { id: string } | null)?.id ?? null,
    seoTitle,
    seoDescription: post.seoDescription,
    version: post.version,
    ...changes,
  };
}

async function publish(post: Record<string, unknown>, token = editor) {
  const res = await api(
    'POST',
    `/api/blog-admin/posts/${post.id as string}/publish`,
    token,
    saved(post),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('the blog guard', () => {
  it('lets admins and blog editors in, refuses others with 403 and strangers with 401', async () => {
    expect((await api('GET', '/api/blog-admin/posts', admin)).status).toBe(200);
    expect((await api('GET', '/api/blog-admin/posts', editor)).status).toBe(200);
    expect((await api('GET', '/api/blog-admin/posts', landlord)).status).toBe(403);
    expect((await api('GET', '/api/blog-admin/posts')).status).toBe(401);
    expect((await api('POST', '/api/blog-admin/posts', landlord, input())).status).toBe(403);
  });

  it('an admin viewing as a role holds only that role’s powers', async () => {
    const res = await server.request('GET', '/api/blog-admin/posts', {
      token: admin,
      headers: { 'X-Impersonate-Role': 'sb' },
    });
    expect(res.status).toBe(403);
  });

  it('an editor switched off is refused on the next request, switched on let in', async () => {
    const user = await createActiveUser(server, admin, { role: 'landlord' });
    expect((await api('GET', '/api/blog-admin/posts', user.accessToken)).status).toBe(403);
    const on = await api('PATCH', `/api/admin/users/${user.id}/blog-editor`, admin, {
      isBlogEditor: true,
    });
    expect(on.status).toBe(200);
    const signIn = await api('POST', '/api/auth/sign-in', undefined, {
      email: user.email,
      password: NEW_PASSWORD,
    });
    const token = signIn.body.accessToken as string;
    expect((await api('GET', '/api/blog-admin/posts', token)).status).toBe(200);
    const off = await api('PATCH', `/api/admin/users/${user.id}/blog-editor`, admin, {
      isBlogEditor: false,
    });
    expect(off.status).toBe(200);
    // Refused on the very next request: the old token is ended, and a new one no longer passes.
    expect([401, 403]).toContain((await api('GET', '/api/blog-admin/posts', token)).status);
    const again = await api('POST', '/api/auth/sign-in', undefined, {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect((await api('GET', '/api/blog-admin/posts', again.body.accessToken)).status).toBe(403);
  });
});

describe('statuses', () => {
  it('keeps a draft off the blog; publishing puts it on; unpublishing takes it off', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ status: 'draft', version: 1, publishedAt: null });
    expect(draft).toMatchObject({ author: { name: 'Daniel Ortiz' } });
    expect((await api('GET', `/api/blog/posts/${draft.slug}`)).status).toBe(404);
    const list = await api('GET', '/api/blog/posts?pageSize=50');
    expect(JSON.stringify(list.body)).not.toContain(draft.slug);

    const latestSlugs = async () =>
      (await api('GET', '/api/blog/latest?language=en')).body.map((p: { slug: string }) => p.slug);
    expect(await latestSlugs()).not.toContain(draft.slug); // and so kept in memory

    const published = await publish(draft);
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect((await latestSlugs())[0]).toBe(draft.slug);
    expect(published.publishedAt).toEqual(expect.any(String));
    const page = await api('GET', `/api/blog/posts/${draft.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      slug: draft.slug,
      language: 'en',
      seoTitle: draft.title,
      seoDescription: draft.excerpt,
      readingMinutes: 1,
      author: { name: 'Daniel Ortiz', title: 'Sales broker' },
    });
    expect(page.body.bodyHtml).toContain('<h2>Before the storm</h2>');
    const found = await api('GET', `/api/blog/posts?q=${encodeURIComponent(draft.title)}`);
    expect(found.body.items.map((p: { slug: string }) => p.slug)).toContain(draft.slug);

    const off = await api('POST', `/api/blog-admin/posts/${draft.id}/unpublish`, editor);
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('draft');
    expect((await api('GET', `/api/blog/posts/${draft.slug}`)).status).toBe(404);
    expect(await latestSlugs()).not.toContain(draft.slug);
  });

  it('asks for an address left blank, and says what one may hold', async () => {
    const blank = await api('POST', '/api/blog-admin/posts', editor, input({ slug: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.fields.slug).toBe('Enter the address (slug)');
    const spaced = await api('POST', '/api/blog-admin/posts', editor, input({ slug: 'My Post' }));
    expect(spaced.body.fields.slug).toBe('Use lowercase letters, digits and single dashes');
  });

  it('refuses a schedule that is not in the future with 400 at publishAt', async () => {
    const draft = await create();
    const past = new Date(Date.now() - 60_000).toISOString();
    const res = await api('POST', `/api/blog-admin/posts/${draft.id}/schedule`, editor, {
      ...saved(draft),
      publishAt: past,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('publishAt');
    const bad = await api('POST', `/api/blog-admin/posts/${draft.id}/schedule`, editor, {
      ...saved(draft),
      publishAt: 'tomorrow',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('publishAt');
  });

  it('publishes a scheduled post when its time comes and tells its author', async () => {
    const draft = await create({ title: 'Published by the scheduler' });
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const res = await api('POST', `/api/blog-admin/posts/${draft.id}/schedule`, editor, {
      ...saved(draft),
      publishAt,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'scheduled', publishAt });
    expect((await api('GET', `/api/blog/posts/${draft.slug}`)).status).toBe(404);
    let status = 404;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await api('GET', `/api/blog/posts/${draft.slug}`)).status;
    }
    expect(status).toBe(200);
    const latest = await api('GET', '/api/blog/latest?language=en');
    expect(latest.body[0].slug).toBe(draft.slug);
    const post = await api('GET', `/api/blog-admin/posts/${draft.id}`, editor);
    expect(post.body).toMatchObject({
      status: 'published',
      publishAt: null,
      publishedAt: publishAt,
    });
    const inbox = await api('GET', '/api/notifications', editor);
    expect(JSON.stringify(inbox.body)).toContain('“Published by the scheduler” is now on the blog');
    const revisions = await api('GET', `/api/blog-admin/posts/${draft.id}/revisions`, editor);
    expect(revisions.body.map((r: { reason: string }) => r.reason)).toEqual([
      'published',
      'scheduled',
      'saved',
    ]);
  });

  it('publishDuePosts publishes only what is due, once', async () => {
    const draft = await create();
    const publishAt = new Date(Date.now() + 3_600_000);
    await api('POST', `/api/blog-admin/posts/${draft.id}/schedule`, editor, {
      ...saved(draft),
      publishAt: publishAt.toISOString(),
    });
    const ctx = { db: server.database.db, bus: createMemoryBus() } as unknown as AppContext;
    expect(await publishDuePosts(ctx, new Date())).not.toContain(draft.id);
    const later = new Date(publishAt.getTime() + 1000);
    expect(await publishDuePosts(ctx, later)).toContain(draft.id);
    expect(await publishDuePosts(ctx, later)).not.toContain(draft.id);
  });

  it('deletes a draft that was never published, and nothing else', async () => {
    const draft = await create();
    const published = await create();
    await publish(published);
    expect((await api('DELETE', `/api/blog-admin/posts/${published.id}`, editor)).status).toBe(409);
    expect((await api('DELETE', `/api/blog-admin/posts/${draft.id}`, editor)).status).toBe(204);
    expect((await api('GET', `/api/blog-admin/posts/${draft.id}`, editor)).status).toBe(404);
  });
});

describe('slugs and redirects', () => {
  it('refuses a slug another post uses, now or formerly, with 409 at slug', async () => {
    const first = await create();
    const second = await create();
    const taken = await api('PUT', `/api/blog-admin/posts/${second.id}`, editor, {
      ...saved(second),
      slug: first.slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields.slug).toMatch(/Another post uses this address/);
    const dup = await api('POST', '/api/blog-admin/posts', editor, input({ slug: first.slug }));
    expect(dup.status).toBe(409);
    expect(dup.body.fields).toHaveProperty('slug');

    // `first` moves; its old slug stays its own, for redirects, and stays refused to others.
    const moved = await api('PUT', `/api/blog-admin/posts/${first.id}`, editor, {
      ...saved(first),
      slug: `${first.slug}-moved`,
    });
    expect(moved.status).toBe(200);
    const former = await api('PUT', `/api/blog-admin/posts/${second.id}`, editor, {
      ...saved(second),
      slug: first.slug,
    });
    expect(former.status).toBe(409);
    expect(former.body.fields.slug).toMatch(/used this address before/);
  });

  it('answers an id or a former slug with where the post lives now', async () => {
    const post = await create();
    const live = await publish(post);
    const moved = await api('PUT', `/api/blog-admin/posts/${post.id}`, editor, {
      ...saved(live),
      slug: `${post.slug}-new`,
    });
    expect(moved.status).toBe(200);
    expect((await api('GET', `/api/blog/posts/${post.slug}`)).body).toEqual({
      redirectTo: `${post.slug}-new`,
    });
    expect((await api('GET', `/api/blog/posts/${post.id}`)).body).toEqual({
      redirectTo: `${post.slug}-new`,
    });
    expect((await api('GET', `/api/blog/posts/${post.slug}-new`)).body.slug).toBe(
      `${post.slug}-new`,
    );
    expect((await api('GET', '/api/blog/posts/no-such-post-anywhere')).status).toBe(404);
    // Moving back makes the old slug current again.
    const back = await api('PUT', `/api/blog-admin/posts/${post.id}`, editor, {
      ...saved(moved.body),
      slug: post.slug,
    });
    expect(back.status).toBe(200);
    expect((await api('GET', `/api/blog/posts/${post.slug}`)).body.slug).toBe(post.slug);
  });

  it('refuses a save naming an older version with 409', async () => {
    const post = await create();
    const first = await api('PUT', `/api/blog-admin/posts/${post.id}`, editor, saved(post));
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await api('PUT', `/api/blog-admin/posts/${post.id}`, admin, {
      ...saved(post),
      title: 'Stale',
    });
    expect(stale.status).toBe(409);
    expect((await api('GET', `/api/blog-admin/posts/${post.id}`, editor)).body.title).toBe(
      post.title,
    );
  });

  it('checks the input: 400 with the field and its reason', async () => {
    const bad = await api('POST', '/api/blog-admin/posts', editor, {
      ...input(),
      title: '',
      slug: 'Not A Slug',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['title', 'slug']));
    const english = await create();
    const sameLanguage = await api(
      'POST',
      '/api/blog-admin/posts',
      editor,
      input({ translationOfId: english.id }),
    );
    expect(sameLanguage.status).toBe(400);
    expect(sameLanguage.body.fields).toHaveProperty('translationOfId');
    const noCover = await api(
      'POST',
      '/api/blog-admin/posts',
      editor,
      input({ coverImageId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noCover.status).toBe(400);
    expect(noCover.body.fields).toHaveProperty('coverImageId');
  });
});

describe('revisions', () => {
  it('keeps one per manual save but none per autosave, and restores an earlier one', async () => {
    const post = await create({ title: 'The first title' });
    const auto = await api('PUT', `/api/blog-admin/posts/${post.id}`, editor, {
      ...saved(post),
      title: 'Autosaved title',
      autosave: true,
    });
    expect(auto.status).toBe(200);
    const manual = await api('PUT', `/api/blog-admin/posts/${post.id}`, editor, {
      ...saved(auto.body),
      title: 'The second title',
    });
    expect(manual.body.version).toBe(3);
    const revisions = await api('GET', `/api/blog-admin/posts/${post.id}/revisions`, editor);
    expect(
      revisions.body.map((r: { title: string; reason: string }) => [r.title, r.reason]),
    ).toEqual([
      ['The second title', 'saved'],
      ['The first title', 'saved'],
    ]);
    expect(revisions.body[0].author.name).toBe('Daniel Ortiz');
    const first = revisions.body[1].id as string;
    const restored = await api(
      'POST',
      `/api/blog-admin/posts/${post.id}/revisions/${first}/restore`,
      admin,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'The first title', version: 4, status: 'draft' });
    const after = await api('GET', `/api/blog-admin/posts/${post.id}/revisions`, editor);
    expect(after.body[0]).toMatchObject({ reason: 'restored', title: 'The first title' });
    const unknown = await api(
      'POST',
      `/api/blog-admin/posts/${post.id}/revisions/00000000-0000-4000-8000-000000000000/restore`,
      admin,
    );
    expect(unknown.status).toBe(404);
  });
});

async function uploadImage(token: string | undefined, bytes: Buffer, altText?: string) {
  const form = new FormData();
  if (altText !== undefined) form.append('altText', altText);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'dock.png');
  const res = await fetch(`${server.url}/api/blog-admin/images`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('images', () => {
  it('re-encodes an upload into renditions, serves them, and a post uses it as cover', async () => {
    const res = await uploadImage(editor, makePng(1200, 800), 'A dock at dusk');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentType: 'image/jpeg',
      width: 1200,
      height: 800,
      altText: 'A dock at dusk',
    });
    expect(res.body.url).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}\.jpg$/);
    expect(res.body.srcset).toMatch(/480w, .*960w, .*1200w$/);
    const file = await fetch(`${server.url}${res.body.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const webp = await fetch(`${server.url}${res.body.srcset.split(' ')[0]}`);
    expect(webp.headers.get('content-type')).toBe('image/webp');

    const post = await create({
      coverImageId: res.body.id,
      bodyMarkdown: `![A dock at dusk](${res.body.url})\n\nText.`,
    });
    const live = await publish(post);
    expect(live.cover).toMatchObject({ id: res.body.id });
    const page = await api('GET', `/api/blog/posts/${post.slug}`);
    expect(page.body.cover.url).toBe(res.body.url);
    expect(page.body.bodyHtml).toContain(
      `<img src="${res.body.url}" width="1200" height="800" srcset="${res.body.srcset}"`,
    );
    expect(page.body.bodyHtml).toContain('alt="A dock at dusk" loading="lazy"');
    const preview = await api('POST', '/api/blog-admin/preview', editor, {
      bodyMarkdown: `![A dock at dusk](${res.body.url})`,
    });
    expect(preview.body.html).toContain('width="1200" height="800"');
  });

  it('requires alt text, refuses what is not an image, and refuses others', async () => {
    const png = makePng(40, 30);
    const noAlt = await uploadImage(editor, png, '  ');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fields).toHaveProperty('altText');
    const notImage = await uploadImage(editor, Buffer.from('<svg onload="alert(1)"></svg>'), 'x');
    expect(notImage.status).toBe(400);
    expect(notImage.body.fields).toHaveProperty('file');
    expect((await uploadImage(landlord, png, 'A dock')).status).toBe(403);
    expect((await fetch(`${server.url}/uploads/blog/../../secret.jpg`)).status).toBe(404);
  });
});

describe('the public blog', () => {
  it('lists newest first with tags, filters by tag, and keeps languages apart', async () => {
    const tag = `Tag${Date.now().toString(36)}`;
    const older = await create({ tags: [tag] });
    await publish(older);
    const newer = await create({ tags: [tag, 'Marinas'] });
    await publish(newer);
    const spanish = await create({ language: 'es', tags: [tag], translationOfId: newer.id });
    await publish(spanish);
    const byTag = await api('GET', `/api/blog/posts?tag=${tag}`);
    expect(byTag.body.items.map((p: { slug: string }) => p.slug)).toEqual([newer.slug, older.slug]);
    expect(byTag.body.tags).toEqual(expect.arrayContaining([{ tag, count: 2 }]));
    const es = await api('GET', `/api/blog/posts?tag=${tag}&language=es`);
    expect(es.body.items.map((p: { slug: string }) => p.slug)).toEqual([spanish.slug]);

    const detail = await api('GET', `/api/blog/posts/${newer.slug}`);
    expect(detail.body.translation).toMatchObject({ slug: spanish.slug, language: 'es' });
    expect(detail.body.related.map((p: { slug: string }) => p.slug)).toContain(older.slug);
    const back = await api('GET', `/api/blog/posts/${spanish.slug}`);
    expect(back.body.translation).toMatchObject({ slug: newer.slug, language: 'en' });

    const latest = await api('GET', '/api/blog/latest?language=es');
    expect(latest.status).toBe(200);
    expect(latest.body[0].slug).toBe(spanish.slug);
    expect(latest.body.length).toBeLessThanOrEqual(3);
  });

  it('renders the body safely', async () => {
    const post = await create({
      bodyMarkdown: '[x](javascript:alert(1)) <script>alert(1)</script> [y](/\\evil.com)',
    });
    await publish(post);
    const page = await api('GET', `/api/blog/posts/${post.slug}`);
    // markdown-it leaves a refused link as its text; nothing of it is a link or an element.
    expect(page.body.bodyHtml).not.toMatch(/<script|href="javascript:|evil\.com"/);
    expect(page.body.bodyHtml).toContain('&lt;script&gt;');
    const preview = await api('POST', '/api/blog-admin/preview', editor, {
      bodyMarkdown: '# Hi <img src=x onerror=alert(1)>',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<h1>');
    expect(preview.body.html).not.toContain('<img');
  });

  it('writes RSS 2.0 per language with absolute links', async () => {
    const post = await create({ title: 'Feed & friends <3' });
    await publish(post);
    const res = await fetch(`${server.url}/blog/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(wellFormedXml(xml)).toBe(true);
    expect(xml).toContain('<title><![CDATA[Feed & friends <3]]></title>');
    expect(xml).toContain(`<link>${server.url}/blog/${post.slug}</link>`);
    for (const [, link] of xml.matchAll(/<link>([^<]*)<\/link>/g)) {
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    }
    const es = await (await fetch(`${server.url}/es/blog/rss.xml`)).text();
    expect(es).toContain('<language>es</language>');
    expect(es).not.toContain(post.slug);
  });

  it('lists every published post in the sitemap at its language’s address', async () => {
    const english = await create();
    await publish(english);
    const spanish = await create({ language: 'es', translationOfId: english.id });
    await publish(spanish);
    const draft = await create();
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const url = server.url;
    expect(xml).toContain(`<loc>${url}/blog/${english.slug}</loc>`);
    expect(xml).toContain(`<loc>${url}/es/blog/${spanish.slug}</loc>`);
    expect(xml).not.toContain(`/es/blog/${english.slug}<`);
    expect(xml).not.toContain(draft.slug);
    const entry = xml
      .split('\n')
      .find((line) => line.includes(`<loc>${url}/blog/${english.slug}<`));
    expect(entry).toContain(`hreflang="es" href="${url}/es/blog/${spanish.slug}"`);
  });
});

describe('the demo blog', () => {
  it('has the hurricane guide in both languages, linked, and every status in the admin list', async () => {
    const guide = await api(
      'GET',
      '/api/blog/posts/preparing-your-waterfront-home-for-hurricane-season',
    );
    expect(guide.status).toBe(200);
    expect(guide.body.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(guide.body.translation).toMatchObject({
      language: 'es',
      slug: 'como-preparar-tu-casa-frente-al-agua-para-la-temporada-de-huracanes',
    });
    const spanish = await api('GET', '/api/blog/posts?language=es&q=Miami');
    expect(spanish.body.items.map((p: { slug: string }) => p.slug)).toContain(
      'vivir-junto-al-mar-en-miami-guia-para-inquilinos',
    );
    const all = await api('GET', '/api/blog-admin/posts', admin);
    const statuses = new Set<string>(all.body.map((p: { status: string }) => p.status));
    expect([...statuses].sort((a, b) => a.localeCompare(b))).toEqual([
      'draft',
      'published',
      'scheduled',
    ]);
    const scheduled = all.body.find(
      (p: { slug: string }) => p.slug === 'renewing-your-lease-a-timeline-for-residents',
    );
    expect(new Date(scheduled.publishAt).getTime()).toBeGreaterThan(Date.now());
  });
});
