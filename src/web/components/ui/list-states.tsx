import { CircleExclamationPoint, Inbox, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconButton } from './icon-button';

/** The next step an empty list offers: a page to open, or something to do here (clear filters). */
export type EmptyAction = { label: string } & ({ to: string } | { onClick: () => void });

/** Grey bars where rows will be; announced once as busy. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2 py-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

/**
 * Says the list is empty and what to do next: the title says what is missing, the children why
 * and what happens next, and `action` (when there is one) takes the reader there.
 */
export function EmptyState({
  title,
  children,
  icon: Icon = Inbox,
  action,
}: {
  title: string;
  children?: ReactNode;
  icon?: LucideIcon;
  action?: EmptyAction;
}) {
  const actionClass =
    'mt-1 inline-flex min-h-10 items-center rounded-lg bg-ocean px-4 text-sm font-semibold text-white hover:bg-ocean-dark';
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-ocean/10 text-ocean">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="font-semibold text-navy">{title}</p>
      {children && <div className="max-w-prose text-sm text-slate-600">{children}</div>}
      {action &&
        ('to' in action ? (
          <Link to={action.to} className={actionClass}>
            {action.label}
          </Link>
        ) : (
          <button type="button" onClick={action.onClick} className={actionClass}>
            {action.label}
          </button>
        ))}
    </div>
  );
}

/** What went wrong, with a way to try again. */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message?: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-red-900 sm:flex-row sm:items-center"
    >
      <CircleExclamationPoint className="size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-medium">{title}</p>
        {message && <p className="text-sm">{message}</p>}
      </div>
      <IconButton
        icon={RotateCw}
        onClick={onRetry}
        className="inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        {retryLabel}
      </IconButton>
    </div>
  );
}

/** A query that failed: its message, and a retry that asks again. */
export function QueryError({
  query,
  title,
  retryLabel,
}: {
  query: { error: Error | null; refetch: () => unknown };
  title: string;
  retryLabel: string;
}) {
  return (
    <ErrorState
      title={title}
      message={query.error?.message}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
    />
  );
}
