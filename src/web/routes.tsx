import type { RouteObject } from 'react-router';
import { RootLayout } from './app/root-layout';
import { lazyPage } from './lib/lazy-page';
import { publicSiteRoutes } from './public-site-routes';

// Each page is its own chunk. The pattern lets a hovered link preload the page it points to.
const SignInPage = lazyPage(() => import('./features/auth/pages/sign-in-page'), /^\/auth$/);
const ForgotPasswordPage = lazyPage(
  () => import('./features/auth/pages/forgot-password-page'),
  /^\/forgot-password$/,
);
const DashboardPage = lazyPage(() => import('./app/pages/dashboard-page'), /^\/dashboard$/);
const PortalGuard = lazyPage(() => import('./app/portal/portal-guard'), /^\/portal/);
const PortalRoutes = lazyPage(() => import('./app/portal/portal-routes'), /^\/portal/);
const AdminPanelGuard = lazyPage(() => import('./app/portal/admin-panel-guard'), /^\/admin_panel/);
const AdminPanelPage = lazyPage(
  () => import('./features/admin/pages/admin-panel-page'),
  /^\/admin_panel/,
);
const AdminLeasesPage = lazyPage(
  () => import('./features/leases/pages/admin-leases-page'),
  /^\/admin_panel\/leases/,
);
const AccessDeniedPage = lazyPage(
  () => import('./components/errors/access-denied-page'),
  /^\/portal\/unauthorized$/,
);
const MaintenancePage = lazyPage(
  () => import('./features/maintenance/pages/maintenance-page'),
  /^\/maintenance\/[^/]+$/,
);
const ContractsPage = lazyPage(
  () => import('./features/contracts/pages/contracts-page'),
  /^\/contracts$/,
);
const ContractEditorPage = lazyPage(
  () => import('./features/contracts/pages/contract-editor-page'),
  /^\/contracts\/new$/,
);
const ContractTemplatesPage = lazyPage(
  () => import('./features/contracts/pages/templates-page'),
  /^\/contracts\/templates$/,
);
const ContractPage = lazyPage(
  () => import('./features/contracts/pages/contract-page'),
  /^\/contracts\/[^/]+$/,
);
const BlogAdminGuard = lazyPage(() => import('./app/portal/blog-admin-guard'), /^\/blog-admin\//);
const BlogPostsAdminPage = lazyPage(
  () => import('./features/blog-admin/pages/posts-page'),
  /^\/blog-admin\/posts$/,
);
const BlogPostEditorPage = lazyPage(
  () => import('./features/blog-admin/pages/post-editor-page'),
  /^\/blog-admin\/posts\/(new|[^/]+\/edit)$/,
);
const NotFoundPage = lazyPage(() => import('./components/errors/not-found-page'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicSiteRoutes,
      { path: '/auth', element: <SignInPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/portal/unauthorized', element: <AccessDeniedPage /> },
      // A resident's maintenance page sits in the portal's frame, behind the portal's guard.
      {
        path: '/maintenance/:uid',
        element: <PortalGuard />,
        children: [{ index: true, element: <MaintenancePage /> }],
      },
      // Contracts sit in the portal's frame too: a visitor signs in and comes back.
      {
        path: '/contracts',
        element: <PortalGuard />,
        children: [
          { index: true, element: <ContractsPage /> },
          { path: 'new', element: <ContractEditorPage /> },
          { path: 'templates', element: <ContractTemplatesPage /> },
          { path: ':id', element: <ContractPage /> },
        ],
      },
      {
        path: '/portal',
        element: <PortalGuard />,
        children: [
          { index: true, element: <PortalRoutes /> },
          { path: '*', element: <PortalRoutes /> },
        ],
      },
      {
        path: '/admin_panel',
        element: <AdminPanelGuard />,
        children: [
          { index: true, element: <AdminPanelPage /> },
          { path: 'leases', element: <AdminLeasesPage /> },
          { path: 'leases/:id', element: <AdminLeasesPage /> },
        ],
      },
      // The blog editor, in the portal's frame, behind the blog guard (admins and blog editors).
      {
        element: <BlogAdminGuard />,
        children: [
          { path: '/blog-admin/posts', element: <BlogPostsAdminPage /> },
          { path: '/blog-admin/posts/new', element: <BlogPostEditorPage /> },
          { path: '/blog-admin/posts/:postId/edit', element: <BlogPostEditorPage /> },
        ],
      },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
