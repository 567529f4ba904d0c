import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { staticPageMeta } from '../../../shared/page-meta';
import { SITE_MAP } from '../../../shared/site-map';
import type { AppContext } from '../../context';
import { sitePageResolver } from './site-page-resolver';

const server = useTestServer();
let ctx: AppContext;
beforeAll(async () => {
  // The resolver only reads the database and the public URL.
  ctx = { db: server.database.db, config: { publicUrl: 'https://blu.example' } } as AppContext;
});

// Sign-in screens and the areas behind them keep the site-wide title (the site map says `site`);
// every other page a visitor or a search engine can reach without a parameter has its own.
const PUBLIC_STATIC_PATHS = SITE_MAP.filter(
  (r) => !/[:*]/.test(r.path) && r.meta.text !== 'site',
).map((r) => r.path);

describe('every public page names itself', () => {
  it.each(PUBLIC_STATIC_PATHS)('%s has its own title and description', async (path) => {
    const own = staticPageMeta(path);
    expect(own, `add ${path}'s texts to src/shared/page-meta.ts`).toBeDefined();
    const meta = await sitePageResolver(path, ctx);
    expect(meta).toMatchObject({ status: 200, description: own!.description });
    expect(meta!.title!.startsWith(`${own!.title} · `), meta!.title).toBe(true);
    expect(meta!.head).toContain(`<meta property="og:url" content="https://blu.example${path}" />`);
  });

  it('no two pages share a title', () => {
    const titles = PUBLIC_STATIC_PATHS.map((p) => staticPageMeta(p)?.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('sitePageResolver', () => {
  it('names a static page with Open Graph tags and the Organization JSON-LD', async () => {
    const meta = await sitePageResolver('/managed/', ctx);
    expect(meta).toMatchObject({ status: 200, title: 'Property management for owners · Blu' });
    expect(meta!.head).toContain(
      '<meta property="og:url" content="https://blu.example/managed" />',
    );
    expect(meta!.head).toContain('"@type":"Organization"');
  });

  it('answers a published CMS slug and nothing for an unknown one', async () => {
    const cms = await sitePageResolver('/waterfront-investors', ctx);
    expect(cms?.title).toBe('Investing in a waterfront rental in South Florida · Blu');
    expect(await sitePageResolver('/no-such-slug', ctx)).toBeNull();
    expect(await sitePageResolver('/a/b', ctx)).toBeNull();
  });

  it('leaves private areas alone and escapes what it writes', async () => {
    expect(await sitePageResolver('/portal/users', ctx)).toBeNull();
    const admin = await server.signIn('admin@example.com');
    await server.request('PATCH', '/api/admin/site-settings', {
      token: admin,
      body: { brandName: 'Blu "Bay" <Homes>' },
    });
    const meta = await sitePageResolver('/compare', ctx);
    expect(meta!.head).toContain('content="Blu &quot;Bay&quot; &lt;Homes&gt;"');
    expect(meta!.head).not.toContain('<Homes>');
    expect(meta!.head).toContain('\\u003cHomes>');
  });
});
