import WebSocket from 'ws';
import { socketProtocols } from '../../src/shared/socket-protocols';

/** A socket under test: its messages as they come, and how it closed. */
export interface TestSocket {
  ws: WebSocket;
  /** Resolves with the next JSON message (or rejects after `timeoutMs`). */
  next(timeoutMs?: number): Promise<any>;
  /** Messages received so far and not yet taken by next(). */
  pending: any[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once the server has accepted and not closed it within `settleMs`. */
  settled(settleMs?: number): Promise<boolean>;
  close(): void;
}

/** Opens a socket as the browser does: the access token, if given, offered as a subprotocol. */
export function openTestSocket(url: string, token?: string): TestSocket {
  const ws = new WebSocket(url, token === undefined ? [] : socketProtocols(token));
  const pending: any[] = [];
  const waiters: ((value: any) => void)[] = [];
  let isClosed = false;
  ws.on('message', (data) => {
    const value = JSON.parse((data as Buffer).toString('utf8'));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else pending.push(value);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      isClosed = true;
      resolve({ code, reason: reason.toString() });
    });
  });
  ws.on('error', () => {
    // a refused upgrade also closes; the test reads `closed`
  });
  return {
    ws,
    pending,
    closed,
    next(timeoutMs = 5000) {
      if (pending.length > 0) return Promise.resolve(pending.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within timeout')), timeoutMs);
        waiters.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
    async settled(settleMs = 400) {
      await new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.OPEN) resolve();
        else ws.once('open', () => resolve());
        void closed.then(() => resolve());
      });
      await new Promise((r) => setTimeout(r, settleMs));
      return !isClosed && ws.readyState === WebSocket.OPEN;
    },
    close() {
      if (ws.readyState !== WebSocket.CLOSED) ws.close();
    },
  };
}

/** Builds the socket URL for a server at `httpUrl`. */
export function socketUrl(httpUrl: string, query: Record<string, string | undefined>): string {
  const url = new URL('/ws/notifications', httpUrl.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}
