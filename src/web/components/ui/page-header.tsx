import type { ReactNode } from 'react';

/**
 * The top of a portal page: its one <h1>, a line under it, and the page's actions (new, switch
 * view) on the right when it has any; `children` follow the line (a summary, a back link).
 */
export function PageHeader({
  title,
  lead,
  actions,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className="text-2xl font-semibold text-navy md:text-3xl">{title}</h1>
      {lead && <p className="mt-1 text-slate-600">{lead}</p>}
      {children}
    </>
  );
  return actions !== undefined ? (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>{heading}</div>
      {actions}
    </header>
  ) : (
    <header>{heading}</header>
  );
}
