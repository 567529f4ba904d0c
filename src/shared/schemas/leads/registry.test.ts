import { describe, expect, it } from 'vitest';
import { LEAD_PAGES } from './kinds';
import { LEAD_PAGE_PATHS } from './page-paths';
import { LEAD_KINDS, LEAD_KIND_LIST, isLeadKind } from './registry';
import { siteRouteOf } from '../../site-map';
import { PAGE_TEXTS } from '../../page-meta';

describe('lead registry', () => {
  it('gives every kind its own reference prefix', () => {
    const prefixes = LEAD_KIND_LIST.map((k) => LEAD_KINDS[k].prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const p of prefixes) expect(p).toMatch(/^[A-Z]{2,5}$/);
  });

  it('requires a contact block and refuses a filled honeypot in every kind', () => {
    for (const kind of LEAD_KIND_LIST) {
      const result = LEAD_KINDS[kind].schema.safeParse({ website: 'http://spam.example' });
      expect(result.success, kind).toBe(false);
      const paths = result.error!.issues.map((i) => i.path.join('.'));
      expect(paths, kind).toContain('contact');
      expect(paths, kind).toContain('website');
    }
  });

  it('knows its kinds and nothing else', () => {
    expect(isLeadKind('ma-form')).toBe(true);
    expect(isLeadKind('toString')).toBe(false);
    expect(isLeadKind('castle')).toBe(false);
  });
});

describe('the kinds table', () => {
  it('lists as page paths exactly the kinds that have a page, at that page', () => {
    expect(Object.fromEntries(LEAD_PAGES.map(({ kind, page }) => [kind, page.path]))).toEqual(
      LEAD_PAGE_PATHS,
    );
  });

  it('gives each page-owning kind its own path, listed as an app route with its page meta', () => {
    const paths = LEAD_PAGES.map(({ page }) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { kind, page } of LEAD_PAGES) {
      expect(siteRouteOf(page.path)).toMatchObject({ path: page.path, page: kind });
      expect(PAGE_TEXTS[kind]).toEqual({
        title: page.title,
        description: page.description,
      });
    }
    // The unit inquiry lives on the unit and listing pages.
    expect(LEAD_PAGES.map((p) => p.kind)).not.toContain('unit-contact');
    expect(LEAD_PAGES).toHaveLength(LEAD_KIND_LIST.length - 1);
  });

  it('pairs every kind with its schema', () => {
    for (const kind of LEAD_KIND_LIST) expect(LEAD_KINDS[kind].schema, kind).toBeDefined();
  });
});
