import { useTranslation } from '../../i18n/use-translation';
import type { LeaseStatus } from '../../../shared/leasing-terms';

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const TONES: Record<LeaseStatus, string> = {
  draft: 'bg-sky-100 text-sky-800',
  active: 'bg-emerald-100 text-emerald-800',
  notice_given: 'bg-amber-100 text-amber-800',
  ended: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** A lease's status as a coloured pill, the same on the owner's, the resident's and the admin's screens. */
export function LeaseStatusBadge({ status }: { status: LeaseStatus }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {t(`leaseStatus.${status}`)}
    </span>
  );
}
