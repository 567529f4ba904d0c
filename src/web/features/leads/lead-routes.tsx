import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The lead form pages and /thank-you; spread into the public routes before `/:id`.
const ThankYouPage = lazyPage(() => import('./pages/thank-you-page'), /^\/thank-you$/);
const MaFormPage = lazyPage(() => import('./pages/ma-form-page'), /^\/ma-form$/);
const MultiMaPage = lazyPage(() => import('./pages/multi-ma-page'), /^\/multi-ma$/);
const ConciergePage = lazyPage(() => import('./pages/concierge-page'), /^\/concierge$/);
const CarPage = lazyPage(() => import('./pages/car-page'), /^\/car$/);
const ReferralPage = lazyPage(() => import('./pages/referral-page'), /^\/referral$/);
const ManagementProspectPage = lazyPage(
  () => import('./pages/management-prospect-page'),
  /^\/management-prospect$/,
);
// Second batch of forms (evictions, neighbors, associations, vendors, renewal, brokers, buyers).
const EvictionsPage = lazyPage(() => import('./pages/evictions-page'), /^\/evictions-public$/);
const NeighborsPage = lazyPage(() => import('./pages/neighbors-page'), /^\/neighbors$/);
const CbaPage = lazyPage(() => import('./pages/cba-page'), /^\/cba$/);
const CollaborationPage = lazyPage(() => import('./pages/collaboration-page'), /^\/collaboration$/);
const RenewalPage = lazyPage(() => import('./pages/renewal-page'), /^\/renewal$/);
const SbpPage = lazyPage(() => import('./pages/sbp-page'), /^\/sbp$/);
const SbaPage = lazyPage(() => import('./pages/sba-page'), /^\/sba$/);

export const leadRoutes: RouteObject[] = [
  { path: '/thank-you', element: <ThankYouPage /> },
  { path: '/ma-form', element: <MaFormPage /> },
  { path: '/multi-ma', element: <MultiMaPage /> },
  { path: '/concierge', element: <ConciergePage /> },
  { path: '/car', element: <CarPage /> },
  { path: '/referral', element: <ReferralPage /> },
  { path: '/management-prospect', element: <ManagementProspectPage /> },
  { path: '/evictions-public', element: <EvictionsPage /> },
  { path: '/neighbors', element: <NeighborsPage /> },
  { path: '/cba', element: <CbaPage /> },
  { path: '/collaboration', element: <CollaborationPage /> },
  { path: '/renewal', element: <RenewalPage /> },
  { path: '/sbp', element: <SbpPage /> },
  { path: '/sba', element: <SbaPage /> },
];
