import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '../../../../shared/contract-terms';
import { canAny } from '../../../../shared/permissions';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useSession } from '../../../lib/session/session-context';
import { contractListQuery, type ContractFilters } from '../api/queries';
import { ContractTable } from '../components/contract-table';
import { VerifyDocument } from '../components/verify-document';

/** /contracts: the viewer's contracts (the office's: all), filters kept in the URL, and verifying a PDF. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const { api, role } = useSession();
  const [params, setParams] = useSearchParams();
  const filters: ContractFilters = {
    status: (params.get('status') as ContractFilters['status']) || undefined,
    kind: (params.get('kind') as ContractFilters['kind']) || undefined,
    q: params.get('q') || undefined,
    page: Number(params.get('page')) || 1,
  };
  const query = useQuery(contractListQuery(api, filters));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const mayCreate = canAny(role, ['write:contracts:any', 'send:contracts:own']);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-navy md:text-3xl">{t('list.title')}</h1>
          <p className="mt-1 text-slate-600">{t('list.description')}</p>
        </div>
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
      </header>
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
              <option value="">{t('filter.any')}</option>
              {CONTRACT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filter.kind')}
              value={filters.kind ?? ''}
              onChange={(e) => set('kind', e.target.value)}
            >
              <option value="">{t('filter.any')}</option>
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {query.isPending ? (
            <ListSkeleton rows={5} label={t('loading')} />
          ) : query.isError ? (
            <ErrorState
              title={t('error')}
              message={query.error.message}
              retryLabel={t('retry')}
              onRetry={() => void query.refetch()}
            />
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
