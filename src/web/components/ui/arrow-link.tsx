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
