import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { bankingKeys, type BankAccountSummary } from '../api/types';
import { ReconciliationView } from '../components/reconciliation-view';
import { StatementImport } from '../components/statement-import';

/**
 * /portal/banking: a bank account's statements and its monthly reconciliation (?account=&month=).
 * The office's; signing is the broker of record's alone (the server checks).
 */
export default function BankingPage() {
  const { t } = useTranslation('banking');
  const { api } = useSession();
  const [params, setParams] = useSearchParams();
  const query = useQuery({
    queryKey: bankingKeys.accounts,
    queryFn: () => api<BankAccountSummary[]>('/api/banking/accounts'),
  });
  if (query.isPending) return <ListSkeleton rows={4} label={t('loading')} />;
  if (query.isError) return <QueryError query={query} title={t('error')} retryLabel={t('retry')} />;
  const accounts = query.data;
  const account = accounts.find((a) => a.id === params.get('account')) ?? accounts[0];
  if (!account) return <PageHeader title={t('title')} lead={t('noAccounts')} />;
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? params.get('month')!
    : account.lastEndedMonth;
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t('account')}
          value={account.id}
          onChange={(event) => set('account', event.target.value)}
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} · {a.bankName} •••• {a.last4}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('month')}
          type="month"
          value={month}
          max={account.lastEndedMonth}
          onChange={(event) => event.target.value && set('month', event.target.value)}
        />
      </div>
      <StatementImport key={account.id} account={account} />
      <ReconciliationView key={`${account.id}-${month}`} accountId={account.id} month={month} />
    </div>
  );
}
