import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, staticPageMeta } from '../../shared/page-meta';
import { siteRouteOf } from '../../shared/site-map';

// Where each static page reads the English title and description it passes to usePageMeta. The
// server writes the page's texts (page-meta.ts) into the first answer; after loading, the page writes its own
// text, so the two must say the same thing or a shared link shows one and the tab another.
const PAGE_LOCALE_KEYS: Record<string, [namespace: string, title: string, description: string]> = {
  '/': ['home', 'meta.title', 'meta.description'],
  '/blu-world': ['company', 'meta.title', 'meta.description'],
  '/managed': ['management', 'managed.meta.title', 'managed.meta.description'],
  '/compare': ['management', 'compare.meta.title', 'compare.meta.description'],
  '/storm': ['storm', 'meta.title', 'meta.description'],
  '/blu-team/signature-generator': ['signature', 'meta.title', 'meta.description'],
  '/community': ['places', 'meta.communitiesTitle', 'meta.communitiesDescription'],
  '/slp': ['listings', 'search.metaTitle', 'search.metaDescription'],
  '/ma-form': ['leads-ma', 'single.metaTitle', 'single.metaDescription'],
  '/multi-ma': ['leads-ma', 'multi.metaTitle', 'multi.metaDescription'],
  '/concierge': ['leads-concierge', 'metaTitle', 'metaDescription'],
  '/car': ['leads-car', 'metaTitle', 'metaDescription'],
  '/referral': ['leads-referral', 'metaTitle', 'metaDescription'],
  '/management-prospect': ['leads-prospect', 'metaTitle', 'metaDescription'],
  '/evictions-public': ['leads-evictions', 'meta.title', 'meta.description'],
  '/neighbors': ['leads-neighbors', 'meta.title', 'meta.description'],
  '/cba': ['leads-cba', 'meta.title', 'meta.description'],
  '/collaboration': ['leads-collaboration', 'meta.title', 'meta.description'],
  '/renewal': ['leads-renewal', 'meta.title', 'meta.description'],
  '/sbp': ['leads-sbp', 'meta.title', 'meta.description'],
  '/sba': ['leads-sba', 'meta.title', 'meta.description'],
  '/thank-you': ['leads', 'thankYou.metaTitle', 'thankYou.metaDescription'],
  '/pay': ['pay', 'meta.title', 'meta.description'],
  '/blog': ['blog', 'list.metaTitle', 'list.metaDescription'],
};
// These two show the CMS page's own title (CmsArticle), the same text as their seeded page.
const FROM_CMS = ['/terms-and-conditions', '/privacy-policy'];

function lookup(language: string, namespace: string, key: string): unknown {
  const file = path.join(import.meta.dirname, '../i18n/locales', language, `${namespace}.json`);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
}

describe('the pages’ own texts', () => {
  it('names where every entry comes from', () => {
    const named = [...Object.keys(PAGE_LOCALE_KEYS), ...FROM_CMS].map((p) => siteRouteOf(p)!.page);
    expect(named.sort()).toEqual(Object.keys(PAGE_TEXTS).sort());
  });

  it.each(Object.entries(PAGE_LOCALE_KEYS))(
    '%s says what its page says',
    (page, [namespace, title, description]) => {
      expect(staticPageMeta(page)).toEqual({
        title: lookup('en', namespace, title),
        description: lookup('en', namespace, description),
      });
      // The Spanish page has its own text under the same keys.
      expect(lookup('es', namespace, title)).toEqual(expect.any(String));
      expect(lookup('es', namespace, description)).toEqual(expect.any(String));
    },
  );
});
