import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { type BillOptionsSchema, type Vendor } from '../../../../shared/schemas/bills';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { PRIMARY } from '../components/buttons';
import { VendorCard } from '../components/vendor-card';
import { VendorEditor } from '../components/vendor-editor';

type Options = z.infer<typeof BillOptionsSchema>;

/** /portal/vendors: the companies the office pays, their W-9 details and insurance. */
export default function VendorsPage() {
  const { t } = useTranslation('bills');
  const { api } = useSession();
  const vendors = useQuery({
    queryKey: ['vendors'],
    queryFn: () => api<{ items: Vendor[] }>('/api/vendors'),
  });
  const options = useQuery({
    queryKey: ['bill-options'],
    queryFn: () => api<Options>('/api/bill-options'),
  });
  const [editing, setEditing] = useState<Vendor | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('vendors.title')}
        lead={t('vendors.lead')}
        actions={
          editing === null && (
            <button type="button" className={PRIMARY} onClick={() => setEditing('new')}>
              {t('vendors.new')}
            </button>
          )
        }
      />
      {editing !== null && options.data && (
        <VendorEditor
          key={editing === 'new' ? 'new' : editing.id}
          vendor={editing === 'new' ? null : editing}
          options={options.data}
          onDone={() => setEditing(null)}
        />
      )}
      {vendors.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : vendors.isError ? (
        <QueryError query={vendors} title={t('loadError')} retryLabel={t('retry')} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {vendors.data.items.map((v) => (
            <VendorCard key={v.id} vendor={v} onEdit={() => setEditing(v)} />
          ))}
        </ul>
      )}
    </div>
  );
}
