import type { ReactNode } from 'react';

/** The centred card the sign-in and password pages share. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-sand/60 px-4 py-12 md:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-navy/10 bg-white p-6 shadow-sm md:p-8">
        <h1 className="font-display text-3xl font-semibold text-navy">{title}</h1>
        {intro && <p className="mt-2 text-sm text-slate-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** What went wrong for the whole form, over its fields. */
export function AuthAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {children}
    </div>
  );
}

/** The card's one action; it says it is working while the request is out. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded-lg bg-ocean px-4 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** The card's answer in place of its form: what happened, and where to go next. */
export function AuthOutcome({
  role,
  message,
  next,
}: {
  role: 'status' | 'alert';
  message: string;
  next: ReactNode;
}) {
  return (
    <div role={role} className="flex flex-col gap-4 text-sm text-slate-800">
      <p>{message}</p>
      {next}
    </div>
  );
}
