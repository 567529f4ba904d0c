import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { OutboxEmail } from '../../../../shared/schemas/users';
import { useSession } from '../../../lib/session/session-context';
import { useRetryEmail } from '../api/mutations';
import { OUTBOX_PAGE_SIZE, outboxQuery } from '../api/queries';
import { PagedList } from './paged-list';

const STATUS_STYLE: Record<OutboxEmail['status'], string> = {
  stored: 'bg-slate-100 text-slate-700',
  queued: 'bg-amber-50 text-amber-800',
  sending: 'bg-sky-50 text-sky-800',
  sent: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

function RetryButton({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation('admin-panel');
  const retry = useRetryEmail();
  const onRetry = async () => {
    try {
      await retry.mutateAsync(email.id);
      toast.success(t('outbox.retried', { to: email.to }));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onRetry()}
      disabled={retry.isPending}
      aria-label={t('outbox.retryLabel', { to: email.to })}
      className="rounded-md border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
    >
      {retry.isPending ? t('outbox.retrying') : t('outbox.retry')}
    </button>
  );
}

/** The e-mails the product sent or stored, newest first; a failed one can be sent again. */
export function OutboxList() {
  const { t } = useTranslation('admin-panel');
  const { api } = useSession();
  return (
    <PagedList
      section="outbox"
      pageSize={OUTBOX_PAGE_SIZE}
      query={(page) => outboxQuery(api, page)}
      at={(email) => email.createdAt}
      columns="lg:grid-cols-[10rem_minmax(0,1fr)_auto]"
      cells={(email) => (
        <>
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{email.subject}</p>
            <p className="text-xs break-all text-slate-600">{t('outbox.to', { to: email.to })}</p>
            {email.status === 'failed' && email.lastError && (
              <p className="mt-1 text-xs break-words text-red-800">
                {t('outbox.lastError', { error: email.lastError })}
              </p>
            )}
          </div>
          <div className="flex items-center gap-3 lg:justify-end">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[email.status]}`}
            >
              {t(`outbox.status.${email.status}`)}
            </span>
            {email.attempts > 0 && (
              <span className="text-xs text-slate-600">
                {t('outbox.attempts', { count: email.attempts })}
              </span>
            )}
            {email.status === 'failed' && <RetryButton email={email} />}
          </div>
        </>
      )}
    />
  );
}
