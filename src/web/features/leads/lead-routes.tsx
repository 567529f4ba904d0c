import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LEAD_PAGE_PATHS } from '../../../shared/schemas/leads/page-paths';
import { lazyPage } from '../../lib/lazy-page';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The page component of each kind that has a page (its path comes from the kinds' page paths). A
 * kind with a page and no component here does not compile.
 */
const LEAD_PAGE_MODULES = {
  concierge: () => import('./pages/concierge-page'),
  'ma-form': () => import('./pages/ma-form-page'),
  'multi-ma': () => import('./pages/multi-ma-page'),
  car: () => import('./pages/car-page'),
  referral: () => import('./pages/referral-page'),
  'management-prospect': () => import('./pages/management-prospect-page'),
  evictions: () => import('./pages/evictions-page'),
  neighbors: () => import('./pages/neighbors-page'),
  cba: () => import('./pages/cba-page'),
  collaboration: () => import('./pages/collaboration-page'),
  renewal: () => import('./pages/renewal-page'),
  sbp: () => import('./pages/sbp-page'),
  sba: () => import('./pages/sba-page'),
} satisfies Record<keyof typeof LEAD_PAGE_PATHS, () => PageModule>;

const ThankYouPage = lazyPage(() => import('./pages/thank-you-page'), /^\/thank-you$/);

const exactPath = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// The lead form pages and /thank-you; spread into the public routes before `/:id`.
export const leadRoutes: RouteObject[] = [
  { path: '/thank-you', element: <ThankYouPage /> },
  ...Object.entries(LEAD_PAGE_PATHS).map(([kind, path]) => {
    const Page = lazyPage(LEAD_PAGE_MODULES[kind as keyof typeof LEAD_PAGE_PATHS], exactPath(path));
    return { path, element: <Page /> };
  }),
];
