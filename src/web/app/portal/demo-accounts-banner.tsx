import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Shown while this instance was started with SEED_DEMO=true on a public address: the demo
 * accounts and their passwords are in the README, so nothing here is private.
 */
export function DemoAccountsBanner({ show }: { show: boolean }) {
  const { t } = useTranslation('portal');
  if (!show) return null;
  return (
    <div
      role="region"
      aria-label={t('demoAccounts.region')}
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-8"
    >
      <p className="mx-auto flex max-w-[1200px] items-center gap-2 font-medium">
        <TriangleAlert className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {t('demoAccounts.message')}
      </p>
    </div>
  );
}
