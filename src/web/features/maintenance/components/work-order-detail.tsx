import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type {
  WorkOrderDetail as Detail,
  WorkOrderEvent,
} from '../../../../shared/schemas/maintenance';
import type { WorkOrderAction } from '../../../../shared/work-order-flow';
import type { Bill } from '../../../../shared/schemas/bills';
import { VISIT_WINDOW_KEYS, type VisitWindow } from '../../../../shared/maintenance-terms';
import { canAny } from '../../../../shared/permissions';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import {
  OverdueBadge,
  UrgencyBadge,
  WorkOrderStatusBadge,
} from '../../../components/ui/work-order-badges';
import { isNotFound } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { visitText } from '../../../lib/visit-window';
import { useRemoveCost } from '../api/mutations';
import { workOrderDetailQuery } from '../api/work-order-queries';
import { ActionForm } from './action-form';
import { OutboxNotice } from './outbox-notice';
import { directionsUrl } from './technician-day';
import { ApprovalForm, BillForm, CommentForm, CostForm, RatingForm } from './work-order-forms';
import { WORK_ORDERS_PATH } from './work-order-table';

/** One work order for whoever may read it: the facts, photos, costs, what they may do, the timeline. */
export function WorkOrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('work-orders');
  const { api } = useSession();
  const query = useQuery(workOrderDetailQuery(api, id));
  if (query.isPending) return <ListSkeleton rows={6} label={t('loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <AccessDenied />;
    return <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  }
  return <DetailView order={query.data} />;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 className="mb-3 text-base font-semibold text-navy">{title}</h2>
      {children}
    </section>
  );
}

