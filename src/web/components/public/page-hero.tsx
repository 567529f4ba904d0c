import type { ReactNode } from 'react';
import { WaterLines } from '../illustrations/water-lines';

/**
 * The opening band of a public page: eyebrow, the page's one <h1>, a lead paragraph and an
 * optional drawing on the right from 1024 px.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  art,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-sand" aria-labelledby="page-title">
      <div
        className={`mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-12 md:py-16 lg:px-6 ${art ? 'lg:grid-cols-[1.2fr_1fr]' : ''}`}
      >
        <div className="min-w-0">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-ocean uppercase">{eyebrow}</p>
          )}
          <h1
            id="page-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold text-balance text-navy md:text-5xl"
          >
            {title}
          </h1>
          <WaterLines className="mt-5 h-5 w-32" />
          {lead && <p className="mt-5 max-w-2xl text-lg text-navy/80">{lead}</p>}
          {children}
        </div>
        {art && <div className="hidden lg:block">{art}</div>}
      </div>
    </section>
  );
}
