import { RotateCw } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';

/** Skeleton while data loads; an error with a retry when it fails. */
export function LoadState({
  isError,
  onRetry,
  lines = 3,
}: {
  isError: boolean;
  onRetry: () => void;
  lines?: number;
}) {
  const { t } = useTranslation('layout');
  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{t('loadError')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-red-900 ring-1 ring-red-200 hover:bg-red-100"
        >
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div aria-busy="true" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-24 animate-pulse rounded-2xl bg-navy/5" />
      ))}
    </div>
  );
}
