import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/format';

/** Three times the rent is the usual bar; below it the ratio is shown as a warning. */
export const GOOD_RATIO = 3;

export function IncomeRatio({ ratio }: { ratio: number | null }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  if (ratio === null) return <span className="text-slate-600">{t('ratio.noHome')}</span>;
  const good = ratio >= GOOD_RATIO;
  return (
    <span className={`font-semibold tabular-nums ${good ? 'text-emerald-800' : 'text-amber-800'}`}>
      {t('ratio.value', { ratio: format.number(ratio, { maximumFractionDigits: 2 }) })}
    </span>
  );
}