/** The vendor's bill the completed work became (docs/accounting.md, "Vendors and bills"). */
function WorkOrderBill({ id }: { id: string }) {
  const { t } = useTranslation('work-orders');
  const { t: billsT } = useTranslation('bills');
  const { api } = useSession();
  const format = useFormat();
  const bills = useQuery({
    queryKey: ['bills', 'work-order', id],
    queryFn: () => api<{ items: Bill[] }>(`/api/bills?workOrderId=${id}`),
  });
  const live = bills.data?.items.filter((b) => b.status !== 'void') ?? [];
  return (
    <Panel title={t('vendorBill.title')}>
      {bills.isPending ? (
        <ListSkeleton rows={1} label={t('loading')} />
      ) : live.length === 0 ? (
        <p className="text-sm text-slate-600">{t('vendorBill.none')}</p>
      ) : (
        <ul className="text-sm">
          {live.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium text-navy">
                  {b.vendorName} · {b.invoiceNumber}
                </span>{' '}
                <span className="text-slate-700">
                  {t('vendorBill.status', {
                    status: billsT(`status.${b.status}`),
                    amount: format.money(b.totalCents, 'USD'),
                  })}
                </span>
              </span>
              <Link
                to={`/portal/bills?status=${b.status}&bill=${b.id}`}
                className="font-semibold text-ocean-dark underline"
              >
                {t('vendorBill.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DetailView({ order }: { order: Detail }) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  const { role } = useSession();
  const [action, setAction] = useState<WorkOrderAction | null>(null);
  const visit = visitText(format, order.scheduledStart, order.scheduledEnd);
  const removeCost = useRemoveCost(order.id);
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <Link to={WORK_ORDERS_PATH} className="text-sm font-semibold text-ocean hover:underline">
        ← {t('back')}
      </Link>
      <OutboxNotice workOrderId={order.id} />
      <header className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">
          {order.reference} · {terms(`category.${order.category}`)} ·{' '}
          {terms(`source.${order.source}`)}
        </p>
        <h1 className="text-2xl font-semibold break-words text-navy md:text-3xl">{order.title}</h1>
        <div className="flex flex-wrap gap-1.5">
          <WorkOrderStatusBadge status={order.status} />
          <UrgencyBadge urgency={order.urgency} />
          {order.overdue && <OverdueBadge />}
          {order.waitingReason && (
            <span className="text-sm font-medium text-orange-800">
              {terms(`waitingReason.${order.waitingReason}`)}
            </span>
          )}
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <Panel title={t('detail.facts')}>
            <dl className="grid gap-4 sm:grid-cols-2">
              {fact(
                t('detail.where'),
                <>
                  {order.property.name}
                  {order.unit ? ` · ${order.unit.label}` : ''}
                  <br />
                  {order.property.addressLine}, {order.property.city}{' '}
                  <a
                    href={directionsUrl(order)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-ocean hover:underline"
                  >
                    {t('tech.directions')}
                  </a>
                </>,
              )}
              {fact(
                t('detail.resident'),
                order.resident ? (
                  <>
                    {order.resident.name}
                    {order.residentPhone && (
                      <>
                        {' · '}
                        <a
                          href={`tel:${order.residentPhone}`}
                          className="font-semibold text-ocean hover:underline"
                        >
                          {order.residentPhone}
                        </a>
                      </>
                    )}
                  </>
                ) : (
                  '—'
                ),
              )}
              {fact(t('detail.technician'), order.technician?.name ?? t('unassigned'))}
              {fact(t('detail.visit'), visit ?? t('detail.notScheduled'))}
              {fact(t('detail.enter'), order.permissionToEnter ? t('detail.yes') : t('detail.no'))}
              {fact(
                t('detail.preferred'),
                order.preferredTimes.length > 0
                  ? order.preferredTimes.map((p) => terms(`preferredTime.${p}`)).join(', ')
                  : '—',
              )}
              {fact(t('detail.pets'), order.pets || t('detail.noPets'))}
              {fact(t('detail.access'), order.accessNotes || '—')}
              {fact(t('detail.reported'), format.dateTime(order.createdAt))}
              {order.status === 'new' &&
                fact(t('detail.respondBy'), format.dateTime(order.responseDueAt))}
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-navy">{t('detail.description')}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{order.description}</p>
            {order.completionNotes && (
              <>
                <h3 className="mt-4 text-sm font-semibold text-navy">
                  {t('detail.completionNotes')}
                </h3>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-800">
                  {order.completionNotes}
                </p>
              </>
            )}
            {order.cancelReason && (
              <p className="mt-4 text-sm text-red-800">
                {t('detail.cancelled', { reason: order.cancelReason })}
              </p>
            )}
          </Panel>

          {order.media.length > 0 && (
            <Panel title={t('detail.photos')}>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {order.media.map((m) => (
                  <li key={m.id} className="overflow-hidden rounded-lg border border-slate-200">
                    {m.kind === 'photo' ? (
                      <a href={m.url} target="_blank" rel="noreferrer">
                        <img
                          src={m.widths.includes(480) ? `${m.url}&w=480` : m.url}
                          alt={t(`detail.photoAlt.${m.stage ?? 'request'}`)}
                          className="aspect-[4/3] w-full object-cover"
                          loading="lazy"
                        />
                      </a>
                    ) : (
                      <video
                        src={m.url}
                        controls
                        preload="metadata"
                        className="aspect-[4/3] w-full bg-black"
                      />
                    )}
                    <p className="px-2 py-1 text-xs text-slate-600">
                      {t(`detail.stage.${m.stage ?? 'request'}`)}
                    </p>
                  </li>
                ))}
              </ul>
            </Panel>
          )}

          <Panel title={t('detail.timeline')}>
            <ol className="flex flex-col gap-3">
              {order.events.map((e) => (
                <TimelineItem key={e.id} event={e} />
              ))}
            </ol>
            {order.may.comment && (
              <div className="mt-5 border-t border-slate-200 pt-4">
                <CommentForm order={order} />
              </div>
            )}
          </Panel>
        </div>

        {/* On a phone what the reader can do comes first; from 1024 px it sits beside the facts. */}
        <div className="order-first flex min-w-0 flex-col gap-5 lg:order-none">
          {order.actions.length > 0 && (
            <Panel title={t('detail.actions')}>
              {action ? (
                <ActionForm
                  workOrderId={order.id}
                  action={action}
                  onDone={() => setAction(null)}
                  onCancel={() => setAction(null)}
                />
              ) : (
                <div className="flex flex-wrap gap-2">
                  {order.actions.map((a) => (
                    <button
                      key={a}
                      type="button"
                      onClick={() => setAction(a)}
                      className={`min-h-11 rounded-lg px-4 text-sm font-semibold ${
                        a === 'cancel'
                          ? 'border border-red-300 text-red-800 hover:bg-red-50'
                          : 'bg-ocean text-white hover:bg-ocean-dark'
                      }`}
                    >
                      {terms(`action.${a}`)}
                    </button>
                  ))}
                </div>
              )}
            </Panel>
          )}

          {order.may.decideApproval && (
            <Panel title={t('approval.title')}>
              <p className="mb-3 text-sm text-slate-700">
                {t('approval.explain', {
                  estimate: format.money(order.estimateCents, 'USD'),
                  threshold: format.money(order.approvalThresholdCents, 'USD'),
                })}
              </p>
              <ApprovalForm order={order} />
            </Panel>
          )}

          <Panel title={t('detail.costs')}>
            {order.costs.length === 0 ? (
              <p className="text-sm text-slate-600">{t('detail.noCosts')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {order.costs.map((c) => (
                  <li key={c.id} className="flex items-start justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{c.description}</span>
                      <span className="text-xs text-slate-600">
                        {terms(`costKind.${c.kind}`)} ·{' '}
                        {c.kind === 'labour'
                          ? t('detail.hours', { hours: format.number(c.quantity / 100) })
                          : `× ${c.quantity}`}{' '}
                        · {format.money(c.unitCents, 'USD')}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="tabular-nums">{format.money(c.amountCents, 'USD')}</span>
                      {order.may.editCosts && (
                        <button
                          type="button"
                          onClick={() => removeCost.mutate(c.id)}
                          className="rounded px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50"
                          aria-label={t('cost.remove', { description: c.description })}
                        >
                          {t('cost.removeShort')}
                        </button>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold">
              <span>{t('detail.estimate')}</span>
              <span className="tabular-nums">{format.money(order.estimateCents, 'USD')}</span>
            </p>
            {/* The owner's approval limit is the office's, the owner's and the technician's business. */}
            {canAny(role, [
              'write:work-orders:any',
              'approve:work-orders:own',
              'work:work-orders:assigned',
            ]) && (
              <p className="mt-1 text-xs text-slate-600">
                {t('detail.threshold', {
                  threshold: format.money(order.approvalThresholdCents, 'USD'),
                })}
                {order.approvalState && ` · ${terms(`approval.${order.approvalState}`)}`}
                {order.approvalNote && ` — “${order.approvalNote}”`}
              </p>
            )}
            {order.may.editCosts && (
              <div className="mt-4 border-t border-slate-200 pt-4">
                <CostForm order={order} />
              </div>
            )}
          </Panel>

          {canAny(role, ['manage:bills:any', 'read:bills:own']) && <WorkOrderBill id={order.id} />}

          {(order.may.rate || order.rating !== null) && (
            <Panel title={t('rating.title')}>
              {order.rating !== null ? (
                <p className="text-sm text-slate-800">
                  {t('rating.given', { count: order.rating })}
                  {order.ratingComment && ` — “${order.ratingComment}”`}
                </p>
              ) : (
                <RatingForm order={order} />
              )}
            </Panel>
          )}

          {(order.may.bill || order.billedChargeReference) && (
            <Panel title={t('bill.title')}>
              {order.billedChargeReference ? (
                <p className="text-sm text-slate-800">
                  {t('bill.billed', { reference: order.billedChargeReference })}
                </p>
              ) : (
                <BillForm order={order} />
              )}
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}

/** A booked visit as the reader reads dates: "Luis Herrera, November 27, 2026 · Morning, 8:00–12:00". */
function scheduledVisit(
  event: WorkOrderEvent,
  day: (isoDay: string) => string,
  windowLabel: (window: VisitWindow) => string,
): string | null {
  const { technicianName, date, window } = event.data;
  if (event.kind !== 'scheduled' || typeof technicianName !== 'string') return null;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (typeof window !== 'string' || !VISIT_WINDOW_KEYS.includes(window as VisitWindow)) return null;
  return `${technicianName}, ${day(date)} · ${windowLabel(window as VisitWindow)}`;
}

function TimelineItem({ event }: { event: WorkOrderEvent }) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  const moved =
    event.fromStatus && event.toStatus && event.fromStatus !== event.toStatus
      ? `${terms(`status.${event.fromStatus}`)} → ${terms(`status.${event.toStatus}`)}`
      : null;
  return (
    <li className="border-l-2 border-slate-200 pl-3">
      <p className="text-sm font-semibold text-slate-900">
        {terms(`event.${event.kind}`)}
        {moved && <span className="font-normal text-slate-700"> · {moved}</span>}
        {event.kind === 'rated' && typeof event.data.stars === 'number' && (
          <span className="font-normal text-slate-700">
            {' '}
            · {t('rating.given', { count: event.data.stars })}
          </span>
        )}
        {event.visibility === 'internal' && (
          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
            {t('comment.internalBadge')}
          </span>
        )}
      </p>
      {event.body && (
        <p className="mt-0.5 text-sm whitespace-pre-line text-slate-800">
          {scheduledVisit(event, format.day, (w) => terms(`window.${w}`)) ?? event.body}
        </p>
      )}
      <p className="mt-0.5 text-xs text-slate-600">
        {event.actor?.name ?? t('detail.system')} · {format.dateTime(event.createdAt)}
      </p>
    </li>
  );
}
