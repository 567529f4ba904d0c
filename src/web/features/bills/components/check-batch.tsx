import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { FormError } from '../../../components/ui/form-actions';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadWithSession } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session-context';
import { PRIMARY, SECONDARY } from './buttons';
import { billKeys as keys, errorText, type CheckBatch as Batch } from '../lib/bills-shared';

const newKey = () => `checks-${crypto.randomUUID()}`;

export function PayByCheck({ billIds, onPaid }: { billIds: string[]; onPaid: (b: Batch) => void }) {
  const { t } = useTranslation('bills');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newKey);
  const pay = useMutation({
    mutationFn: () =>
      api<Batch>('/api/bill-payments/checks', {
        method: 'POST',
        body: { billIds, idempotencyKey: key },
      }),
    onSuccess: async (batch) => {
      setKey(newKey());
      onPaid(batch);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        className={PRIMARY}
        disabled={billIds.length === 0 || pay.isPending}
        onClick={() => pay.mutate()}
      >
        {billIds.length === 0 ? t('pay.choose') : t('pay.button', { count: billIds.length })}
      </button>
      <p className="text-xs text-slate-600">{t('pay.hint')}</p>
      <FormError message={pay.error?.message} />
    </div>
  );
}

export function BatchPanel({ batch, onClose }: { batch: Batch; onClose: () => void }) {
  const { t, i18n } = useTranslation('bills');
  const { getAuthHeaders } = useSession();
  const [error, setError] = useState<string | null>(null);
  const download = () =>
    downloadWithSession(
      `/api/check-batches/${batch.batchId}/pdf`,
      'checks.pdf',
      getAuthHeaders,
    ).catch((err: unknown) => setError(errorText(err)));
  return (
    <PanelCard title={t('pay.done')}>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {batch.checks.map((c) => (
          <li key={c.id} className="flex flex-wrap justify-between gap-2 py-1.5">
            <span>
              {t('pay.check', { number: c.number })} · {c.vendorName} · {c.propertyName}
            </span>
            <span className="tabular-nums">{formatMoney(c.amountCents, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          {t('pay.download')}
        </button>
        <button type="button" className={SECONDARY} onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <FormError message={error} />
    </PanelCard>
  );
}
