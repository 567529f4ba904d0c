import { LEAD_PAGES } from './schemas/leads/kinds';

/**
 * The paths the client renders as real pages, so the server can answer an unknown one with 404.
 * Keep in step with src/web/routes.tsx (a test checks both); the lead forms' pages come from
 * their kinds' table. `:param` matches one segment,
 * `*` the rest of the path.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/auth',
  '/forgot-password',
  '/dashboard',
  '/thank-you',
  ...LEAD_PAGES.map(({ page }) => page.path),
  '/marine-lifestyle/:city',
  '/community',
  '/community/:id',
  '/community/:condo/:id',
  '/slp',
  '/slp/property/:propertyId',
  '/blu-world',
  '/managed',
  '/compare',
  '/storm',
  '/blog',
  '/blog/:postId',
  '/terms-and-conditions',
  '/privacy-policy',
  '/blu-team/signature-generator',
  '/pay',
  '/pay/receipts/:token',
  '/owner-approval/:token',
  '/maintenance/:uid',
  '/sign/:token',
  '/contracts',
  '/contracts/new',
  '/contracts/templates',
  '/contracts/:id',
  '/blog-admin/posts',
  '/blog-admin/posts/new',
  '/blog-admin/posts/:postId/edit',
  '/portal',
  '/portal/*',
  '/admin_panel',
  '/admin_panel/*',
];

export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const p = pattern.split('/');
  const s = path.split('/');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') return s.length > i - 1;
    if (i >= s.length) return false;
    if (p[i]!.startsWith(':')) {
      if (!s[i]) return false;
      continue;
    }
    if (p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}
