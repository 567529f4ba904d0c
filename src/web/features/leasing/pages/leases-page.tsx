import { useParams } from 'react-router';
import { LeaseDetailView } from '../components/lease-detail-view';
import { LeaseListView } from '../components/lease-list-view';

/** /portal/leases and /portal/leases/{id}: admins see every lease, landlords their own (API-scoped). */
export default function LeasesPage() {
  const leaseId = useParams()['*'];
  return leaseId ? (
    <LeaseDetailView key={leaseId} leaseId={leaseId} leasePath="/portal/leases" />
  ) : (
    <LeaseListView leasePath="/portal/leases" />
  );
}
