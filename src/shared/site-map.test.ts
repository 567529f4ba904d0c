import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from './page-meta';
import { LEAD_PAGES } from './schemas/leads/kinds';
import { PageSlugSchema } from './schemas/site';
import {
  indexedStaticPaths,
  isAppRoute,
  isServerRenderedPath,
  PRIVATE_AREAS,
  SITE_MAP,
  siteRouteOf,
} from './site-map';

/** An address the route's pattern stands for: `/slp/property/:propertyId` → `/slp/property/x1`. */
const addressOf = (path: string) =>
  path
    .replace(/:[^/]+/g, 'x1')
    .replace(/\/\*$/, '/deeper')
    .replace(/^\*$/, '/no/such/page');

describe('the site map', () => {
  it('names each path once', () => {
    const paths = SITE_MAP.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('opens each route at an address of its own, as React Router ranks them', () => {
    for (const route of SITE_MAP)
      expect(siteRouteOf(addressOf(route.path)), route.path).toBe(route);
  });

  it('routes every lead kind that has a page to that kind’s page', () => {
    for (const { kind, page } of LEAD_PAGES) {
      expect(siteRouteOf(page.path), kind).toMatchObject({ path: page.path, page: kind });
    }
  });

  it('lists every indexed page without parameters in the sitemap, and nothing private', () => {
    for (const route of SITE_MAP.filter((r) => r.indexed && !/[:*]/.test(r.path))) {
      expect(indexedStaticPaths()).toContain(route.path);
    }
    for (const route of SITE_MAP.filter((r) => r.indexed)) {
      expect(route.guard, route.path).toBe('public');
      expect(route.serverRendered, route.path).toBe(true);
    }
  });

  it('leaves no route for a CMS slug to shadow', () => {
    for (const route of SITE_MAP) {
      const slug = route.path.split('/')[1];
      if (!slug || /[:*]/.test(slug)) continue;
      // The legal pages show the CMS page of their own slug: that slug is the CMS's to fill.
      const showsItsCmsPage = route.meta.text === 'cms' && route.path === `/${slug}`;
      expect(PageSlugSchema.safeParse(slug).success, route.path).toBe(showsItsCmsPage);
    }
    // Nor the language prefix: `/es` is the Spanish home page.
    expect(PageSlugSchema.safeParse('es').success).toBe(false);
  });

  it('gives texts to exactly the pages that title themselves', () => {
    const titled = SITE_MAP.filter(
      (r) => !/[:*]/.test(r.path) && (r.meta.text === 'own' || r.meta.text === 'cms'),
    ).map((r) => r.page);
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual([...new Set(titled)].sort());
  });

  it('draws nothing behind a guard or opened by a private link', () => {
    expect(PRIVATE_AREAS).toEqual(
      expect.arrayContaining([
        '/portal',
        '/admin_panel',
        '/blog-admin',
        '/dashboard',
        '/contracts',
      ]),
    );
    for (const path of [
      '/portal',
      '/portal/leases/3',
      '/admin_panel/leases',
      '/blog-admin',
      '/blog-admin/posts/new',
      '/dashboard',
      '/contracts/templates',
      '/maintenance/u1',
      '/sign/t1',
      '/owner-approval/t1',
      '/pay/receipts/t1',
      '/blu-team/signature-generator',
      '/management-prospect',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
    for (const path of [
      '/',
      '/storm',
      '/slp/property/p1',
      '/auth',
      '/waterfront-investors',
      '/a/b',
    ])
      expect(isServerRenderedPath(path), path).toBe(true);
  });

  it('answers 404 for what is no page of its own: a CMS slug, an unknown address, /404', () => {
    for (const path of ['/', '/storm/', '/community/c1', '/portal/users', '/contracts/new'])
      expect(isAppRoute(path), path).toBe(true);
    for (const path of ['/waterfront-investors', '/a/b', '/404', '/storm/extra'])
      expect(isAppRoute(path), path).toBe(false);
  });
});
