import { useTranslation } from '../../../i18n/use-translation';

/** Share of Atlantic storm activity by month (rounded long-term averages); drives the bar heights. */
const MONTHS = [
  { key: 'jun', share: 3 },
  { key: 'jul', share: 7 },
  { key: 'aug', share: 24 },
  { key: 'sep', share: 38 },
  { key: 'oct', share: 21 },
  { key: 'nov', share: 7 },
] as const;

export function SeasonTimeline() {
  const { t } = useTranslation('storm');
  return (
    <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {MONTHS.map((month) => (
        <li key={month.key} className="flex flex-col rounded-2xl bg-white p-4 shadow-sm">
          <div className="flex h-28 items-end rounded-lg bg-sand/70 p-2" aria-hidden="true">
            <div
              className={`w-full rounded-md ${month.share >= 20 ? 'bg-coral' : 'bg-ocean'}`}
              style={{ height: `${Math.max(8, (month.share / 38) * 100)}%` }}
            />
          </div>
          <h3 className="mt-3 font-display text-lg font-semibold text-navy">
            {t(`season.months.${month.key}.name`)}
          </h3>
          <p className="text-sm font-semibold text-ocean">
            {t('season.share', { share: month.share })}
          </p>
          <p className="mt-2 text-sm text-navy/80">{t(`season.months.${month.key}.note`)}</p>
        </li>
      ))}
    </ol>
  );
}
