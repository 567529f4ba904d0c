import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../../../tests/support/fake-web-socket';
import { UNPARSEABLE_MESSAGE_ERROR } from '../lib/notifications-state';
import { useNotificationsSocket } from './use-notifications-socket';

const flush = () => act(async () => {});

function setup(
  accountId: string | null = 'acc-1',
  getAccessToken = vi.fn(async (_fresh: boolean) => 'token-1'),
) {
  const options = {
    accountId,
    getAccessToken,
    onOpen: vi.fn(),
    onNotification: vi.fn(),
    onBlocked: vi.fn(),
  };
  const hook = renderHook((props: typeof options) => useNotificationsSocket(props), {
    initialProps: options,
  });
  return { options, hook };
}

describe('useNotificationsSocket', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens only when signed in, at a ws URL from the page location, offering its token as a protocol', async () => {
    const { hook } = setup(null);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(hook.result.current).toBe('idle');

    const signedIn = setup('acc-1');
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.instances[0]!.url).toBe(
      `ws://${window.location.host}/ws/notifications?accountId=acc-1`,
    );
    expect(FakeWebSocket.instances[0]!.protocols).toEqual([
      'blu.notifications.v1',
      'blu.token.token-1',
    ]);
    act(() => FakeWebSocket.instances[0]!.open());
    expect(signedIn.hook.result.current).toBe('open');
    expect(signedIn.options.onOpen).toHaveBeenCalledTimes(1);
  });

  it('hands on parsed notifications and logs an unparseable one in Spanish', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { options } = setup();
    await flush();
    const ws = FakeWebSocket.instances[0]!;
    act(() => ws.open());
    act(() => ws.receive({ id: 'n1', title: 'Hi', body: 'B', link: null }));
    expect(options.onNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
    act(() => ws.receive('garbage'));
    expect(error).toHaveBeenCalledWith(UNPARSEABLE_MESSAGE_ERROR, 'garbage');
    expect(options.onNotification).toHaveBeenCalledTimes(1);
  });

  it('closes the socket on unmount unless it is already closed', async () => {
    const first = setup();
    await flush();
    act(() => FakeWebSocket.instances[0]!.open());
    first.hook.unmount();
    expect(FakeWebSocket.instances[0]!.closeCalls).toHaveLength(1);

    const second = setup();
    await flush();
    const ws = FakeWebSocket.instances[1]!;
    ws.readyState = FakeWebSocket.CLOSED;
    second.hook.unmount();
    expect(ws.closeCalls).toHaveLength(0);
  });

  it('reconnects after a drop, and waits longer each time', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { options, hook } = setup();
    await flush();
    act(() => FakeWebSocket.instances[0]!.serverClose(1006));
    expect(hook.result.current).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(options.getAccessToken).toHaveBeenCalledTimes(2);
    // A drop is not a refusal: the token is refreshed only if it is about to expire.
    expect(options.getAccessToken).toHaveBeenLastCalledWith(false);

    act(() => FakeWebSocket.instances[1]!.serverClose(1006));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(FakeWebSocket.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(3);
    // A successful open resets the wait, and refetches through onOpen.
    act(() => FakeWebSocket.instances[2]!.open());
    expect(options.onOpen).toHaveBeenCalledTimes(1);
  });

  it('ends the session on 4003 "blocked" and does not reconnect', async () => {
    vi.useFakeTimers();
    const { options, hook } = setup();
    await flush();
    act(() => FakeWebSocket.instances[0]!.open());
    act(() => FakeWebSocket.instances[0]!.serverClose(4003, 'blocked'));
    expect(options.onBlocked).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toBe('closed');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('retries when the token cannot be had', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const getAccessToken = vi.fn(async (_fresh: boolean) => 'token-2');
    getAccessToken.mockRejectedValueOnce(new Error('offline'));
    const { hook } = setup('acc-1', getAccessToken);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(hook.result.current).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.instances[0]!.protocols).toContain('blu.token.token-2');
  });

  it('refreshes its token after a 4001 refusal, and no longer once a socket opened', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const getAccessToken = vi.fn(async (fresh: boolean) => (fresh ? 'fresh' : 'stale'));
    setup('acc-1', getAccessToken);
    await flush();
    expect(FakeWebSocket.instances[0]!.protocols).toContain('blu.token.stale');
    act(() => FakeWebSocket.instances[0]!.serverClose(4001, 'session ended'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[1]!.protocols).toContain('blu.token.fresh');
    act(() => FakeWebSocket.instances[1]!.open());
    act(() => FakeWebSocket.instances[1]!.serverClose(1006));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeWebSocket.instances[2]!.protocols).toContain('blu.token.stale');
  });
});
