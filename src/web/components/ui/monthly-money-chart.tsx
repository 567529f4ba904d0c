import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { localeFor } from '../../../shared/locale';
import { formatMoneyAxisTick } from '../../../shared/money';
import { useFormat } from '../../lib/format';

/** A bar of the chart: the figure it draws (cents), what the tooltip and legend call it, its colour. */
export interface MoneyBar<Row> {
  key: keyof Row & string;
  name: string;
  fill: string;
}

function shortMonth(period: string, language: string) {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, 1)),
  );
}

/**
 * Sums of money month by month (`period` YYYY-MM), as bars under the short month's name. Drawn
 * for the eye only: hidden from screen readers and unreachable, so the caller follows it with the
 * same figures as a table. `legend` names the bars under the chart; `monthInTooltip` heads the
 * tooltip with the whole month rather than its short name.
 */
export function MonthlyMoneyChart<Row extends { period: string }>({
  rows,
  bars,
  currency,
  height,
  testId,
  barGap,
  legend = false,
  monthInTooltip = false,
}: {
  rows: Row[];
  bars: MoneyBar<Row>[];
  currency: string;
  height: number;
  testId: string;
  barGap?: number;
  legend?: boolean;
  monthInTooltip?: boolean;
}) {
  const format = useFormat();
  const data = rows.map((row) => ({ ...row, label: shortMonth(row.period, format.language) }));
  return (
    <div aria-hidden="true" inert data-testid={testId}>
      <BarChart
        responsive
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        barGap={barGap}
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
          tickFormatter={(cents: number) => formatMoneyAxisTick(cents, format.language)}
        />
        <Tooltip
          cursor={{ fill: '#F1F5F9' }}
          labelFormatter={
            monthInTooltip
              ? (_label, payload) =>
                  payload?.[0] ? format.month(String(payload[0].payload.period)) : ''
              : undefined
          }
          formatter={(value) => format.money(Number(value), currency)}
        />
        {legend && (
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            formatter={(value: string) => <span className="text-slate-700">{value}</span>}
          />
        )}
        {bars.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key as string}
            name={bar.name}
            fill={bar.fill}
            radius={[3, 3, 0, 0]}
          />
        ))}
      </BarChart>
    </div>
  );
}
