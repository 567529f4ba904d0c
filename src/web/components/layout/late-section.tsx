import { Suspense, useEffect, useState, type ReactNode } from 'react';

function OnMount({ run }: { run: () => void }): null {
  useEffect(run, [run]);
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
  const [markHydrated] = useState(() => () => setHydrated(true));
  return (
    <fieldset disabled={!hydrated} role="presentation" className="contents">
      <Suspense fallback={null}>
        {children}
        <OnMount run={markHydrated} />
      </Suspense>
    </fieldset>
  );
}
