import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PortalBrand } from './portal-brand';
import { PortalNav } from './portal-nav';

/** Below 768 px the sidebar becomes a panel opened from the top bar's menu button. */
export function MobileNav({ brandName }: { brandName: string }) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="-ml-1 rounded-lg p-2 text-navy hover:bg-slate-100 md:hidden"
        aria-label={t('nav.open')}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-navy px-3 py-4 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between gap-2 pl-2">
            <Dialog.Title asChild>
              <div>
                <PortalBrand brandName={brandName} onNavy onNavigate={() => setOpen(false)} />
              </div>
            </Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-2 text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-aqua"
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
