import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPageMoves, useSlowMove } from './page-moves';

type Location = { key: string; pathname: string };

/** A stand-in for the router: a location, and listeners told of each new one. */
function routerAt(pathname: string) {
  const listeners = new Set<(state: { location: Location }) => void>();
  const router = {
    state: { location: { key: 'k0', pathname } },
    subscribe(listener: (state: { location: Location }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(key: string, to: string) {
      router.state = { location: { key, pathname: to } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('followPageMoves', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('announces a move to another page once it has taken longer than the delay', () => {
    vi.useFakeTimers();
    const router = routerAt('/');
    stop = followPageMoves(router, 300);
    const { result } = renderHook(() => useSlowMove());
    act(() => {
      router.go('k1', '/es/storm');
    });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ key: 'k1', appPath: '/storm' });
    // The next move ends it, and starts its own wait.
    act(() => {
      router.go('k2', '/managed');
    });
    expect(result.current).toBeNull();
  });

  it('leaves a move within the page (its query or hash) alone', () => {
    vi.useFakeTimers();
    const router = routerAt('/slp');
    stop = followPageMoves(router, 300);
    const { result } = renderHook(() => useSlowMove());
    act(() => {
      router.go('k1', '/slp');
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBeNull();
  });
});
