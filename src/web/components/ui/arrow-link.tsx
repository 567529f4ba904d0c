import { ArrowLeft, ArrowRight, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

const moreClass = 'inline-flex items-center gap-1 font-semibold text-ocean hover:underline';

/**
 * A link that leads on ("All listings", "Open the lease"), its label followed by an arrow. Drawn
 * as an ocean text link unless `className` gives it a button's look.
 */
export function ArrowLink({ className = moreClass, children, ...link }: LinkProps) {
  return (
    <Link className={className} {...link}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** The "Open ›" at the foot of a card that is a link as a whole (a statement, a lease). */
export function OpenCue({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-ocean">
      {children}
      <ChevronRight className="size-4" aria-hidden="true" />
    </span>
  );
}

const backClass =
  'inline-flex items-center gap-1 self-start text-sm font-semibold text-ocean hover:underline';

/** The way back up (to the list a record was opened from): an arrow, then its label. */
export function BackLink({ className = backClass, children, ...link }: LinkProps) {
  return (
    <Link className={className} {...link}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * A list's rows as cards below 1024 px (the table takes over from there), each card a link to
 * its record as a whole, ending in the "Open" cue `open` words.
 */
export function LinkCards<Row extends { id: string }>({
  label,
  rows,
  to,
  open,
  children,
}: {
  label: string;
  rows: Row[];
  to: (row: Row) => string;
  open: string;
  children: (row: Row) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3 lg:hidden">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={to(row)}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-ocean/50"
          >
            {children(row)}
            <OpenCue>{open}</OpenCue>
          </Link>
        </li>
      ))}
    </ul>
  );
}
