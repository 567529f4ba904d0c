import type { ReactNode } from 'react';
import { LEDGER_CURRENCY } from '../../../shared/leasing-terms';
import { useFormat } from '../../lib/format';

/**
 * A resident's balance (a credit shows as nothing due) on a navy band, with `summary` under it,
 * then the open charges it is made of under `openTitle` (`children`). `id` names the heading,
 * `testId` marks the amount; `prominent` draws the amount larger (the lease page's own card).
 */
export function BalanceCard({
  id,
  title,
  balanceCents,
  testId,
  prominent = false,
  summary,
  openTitle,
  children,
}: {
  id: string;
  title: string;
  balanceCents: number;
  testId: string;
  prominent?: boolean;
  summary: ReactNode;
  openTitle: string;
  children: ReactNode;
}) {
  const format = useFormat();
  return (
    <section
      aria-labelledby={id}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="bg-navy px-4 py-5 text-white md:px-6">
        <h2 id={id} className="text-sm font-medium text-white/80">
          {title}
        </h2>
        <p
          className={`mt-1 text-3xl font-semibold ${prominent ? 'tracking-tight tabular-nums md:text-4xl' : 'tabular-nums'}`}
          data-testid={testId}
        >
          {format.money(Math.max(balanceCents, 0), LEDGER_CURRENCY)}
        </p>
        {summary}
      </div>
      <div className="px-4 py-4 md:px-6">
        <h3 className="text-sm font-semibold text-slate-900">{openTitle}</h3>
        {children}
      </div>
    </section>
  );
}
