import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydration';

/**
 * A page the server drew is readable at once, but its buttons and fields only work once the
 * browser has hydrated it. Until then they are disabled (a fieldset disables every control in it;
 * links keep working): a click or a typed word is never lost, and a form is never sent the
 * browser's own way (a sign-in form would put the password in the address). HTML allows no
 * `<main>` inside a fieldset, so the public frame holds each of its regions in one of these.
 */
export function ControlsOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}
