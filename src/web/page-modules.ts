import type { ComponentType } from 'react';
import type { PageKey, RouteGuard } from '../shared/site-map';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The code of each page the site map names, by its key: each is its own chunk. Written out, one
 * `import()` per page, because the build finds chunks by their literal import strings; a page
 * key without its module does not compile.
 */
export const PAGE_MODULES = {
  home: () => import('./features/home/pages/home-page'),
  concierge: () => import('./features/leads/pages/concierge-page'),
  'ma-form': () => import('./features/leads/pages/ma-form-page'),
  'multi-ma': () => import('./features/leads/pages/multi-ma-page'),
  car: () => import('./features/leads/pages/car-page'),
  referral: () => import('./features/leads/pages/referral-page'),
  'management-prospect': () => import('./features/leads/pages/management-prospect-page'),
  evictions: () => import('./features/leads/pages/evictions-page'),
  neighbors: () => import('./features/leads/pages/neighbors-page'),
  cba: () => import('./features/leads/pages/cba-page'),
  collaboration: () => import('./features/leads/pages/collaboration-page'),
  renewal: () => import('./features/leads/pages/renewal-page'),
  sbp: () => import('./features/leads/pages/sbp-page'),
  sba: () => import('./features/leads/pages/sba-page'),
  'thank-you': () => import('./features/leads/pages/thank-you-page'),
  managed: () => import('./features/management/pages/managed-page'),
  compare: () => import('./features/management/pages/compare-page'),
  terms: () => import('./features/site/pages/terms-page'),
  privacy: () => import('./features/site/pages/privacy-page'),
  city: () => import('./features/places/pages/city-page'),
  communities: () => import('./features/places/pages/communities-page'),
  community: () => import('./features/places/pages/community-page'),
  unit: () => import('./app/pages/unit-page'),
  listings: () => import('./features/listings/pages/listings-page'),
  listing: () => import('./app/pages/listing-page'),
  'blu-world': () => import('./features/site/pages/blu-world-page'),
  storm: () => import('./features/storm/pages/storm-page'),
  blog: () => import('./features/blog/pages/blog-page'),
  'blog-post': () => import('./features/blog/pages/blog-post-page'),
  'signature-generator': () => import('./features/signature/pages/signature-generator-page'),
  pay: () => import('./features/payments/pages/pay-page'),
  'visitor-receipt': () => import('./features/payments/pages/visitor-receipt-page'),
  'owner-approval': () => import('./features/maintenance/pages/owner-approval-page'),
  sign: () => import('./features/contracts/pages/sign-page'),
  cms: () => import('./features/site/pages/cms-page'),
  'sign-in': () => import('./features/auth/pages/sign-in-page'),
  'forgot-password': () => import('./features/auth/pages/forgot-password-page'),
  dashboard: () => import('./app/pages/dashboard-page'),
  'access-denied': () => import('./components/errors/access-denied-page'),
  maintenance: () => import('./features/maintenance/pages/maintenance-page'),
  contracts: () => import('./features/contracts/pages/contracts-page'),
  'contract-editor': () => import('./features/contracts/pages/contract-editor-page'),
  'contract-templates': () => import('./features/contracts/pages/templates-page'),
  contract: () => import('./features/contracts/pages/contract-page'),
  portal: () => import('./app/portal/portal-routes'),
  'admin-panel': () => import('./features/admin/pages/admin-panel-page'),
  'admin-leases': () => import('./features/leasing/pages/admin-leases-page'),
  'blog-posts-admin': () => import('./features/blog/pages/posts-page'),
  'blog-post-editor': () => import('./features/blog/pages/post-editor-page'),
  'not-found': () => import('./components/errors/not-found-page'),
} satisfies Record<PageKey, PageModule>;

/** The frame each guard draws its pages in, after it has let the reader in. */
export const GUARD_MODULES = {
  portal: () => import('./app/portal/portal-guard'),
  'admin-panel': () => import('./app/portal/admin-panel-guard'),
  'blog-admin': () => import('./app/portal/blog-admin-guard'),
} satisfies Record<Exclude<RouteGuard, 'public' | 'signed-in'>, PageModule>;
