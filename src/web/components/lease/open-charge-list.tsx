import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../shared/leasing-terms';
import { useFormat } from '../../lib/format';
import type { ResidentLease } from '../../entities/lease/my-lease-query';

type OpenCharge = ResidentLease['openCharges'][number];

/**
 * The charges still open on a resident's lease, each by kind and reference with its due date
 * (`due` words it) and what is left of it: the lease page's balance and the pay page alike.
 */
export function OpenChargeList({
  charges,
  label,
  due,
}: {
  charges: readonly OpenCharge[];
  label?: string;
  due: (charge: OpenCharge) => ReactNode;
}) {
  // Named as the lease page names them ("Rent", "Late fee"), in the reader's language.
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  return (
    <ul className="mt-2 divide-y divide-slate-100" aria-label={label}>
      {charges.map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {t(`chargeKinds.${c.kind}`)}
              <span className="ml-2 font-mono text-xs text-slate-500">{c.reference}</span>
            </p>
            <p className="text-sm text-slate-600">{due(c)}</p>
          </div>
          <p className="font-semibold text-slate-900 tabular-nums">
            {format.money(c.openCents, LEDGER_CURRENCY)}
          </p>
        </li>
      ))}
    </ul>
  );
}
