import { Bell, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { NotificationItems } from './notification-items';
import { useNotifications } from './notifications-provider';

/**
 * The top bar's bell: the unread count as a badge, and a panel listing the notifications newest
 * first, each with a "Dismiss" button. Escape or a click outside closes it.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const { unreadCount } = notifications;
  const [open, setOpen] = useState(false);
  const [markFailed, setMarkFailed] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function markAllRead() {
    setMarkFailed(false);
    try {
      await notifications.markAllRead();
    } catch {
      setMarkFailed(true);
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('bellLabel', { count: unreadCount })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-navy hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-coral px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="fixed inset-x-2 top-16 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
            <h2 id={headingId} className="font-semibold text-navy">
              {t('title')}
            </h2>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => void markAllRead()}
                disabled={unreadCount === 0}
                className="rounded-lg px-2 py-1 text-sm font-medium text-ocean hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean disabled:text-slate-400"
              >
                {t('markAllRead')}
              </button>
              <button
                type="button"
                aria-label={t('close')}
                onClick={() => {
                  setOpen(false);
                  button.current?.focus();
                }}
                className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </div>
          {markFailed && (
            <p role="alert" className="px-4 pt-2 text-sm text-red-700">
              {t('markReadFailed')}
            </p>
          )}
          <div className="max-h-[70vh] overflow-y-auto">
            <NotificationItems onNavigate={() => setOpen(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
