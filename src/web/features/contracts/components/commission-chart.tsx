import { useTranslation } from '../../../i18n/use-translation';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { localeFor } from '../../../../shared/locale';
import { formatMoneyAxisTick } from '../../../../shared/money';
import { useFormat } from '../../../lib/format';

const OCEAN = '#1D5F8A';

/** Commissions earned per month, as bars; the same figures follow as a table screen readers read. */
export function CommissionChart({ months }: { months: { month: string; amountCents: number }[] }) {
  const { t, i18n } = useTranslation('contracts');
  const format = useFormat();
  const label = (period: string) => {
    const [y, m] = period.split('-').map(Number);
    return new Intl.DateTimeFormat(localeFor(i18n.language), {
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y!, m! - 1, 1)));
  };
  const data = months.map((m) => ({
    period: m.month,
    label: label(m.month),
    cents: m.amountCents,
  }));
  return (
    <figure className="flex flex-col gap-3">
      <div aria-hidden="true" inert data-testid="commission-chart">
        <BarChart
          responsive
          data={data}
          style={{ width: '100%', height: 220 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
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
            formatter={(value) => format.money(Number(value), 'USD')}
          />
          <Bar
            dataKey="cents"
            name={t('workspace.commission')}
            fill={OCEAN}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>{t('workspace.commissionsCaption')}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.period}>
              <th scope="row">{format.month(d.period)}</th>
              <td>{format.money(d.cents, 'USD')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
