import { useTranslation } from '../../../i18n/use-translation';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { MonthMoney } from '../../../../shared/schemas/dashboard';
import { localeFor } from '../../../../shared/locale';
import { formatMoneyAxisTick } from '../../../../shared/money';
import { useFormat } from '../../../lib/format';

const OCEAN = '#1D5F8A';
const SLATE = '#CBD5E1';

function shortMonth(period: string, language: string) {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, 1)),
  );
}

/**
 * Twelve months of rent and charges that fell due against what came in, as bars. The chart is
 * hidden from screen readers; the same figures follow as a table they read instead.
 */
export function IncomeChart({ months }: { months: MonthMoney[] }) {
  const { t, i18n } = useTranslation('portal-dashboard');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
  const data = months.map((m) => ({
    period: m.period,
    label: shortMonth(m.period, i18n.language),
    due: m.dueCents,
    collected: m.collectedCents,
  }));

  return (
    <figure className="flex flex-col gap-3">
      <div aria-hidden="true" inert data-testid="income-chart">
        <BarChart
          responsive
          data={data}
          style={{ width: '100%', height: 260 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barGap={2}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#E2E8F0" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            tick={{ fill: '#475569', fontSize: 12 }}
          />
          <YAxis
            width="auto"
            tickLine={false}
            axisLine={false}
            tick={{ fill: '#475569', fontSize: 12 }}
            tickFormatter={(cents: number) => formatMoneyAxisTick(cents, i18n.language)}
          />
          <Tooltip
            cursor={{ fill: '#F1F5F9' }}
            labelFormatter={(_label, payload) =>
              payload?.[0] ? format.month(String(payload[0].payload.period)) : ''
            }
            formatter={(value) => money(Number(value))}
          />
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            formatter={(value: string) => <span className="text-slate-700">{value}</span>}
          />
          <Bar dataKey="due" name={t('income.due')} fill={SLATE} radius={[3, 3, 0, 0]} />
          <Bar
            dataKey="collected"
            name={t('income.collected')}
            fill={OCEAN}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </div>
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
