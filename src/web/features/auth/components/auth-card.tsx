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
