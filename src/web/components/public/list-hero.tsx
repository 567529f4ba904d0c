import type { ReactNode } from 'react';
import { WaterLines } from '../illustrations/water-lines';

/**
 * The opening band of a public list page (listings, communities, the blog): eyebrow, the page's
 * one <h1> (`id` names it for the band), a lead, the wave lines, then the page's filters. `text`
 * words each of the three: every such page keeps them under one prefix of its namespace.
 * `lines` takes the place of the plain wave lines (the blog sets its feed link beside them).
 */
export function ListHero({
  id,
  text,
  lines = <WaterLines className="mt-6 h-5 w-40" />,
  padding = 'pt-10 pb-8 md:pt-14',
  children,
}: {
  id: string;
  text: (part: 'eyebrow' | 'title' | 'lead') => string;
  lines?: ReactNode;
  padding?: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-sand" aria-labelledby={id}>
      <div className={`mx-auto max-w-[1200px] px-4 ${padding} lg:px-6`}>
        <p className="text-sm font-semibold tracking-wide text-ocean uppercase">
          {text('eyebrow')}
        </p>
        <h1 id={id} className="mt-2 font-display text-4xl font-semibold text-navy md:text-5xl">
          {text('title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-navy/80">{text('lead')}</p>
        {lines}
        {children}
      </div>
    </section>
  );
}
