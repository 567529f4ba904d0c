import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The icon's chip. */
const TONES = {
  default: 'bg-ocean/10 text-ocean',
  warning: 'bg-amber-100 text-amber-800',
  good: 'bg-emerald-100 text-emerald-800',
} as const;

/** The number's colour: money owed in red, a settled account in green, otherwise navy. */
const VALUE_TONES = {
  plain: 'text-navy',
  owed: 'text-red-700',
  clear: 'text-emerald-700',
} as const;

/**
 * One figure of the portal: what it counts, the number, and a line of context, as a term and its
 * description. The one tile for dashboards and summaries alike (the lease page, the resident's
 * home, the portfolio). With `to` the whole card opens the list behind the figure.
 */
export function FigureCard({
  label,
  value,
  detail,
  icon: Icon,
  tone = 'default',
  valueTone = 'plain',
  to,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: LucideIcon;
  tone?: keyof typeof TONES;
  valueTone?: keyof typeof VALUE_TONES;
  to?: string;
}) {
  const body = (
    <dl>
      {/* A <dl> holds only terms and descriptions: the icon chip sits inside the term. */}
      <dt className="flex min-h-9 items-center gap-3 text-sm font-medium text-slate-600">
        {Icon && (
          <span
            className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${TONES[tone]}`}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
        <span>{label}</span>
      </dt>
      <dd
        className={`mt-3 text-xl font-semibold tracking-tight tabular-nums sm:text-2xl md:text-3xl ${VALUE_TONES[valueTone]}`}
      >
        {value}
      </dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </dl>
  );
  const frame = 'block min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5';
  return to ? (
    <Link to={to} className={`${frame} transition-colors hover:border-ocean/50 hover:bg-slate-50`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

/** Grey cards where figures will be; announced once as busy. */
export function FigureSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-32 animate-pulse rounded-xl border border-slate-200 bg-white" />
      ))}
    </div>
  );
}
