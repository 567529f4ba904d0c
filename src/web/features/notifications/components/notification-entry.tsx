import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { isInAppPath } from '../../../../shared/in-app-path';
import type { NotificationItem } from '../../../../shared/schemas/notifications';
import { useFormat } from '../../../lib/format';

interface NotificationEntryProps {
  item: NotificationItem;
  onDismiss: (id: string) => Promise<void>;
  /** Called when the link is followed, e.g. to close the bell's panel. */
  onNavigate?: () => void;
}

/** One notification in the bell's panel or the portal list, with its own "Dismiss" button. */
export function NotificationEntry({ item, onDismiss, onNavigate }: NotificationEntryProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function dismiss() {
    setPending(true);
    setFailed(false);
    try {
      await onDismiss(item.id);
    } catch {
      // Still listed: say so beside it, so the person can try again.
      setFailed(true);
      setPending(false);
    }
  }

  const external = item.link ? /^https?:\/\//i.test(item.link) : false;
  // A link stored before in-app paths were checked strictly gets no "Open" at all.
  const inApp = item.link ? isInAppPath(item.link) : false;
  return (
    <li
      aria-labelledby={titleId}
      className={`flex gap-3 border-b border-slate-200 px-4 py-3 last:border-b-0 ${
        item.read ? 'bg-white' : 'bg-sky-50'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-ocean'}`}
      />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-medium break-words text-navy">
          {!item.read && <span className="sr-only">{t('unread')}: </span>}
          {item.title}
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700">{item.body}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
          {item.link &&
            (external || inApp) &&
            (external ? (
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-ocean underline"
              >
                {t('open')}
              </a>
            ) : (
              <Link
                to={item.link}
                onClick={onNavigate}
                className="font-medium text-ocean underline"
              >
                {t('open')}
              </Link>
            ))}
        </div>
        {failed && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {t('dismissFailed')}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void dismiss()}
        disabled={pending}
        aria-describedby={titleId}
        className="inline-flex h-8 shrink-0 items-center gap-1 self-start rounded-lg border border-slate-300 px-2 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean disabled:opacity-60"
      >
        <X aria-hidden="true" className="h-3.5 w-3.5" />
        {t('dismiss')}
      </button>
    </li>
  );
}
