import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEASE_STATUSES } from '../../../../shared/leasing-terms';
import { ENDING_WITHIN_DAYS } from '../../../../shared/schemas/leases';
import { useSession } from '../../../lib/session/session-context';
import { citiesQuery } from '../../../entities/place/place-queries';
import { leasePropertiesQuery } from '../api/queries';
import type { LeaseListFilters } from '../lib/lease-list-params';
import { SelectOptions } from '../../../components/ui/form-field';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-ocean focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40';
const labelClass = 'text-sm font-medium text-slate-800';

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('leases');
  const [q, setQ] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form role="search" onSubmit={search} className="flex gap-2">
      <label className="sr-only" htmlFor="lease-search">
        {t('filters.search')}
      </label>
      <input
        id="lease-search"
        type="search"
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('filters.searchPlaceholder')}
        className={`${controlClass} mt-0`}
      />
      <button
        type="submit"
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
      >
        <Search className="size-4" aria-hidden="true" />
        {t('filters.searchButton')}
      </button>
    </form>
  );
}

/** Search, status, city, property, ending soon and delinquent; any change goes back to page 1. */
export function LeaseFilters({
  filters,
  onChange,
}: {
  filters: LeaseListFilters;
  /** The fields that changed; the list applies them to the filters in the address. */
  onChange: (patch: Partial<LeaseListFilters>) => void;
}) {
  const { t } = useTranslation('leases');
  const { api } = useSession();
  const cities = useQuery(citiesQuery);
  const properties = useQuery(leasePropertiesQuery(api));

  const change = (patch: Partial<LeaseListFilters>) => onChange({ ...patch, page: 1 });
  const cityName = cities.data?.find((city) => city.slug === filters.city)?.name;
  const propertyOptions = (properties.data ?? []).filter(
    (property) => !cityName || property.city === cityName,
  );

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* Keyed by the URL's search, so back and forward refill the field. */}
      <SearchBox key={filters.q} initial={filters.q} onSearch={(q) => change({ q })} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className={labelClass}>
          {t('filters.status')}
          <select
            className={controlClass}
            value={filters.status}
            onChange={(e) => change({ status: e.target.value as LeaseListFilters['status'] })}
          >
            <SelectOptions
              none={t('filters.anyStatus')}
              values={LEASE_STATUSES}
              label={(status) => <>{t(`statuses.${status}`)}</>}
            />
          </select>
        </label>
        <label className={labelClass}>
          {t('filters.city')}
          <select
            className={controlClass}
            value={filters.city}
            onChange={(e) => change({ city: e.target.value, propertyId: '' })}
          >
            <SelectOptions
              none={t('filters.anyCity')}
              values={cities.data ?? []}
              label={(city) => city.name}
              optionValue={(city) => city.slug}
            />
          </select>
        </label>
        <label className={labelClass}>
          {t('filters.property')}
          <select
            className={controlClass}
            value={filters.propertyId}
            onChange={(e) => change({ propertyId: e.target.value })}
          >
            <SelectOptions
              none={t('filters.anyProperty')}
              values={propertyOptions}
              label={(property) => property.name}
              optionValue={(property) => property.id}
            />
          </select>
        </label>
        <label className={labelClass}>
          {t('filters.endingWithin')}
          <select
            className={controlClass}
            value={filters.endingWithin}
            onChange={(e) =>
              change({ endingWithin: e.target.value as LeaseListFilters['endingWithin'] })
            }
          >
            <SelectOptions
              none={t('filters.anyEnd')}
              values={ENDING_WITHIN_DAYS}
              label={(days) => <>{t('filters.withinDays', { days })}</>}
            />
          </select>
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-ocean"
            checked={filters.delinquent}
            onChange={(e) => change({ delinquent: e.target.checked })}
          />
          {t('filters.delinquent')}
        </label>
      </div>
    </div>
  );
}
