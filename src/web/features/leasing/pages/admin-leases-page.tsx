import { useParams } from 'react-router';
import { LeaseDetailView } from '../components/lease-detail-view';
import { LeaseListView } from '../components/lease-list-view';

/** /admin_panel/leases (the seed's admin leases page) and a lease opened from it. */
export default function AdminLeasesPage() {
  const { id } = useParams();
  return id ? (
    <LeaseDetailView key={id} leaseId={id} leasePath="/admin_panel/leases" />
  ) : (
    <LeaseListView leasePath="/admin_panel/leases" />
  );
}
