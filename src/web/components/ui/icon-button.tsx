import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

/** A plain button (not a submit) whose label follows a small icon; `className` draws it. */
export function IconButton({
  icon: Icon,
  onClick,
  className,
  ref,
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button ref={ref} type="button" onClick={onClick} className={className}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}
