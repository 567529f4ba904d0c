import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Where a public page sits: `trail` links up to the places above it, then `current` (when given)
 * names the page itself, cut short on one line when `truncate` says so; chevrons between them.
 */
export function Breadcrumbs({
  label,
  trail,
  current,
}: {
  label: string;
  trail: { to: string; label: string }[];
  current?: { label: ReactNode; truncate?: boolean };
}) {
  const link = (step: { to: string; label: string }) => (
    <Link to={step.to} className="hover:text-ocean hover:underline">
      {step.label}
    </Link>
  );
  return (
    <nav aria-label={label} className="text-sm text-navy/75">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((step, i) =>
          i === 0 ? (
            <li key={step.to}>{link(step)}</li>
          ) : (
            <li key={step.to} className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden="true" />
              {link(step)}
            </li>
          ),
        )}
        {current &&
          (current.truncate ? (
            <li
              aria-current="page"
              className="flex min-w-0 items-center gap-1 font-medium text-navy"
            >
              <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{current.label}</span>
            </li>
          ) : (
            <li aria-current="page" className="flex items-center gap-1 font-medium text-navy">
              <ChevronRight className="size-4" aria-hidden="true" />
              {current.label}
            </li>
          ))}
      </ol>
    </nav>
  );
}
