import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { NotificationEntry } from './notification-entry';
import { useNotifications } from './notifications-provider';

/**
 * The list both the bell's panel and the portal home show: loading, error with retry, empty,
 * the items newest first, and "Show older" while older ones remain on the server.
 */
export function NotificationItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('notifications');
  const { items, hasMore, loadState, status, dismiss, loadMore, reload } = useNotifications();
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function showOlder() {
    setOlder('loading');
    try {
      await loadMore();
      setOlder('idle');
    } catch {
      setOlder('failed');
    }
  }

  if (loadState === 'loading' && items.length === 0) {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-3 p-4">
        {[0, 1, 2].map((n) => (
          <div
            key={n}
            className="h-12 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  }
  if (loadState === 'error' && items.length === 0) {
    return (
      <div role="alert" className="p-4 text-sm text-slate-700">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => void reload()}
          className="mt-2 rounded-lg border border-slate-300 px-3 py-1 font-medium text-ocean hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      {status === 'reconnecting' && (
        <p role="status" className="bg-amber-50 px-4 py-2 text-xs text-amber-900">
          {t('reconnecting')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="p-4 text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <ul aria-label={t('title')}>
          {items.map((item) => (
            <NotificationEntry
              key={item.id}
              item={item}
              onDismiss={dismiss}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="border-t border-slate-200 p-2 text-center">
          <button
            type="button"
            onClick={() => void showOlder()}
            disabled={older === 'loading'}
            className="rounded-lg px-3 py-1 text-sm font-medium text-ocean hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean"
          >
            {older === 'loading' ? t('loadingOlder') : t('showOlder')}
          </button>
          {older === 'failed' && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {t('loadFailed')}
            </p>
          )}
        </div>
      )}
    </>
  );
}
