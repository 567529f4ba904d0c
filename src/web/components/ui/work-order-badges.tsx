import { useTranslation } from '../../i18n/use-translation';
import type { Urgency, WorkOrderStatus } from '../../../shared/maintenance-terms';

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const STATUS_TONES: Record<WorkOrderStatus, string> = {
  new: 'bg-sky-100 text-sky-800',
  scheduled: 'bg-indigo-100 text-indigo-800',
  in_progress: 'bg-amber-100 text-amber-800',
  waiting: 'bg-orange-100 text-orange-800',
  completed: 'bg-emerald-100 text-emerald-800',
  closed: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
};

const URGENCY_TONES: Record<Urgency, string> = {
  emergency: 'bg-red-700 text-white',
  urgent: 'bg-amber-100 text-amber-900',
  routine: 'bg-slate-100 text-slate-700',
};

const pill =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A work order's status as a coloured pill, the same for the resident, the office and the owner. */
export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation('maintenance-terms');
  return <span className={`${pill} ${STATUS_TONES[status]}`}>{t(`status.${status}`)}</span>;
}

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation('maintenance-terms');
  return <span className={`${pill} ${URGENCY_TONES[urgency]}`}>{t(`urgency.${urgency}`)}</span>;
}

export function OverdueBadge() {
  const { t } = useTranslation('maintenance-terms');
  return <span className={`${pill} bg-red-100 text-red-800`}>{t('overdue')}</span>;
}
