/**
 * Every public page the site serves, for the accessibility and layout sweep in
 * public-a11y.spec.ts. Add yours here (one line). A page whose route is not registered yet shows
 * the not-found heading; the sweep skips such a route and says so, unless `notFound` is set.
 */
export interface PublicRoute {
  path: string;
  /** Who builds the page: helps a skipped route find its owner. */
  owner: 'site' | 'auth' | 'forms' | 'places' | 'shell';
  /** The page IS the not-found page. */
  notFound?: boolean;
}

export const NOT_FOUND_HEADING = 'Page not Found';

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', owner: 'site' },
  { path: '/blu-world', owner: 'site' },
  { path: '/managed', owner: 'site' },
  { path: '/compare', owner: 'site' },
  { path: '/storm', owner: 'site' },
  { path: '/terms-and-conditions', owner: 'site' },
  { path: '/privacy-policy', owner: 'site' },
  { path: '/blu-team/signature-generator', owner: 'site' },
  { path: '/waterfront-investors', owner: 'site' },
  { path: '/auth', owner: 'auth' },
  { path: '/forgot-password', owner: 'auth' },
  { path: '/404', owner: 'shell', notFound: true },
  { path: '/concierge', owner: 'forms' },
  { path: '/ma-form', owner: 'forms' },
  { path: '/multi-ma', owner: 'forms' },
  { path: '/car', owner: 'forms' },
  { path: '/referral', owner: 'forms' },
  { path: '/thank-you', owner: 'forms' },
  { path: '/evictions-public', owner: 'forms' },
  { path: '/neighbors', owner: 'forms' },
  { path: '/cba', owner: 'forms' },
  { path: '/collaboration', owner: 'forms' },
  { path: '/renewal', owner: 'forms' },
  { path: '/sbp', owner: 'forms' },
  { path: '/sba', owner: 'forms' },
  { path: '/slp', owner: 'places' },
  { path: '/community', owner: 'places' },
  { path: '/marine-lifestyle/miami', owner: 'places' },
];
