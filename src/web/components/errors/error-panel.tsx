import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The frame of a page that cannot be shown (not found, access denied): its icon in a circle, an
 * optional line above the heading (the code), the heading and its text, then `children` (the
 * ways on). `id` names the section's heading, `${id}-title`.
 */
export function ErrorPanel({
  id,
  icon: Icon,
  iconTone,
  eyebrow,
  title,
  text,
  children,
}: {
  id: string;
  icon: LucideIcon;
  /** The circle's background and the icon's colour. */
  iconTone: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <span className={`mb-6 flex size-16 items-center justify-center rounded-full ${iconTone}`}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-slate-500">{eyebrow}</p>}
      <h1
        id={`${id}-title`}
        className={`${eyebrow ? 'mt-2 ' : ''}text-3xl font-semibold text-navy`}
      >
        {title}
      </h1>
      <p className="mt-4 text-base text-slate-700">{text}</p>
      {children}
    </section>
  );
}
