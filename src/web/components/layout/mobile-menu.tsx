import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

/** Below 768 px the sections move into a full-height panel, opened by this button. */
export function MobileMenu() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy/15 px-3 text-sm font-semibold text-navy md:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
        {t('menu.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
