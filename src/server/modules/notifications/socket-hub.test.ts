import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import { HEARTBEAT_MS, createSocketHub } from './socket-hub';

/** Just enough of a ws socket for the registry: ping/pong, terminate, close. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = false;
  answersPings = true;
  ping() {
    this.pings += 1;
    if (this.answersPings) queueMicrotask(() => this.emit('pong'));
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close() {
    this.terminate();
  }
  send() {}
}

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('socket hub heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every 30 s and drops a socket that missed a pong', async () => {
    const hub = createSocketHub({} as AppContext, log);
    const live = new FakeSocket();
    const dead = new FakeSocket();
    dead.answersPings = false;
    hub.add(live as unknown as WebSocket, {
      accountId: 'a',
      accountRole: 'resident',
      viewerId: 'a',
      viewerSessionId: 'sa',
    });
    hub.add(dead as unknown as WebSocket, {
      accountId: 'b',
      accountRole: 'resident',
      viewerId: 'b',
      viewerSessionId: 'sb',
    });
    expect(hub.size()).toBe(2);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(live.pings).toBe(1);
    expect(dead.pings).toBe(1);
    expect(dead.terminated).toBe(false);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(dead.terminated).toBe(true);
    expect(live.terminated).toBe(false);
    expect(hub.size()).toBe(1);
    hub.close();
  });

  it('forgets a socket once it closes', () => {
    const hub = createSocketHub({} as AppContext, log);
    const socket = new FakeSocket();
    hub.add(socket as unknown as WebSocket, {
      accountId: 'a',
      accountRole: 'mt',
      viewerId: 'a',
      viewerSessionId: 's',
    });
    socket.close();
    expect(hub.size()).toBe(0);
    hub.close();
  });
});
