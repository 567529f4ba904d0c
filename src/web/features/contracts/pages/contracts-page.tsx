import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '../../../../shared/contract-terms';
import { canAny } from '../../../../shared/permissions';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useSession } from '../../../lib/session/session-context';
import { contractListQuery, type ContractFilters } from '../api/queries';
import { ContractTable } from '../components/contract-table';
import { VerifyDocument } from '../components/verify-document';
import { useUrlFilters } from '../../../lib/url-filters';

/** /contracts: the viewer's contracts (the office's: all), filters kept in the URL, and verifying a PDF. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const { api, role } = useSession();
  const { params, set } = useUrlFilters();
  const filters: ContractFilters = {
    status: (params.get('status') as ContractFilters['status']) || undefined,
    kind: (params.get('kind') as ContractFilters['kind']) || undefined,
    q: params.get('q') || undefined,
    page: Number(params.get('page')) || 1,
  };
  const query = useQuery(contractListQuery(api, filters));
  const mayCreate = canAny(role, ['write:contracts:any', 'send:contracts:own']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        lead={t('list.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {canAny(role, 'write:contracts:any') && (
              <Link
                to="/contracts/templates"
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('list.templates')}
              </Link>
            )}
            {mayCreate && (
              <Link
                to="/contracts/new"
                className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
              >
                {t('list.new')}
              </Link>
            )}
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] xl:items-start">
        <section className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('filter.search')}
              type="search"
              defaultValue={filters.q ?? ''}
              onChange={(e) => set('q', e.target.value)}
            />
            <SelectField
              label={t('filter.status')}
              value={filters.status ?? ''}
              onChange={(e) => set('status', e.target.value)}
            >
              <SelectOptions
                none={t('filter.any')}
                values={CONTRACT_STATUSES}
                label={(s) => t(`status.${s}`)}
              />
            </SelectField>
            <SelectField
              label={t('filter.kind')}
              value={filters.kind ?? ''}
              onChange={(e) => set('kind', e.target.value)}
            >
              <SelectOptions
                none={t('filter.any')}
                values={CONTRACT_KINDS}
                label={(k) => t(`kind.${k}`)}
              />
            </SelectField>
          </div>
          {query.isPending ? (
            <ListSkeleton rows={5} label={t('loading')} />
          ) : query.isError ? (
            <QueryError query={query} title={t('error')} retryLabel={t('retry')} />
          ) : query.data.items.length === 0 ? (
            <EmptyState title={t('list.emptyTitle')}>
              {filters.q || filters.status || filters.kind
                ? t('list.emptyFiltered')
                : t('list.empty')}
            </EmptyState>
          ) : (
            <>
              <ContractTable rows={query.data.items} caption={t('list.caption')} />
              <Pagination
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={(p) => set('page', String(p))}
                labels={{
                  nav: t('list.pages'),
                  previous: t('list.previous'),
                  next: t('list.next'),
                  status: t('list.pageStatus', {
                    page: query.data.page,
                    pages: Math.max(1, Math.ceil(query.data.total / query.data.pageSize)),
                  }),
                }}
              />
            </>
          )}
        </section>
        <VerifyDocument />
      </div>
    </div>
  );
}
