import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DoorOpen, HandCoins, MapPin, Wallet } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import { FigureCard, FigureSkeleton } from '../../../components/ui/figure-card';
import { EmptyState, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { propertyQuery, type PropertyDetail } from '../api/queries';
import { LeasesTable } from '../components/leases-table';
import { UnitsTable } from '../components/units-table';
import { occupancyBasisPoints, summarizeOccupancy } from '../lib/occupancy';
import { useViewer } from '../lib/use-viewer';
import { BackLink } from '../../../components/ui/arrow-link';
import { LabelledSection } from '../../../components/ui/labelled-section';

/** A titled card of the property's records (its units, its leases); `id` names its heading. */
function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      id={id}
      title={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
      titleClassName="text-lg font-semibold text-slate-900"
    >
      <div className="mt-3">{children}</div>
    </LabelledSection>
  );
}

/** One property: its figures, its units and every lease on it. */
export function PropertyDetailView({ id }: { id: string }) {
  const { t } = useTranslation('portfolio');
  const { api, viewer } = useViewer();
  const property = useQuery(propertyQuery(api, viewer, id));

  // Another owner's property is "not found" to the API, so its existence stays private.
  if (
    property.error instanceof ApiError &&
    (property.error.status === 403 || property.error.status === 404)
  ) {
    return <AccessDenied />;
  }
  return (
    <div className="flex flex-col gap-6">
      <BackLink
        to="/portal/properties"
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ocean hover:underline"
      >
        {t('detail.back')}
      </BackLink>
      {property.isPending ? (
        <FigureSkeleton count={3} label={t('detail.loading')} />
      ) : property.isError ? (
        <QueryError query={property} title={t('detail.error')} retryLabel={t('retry')} />
      ) : (
        <PropertyBody property={property.data} />
      )}
    </div>
  );
}

function PropertyBody({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const summary = summarizeOccupancy([{ ...property, archived: false }]);
  const rate = occupancyBasisPoints(summary);
  return (
    <>
      <header>
        <h1 className="text-2xl font-semibold text-navy md:text-3xl">{property.name}</h1>
        <p className="mt-1 flex items-center gap-1.5 text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {property.addressLine} · {property.city} · {t(`kinds.${property.kind}`)}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {property.planName ? t('detail.plan', { plan: property.planName }) : t('detail.noPlan')} ·{' '}
          {t('detail.threshold', {
            amount: format.money(property.approvalThresholdCents, LEDGER_CURRENCY),
          })}
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          icon={DoorOpen}
          label={t('figures.occupancy')}
          value={rate === null ? '—' : format.percent(rate)}
          detail={t('figures.occupancyDetail', {
            occupied: summary.occupied,
            count: summary.units,
            notice: summary.noticeGiven,
          })}
        />
        <FigureCard
          icon={HandCoins}
          tone="good"
          label={t('detail.collected')}
          value={format.money(property.collectedThisMonthCents, LEDGER_CURRENCY)}
          detail={t('detail.collectedDetail')}
        />
        <FigureCard
          icon={Wallet}
          tone={property.balanceCents > 0 ? 'warning' : 'default'}
          label={t('detail.balance')}
          value={format.money(property.balanceCents, LEDGER_CURRENCY)}
          detail={t('detail.balanceDetail')}
        />
      </div>

      <DetailSection id="units-title" title={t('detail.units')}>
        {property.units.length === 0 ? (
          <EmptyState title={t('list.noUnits')} />
        ) : (
          <UnitsTable
            units={property.units}
            caption={t('units.caption', { name: property.name })}
          />
        )}
      </DetailSection>

      <DetailSection id="leases-title" title={t('detail.leases')}>
        {property.leases.length === 0 ? (
          <EmptyState title={t('detail.noLeases')}>{t('detail.noLeasesHint')}</EmptyState>
        ) : (
          <LeasesTable leases={property.leases} caption={t('detail.leases')} />
        )}
      </DetailSection>
    </>
  );
}
