import { useQuery } from '@tanstack/react-query';
import {
  AlarmClock,
  CalendarClock,
  ClipboardList,
  DoorOpen,
  Hourglass,
  Inbox,
  Stamp,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { canAny } from '../../../../shared/permissions';
import { collectionBasisPoints, occupancyBasisPoints } from '../../../../shared/dashboard-figures';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { FigureCard, FigureSkeleton } from '../../../components/ui/figure-card';
import { EmptyState, QueryError } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { dashboardQuery } from '../api/queries';
import { figureLinks } from '../lib/figure-links';
import { IncomeChart } from './income-chart';
import { OccupancyChart } from './occupancy-chart';

/**
 * The portal home's figures and charts for whoever reads properties: a landlord's own, the whole
 * company's for an admin (the server decides the scope), each figure opening the list behind it.
 */
export function PortalDashboard() {
  const { role } = useSession();
  if (!canAny(role, ['read:properties:own', 'read:properties:any'])) return null;
  return <DashboardSection />;
}

function DashboardSection() {
  const { t } = useTranslation('portal-dashboard');
  const { api, user, role } = useSession();
  const query = useQuery(dashboardQuery(api, user?.id, role));

  let title = t('title');
  let body: ReactNode;
  if (query.isPending) {
    body = <FigureSkeleton count={4} label={t('loading')} />;
  } else if (query.isError) {
    body = <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  } else {
    if (query.data.scope === 'company') title = t('titleCompany');
    body =
      query.data.occupancy.byProperty.length === 0 ? (
        <EmptyState title={t('empty.title')}>
          {t(query.data.scope === 'company' ? 'empty.company' : 'empty.own')}
        </EmptyState>
      ) : (
        <Figures data={query.data} />
      );
  }

  return (
    <section aria-labelledby="portal-dashboard-title" className="flex flex-col gap-4">
      <h2 id="portal-dashboard-title" className="text-lg font-semibold text-navy">
        {title}
      </h2>
      {body}
    </section>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const { t } = useTranslation('portal-dashboard');
  const format = useFormat();
  const links = figureLinks(data.scope);
  const month = data.months[data.months.length - 1]!;
  const { occupancy } = data;
  const occupancyRate = occupancyBasisPoints(occupancy);
  const collectedRate = collectionBasisPoints(month.collectedCents, month.dueCents);
  const monthName = format.month(month.period);

  return (
    <>
      {data.booksWarnings.length > 0 && (
        <ul role="list" aria-label={t('booksWarnings.label')} className="flex flex-col gap-2">
          {data.booksWarnings.map((w, i) => (
            <li
              key={i}
              className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              {w.kind === 'fees_in_trust'
                ? t('booksWarnings.feesInTrust', { amount: format.money(w.cents) })
                : t('booksWarnings.ownerBelowZero', {
                    name: w.ownerName,
                    amount: format.money(w.cents),
                  })}
            </li>
          ))}
        </ul>
      )}
      <div
        className={`grid gap-4 sm:grid-cols-2 ${data.pipeline ? 'xl:grid-cols-4' : 'xl:grid-cols-3'}`}
      >
        <FigureCard
          icon={DoorOpen}
          label={t('figures.occupancy')}
          value={occupancyRate === null ? '—' : format.percent(occupancyRate)}
          detail={t('figures.occupancyDetail', {
            occupied: occupancy.occupied,
            count: occupancy.units,
            notice: occupancy.noticeGiven,
            vacant: occupancy.vacant,
          })}
          to={links.occupancy}
        />
        <FigureCard
          icon={Wallet}
          tone={collectedRate !== null && collectedRate < 10_000 ? 'warning' : 'good'}
          label={t('figures.collected', { month: monthName })}
          value={format.money(month.collectedCents, LEDGER_CURRENCY)}
          detail={
            collectedRate === null
              ? t('figures.nothingDue')
              : t('figures.collectedDetail', {
                  due: format.money(month.dueCents, LEDGER_CURRENCY),
                  // Whole percents: "50%", not "50.32%", on a card read at a glance.
                  percent: format.percent(Math.round(collectedRate / 100) * 100),
                })
          }
          to={links.collected}
        />
        <FigureCard
          icon={Hourglass}
          tone={data.delinquentLeases > 0 ? 'warning' : 'good'}
          label={t('figures.delinquent')}
          value={format.number(data.delinquentLeases)}
          detail={t('figures.delinquentDetail')}
          to={links.delinquent}
        />
        <FigureCard
          icon={CalendarClock}
          label={t('figures.ending')}
          value={format.number(data.endingWithin60)}
          detail={t('figures.endingDetail')}
          to={links.ending}
        />
        <FigureCard
          icon={Wrench}
          label={t('figures.workOrders')}
          value={format.number(data.maintenance.open)}
          detail={t(
            data.scope === 'company' ? 'figures.workOrdersDetail' : 'figures.workOrdersOwn',
          )}
          to={links.workOrders}
        />
        {data.scope === 'company' ? (
          <FigureCard
            icon={AlarmClock}
            tone={data.maintenance.overdue > 0 ? 'warning' : 'good'}
            label={t('figures.overdueWorkOrders')}
            value={format.number(data.maintenance.overdue)}
            detail={t('figures.overdueWorkOrdersDetail')}
            to={links.overdueWorkOrders}
          />
        ) : (
          <FigureCard
            icon={Stamp}
            tone={data.maintenance.awaitingApproval > 0 ? 'warning' : 'good'}
            label={t('figures.awaitingApproval')}
            value={format.number(data.maintenance.awaitingApproval)}
            detail={t('figures.awaitingApprovalDetail')}
            to={links.workOrders}
          />
        )}
        {data.pipeline && (
          <>
            <FigureCard
              icon={ClipboardList}
              label={t('figures.applications')}
              value={format.number(data.pipeline.newApplications)}
              detail={t('figures.applicationsDetail')}
              to={links.applications}
            />
            <FigureCard
              icon={Inbox}
              label={t('figures.leads')}
              value={format.number(data.pipeline.newLeads)}
              detail={t('figures.leadsDetail')}
              to={links.leads}
            />
          </>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ChartCard title={t('income.title')} description={t('income.description')}>
          <IncomeChart months={data.months} />
        </ChartCard>
        <ChartCard title={t('occupancy.title')} description={t('occupancy.description')}>
          <OccupancyChart occupancy={occupancy} />
        </ChartCard>
      </div>
    </>
  );
}

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
      <h3 className="text-base font-semibold text-navy">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
