import { useQuery } from '@tanstack/react-query';
import { Download, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { can } from '../../../../shared/permissions';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { FormError } from '../../../components/ui/form-actions';
import { useSession } from '../../../lib/session/session-context';
import { downloadLeasesCsv } from '../api/download-csv';
import { leaseListQuery } from '../api/queries';
import {
  DEFAULT_LEASE_FILTERS,
  isFiltered,
  leaseCsvApiParams,
  leaseFiltersToParams,
  LEASES_PAGE_SIZE,
  readLeaseFilters,
  toggleSort,
  type LeaseListFilters,
} from '../lib/lease-list-params';
import { LeaseFilters } from './lease-filters';
import { LeaseTable } from './lease-table';

/**
 * The leases list the reader may see (the API scopes a landlord to their own properties), with
 * every filter, the sort and the page in the URL, and the filtered rows as CSV.
 */
export function LeaseListView({ leasePath }: { leasePath: string }) {
  const { t } = useTranslation('leases');
  const { api, role, getAuthHeaders } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readLeaseFilters(params);
  const query = useQuery(leaseListQuery(api, filters));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const setFilters = (next: LeaseListFilters) => setParams(leaseFiltersToParams(next));
  // Built on the address as it is now, not on the last render: the router re-renders in a
  // transition, and a second filter changed before that render must not undo the first.
  const changeFilters = (patch: Partial<LeaseListFilters>) =>
    setFilters({ ...readLeaseFilters(new URLSearchParams(window.location.search)), ...patch });
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadLeasesCsv(leaseCsvApiParams(filters), getAuthHeaders);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : t('list.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (query.isPending) body = <ListSkeleton rows={6} label={t('list.loading')} />;
  else if (query.isError) {
    body = <QueryError query={query} title={t('list.error')} retryLabel={t('list.retry')} />;
  } else if (query.data.leases.length === 0) {
    body = isFiltered(filters) ? (
      <EmptyState
        title={t('list.emptyFiltered')}
        icon={SearchX}
        action={{
          label: t('list.clearFilters'),
          onClick: () => setFilters(DEFAULT_LEASE_FILTERS),
        }}
      />
    ) : (
      <EmptyState title={t('list.empty')}>
        {can(role, 'write:leases:any') ? t('list.emptyAdmin') : t('list.emptyOwner')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <LeaseTable
          rows={query.data.leases}
          filters={filters}
          onSort={(sort, dir) =>
            setFilters(dir ? { ...filters, sort, dir, page: 1 } : toggleSort(filters, sort))
          }
          leasePath={leasePath}
        />
        <Pagination
          page={filters.page}
          pageSize={LEASES_PAGE_SIZE}
          total={query.data.total}
          onPage={(page) => setFilters({ ...filters, page })}
          labels={{
            nav: t('list.pages'),
            previous: t('list.previous'),
            next: t('list.next'),
            status: t('list.pageStatus', {
              page: filters.page,
              pages: pageCount(query.data.total, LEASES_PAGE_SIZE),
            }),
          }}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-navy">{t('list.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {can(role, 'read:leases:any') ? t('list.introAdmin') : t('list.introOwner')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={exporting}
          className="inline-flex items-center gap-2 rounded-lg border border-ocean bg-white px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5 disabled:opacity-60"
        >
          <Download className="size-4" aria-hidden="true" />
          {exporting ? t('list.exporting') : t('list.export')}
        </button>
      </div>
      <FormError message={exportError} />
      <LeaseFilters filters={filters} onChange={changeFilters} />
      {query.data && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('list.count', { count: query.data.total })}
        </p>
      )}
      {body}
    </div>
  );
}
