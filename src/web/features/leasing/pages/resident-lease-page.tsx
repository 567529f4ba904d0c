import { KeyRound } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { FigureSkeleton } from '../../../components/ui/figure-card';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import type { ResidentLease } from '../../../entities/lease/my-lease-query';
import { AutopayPanel } from '../components/autopay-panel';
import { BalancePanel } from '../components/balance-panel';
import { LeaseFacts } from '../components/lease-facts';
import { LedgerList } from '../components/ledger-list';
import { useMyLease } from '../lib/use-my-lease';
import { PageHeader } from '../../../components/ui/page-header';
import { RenewalLink } from '../components/renewal-link';

/** /portal/lease: the resident's lease, what they owe and every charge and payment. */
export default function ResidentLeasePage() {
  const { t } = useTranslation('resident-lease');
  const { query, noLease } = useMyLease();

  let body;
  if (noLease) {
    body = (
      <EmptyState
        title={t('page.noLease')}
        icon={KeyRound}
        action={{ label: t('page.browseHomes'), to: '/slp' }}
      >
        {t('page.noLeaseHint')}
      </EmptyState>
    );
  } else if (query.isPending) {
    body = (
      <>
        <FigureSkeleton count={2} label={t('page.loading')} />
        <ListSkeleton rows={6} label={t('page.loading')} />
      </>
    );
  } else if (query.isError) {
    body = <QueryError query={query} title={t('page.error')} retryLabel={t('retry')} />;
  } else {
    body = <LeaseBody lease={query.data} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('page.title')}
        lead={
          query.data &&
          t('page.home', { property: query.data.propertyName, unit: query.data.unitLabel })
        }
      />
      {body}
    </div>
  );
}

function LeaseBody({ lease }: { lease: ResidentLease }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <BalancePanel lease={lease} />
          {(lease.status === 'active' || lease.status === 'notice_given') && (
            <AutopayPanel lease={lease} />
          )}
          <RenewalCard lease={lease} />
        </div>
        <LeaseFacts lease={lease} />
      </div>
      <LedgerList ledger={lease.ledger} />
    </>
  );
}

function RenewalCard({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('resident-lease');
  if (lease.status !== 'active' && lease.status !== 'notice_given') return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
      <h2 className="text-base font-semibold text-slate-900">{t('renewal.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('renewal.text')}</p>
      <RenewalLink
        lease={lease}
        className="mt-3 inline-flex items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
      />
    </section>
  );
}
