import { useSyncExternalStore } from 'react';
import { pathWithoutLanguage } from '../../shared/language-path';

/** How long a page may take to arrive before the branded loader stands in for it. */
export const SLOW_PAGE_MS = 300;

/** A move to another page that has not been drawn after SLOW_PAGE_MS. */
export interface SlowMove {
  /** The router's key of the location moved to: drawn once the tree shows that location. */
  key: string;
  /** Its path without the language. */
  appPath: string;
}

interface MovingRouter {
  state: { location: { key: string; pathname: string } };
  subscribe(listener: (state: { location: { key: string; pathname: string } }) => void): () => void;
}

let slow: SlowMove | null = null;
const listeners = new Set<() => void>();

function announce(move: SlowMove | null): void {
  slow = move;
  for (const listener of listeners) listener();
}

/**
 * Follows the router's moves. The router takes the new location at once and React draws it in a
 * transition, which keeps the old page on screen while the new page's code (or its texts) load;
 * a move to another path still not drawn after `delayMs` is announced, so the branded loader can
 * stand in for it. Whether it has been drawn is for the tree to tell (it shows that location).
 */
export function followPageMoves(router: MovingRouter, delayMs = SLOW_PAGE_MS): () => void {
  let last = router.state.location;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = router.subscribe(({ location }) => {
    if (location.key === last.key) return;
    const toAnotherPath = location.pathname !== last.pathname;
    last = location;
    clearTimeout(timer);
    if (slow) announce(null);
    if (!toAnotherPath) return;
    const move = { key: location.key, appPath: pathWithoutLanguage(location.pathname) };
    timer = setTimeout(() => announce(move), delayMs);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The slow move under way, if any; none while the server draws. */
export function useSlowMove(): SlowMove | null {
  return useSyncExternalStore(
    subscribe,
    () => slow,
    () => null,
  );
}
