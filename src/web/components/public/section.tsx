import type { ReactNode } from 'react';

/** A titled band of a public page; `tone` alternates backgrounds so long pages read in blocks. */
export function Section({
  id,
  title,
  lead,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: 'white' | 'sand' | 'navy';
  children: ReactNode;
}) {
  const tones = {
    white: 'bg-white text-navy',
    sand: 'bg-sand/60 text-navy',
    navy: 'bg-navy text-white',
  } as const;
  return (
    <section aria-labelledby={id} className={tones[tone]}>
      <div className="mx-auto max-w-[1200px] px-4 py-14 md:py-20 lg:px-6">
        <h2 id={id} className="font-display text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        {lead && (
          <p
            className={`mt-3 max-w-2xl text-lg ${tone === 'navy' ? 'text-white/80' : 'text-navy/75'}`}
          >
            {lead}
          </p>
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
