import { useTranslation } from '../../../i18n/use-translation';
import type {
  StatementPlan,
  StatementPropertyLine,
  StatementTotals,
} from '../../../../shared/schemas/statements';
import { useFormat } from '../../../lib/format';
import { ColumnHeaders } from '../../../components/ui/column-headers';

function usePlanText() {
  const { t } = useTranslation('statements');
  const format = useFormat();
  return (plan: StatementPlan | null) => {
    if (!plan) return t('plan.none');
    if (plan.percentOfRentBasisPoints !== null) {
      return t('plan.percent', {
        name: plan.name,
        percent: format.percent(plan.percentOfRentBasisPoints),
      });
    }
    return t('plan.flat', { name: plan.name, fee: format.money(plan.monthlyFeeCents ?? 0, 'USD') });
  };
}

/** The expense lines of a property, or the plain statement that there were none. */
function Expenses({ line }: { line: StatementPropertyLine }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  if (line.expenses.length === 0) {
    return <p className="text-xs text-slate-600">{t('expenses.none')}</p>;
  }
  return (
    <ul className="flex flex-col gap-0.5 text-xs text-slate-600">
      {line.expenses.map((e, i) => (
        <li key={`${e.reference ?? ''}-${i}`} className="flex justify-between gap-3">
          <span>
            {format.day(e.date)} · {e.account && `${e.account}: `}
            {e.description}
            {e.reference && ` (${e.reference})`}
          </span>
          <span className="tabular-nums">{format.money(e.amountCents, 'USD')}</span>
        </li>
      ))}
    </ul>
  );
}

/** Tenants' deposits held for the property: their money, shown apart from the owner's figures. */
function DepositsHeld({ line }: { line: StatementPropertyLine }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  if (!line.depositsHeldCents) return null;
  return (
    <span className="block text-xs text-slate-600">
      {t('lines.depositsHeld', { amount: format.money(line.depositsHeldCents, 'USD') })}
    </span>
  );
}

/** A figure; deductions are passed negative. Only a net that went below zero is flagged red. */
function Money({ cents, strong = false }: { cents: number; strong?: boolean }) {
  const format = useFormat();
  const tone = strong ? (cents < 0 ? 'font-semibold text-red-700' : 'font-semibold text-navy') : '';
  return <span className={`tabular-nums ${tone}`}>{format.money(cents, 'USD')}</span>;
}

/**
 * A statement's properties: a table from 1024 px, a card per property below it. Each shows what
 * was received, what was put back, the plan's fee, the expenses and the net to the owner.
 */
export function PropertyLines({
  lines,
  totals,
}: {
  lines: StatementPropertyLine[];
  totals: StatementTotals;
}) {
  const { t } = useTranslation('statements');
  const planText = usePlanText();
  const cell = 'px-3 py-2.5 text-right align-top';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('lines.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <ColumnHeaders
              cell="px-3 py-2 text-right font-semibold"
              columns={[
                { label: t('lines.property'), className: 'px-3 py-2 text-left font-semibold' },
                t('lines.payments'),
                t('lines.reversals'),
                t('figures.collected'),
                t('figures.fee'),
                t('figures.expenses'),
                t('figures.net'),
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => (
              <tr key={line.propertyId}>
                <td className="px-3 py-2.5 align-top">
                  <span className="block font-semibold text-navy">{line.propertyName}</span>
                  <span className="block text-xs text-slate-600">
                    {line.addressLine}, {line.city}
                  </span>
                  <span className="block text-xs text-slate-600">{planText(line.plan)}</span>
                  <DepositsHeld line={line} />
                  <div className="mt-1">
                    <Expenses line={line} />
                  </div>
                </td>
                <td className={cell}>
                  <Money cents={line.paymentsCents} />
                </td>
                <td className={cell}>
                  <Money cents={-line.reversalsCents} />
                </td>
                <td className={cell}>
                  <Money cents={line.collectedCents} />
                </td>
                <td className={cell}>
                  <Money cents={-line.managementFeeCents} />
                </td>
                <td className={cell}>
                  <Money cents={-line.expensesCents} />
                </td>
                <td className={cell}>
                  <Money cents={line.netCents} strong />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2.5 text-left text-navy">
                {t('lines.total')}
              </th>
              <td className={cell} />
              <td className={cell} />
              <td className={cell}>
                <Money cents={totals.collectedCents} />
              </td>
              <td className={cell}>
                <Money cents={-totals.managementFeeCents} />
              </td>
              <td className={cell}>
                <Money cents={-totals.expensesCents} />
              </td>
              <td className={cell}>
                <Money cents={totals.netCents} strong />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul aria-label={t('lines.caption')} className="flex flex-col gap-3 lg:hidden">
        {lines.map((line) => (
          <li
            key={line.propertyId}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-navy">{line.propertyName}</p>
              <p className="text-sm text-slate-600">
                {line.addressLine}, {line.city}
              </p>
              <p className="text-xs text-slate-600">{planText(line.plan)}</p>
              <DepositsHeld line={line} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('lines.payments')}</dt>
              <dd className="text-right">
                <Money cents={line.paymentsCents} />
              </dd>
              {line.reversalsCents > 0 && (
                <>
                  <dt className="text-slate-600">{t('lines.reversals')}</dt>
                  <dd className="text-right">
                    <Money cents={-line.reversalsCents} />
                  </dd>
                </>
              )}
              <dt className="text-slate-600">{t('figures.collected')}</dt>
              <dd className="text-right">
                <Money cents={line.collectedCents} />
              </dd>
              <dt className="text-slate-600">{t('figures.fee')}</dt>
              <dd className="text-right">
                <Money cents={-line.managementFeeCents} />
              </dd>
              <dt className="text-slate-600">{t('figures.expenses')}</dt>
              <dd className="text-right">
                <Money cents={-line.expensesCents} />
              </dd>
              <dt className="font-semibold text-navy">{t('figures.net')}</dt>
              <dd className="text-right">
                <Money cents={line.netCents} strong />
              </dd>
            </dl>
            <Expenses line={line} />
          </li>
        ))}
        <li className="flex items-center justify-between rounded-xl border-2 border-slate-200 bg-slate-50 p-4 font-semibold">
          <span className="text-navy">{t('lines.totalNet')}</span>
          <Money cents={totals.netCents} strong />
        </li>
      </ul>
      {lines.some((line) => line.depositsHeldCents) && (
        <p className="text-xs text-slate-600">{t('lines.depositsNote')}</p>
      )}
    </>
  );
}
