import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortalPath, portalLoaderMessage, publicLoaderKey } from './loader-message';

const layoutTexts = (language: string) =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../../i18n/locales', language, 'layout.json'),
      'utf8',
    ),
  ) as { pageLoading: Record<string, string> };

describe('the loader on portal, admin and blog-admin paths (by role)', () => {
  it.each([
    ['admin', 'Organizing all the information for you'],
    ['landlord', 'Getting your properties ready'],
    ['resident', 'Making your experience more comfortable'],
    ['sb', 'Reviewing your business opportunities'],
    ['mt', 'Getting everything ready for you'],
  ] as const)('%s → %s', (role, message) => {
    expect(portalLoaderMessage(role)).toBe(message);
  });

  it.each([['user' as const], [null]])('otherwise (%s) → Loading your portal', (role) => {
    expect(portalLoaderMessage(role)).toBe('Loading your portal');
  });
});

describe('the loader on public paths (by page, as the site map says)', () => {
  it.each([
    ['/', 'We’re preparing the best for you'],
    ['/marine-lifestyle/miami', 'Exploring the marine lifestyle'],
    ['/storm', 'Getting ready to keep you safe'],
    ['/sba', 'Gathering the best information for you'],
    ['/blog', 'Loading'],
    ['/community/12', 'Loading'],
    ['/portalx', 'Loading'],
  ])('%s → %s', (appPath, message) => {
    expect(layoutTexts('en').pageLoading[publicLoaderKey(appPath)]).toBe(message);
  });

  it('says each message in Spanish too', () => {
    expect(Object.keys(layoutTexts('es').pageLoading).sort()).toEqual(
      Object.keys(layoutTexts('en').pageLoading).sort(),
    );
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
