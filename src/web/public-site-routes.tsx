import type { RouteObject } from 'react-router';
import { leadRoutes } from './features/leads/lead-routes';
import { lazyPage } from './lib/lazy-page';

// The public site: one line per page. `/:id` (CMS page or not-found) stays last.
const HomePage = lazyPage(() => import('./features/home/pages/home-page'), /^\/$/);
const ManagedPage = lazyPage(
  () => import('./features/management/pages/managed-page'),
  /^\/managed$/,
);
const ComparePage = lazyPage(
  () => import('./features/management/pages/compare-page'),
  /^\/compare$/,
);
const TermsPage = lazyPage(
  () => import('./features/cms/pages/terms-page'),
  /^\/terms-and-conditions$/,
);
const PrivacyPage = lazyPage(
  () => import('./features/cms/pages/privacy-page'),
  /^\/privacy-policy$/,
);
const CityPage = lazyPage(
  () => import('./features/places/pages/city-page'),
  /^\/marine-lifestyle\/[^/]+$/,
);
const CommunitiesPage = lazyPage(
  () => import('./features/places/pages/communities-page'),
  /^\/community$/,
);
const CommunityPage = lazyPage(
  () => import('./features/places/pages/community-page'),
  /^\/community\/[^/]+$/,
);
const UnitPage = lazyPage(() => import('./app/pages/unit-page'), /^\/community\/[^/]+\/[^/]+$/);
const ListingsPage = lazyPage(() => import('./features/listings/pages/listings-page'), /^\/slp$/);
const ListingPage = lazyPage(() => import('./app/pages/listing-page'), /^\/slp\/property\/[^/]+$/);
const BluWorldPage = lazyPage(
  () => import('./features/company/pages/blu-world-page'),
  /^\/blu-world$/,
);
const StormPage = lazyPage(() => import('./features/storm/pages/storm-page'), /^\/storm$/);
const BlogPage = lazyPage(() => import('./features/blog/pages/blog-page'), /^\/blog$/);
const BlogPostPage = lazyPage(
  () => import('./features/blog/pages/blog-post-page'),
  /^\/blog\/[^/]+$/,
);
const SignaturePage = lazyPage(
  () => import('./features/signature/pages/signature-generator-page'),
  /^\/blu-team\/signature-generator$/,
);
const PayPage = lazyPage(() => import('./features/pay/pages/pay-page'), /^\/pay$/);
const VisitorReceiptPage = lazyPage(
  () => import('./features/pay/pages/visitor-receipt-page'),
  /^\/pay\/receipts\/[^/]+$/,
);
const OwnerApprovalPage = lazyPage(
  () => import('./features/maintenance/pages/owner-approval-page'),
  /^\/owner-approval\/[^/]+$/,
);
const SignPage = lazyPage(() => import('./features/contracts/pages/sign-page'), /^\/sign\/[^/]+$/);
const CatchAllPage = lazyPage(() => import('./features/cms/pages/cms-page'));

export const publicSiteRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  ...leadRoutes, // /thank-you and the lead forms: features/leads/lead-routes.tsx
  { path: '/managed', element: <ManagedPage /> },
  { path: '/compare', element: <ComparePage /> },
  { path: '/terms-and-conditions', element: <TermsPage /> },
  { path: '/privacy-policy', element: <PrivacyPage /> },
  { path: '/marine-lifestyle/:city', element: <CityPage /> },
  { path: '/community', element: <CommunitiesPage /> },
  { path: '/community/:id', element: <CommunityPage /> },
  { path: '/community/:condo/:id', element: <UnitPage /> },
  { path: '/slp', element: <ListingsPage /> },
  { path: '/slp/property/:propertyId', element: <ListingPage /> },
  { path: '/blu-world', element: <BluWorldPage /> },
  { path: '/storm', element: <StormPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/:postId', element: <BlogPostPage /> },
  { path: '/blu-team/signature-generator', element: <SignaturePage /> },
  { path: '/pay', element: <PayPage /> },
  { path: '/pay/receipts/:token', element: <VisitorReceiptPage /> },
  { path: '/owner-approval/:token', element: <OwnerApprovalPage /> },
  { path: '/sign/:token', element: <SignPage /> },
  { path: '/:id', element: <CatchAllPage /> },
];
