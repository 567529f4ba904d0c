import type { ReactNode } from 'react';

/**
 * A section named by its own <h2> (aria-labelledby the heading's `id`), so that a screen reader
 * lists it by that title; `className` draws the section and `titleClassName` the heading.
 */
export function LabelledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
