import { useTranslation } from '../../../i18n/use-translation';
import type { OCCUPANCIES } from '../../../../shared/schemas/properties';

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const TONES: Record<(typeof OCCUPANCIES)[number], string> = {
  occupied: 'bg-emerald-100 text-emerald-800',
  notice_given: 'bg-amber-100 text-amber-800',
  vacant: 'bg-slate-200 text-slate-800',
};

export function OccupancyBadge({ occupancy }: { occupancy: (typeof OCCUPANCIES)[number] }) {
  const { t } = useTranslation('portfolio');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[occupancy]}`}
    >
      {t(`occupancy.${occupancy}`)}
    </span>
  );
}
