import { Route, Routes } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { AccessDenied } from '../../components/errors/access-denied-page';
import { NotFound } from '../../components/errors/not-found-page';
import { mayOpenSection, PORTAL_SECTIONS, type PortalSection } from './portal-sections';
import PortalHomePage from './portal-home-page';
import { lazyPage } from '../../lib/lazy-page';

// A receipt is reached from a lease or a payment, not the sidebar: any portal role may ask, the
// API answers 404 unless the payment's lease is the reader's (row scope own-payment).
const PaymentReceiptPage = lazyPage(
  () => import('../../features/pay/pages/payment-receipt-page'),
  /^\/portal\/payments\/[^/]+$/,
);

function SectionRoute({ section }: { section: PortalSection }) {
  const { role } = useSession();
  // The guard let this role into the portal; a section of another role shows Access Denied.
  return mayOpenSection(role, section) ? section.element : <AccessDenied />;
}

/** Everything under /portal: the home, each registered section, and not-found in the frame. */
export default function PortalRoutes() {
  return (
    <Routes>
      <Route index element={<PortalHomePage />} />
      <Route path="payments/:id" element={<PaymentReceiptPage />} />
      {PORTAL_SECTIONS.map((section) => (
        <Route
          key={section.path}
          path={`${section.path}/*`}
          element={<SectionRoute section={section} />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
