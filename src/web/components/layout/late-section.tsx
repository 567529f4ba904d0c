import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** Drawn after its siblings in the same Suspense boundary: when it mounts, they have too. */
function OnMount({ done }: { done: (value: true) => void }): null {
  useEffect(() => done(true), [done]);
  return null;
}

/**
 * A part of a page whose code arrives after the page's own (a lazy component at its foot). The
 * browser takes a drawn page over before that code is in, and until this part is hydrated too its
 * controls stay disabled: a click is never lost to a dead button, and a form is never sent the
 * browser's own way.
 */
export function LateSection({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  return (
    <fieldset disabled={!hydrated} role="presentation" className="contents">
      <Suspense fallback={null}>
        {children}
        <OnMount done={setHydrated} />
      </Suspense>
    </fieldset>
  );
}
