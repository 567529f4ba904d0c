import { useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { AccessDenied } from '../../components/errors/access-denied-page';
import { NotFound } from '../../components/errors/not-found-page';
import { mayOpenSection, PORTAL_SECTIONS, type PortalSection } from './portal-sections';
import PortalHomePage from './portal-home-page';
import { lazyPage, preloadRoutes } from '../../lib/lazy-page';

// A receipt is reached from a lease or a payment, not the sidebar: any portal role may ask, the
// API answers 404 unless the payment's lease is the reader's (row scope own-payment).
const PaymentReceiptPage = lazyPage(
  () => import('../../features/payments/pages/payment-receipt-page'),
);

function SectionRoute({ section }: { section: PortalSection }) {
  const { role } = useSession();
  // The guard let this role into the portal; a section of another role shows Access Denied.
  return mayOpenSection(role, section) ? <section.page /> : <AccessDenied />;
}

/** Everything under /portal: the home, each registered section, and not-found in the frame. */
const portalRoutes: RouteObject[] = [
  { index: true, element: <PortalHomePage /> },
  {
    path: 'payments/:id',
    element: <PaymentReceiptPage />,
    handle: { page: PaymentReceiptPage },
  },
  ...PORTAL_SECTIONS.map((section) => ({
    path: `${section.path}/*`,
    element: <SectionRoute section={section} />,
    handle: { page: section.page },
  })),
  { path: '*', element: <NotFound /> },
];

// A hovered sidebar link loads its section's code.
preloadRoutes([{ path: '/portal', children: portalRoutes }]);

export default function PortalRoutes() {
  return useRoutes(portalRoutes);
}
