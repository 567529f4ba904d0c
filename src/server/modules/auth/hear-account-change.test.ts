import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bus, BusMessage } from '../../lib/bus';
import { createMemoryBus } from '../../lib/bus';
import { hearAccountChange } from './cached-session-accounts';

/** A memory bus that counts its listeners, so a test can see one was let go. */
function countingBus(): Bus & { listeners(): number } {
  const bus = createMemoryBus();
  let listeners = 0;
  return {
    ...bus,
    subscribe(handler: (message: BusMessage) => void) {
      listeners++;
      const off = bus.subscribe(handler);
      return () => {
        listeners--;
        off();
      };
    },
    listeners: () => listeners,
  };
}

afterEach(() => vi.useRealTimers());

describe('hearAccountChange', () => {
  it('settles when the account’s notice arrives, not another account’s, and stops listening', async () => {
    const bus = countingBus();
    const wait = hearAccountChange(bus, 'account-a', 60_000);
    let settled = false;
    const waiting = wait().then(() => (settled = true));
    await bus.publish({ type: 'account-changed', userId: 'account-b' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    await bus.publish({ type: 'account-changed', userId: 'account-a' });
    await waiting;
    expect(bus.listeners()).toBe(0);
  });

  it('gives up after its time-out when no notice comes', async () => {
    vi.useFakeTimers();
    const bus = countingBus();
    const waiting = hearAccountChange(bus, 'account-a', 1000)();
    await vi.advanceTimersByTimeAsync(1000);
    await waiting;
    expect(bus.listeners()).toBe(0);
  });

  it('cancel lets go of the bus at once, for a write that changed nothing', () => {
    const bus = countingBus();
    const heard = hearAccountChange(bus, 'account-a');
    expect(bus.listeners()).toBe(1);
    heard.cancel();
    expect(bus.listeners()).toBe(0);
  });
});
