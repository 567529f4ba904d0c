import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  MAINTENANCE_CATEGORIES,
  type MaintenanceCategory,
} from '../../../../shared/maintenance-terms';
import type { WorkOrderSummary } from '../../../../shared/schemas/maintenance';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { UrgencyBadge, WorkOrderStatusBadge } from '../../../components/ui/work-order-badges';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { visitText } from '../../../lib/visit-window';
import { maintenancePageQuery } from '../api/queries';
import { RequestForm } from '../components/request-form';
import { PageHeader } from '../../../components/ui/page-header';

/**
 * /maintenance/{uid}: a resident's requests and a new one. The resident themself, or staff filing
 * after a phone call; anyone else gets Access Denied.
 */
export default function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const uid = useParams().uid ?? '';
  const [params] = useSearchParams();
  const { api, user } = useSession();
  const query = useQuery(maintenancePageQuery(api, uid));
  const asked = params.get('category') as MaintenanceCategory | null;
  const initialCategory = asked && MAINTENANCE_CATEGORIES.includes(asked) ? asked : '';

  if (query.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403 || status === 404) return <AccessDenied />;
    return <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  }
  const page = query.data;
  const forSomeoneElse = user?.id !== page.resident.id;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        lead={forSomeoneElse ? t('filingFor', { name: page.resident.name }) : t('intro')}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section
          aria-labelledby="new-request"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        >
          <h2 id="new-request" className="mb-4 text-lg font-semibold text-navy">
            {initialCategory === 'storm_damage' ? t('stormTitle') : t('newTitle')}
          </h2>
          {page.units.length === 0 ? (
            <EmptyState title={t('noHome')}>
              <p>{t('noHomeHint')}</p>
            </EmptyState>
          ) : (
            <RequestForm uid={uid} page={page} initialCategory={initialCategory} />
          )}
        </section>
        <section aria-labelledby="my-requests" className="flex flex-col gap-3">
          <h2 id="my-requests" className="text-lg font-semibold text-navy">
            {t('requests')}
          </h2>
          {page.requests.length === 0 ? (
            <EmptyState title={t('noRequests')}>
              <p>{t('noRequestsHint')}</p>
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {page.requests.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function RequestCard({ request }: { request: WorkOrderSummary }) {
  const { t } = useTranslation('maintenance');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  const visit = visitText(format, request.scheduledStart, request.scheduledEnd);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={`/portal/work-orders/${request.id}`}
          className="min-w-0 font-semibold break-words text-ocean hover:underline"
        >
          {request.title}
        </Link>
        <WorkOrderStatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {request.reference} · {format.date(request.createdAt)} · {request.property.name}
        {request.unit ? ` · ${request.unit.label}` : ''}
      </p>
      {request.urgency !== 'routine' && (
        <div className="mt-2">
          <UrgencyBadge urgency={request.urgency} />
        </div>
      )}
      <dl className="mt-2 grid gap-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-slate-600">{t('technician')}</dt>
          <dd>{request.technician?.name ?? t('notAssigned')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">{t('visit')}</dt>
          <dd>{visit ?? t('notScheduled')}</dd>
        </div>
        {request.waitingReason && (
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t('waiting')}</dt>
            <dd>{terms(`waitingReason.${request.waitingReason}`)}</dd>
          </div>
        )}
      </dl>
      <Link
        to={`/portal/work-orders/${request.id}`}
        className="mt-3 inline-block text-sm font-semibold text-ocean hover:underline"
      >
        {t('open')}
      </Link>
    </li>
  );
}
