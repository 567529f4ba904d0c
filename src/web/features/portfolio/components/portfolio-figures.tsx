import { useQuery } from '@tanstack/react-query';
import { CalendarClock, DoorOpen, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { can, canAny } from '../../../../shared/permissions';
import { FigureCard, FigureSkeleton } from '../../../components/ui/figure-card';
import { ErrorState } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { leaseCountQuery, portfolioQuery } from '../api/queries';
import { occupancyBasisPoints, summarizeOccupancy } from '../lib/occupancy';
import { useViewer } from '../lib/use-viewer';

/**
 * The portal home's portfolio figures for whoever may read properties: a landlord's own, the
 * whole company's for an admin (the server scopes both). Rent collected against rent due this
 * month is left out until the API reports what fell due.
 */
export function PortfolioFigures() {
  const { role } = useSession();
  if (!canAny(role, ['read:properties:own', 'read:properties:any'])) return null;
  return <Figures company={can(role, 'read:properties:any')} />;
}

function Figures({ company }: { company: boolean }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const { api, viewer } = useViewer();
  const properties = useQuery(portfolioQuery(api, viewer));
  const delinquent = useQuery(leaseCountQuery(api, viewer, 'delinquent'));
  const ending = useQuery(leaseCountQuery(api, viewer, 'ending60'));
  const queries = [properties, delinquent, ending];

  let body;
  if (queries.some((q) => q.isError)) {
    body = (
      <ErrorState
        title={t('figures.error')}
        retryLabel={t('retry')}
        onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
      />
    );
  } else if (!properties.data || delinquent.data === undefined || ending.data === undefined) {
    body = <FigureSkeleton count={3} label={t('figures.loading')} />;
  } else {
    const summary = summarizeOccupancy(properties.data);
    const rate = occupancyBasisPoints(summary);
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          icon={DoorOpen}
          label={t('figures.occupancy')}
          value={rate === null ? '—' : format.percent(rate)}
          detail={
            summary.units === 0
              ? t('figures.noUnits')
              : t('figures.occupancyDetail', {
                  occupied: summary.occupied,
                  count: summary.units,
                  notice: summary.noticeGiven,
                })
          }
          to="/portal/properties"
        />
        <FigureCard
          icon={Hourglass}
          tone={delinquent.data > 0 ? 'warning' : 'good'}
          label={t('figures.delinquent')}
          value={format.number(delinquent.data)}
          detail={t('figures.delinquentDetail')}
        />
        <FigureCard
          icon={CalendarClock}
          label={t('figures.ending')}
          value={format.number(ending.data)}
          detail={t('figures.endingDetail')}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="portfolio-figures-title" className="flex flex-col gap-3">
      <h2 id="portfolio-figures-title" className="text-lg font-semibold text-navy">
        {company ? t('figures.titleCompany') : t('figures.title')}
      </h2>
      {body}
    </section>
  );
}
