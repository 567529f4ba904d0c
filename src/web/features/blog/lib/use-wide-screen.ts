import { useSyncExternalStore } from 'react';

/** The editor's preview sits beside the text from 1024 px (Tailwind's lg), as tabs below. */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True at 1024 px and wider; the server draws the narrow layout (the editor is signed-in only). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
