import { useParams } from 'react-router';
import { can } from '../../../../shared/permissions';
import { useSession } from '../../../lib/session/session-context';
import { OfficeWorkOrders } from '../components/office-work-orders';
import { OwnWorkOrders } from '../components/own-work-orders';
import { TechnicianDay } from '../components/technician-day';
import { WorkOrderDetail } from '../components/work-order-detail';

/**
 * /portal/work-orders and /portal/work-orders/{id}: the office's board and table, a technician's
 * day, an owner's or resident's list; one work order page for all of them.
 */
export default function WorkOrdersPage() {
  const id = useParams()['*'];
  const { role } = useSession();
  if (id) return <WorkOrderDetail key={id} id={id} />;
  if (can(role, 'read:work-orders:any')) return <OfficeWorkOrders />;
  if (can(role, 'read:work-orders:assigned')) return <TechnicianDay />;
  return <OwnWorkOrders />;
}
