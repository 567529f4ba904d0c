import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Asks before leaving with unsaved changes: a link in the app (React Router's blocker) and
 * closing or reloading the tab (the browser's own beforeunload question). `dirty` is read when
 * the navigation happens, so a save that just finished lets its own redirect through.
 */
export function LeaveGuard({ dirty }: { dirty: () => boolean }) {
  const { t } = useTranslation('blog-admin');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      destructive
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
