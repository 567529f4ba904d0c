import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import {
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  type LeadStatus,
} from '../../../../shared/schemas/leads/api';
import { isLeadKind } from '../../../../shared/schemas/leads/registry';
import { can } from '../../../../shared/permissions';
import { useSession } from '../../../lib/session/session-context';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { leadListQuery, type LeadFilters as Filters } from '../api/queries';
import { LeadDetailPanel } from '../components/inbox/lead-detail';
import { LeadFilters } from '../components/inbox/lead-filters';
import { LeadList } from '../components/inbox/lead-list';

function readFilters(params: URLSearchParams): Filters {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    kind: isLeadKind(kind) ? kind : '',
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * /portal/leads: admins see every lead, brokers the ones assigned to them. Filters, page and the
 * open lead live in the URL, so a notification's link (?lead=<id>) opens the right one.
 */
export default function LeadsInboxPage() {
  const { t } = useTranslation('leads');
  const { api, role } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const selected = params.get('lead');
  const query = useQuery(leadListQuery(api, filters));

  const setFilters = (next: Filters) => {
    const p = new URLSearchParams();
    if (next.kind) p.set('kind', next.kind);
    if (next.status) p.set('status', next.status);
    if (next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  // Built on the address as it is now, not on the last render: the router re-renders in a
  // transition, and a second filter changed before that render must not undo the first.
  const changeFilters = (patch: Partial<Filters>) =>
    setFilters({ ...readFilters(new URLSearchParams(window.location.search)), ...patch });
  const withoutLead = new URLSearchParams(params);
  withoutLead.delete('lead');
  const isAdmin = can(role, 'read:leads:any');

  let list;
  if (query.isPending) list = <ListSkeleton label={t('inbox.loading')} />;
  else if (query.isError) {
    list = <QueryError query={query} title={t('inbox.error')} retryLabel={t('inbox.retry')} />;
  } else if (query.data.items.length === 0) {
    list = (
      <EmptyState
        title={t('inbox.empty')}
        action={
          filters.kind || filters.status
            ? {
                label: t('inbox.showAll'),
                onClick: () => setFilters({ ...filters, kind: '', status: '', page: 1 }),
              }
            : undefined
        }
      >
        {filters.kind || filters.status
          ? t('inbox.emptyFiltered')
          : isAdmin
            ? t('inbox.emptyAdmin')
            : t('inbox.emptyBroker')}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <LeadList items={query.data.items} selectedId={selected} search={params} />
        <Pagination
          page={filters.page}
          pageSize={LEADS_PAGE_SIZE}
          total={query.data.total}
          onPage={(page) => setFilters({ ...filters, page })}
          labels={{
            nav: t('inbox.pages'),
            previous: t('inbox.previous'),
            next: t('inbox.next'),
            status: t('inbox.pageStatus', {
              page: filters.page,
              pages: pageCount(query.data.total, LEADS_PAGE_SIZE),
            }),
          }}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('inbox.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {isAdmin ? t('inbox.introAdmin') : t('inbox.introBroker')}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* On phones the open lead replaces the list; from 1024 px they sit side by side. */}
        <section
          aria-label={t('inbox.listLabel')}
          className={`flex min-w-0 flex-col gap-4 ${selected ? 'hidden lg:flex' : ''}`}
        >
          <LeadFilters filters={filters} onChange={changeFilters} />
          {query.data && (
            <p className="text-sm text-slate-600">
              {t('inbox.count', { count: query.data.total })}
            </p>
          )}
          {list}
        </section>
        <div className={`min-w-0 ${selected ? '' : 'hidden lg:block'}`}>
          {selected ? (
            <div className="rounded-xl border border-slate-200 bg-white p-4 md:p-6">
              <LeadDetailPanel id={selected} backHref={`?${withoutLead.toString()}`} />
            </div>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
              {t('inbox.pickOne')}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
