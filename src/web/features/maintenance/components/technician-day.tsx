import { useQuery } from '@tanstack/react-query';
import { MapPin, Phone, Wrench } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { WorkOrderSummary } from '../../../../shared/schemas/maintenance';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { UrgencyBadge, WorkOrderStatusBadge } from '../../../components/ui/work-order-badges';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { workOrderListQuery } from '../api/work-order-queries';
import { OutboxNotice } from './outbox-notice';
import { WORK_ORDERS_PATH } from './work-order-table';
import { PageHeader } from '../../../components/ui/page-header';

export const directionsUrl = (row: WorkOrderSummary) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
    `${row.property.addressLine}, ${row.property.city}`,
  )}`;

/**
 * The technician's day, phone first: today's visits in time order; then jobs still open from an
 * earlier visit (waiting for parts, or for the owner's approval), which would otherwise have no
 * way back to their page; then what is booked later, and open jobs not yet booked last.
 */
export function TechnicianDay() {
  const { t } = useTranslation('work-orders');
  const { api } = useSession();
  const format = useFormat();
  const today = format.today();
  const open = useQuery(workOrderListQuery(api, { status: 'open', pageSize: 200 }));
  const { todays, earlier, later } = byVisitDay(
    open.data?.workOrders ?? [],
    today,
    format.timeZone,
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('tech.title')} lead={t('tech.intro')} />
      <OutboxNotice />
      {open.isPending ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : open.isError ? (
        <QueryError query={open} title={t('error')} retryLabel={t('retry')} />
      ) : (
        <>
          <section aria-labelledby="tech-today">
            <h2 id="tech-today" className="mb-3 text-lg font-semibold text-navy">
              {t('tech.today')}
            </h2>
            {todays.length === 0 ? (
              <EmptyState title={t('tech.noneToday')}>
                <p>{t('tech.noneTodayHint')}</p>
              </EmptyState>
            ) : (
              <JobList rows={todays} />
            )}
          </section>
          {earlier.length > 0 && (
            <section aria-labelledby="tech-earlier">
              <h2 id="tech-earlier" className="mb-3 text-lg font-semibold text-navy">
                {t('tech.earlier')}
              </h2>
              <JobList rows={earlier} />
            </section>
          )}
          <section aria-labelledby="tech-upcoming">
            <h2 id="tech-upcoming" className="mb-3 text-lg font-semibold text-navy">
              {t('tech.upcoming')}
            </h2>
            {later.length === 0 ? (
              <p className="text-sm text-slate-600">{t('tech.noneUpcoming')}</p>
            ) : (
              <JobList rows={later} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** Splits open jobs by their visit day; each part in visit order, jobs not booked at the end. */
function byVisitDay(rows: readonly WorkOrderSummary[], today: string, timeZone: string) {
  const inVisitOrder = [...rows].sort((a, b) =>
    a.scheduledStart === b.scheduledStart
      ? 0
      : !a.scheduledStart
        ? 1
        : !b.scheduledStart
          ? -1
          : a.scheduledStart < b.scheduledStart
            ? -1
            : 1,
  );
  const dayOf = (row: WorkOrderSummary) =>
    row.scheduledStart ? localDayOf(row.scheduledStart, timeZone) : null;
  return {
    todays: inVisitOrder.filter((r) => dayOf(r) === today),
    earlier: inVisitOrder.filter((r) => {
      const day = dayOf(r);
      return day !== null && day < today;
    }),
    later: inVisitOrder.filter((r) => {
      const day = dayOf(r);
      return day === null || day > today;
    }),
  };
}

function localDayOf(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

function JobList({ rows }: { rows: WorkOrderSummary[] }) {
  const { t } = useTranslation('work-orders');
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="text-base font-semibold text-navy">
              {row.scheduledStart && row.scheduledEnd
                ? `${format.date(row.scheduledStart)} · ${format.time(new Date(row.scheduledStart))} – ${format.time(new Date(row.scheduledEnd))}`
                : t('tech.notBooked')}
            </p>
            <div className="flex flex-wrap justify-end gap-1.5">
              <WorkOrderStatusBadge status={row.status} />
              {row.urgency !== 'routine' && <UrgencyBadge urgency={row.urgency} />}
            </div>
          </div>
          <Link
            to={`${WORK_ORDERS_PATH}/${row.id}`}
            className="mt-1 block text-lg font-semibold text-ocean hover:underline"
          >
            {row.title}
          </Link>
          <p className="mt-1 text-sm text-slate-700">
            {row.property.addressLine}, {row.property.city}
            {row.unit ? ` · ${row.unit.label}` : ''} · {row.reference}
          </p>
          <dl className="mt-2 grid gap-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t('tech.enter')}</dt>
              <dd>{row.permissionToEnter ? t('detail.yes') : t('tech.someoneHome')}</dd>
            </div>
            {row.accessNotes && (
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('tech.access')}</dt>
                <dd className="min-w-0 break-words">{row.accessNotes}</dd>
              </div>
            )}
            {row.pets && (
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('tech.pets')}</dt>
                <dd className="min-w-0 break-words">{row.pets}</dd>
              </div>
            )}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            {row.residentPhone && (
              <a
                href={`tel:${row.residentPhone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <Phone aria-hidden className="size-4" />
                {t('tech.call', { name: row.resident?.name ?? '' })}
              </a>
            )}
            <a
              href={directionsUrl(row)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <MapPin aria-hidden className="size-4" />
              {t('tech.directions')}
            </a>
            <Link
              to={`${WORK_ORDERS_PATH}/${row.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ocean px-4 text-sm font-semibold text-white hover:bg-ocean-dark"
            >
              <Wrench aria-hidden className="size-4" />
              {t('tech.openJob')}
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
