import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { MonthMoney } from '../../../../shared/schemas/dashboard';
import { MonthlyMoneyChart } from '../../../components/ui/monthly-money-chart';
import { useFormat } from '../../../lib/format';

const OCEAN = '#1D5F8A';
const SLATE = '#CBD5E1';

/**
 * Twelve months of rent and charges that fell due against what came in, as bars. The chart is
 * hidden from screen readers; the same figures follow as a table they read instead.
 */
export function IncomeChart({ months }: { months: MonthMoney[] }) {
  const { t } = useTranslation('portal-dashboard');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
  const data = months.map((m) => ({
    period: m.period,
    due: m.dueCents,
    collected: m.collectedCents,
  }));

  return (
    <figure className="flex flex-col gap-3">
      <MonthlyMoneyChart
        rows={data}
        bars={[
          { key: 'due', name: t('income.due'), fill: SLATE },
          { key: 'collected', name: t('income.collected'), fill: OCEAN },
        ]}
        currency={LEDGER_CURRENCY}
        height={260}
        testId="income-chart"
        barGap={2}
        legend
        monthInTooltip
      />
      <figcaption className="text-sm text-slate-600">{t('income.caption')}</figcaption>
      <table className="sr-only">
        <caption>{t('income.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('income.month')}</th>
            <th scope="col">{t('income.due')}</th>
            <th scope="col">{t('income.collected')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.period}>
              <th scope="row">{format.month(m.period)}</th>
              <td>{money(m.dueCents)}</td>
              <td>{money(m.collectedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
