import { useTranslation } from '../../../i18n/use-translation';
import { MonthlyMoneyChart } from '../../../components/ui/monthly-money-chart';
import { useFormat } from '../../../lib/format';

const OCEAN = '#1D5F8A';

/** Commissions earned per month, as bars; the same figures follow as a table screen readers read. */
export function CommissionChart({ months }: { months: { month: string; amountCents: number }[] }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const data = months.map((m) => ({ period: m.month, cents: m.amountCents }));
  return (
    <figure className="flex flex-col gap-3">
      <MonthlyMoneyChart
        rows={data}
        bars={[{ key: 'cents', name: t('workspace.commission'), fill: OCEAN }]}
        currency="USD"
        height={220}
        testId="commission-chart"
      />
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
