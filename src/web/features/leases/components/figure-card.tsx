import type { ReactNode } from 'react';

/** One figure with its label, the portal's summary tile; `tone` marks money owed. */
export function FigureCard({
  label,
  value,
  detail,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'plain' | 'owed' | 'clear';
}) {
  const valueClass =
    tone === 'owed' ? 'text-red-700' : tone === 'clear' ? 'text-emerald-700' : 'text-navy';
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${valueClass}`}>{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}
