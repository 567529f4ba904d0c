import { describe, expect, it } from 'vitest';
import { isPortalPath, loaderMessage } from './loader-message';

describe('loaderMessage on portal, admin and blog-admin paths (by role)', () => {
  it.each([
    ['admin', 'Organizing all the information for you'],
    ['landlord', 'Getting your properties ready'],
    ['resident', 'Making your experience more comfortable'],
    ['sb', 'Reviewing your business opportunities'],
    ['mt', 'Getting everything ready for you'],
  ] as const)('%s → %s', (role, message) => {
    expect(loaderMessage('/portal', role)).toBe(message);
    expect(loaderMessage('/portal/leases/3', role)).toBe(message);
    expect(loaderMessage('/admin_panel/leases', role)).toBe(message);
    expect(loaderMessage('/blog-admin/posts/new', role)).toBe(message);
  });

  it.each([['user' as const], [null]])('otherwise (%s) → Loading your portal', (role) => {
    expect(loaderMessage('/portal', role)).toBe('Loading your portal');
    expect(loaderMessage('/admin_panel', role)).toBe('Loading your portal');
    expect(loaderMessage('/blog-admin/posts', role)).toBe('Loading your portal');
  });
});

describe('loaderMessage on public paths (by path, whatever the role)', () => {
  it.each([
    ['/', 'We’re preparing the best for you'],
    ['/marine-lifestyle/miami', 'Exploring the marine lifestyle'],
    ['/storm', 'Getting ready to keep you safe'],
    ['/sba', 'Gathering the best information for you'],
    ['/blog', 'Loading'],
    ['/community/12', 'Loading'],
    ['/portalx', 'Loading'],
  ])('%s → %s', (path, message) => {
    expect(loaderMessage(path, null)).toBe(message);
    expect(loaderMessage(path, 'admin')).toBe(message);
  });
});

describe('isPortalPath', () => {
  it('matches whole first segments only', () => {
    expect(isPortalPath('/portal')).toBe(true);
    expect(isPortalPath('/admin_panel/leases')).toBe(true);
    expect(isPortalPath('/blog-admin')).toBe(true);
    expect(isPortalPath('/portals')).toBe(false);
    expect(isPortalPath('/blog')).toBe(false);
  });
});
