import { matchRoutes } from 'react-router';
import { LEAD_PAGE_PATHS } from './schemas/leads/page-paths';

/**
 * Who may open a route. `portal`, `admin-panel` and `blog-admin` draw the page inside their
 * guard's frame (the web names each guard's module); `signed-in` pages send a visitor to sign in
 * themselves.
 */
export type RouteGuard = 'public' | 'signed-in' | 'portal' | 'admin-panel' | 'blog-admin';

/**
 * What titles a page: its `own` texts (page-meta.ts, by page key), the CMS page of its slug
 * (`cms`; a fixed path's seeded page has its texts in page-meta.ts too, for the first answer),
 * the record the address names (`record`: a listing, a city, a post), or nothing but the
 * site-wide defaults (`site`).
 */
export type PageText = 'own' | 'cms' | 'record' | 'site';

/** The branded loader's message while the page's code loads: `layout` texts `loading.<key>`. */
export type LoadingMessage = 'home' | 'marineLifestyle' | 'storm' | 'sba';

export interface SiteRoute {
  /** React Router pattern syntax; the Spanish address is `/es` + this (language-path.ts). */
  path: string;
  /** The page module's key; the web maps each key to its `import()` (web/page-modules.ts). */
  page: PageKey;
  /** Rendered by the server (and kept in the page cache), or rendered in the browser only. */
  serverRendered: boolean;
  /** Listed in sitemap.xml: the path itself, or every record a `:param` stands for. */
  indexed: boolean;
  guard: RouteGuard;
  meta: { text: PageText; loading?: LoadingMessage };
}

type LeadKindWithPage = keyof typeof LEAD_PAGE_PATHS;

export type PageKey =
  | LeadKindWithPage
  | 'home'
  | 'thank-you'
  | 'managed'
  | 'compare'
  | 'terms'
  | 'privacy'
  | 'city'
  | 'communities'
  | 'community'
  | 'unit'
  | 'listings'
  | 'listing'
  | 'blu-world'
  | 'storm'
  | 'blog'
  | 'blog-post'
  | 'signature-generator'
  | 'pay'
  | 'visitor-receipt'
  | 'owner-approval'
  | 'sign'
  | 'cms'
  | 'sign-in'
  | 'forgot-password'
  | 'dashboard'
  | 'access-denied'
  | 'maintenance'
  | 'contracts'
  | 'contract-editor'
  | 'contract-templates'
  | 'contract'
  | 'portal'
  | 'admin-panel'
  | 'admin-leases'
  | 'blog-posts-admin'
  | 'blog-post-editor'
  | 'not-found';

/** The page a CMS slug would be, and the not-found page: matched, yet not pages of their own. */
const CMS_PAGE: PageKey = 'cms';
const NOT_FOUND_PAGE: PageKey = 'not-found';

// What differs from a public lead form page (rendered, indexed, its kind's own texts).
const LEAD_PAGE_EXCEPTIONS: Partial<Record<LeadKindWithPage, Partial<SiteRoute>>> = {
  // The broker's prospect form is a staff tool: rendered for the signed-in broker, never listed.
  'management-prospect': { serverRendered: false, indexed: false },
  sba: { meta: { text: 'own', loading: 'sba' } },
};

function leadPageRoutes(): SiteRoute[] {
  return Object.entries(LEAD_PAGE_PATHS).map(([kind, path]) => ({
    path,
    page: kind as LeadKindWithPage,
    serverRendered: true,
    indexed: true,
    guard: 'public',
    meta: { text: 'own' },
    ...LEAD_PAGE_EXCEPTIONS[kind as LeadKindWithPage],
  }));
}

/**
 * Every page of the site, once: the web builds its route table and link preloading from it, the
 * server its page list (what it draws, what is a page at all), the CMS's reserved slugs, the
 * sitemap and robots.txt. The lead forms' pages come from their kinds (schemas/leads/page-paths).
 */
