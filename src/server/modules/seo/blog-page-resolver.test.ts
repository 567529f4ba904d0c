import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import type { PostDetail } from '../../../shared/schemas/blog';
import type { AppContext } from '../../context';
import { blogPageResolver, type BlogPostReader } from './blog-page-resolver';

const server = useTestServer();
let ctx: AppContext;
beforeAll(async () => {
  // The resolver reads the site settings and the public URL; posts come from the reader.
  ctx = { db: server.database.db, config: { publicUrl: 'https://blu.example' } } as AppContext;
});

const author = { id: 'a1', name: 'Marisol Vega', title: 'Storm team lead, Fort Lauderdale' };

function post(overrides: Partial<PostDetail>): PostDetail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'hurricane-prep',
    language: 'en',
    title: 'Preparing a waterfront home for hurricane season',
    excerpt: 'Shutters, docks and boats: what to do in May, not in the cone.',
    cover: null,
    tags: ['Storm', 'Owners'],
    author,
    publishedAt: '2026-05-01T14:00:00.000Z',
    readingMinutes: 5,
    bodyHtml: '<p>Body</p>',
    seoTitle: '',
    seoDescription: '',
    updatedAt: '2026-05-02T10:00:00.000Z',
    translation: null,
    related: [],
    ...overrides,
  };
}

const english = post({
  cover: {
    id: 'c1',
    url: '/uploads/blog/cover.jpg',
    srcset: '/uploads/blog/cover-480.webp 480w',
    contentType: 'image/jpeg',
    sizeBytes: 1000,
    width: 1600,
    height: 900,
    altText: 'Storm shutters closed on a canal-front house',
    sort: 0,
  },
  translation: { slug: 'preparar-casa-huracanes', language: 'es', title: 'Preparar tu casa' },
});
const spanish = post({
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'preparar-casa-huracanes',
  language: 'es',
  title: 'Cómo preparar tu casa frente al agua para la temporada de huracanes',
  seoTitle: 'Huracanes: prepara tu casa frente al agua',
  seoDescription: 'Contraventanas, muelles y botes: qué hacer en mayo.',
  translation: { slug: 'hurricane-prep', language: 'en', title: english.title },
});

const read: BlogPostReader = async (slugOrId) => {
  if (slugOrId === english.slug) return english;
  if (slugOrId === spanish.slug) return spanish;
  if (slugOrId === english.id || slugOrId === 'old-hurricane-slug')
    return { redirectTo: english.slug };
  if (slugOrId === spanish.id) return { redirectTo: spanish.slug };
  return null;
};
const resolve = blogPageResolver(read);

describe('blogPageResolver', () => {
  it('names a post with its title, description, Open Graph cover and Article JSON-LD', async () => {
    const meta = await resolve('/blog/hurricane-prep', ctx, 'en');
    expect(meta).toMatchObject({ status: 200, description: english.excerpt });
    expect(meta!.title).toMatch(/^Preparing a waterfront home for hurricane season · /);
    const head = meta!.head!;
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain(
      '<meta property="og:url" content="https://blu.example/blog/hurricane-prep" />',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://blu.example/uploads/blog/cover.jpg" />',
    );
    expect(head).toContain('<meta property="article:tag" content="Storm" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('href="https://blu.example/blog/rss.xml"');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!;
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Article',
      headline: english.title,
      datePublished: english.publishedAt,
      dateModified: english.updatedAt,
      inLanguage: 'en',
      image: ['https://blu.example/uploads/blog/cover.jpg'],
      author: { '@type': 'Person', name: 'Marisol Vega' },
      mainEntityOfPage: { '@id': 'https://blu.example/blog/hurricane-prep' },
    });
  });

  it('points hreflang at the translation’s own address', async () => {
    expect((await resolve('/blog/hurricane-prep', ctx, 'en'))!.alternates).toEqual({
      en: '/blog/hurricane-prep',
      es: '/es/blog/preparar-casa-huracanes',
    });
    const es = await resolve('/blog/preparar-casa-huracanes', ctx, 'es');
    expect(es).toMatchObject({
      status: 200,
      description: spanish.seoDescription,
      alternates: { es: '/es/blog/preparar-casa-huracanes', en: '/blog/hurricane-prep' },
    });
    expect(es!.title).toMatch(/^Huracanes: prepara tu casa frente al agua · /);
    expect(es!.head).toContain('href="https://blu.example/es/blog/rss.xml"');
    expect(es!.head).toContain('<meta name="twitter:card" content="summary" />');
    expect(es!.head).not.toContain('og:image');
  });

  it('moves an id or a former slug to the current address, in the post’s language', async () => {
    expect(await resolve(`/blog/${english.id}`, ctx, 'en')).toEqual({
      status: 301,
      redirect: '/blog/hurricane-prep',
    });
    expect(await resolve('/blog/old-hurricane-slug', ctx, 'en')).toEqual({
      status: 301,
      redirect: '/blog/hurricane-prep',
    });
    expect(await resolve(`/blog/${spanish.id}`, ctx, 'en')).toEqual({
      status: 301,
      redirect: '/es/blog/preparar-casa-huracanes',
    });
  });

  it('moves a post asked at the other language’s prefix to its own', async () => {
    expect(await resolve('/blog/preparar-casa-huracanes', ctx, 'en')).toEqual({
      status: 301,
      redirect: '/es/blog/preparar-casa-huracanes',
    });
    expect(await resolve('/blog/hurricane-prep', ctx, 'es')).toEqual({
      status: 301,
      redirect: '/blog/hurricane-prep',
    });
  });

  it('answers 404 for a post that is not published or an address it cannot read', async () => {
    expect(await resolve('/blog/no-such-post', ctx, 'en')).toMatchObject({ status: 404 });
    expect(await resolve('/blog/%E0%A4%A', ctx, 'en')).toMatchObject({ status: 404 });
  });

  it('names the list with its feed and leaves other pages to the other resolvers', async () => {
    const list = await resolve('/blog', ctx, 'es');
    expect(list).toMatchObject({ status: 200 });
    expect(list!.title).toMatch(/^Blog: /);
    expect(list!.head).toContain('type="application/rss+xml"');
    expect(list!.head).toContain('href="https://blu.example/es/blog/rss.xml"');
    expect(await resolve('/storm', ctx, 'en')).toBeNull();
    expect(await resolve('/blog/a/b', ctx, 'en')).toBeNull();
  });

  it('escapes what a post says in the head', async () => {
    const hostile = post({ title: '</title><script>alert(1)</script>', tags: ['"><img src=x>'] });
    const meta = await blogPageResolver(async () => hostile)('/blog/hurricane-prep', ctx, 'en');
    expect(meta!.head).not.toContain('<script>alert');
    expect(meta!.head).not.toContain('"><img');
  });
});
