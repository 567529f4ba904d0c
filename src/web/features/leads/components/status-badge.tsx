import { useTranslation } from '../../../i18n/use-translation';

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const TONES: Record<string, string> = {
  new: 'bg-sky-100 text-sky-800',
  contacted: 'bg-amber-100 text-amber-800',
  proposal: 'bg-violet-100 text-violet-800',
  won: 'bg-emerald-100 text-emerald-800',
  lost: 'bg-slate-200 text-slate-800',
  closed: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('leads');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? TONES.closed}`}
    >
      {t(`statuses.${status}`, { defaultValue: status })}
    </span>
  );
}
