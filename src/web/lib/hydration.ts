import { useEffect, useSyncExternalStore } from 'react';

// Whether the browser has taken over the page the server drew: every control works from then on.
let hydrated = false;
const listeners = new Set<() => void>();

/** Called before a page the browser draws itself, and once a drawn page's content is hydrated. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * Placed after the page inside its Suspense boundary: its effect runs only once that boundary,
 * the page with its chunk and translations, is hydrated (not merely the frame around it).
 */
export function MarkHydrated(): null {
  useEffect(() => markHydrated(), []);
  return null;
}
