import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useWorkOrderOutbox } from '../../../lib/offline/work-order-outbox';
import { workOrderKeys } from '../api/work-order-queries';

/**
 * What waits on this phone (for one work order, or all of them): the promise that it will be
 * sent, how many updates wait, and any the server refused, with a way to drop them.
 */
export function OutboxNotice({ workOrderId }: { workOrderId?: string }) {
  const { t } = useTranslation('work-orders');
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
  }, [queryClient]);
  const { entries, drop } = useWorkOrderOutbox(refresh);
  const mine = workOrderId ? entries.filter((e) => e.workOrderId === workOrderId) : entries;
  const waiting = mine.filter((e) => !e.error);
  const refused = mine.filter((e) => e.error);
  if (mine.length === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      {waiting.length > 0 && (
        <p className="flex items-start gap-2 font-semibold">
          <CloudOff aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>
            {t('offline.saved')}
            <span className="block text-sm font-normal">
              {t('offline.waiting', { count: waiting.length })}
            </span>
          </span>
        </p>
      )}
      {refused.map((e) => (
        <div key={e.key} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>{t('offline.refused', { label: e.label, reason: e.error })}</span>
          <button
            type="button"
            onClick={() => void drop(e.key)}
            className="rounded-lg border border-amber-700 px-3 py-1 font-semibold hover:bg-amber-100"
          >
            {t('offline.discard')}
          </button>
        </div>
      ))}
    </div>
  );
}
