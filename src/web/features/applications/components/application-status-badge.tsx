import { useTranslation } from '../../../i18n/use-translation';
import type { ApplicationStatus } from '../../../../shared/schemas/applications';

const TONE: Record<ApplicationStatus, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
