import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useSession } from '../../../lib/session/session-context';
import { workOrderListQuery } from '../api/work-order-queries';
import { WorkOrderTable } from './work-order-table';
import { PageHeader } from '../../../components/ui/page-header';

/**
 * An owner's or a resident's work orders. An owner sees first what waits for their answer on an
 * estimate; a resident has the way to report something new.
 */
export function OwnWorkOrders() {
  const { t } = useTranslation('work-orders');
  const { api, role, user, impersonatedRole, impersonatedUser } = useSession();
  const query = useQuery(workOrderListQuery(api, { pageSize: 200 }));
  const approves = can(role, 'approve:work-orders:own');
  // The resident's own page; an admin viewing as the role (no one person) has none.
  const requester =
    can(role, 'request:maintenance:own') && (!impersonatedRole || impersonatedUser)
      ? (impersonatedUser?.id ?? user?.id)
      : undefined;
  const rows = query.data?.workOrders ?? [];
  const awaiting = approves ? rows.filter((r) => r.approvalState === 'pending') : [];
  const rest = rows.filter((r) => !awaiting.includes(r));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(approves ? 'own.ownerTitle' : 'own.residentTitle')}
        lead={t(approves ? 'own.ownerIntro' : 'own.residentIntro')}
        actions={
          requester && (
            <Link
              to={`/maintenance/${requester}`}
              className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
            >
              {t('own.request')}
            </Link>
          )
        }
      />
      {query.isPending ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : query.isError ? (
        <QueryError query={query} title={t('error')} retryLabel={t('retry')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('own.empty')}>
          <p>{t(approves ? 'own.ownerEmptyHint' : 'own.residentEmptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          {awaiting.length > 0 && (
            <section
              aria-label={t('own.awaiting')}
              className="rounded-xl border-2 border-orange-300 bg-orange-50 p-3"
            >
              <h2 className="mb-1 text-lg font-semibold text-navy">{t('own.awaiting')}</h2>
              <p className="mb-3 text-sm text-slate-700">{t('own.awaitingHint')}</p>
              <WorkOrderTable rows={awaiting} caption={t('own.awaiting')} />
            </section>
          )}
          <section
            aria-label={t('own.all')}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <WorkOrderTable rows={rest} caption={t('own.all')} />
          </section>
        </>
      )}
    </div>
  );
}
