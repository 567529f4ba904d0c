import { useEffect, useSyncExternalStore } from 'react';

// Whether the browser has taken over the page the server drew: every control works from then on.
let takenOver = false;
const listeners = new Set<() => void>();

/** Called before a page the browser draws itself, and once a drawn page's content is hydrated. */
export function markTakenOver(): void {
  if (takenOver) return;
  takenOver = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTakenOver(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => takenOver,
    () => false,
  );
}

/**
 * Placed after the page inside its Suspense boundary: its effect runs only once that boundary,
 * the page with its chunk and translations, is hydrated (not merely the frame around it).
 */
export function MarkTakenOverWhenHydrated(): null {
  useEffect(() => markTakenOver(), []);
  return null;
}
