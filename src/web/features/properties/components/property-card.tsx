import { MapPin } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { PortfolioProperty } from '../../../../shared/schemas/properties';
import { summarizeOccupancy } from '../lib/occupancy';
import { UnitsTable } from './units-table';
import { ArrowLink } from '../../../components/ui/arrow-link';

/** One property in the list: where it is, how many units are let, and who is in each. */
export function PropertyCard({ property }: { property: PortfolioProperty }) {
  const { t } = useTranslation('portfolio');
  const summary = summarizeOccupancy([{ ...property, archived: false }]);
  const titleId = `property-${property.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-navy">
            <Link to={`/portal/properties/${property.id}`} className="hover:underline">
              {property.name}
            </Link>
            {property.archived && ' '}
            {property.archived && (
              <span className="ml-1 align-middle text-xs font-medium text-slate-500">
                {t('archived')}
              </span>
            )}
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              {property.addressLine} · {property.city} · {t(`kinds.${property.kind}`)}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('list.let', { occupied: summary.occupied, count: summary.units })}
          </p>
        </div>
        <ArrowLink
          to={`/portal/properties/${property.id}`}
          className="inline-flex items-center gap-1.5 rounded-lg border border-ocean px-3 py-1.5 text-sm font-semibold text-ocean hover:bg-ocean/5"
          aria-label={t('list.openNamed', { name: property.name })}
        >
          {t('list.open')}
        </ArrowLink>
      </div>
      <div className="mt-4">
        {property.units.length === 0 ? (
          <p className="text-sm text-slate-600">{t('list.noUnits')}</p>
        ) : (
          <UnitsTable
            units={property.units}
            caption={t('units.caption', { name: property.name })}
          />
        )}
      </div>
    </section>
  );
}
