import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalNav } from './portal-nav';

/** Below 768 px the sidebar becomes a panel opened from the top bar's menu button. */
export function MobileNav({ brandName }: { brandName: string }) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        aria-label={t('nav.open')}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-4 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {brandName}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t('nav.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.description')}</Dialog.Description>
          <PortalNav onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
