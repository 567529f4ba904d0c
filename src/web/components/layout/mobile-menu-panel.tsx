import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from 'react-router';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';
import { PUBLIC_NAV_ITEMS } from './public-nav-items';

/**
 * The full-height menu panel. Radix Dialog traps focus inside it, closes on Escape and returns
 * focus to the menu button. Loaded on first open, so phones that never open it never download it.
 */
export default function MobileMenuPanel({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('layout');
  const close = onClose;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/40 md:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-sm flex-col overflow-y-auto bg-white p-6 shadow-2xl md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl font-semibold text-navy">
              {t('menu.title')}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-navy hover:bg-sand"
              aria-label={t('menu.close')}
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="mt-8">
            <ul className="flex flex-col gap-1">
              <li>
                <NavLink to="/" end onClick={close} className={mobileLinkClass}>
                  {t('nav.home')}
                </NavLink>
              </li>
              {PUBLIC_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={close} className={mobileLinkClass}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-navy/10 pt-6">
            <LanguageSwitch className="justify-center border border-navy/15" />
            <AccountLink onNavigate={close} wide />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-lg px-3 py-3 font-display text-xl font-semibold text-navy ${
    isActive ? 'bg-sand' : 'hover:bg-sand'
  }`;
}
