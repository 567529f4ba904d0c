import { describe, expect, it } from 'vitest';
import { SITE_MAP } from '../shared/site-map';
import { GUARD_MODULES, PAGE_MODULES } from './page-modules';

describe('the page modules', () => {
  it('has the code of every page and guard the site map names, and of nothing else', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(
      [...new Set(SITE_MAP.map((r) => r.page))].sort(),
    );
    const guards = SITE_MAP.map((r) => r.guard).filter((g) => g !== 'public' && g !== 'signed-in');
    expect(Object.keys(GUARD_MODULES).sort()).toEqual([...new Set(guards)].sort());
  });
});
