import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../shared/permissions';
import { BILL_STATUSES, type Bill } from '../../../../shared/schemas/bills';
import { SelectField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useUrlFilters } from '../../../lib/url-filters';
import { PRIMARY } from '../components/buttons';
import { BillEditor } from '../components/bill-editor';
import { BillRow } from '../components/bill-row';
import { BatchPanel, PayByCheck } from '../components/check-batch';
import {
  billKeys as keys,
  type BillOptions as Options,
  type CheckBatch as Batch,
} from '../lib/bills-shared';

/**
 * /portal/bills: vendors' bills from draft to paid. The office enters, approves and pays them by
 * check; an owner reads their own properties' bills and answers for one above the threshold.
 */
export default function BillsPage() {
  const { t } = useTranslation('bills');
  const { api, role } = useSession();
  const manage = can(role, 'manage:bills:any');
  const { params, set } = useUrlFilters();
  const status = params.get('status') ?? '';
  const bills = useQuery({
    queryKey: [...keys.all, 'list', status],
    queryFn: () => api<{ items: Bill[] }>(`/api/bills${status ? `?status=${status}` : ''}`),
  });
  const options = useQuery({
    queryKey: ['bill-options'],
    queryFn: () => api<Options>('/api/bill-options'),
    enabled: manage,
  });
  const [editing, setEditing] = useState<Bill | 'new' | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [batch, setBatch] = useState<Batch | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        lead={manage ? t('lead') : t('leadOwner')}
        actions={
          manage &&
          editing === null && (
            <button type="button" className={PRIMARY} onClick={() => setEditing('new')}>
              {t('new')}
            </button>
          )
        }
      />
      {editing !== null && options.data && (
        <BillEditor
          key={editing === 'new' ? 'new' : editing.id}
          bill={editing === 'new' ? null : editing}
          options={options.data}
          onDone={() => setEditing(null)}
        />
      )}
      {batch && <BatchPanel batch={batch} onClose={() => setBatch(null)} />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('filter.status')}
          value={status}
          onChange={(e) => {
            set('status', e.target.value);
            setSelected([]);
          }}
          className="w-full sm:w-56"
        >
          <option value="">{t('filter.all')}</option>
          {BILL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        {manage && (
          <PayByCheck
            billIds={selected}
            onPaid={(b) => {
              setBatch(b);
              setSelected([]);
            }}
          />
        )}
      </div>
      {bills.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : bills.isError ? (
        <QueryError query={bills} title={t('loadError')} retryLabel={t('retry')} />
      ) : bills.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {bills.data.items.map((b) => (
            <BillRow
              key={b.id}
              bill={b}
              manage={manage}
              selected={selected.includes(b.id)}
              onSelect={(on) =>
                setSelected((s) => (on ? [...s, b.id] : s.filter((id) => id !== b.id)))
              }
              onEdit={() => setEditing(b)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
