import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router';
import { Building } from 'lucide-react';
import { canAny } from '../../../../shared/permissions';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useSession } from '../../../lib/session/session-context';
import type { PortfolioProperty } from '../../../../shared/schemas/properties';
import { portfolioQuery } from '../api/queries';
import { PropertyCard } from '../components/property-card';
import { summarizeOccupancy } from '../lib/occupancy';
import { useViewer } from '../lib/use-viewer';
import { PropertyDetailView } from './property-detail';
import { PageHeader } from '../../../components/ui/page-header';

/** /portal/properties and /portal/properties/:id: an owner's homes (every one, for an admin). */
export default function PropertiesPage() {
  const id = useParams()['*'];
  return id ? <PropertyDetailView id={id} /> : <PropertyList />;
}

function PropertyList() {
  const { t } = useTranslation('portfolio');
  const { role } = useSession();
  const { api, viewer } = useViewer();
  const properties = useQuery(portfolioQuery(api, viewer));
  const company = canAny(role, 'read:properties:any');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('list.title')} lead={company ? t('list.leadAll') : t('list.lead')}>
        {properties.data && properties.data.length > 0 && (
          <PortfolioSummary properties={properties.data} />
        )}
      </PageHeader>
      {properties.isPending ? (
        <ListSkeleton rows={6} label={t('list.loading')} />
      ) : properties.isError ? (
        <QueryError query={properties} title={t('list.error')} retryLabel={t('retry')} />
      ) : properties.data.length === 0 ? (
        <EmptyState
          title={t('list.empty')}
          icon={Building}
          action={{ label: t('list.emptyAction'), to: '/ma-form' }}
        >
          {t('list.emptyHint')}
        </EmptyState>
      ) : (
        properties.data.map((p) => <PropertyCard key={p.id} property={p} />)
      )}
    </div>
  );
}

function PortfolioSummary({ properties }: { properties: PortfolioProperty[] }) {
  const { t } = useTranslation('portfolio');
  const summary = summarizeOccupancy(properties);
  return (
    <p className="mt-2 text-sm font-medium text-slate-800">
      {t('list.propertyCount', { count: properties.length })} ·{' '}
      {t('list.let', { occupied: summary.occupied, count: summary.units })}
    </p>
  );
}