// prettier-ignore
export const SITE_MAP: readonly SiteRoute[] = [
  { path: '/', page: 'home', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own', loading: 'home' } },
  ...leadPageRoutes(),
  { path: '/thank-you', page: 'thank-you', serverRendered: true, indexed: false, guard: 'public', meta: { text: 'own' } },
  { path: '/managed', page: 'managed', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  { path: '/compare', page: 'compare', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  // The legal texts are the CMS pages of these slugs.
  { path: '/terms-and-conditions', page: 'terms', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'cms' } },
  { path: '/privacy-policy', page: 'privacy', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'cms' } },
  { path: '/marine-lifestyle/:city', page: 'city', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'record', loading: 'marineLifestyle' } },
  { path: '/community', page: 'communities', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  { path: '/community/:id', page: 'community', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'record' } },
  { path: '/community/:condo/:id', page: 'unit', serverRendered: true, indexed: false, guard: 'public', meta: { text: 'record' } },
  { path: '/slp', page: 'listings', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  { path: '/slp/property/:propertyId', page: 'listing', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'record' } },
  { path: '/blu-world', page: 'blu-world', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  { path: '/storm', page: 'storm', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own', loading: 'storm' } },
  { path: '/blog', page: 'blog', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  { path: '/blog/:postId', page: 'blog-post', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'record' } },
  // Staff tool; pages opened by a private link are the reader's own: never rendered into the cache.
  { path: '/blu-team/signature-generator', page: 'signature-generator', serverRendered: false, indexed: false, guard: 'public', meta: { text: 'own' } },
  { path: '/pay', page: 'pay', serverRendered: true, indexed: true, guard: 'public', meta: { text: 'own' } },
  { path: '/pay/receipts/:token', page: 'visitor-receipt', serverRendered: false, indexed: false, guard: 'public', meta: { text: 'site' } },
  { path: '/owner-approval/:token', page: 'owner-approval', serverRendered: false, indexed: false, guard: 'public', meta: { text: 'site' } },
  { path: '/sign/:token', page: 'sign', serverRendered: false, indexed: false, guard: 'public', meta: { text: 'site' } },
  // A published CMS page, or not found; listed in the sitemap by its slug.
  { path: '/:id', page: CMS_PAGE, serverRendered: true, indexed: true, guard: 'public', meta: { text: 'cms' } },
  { path: '/auth', page: 'sign-in', serverRendered: true, indexed: false, guard: 'public', meta: { text: 'site' } },
  { path: '/forgot-password', page: 'forgot-password', serverRendered: true, indexed: false, guard: 'public', meta: { text: 'site' } },
  { path: '/dashboard', page: 'dashboard', serverRendered: false, indexed: false, guard: 'signed-in', meta: { text: 'site' } },
  { path: '/portal/unauthorized', page: 'access-denied', serverRendered: false, indexed: false, guard: 'public', meta: { text: 'site' } },
  // A resident's maintenance page and the contracts sit in the portal's frame, behind its guard.
  { path: '/maintenance/:uid', page: 'maintenance', serverRendered: false, indexed: false, guard: 'portal', meta: { text: 'site' } },
  { path: '/contracts', page: 'contracts', serverRendered: false, indexed: false, guard: 'portal', meta: { text: 'site' } },
  { path: '/contracts/new', page: 'contract-editor', serverRendered: false, indexed: false, guard: 'portal', meta: { text: 'site' } },
  { path: '/contracts/templates', page: 'contract-templates', serverRendered: false, indexed: false, guard: 'portal', meta: { text: 'site' } },
  { path: '/contracts/:id', page: 'contract', serverRendered: false, indexed: false, guard: 'portal', meta: { text: 'site' } },
  // The portal's own sections are routed inside it (web/app/portal/portal-sections.tsx).
  { path: '/portal/*', page: 'portal', serverRendered: false, indexed: false, guard: 'portal', meta: { text: 'site' } },
  { path: '/admin_panel', page: 'admin-panel', serverRendered: false, indexed: false, guard: 'admin-panel', meta: { text: 'site' } },
  { path: '/admin_panel/leases', page: 'admin-leases', serverRendered: false, indexed: false, guard: 'admin-panel', meta: { text: 'site' } },
  { path: '/admin_panel/leases/:id', page: 'admin-leases', serverRendered: false, indexed: false, guard: 'admin-panel', meta: { text: 'site' } },
  { path: '/blog-admin/posts', page: 'blog-posts-admin', serverRendered: false, indexed: false, guard: 'blog-admin', meta: { text: 'site' } },
  { path: '/blog-admin/posts/new', page: 'blog-post-editor', serverRendered: false, indexed: false, guard: 'blog-admin', meta: { text: 'site' } },
  { path: '/blog-admin/posts/:postId/edit', page: 'blog-post-editor', serverRendered: false, indexed: false, guard: 'blog-admin', meta: { text: 'site' } },
  { path: '/404', page: NOT_FOUND_PAGE, serverRendered: true, indexed: false, guard: 'public', meta: { text: 'site' } },
  { path: '*', page: NOT_FOUND_PAGE, serverRendered: true, indexed: false, guard: 'public', meta: { text: 'site' } },
];

/** The route an app path (without `/es`) opens, ranked as React Router ranks them. */
export function siteRouteOf(appPath: string): SiteRoute | null {
  return matchRoutes(SITE_MAP as SiteRoute[], appPath)?.at(-1)?.route ?? null;
}

/** A page of the app's own at this path, so the server may answer an unknown one with 404. */
export function isAppRoute(appPath: string): boolean {
  const route = siteRouteOf(appPath);
  return route !== null && route.page !== CMS_PAGE && route.page !== NOT_FOUND_PAGE;
}

/** The first segments behind a guard (`/portal`, `/contracts`, …): private, whatever follows. */
export const PRIVATE_AREAS: readonly string[] = [
  ...new Set(SITE_MAP.filter((r) => r.guard !== 'public').map((r) => firstSegmentOf(r.path))),
];

function firstSegmentOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

export function isInPrivateArea(appPath: string): boolean {
  return PRIVATE_AREAS.some((area) => appPath === area || appPath.startsWith(`${area}/`));
}

/**
 * Pages the server draws (docs/decisions/0056): those the map says are rendered, and any other
 * address (a CMS page, a 404) outside the private areas.
 */
export function isServerRenderedPath(appPath: string): boolean {
  if (isInPrivateArea(appPath)) return false;
  return siteRouteOf(appPath)?.serverRendered ?? true;
}

const hasParameters = (path: string) => path.includes(':') || path.includes('*');

/** The listed pages without parameters; those with one are listed per record by the sitemap. */
export function indexedStaticPaths(): string[] {
  return SITE_MAP.filter((r) => r.indexed && !hasParameters(r.path))
    .map((r) => r.path)
    .sort();
}

/**
 * The first segment of every route the app draws itself: a CMS slug there would be shadowed. A
 * route that shows the CMS page of its own slug (the legal texts) leaves that slug to the CMS.
 */
export function routeSlugs(): string[] {
  const segments = SITE_MAP.filter((r) => !(r.meta.text === 'cms' && !hasParameters(r.path)))
    .map((r) => r.path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !hasParameters(segment));
  return [...new Set(segments)];
}
