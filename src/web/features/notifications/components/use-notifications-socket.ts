import { useEffect, useEffectEvent, useState } from 'react';
import type { NotificationItem } from '../../../../shared/schemas/notifications';
import {
  SOCKET_CLOSE_BLOCKED,
  SOCKET_CLOSE_UNAUTHENTICATED,
} from '../../../../shared/socket-close-codes';
import { socketProtocols } from '../../../../shared/socket-protocols';
import {
  UNPARSEABLE_MESSAGE_ERROR,
  notificationsSocketUrl,
  parseNotificationMessage,
  reconnectDelay,
} from '../lib/notifications-state';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export const BLOCKED_SESSION_REASON = 'Your account has been blocked.';

interface SocketOptions {
  /** The signed-in account; null keeps the socket closed. */
  accountId: string | null;
  /** The access token, refreshed first when `fresh` (the last one was refused) or about to expire. */
  getAccessToken: (fresh: boolean) => Promise<string>;
  /** Called on every open: fetch the list, so whatever came while we were away is not lost. */
  onOpen: () => void;
  onNotification: (item: NotificationItem) => void;
  onBlocked: () => void;
}

/**
 * The live connection (docs/product.md: JSON messages in, nothing out), plus what it lacked: the
 * access token offered as a subprotocol on every attempt (docs/decisions/0063), and reconnection
 * with backoff unless the server shut us out on purpose.
 */
export function useNotificationsSocket(options: SocketOptions): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>('idle');
  const { accountId } = options;
  // Effect events see the latest callbacks, so a re-render does not tear down an open socket.
  const getAccessToken = useEffectEvent((fresh: boolean) => options.getAccessToken(fresh));
  const onOpen = useEffectEvent(() => options.onOpen());
  const onNotification = useEffectEvent((item: NotificationItem) => options.onNotification(item));
  const onBlocked = useEffectEvent(() => options.onBlocked());

  useEffect(() => {
    if (!accountId) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    // Set after a 4001: the token was refused (expired, or its session changed), so refresh it.
    let tokenRefused = false;

    const scheduleReconnect = () => {
      if (stopped) return;
      setStatus('reconnecting');
      timer = setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };

    async function connect(): Promise<void> {
      setStatus('connecting');
      let token: string;
      try {
        token = await getAccessToken(tokenRefused);
      } catch (err) {
        console.error('Notifications: could not get an access token', err);
        scheduleReconnect();
        return;
      }
      if (stopped || !accountId) return;
      const ws = new WebSocket(
        notificationsSocketUrl(window.location, accountId),
        socketProtocols(token),
      );
      socket = ws;
      ws.onopen = () => {
        console.info('Notifications connection open');
        attempt = 0;
        tokenRefused = false;
        setStatus('open');
        onOpen();
      };
      ws.onmessage = (event: MessageEvent) => {
        const item = parseNotificationMessage(event.data);
        if (!item) {
          console.error(UNPARSEABLE_MESSAGE_ERROR, event.data);
          return;
        }
        onNotification(item);
      };
      ws.onerror = (event) => {
        console.error('Notifications connection error', event);
      };
      ws.onclose = (event: CloseEvent) => {
        console.info('Notifications connection closed', event.code, event.reason);
        if (socket === ws) socket = null;
        if (stopped) return;
        if (event.code === SOCKET_CLOSE_BLOCKED && event.reason === 'blocked') {
          setStatus('closed');
          onBlocked();
          return;
        }
        if (event.code === SOCKET_CLOSE_BLOCKED) {
          // Refused for another reason than a block: trying again would be refused again.
          setStatus('closed');
          return;
        }
        // 4001 (token expired, or its session changed): a refreshed token, after a wait. A
        // network drop: the same token, unless it is about to expire.
        if (event.code === SOCKET_CLOSE_UNAUTHENTICATED) {
          tokenRefused = true;
          attempt = Math.max(attempt, 1);
        }
        scheduleReconnect();
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (socket && socket.readyState !== WebSocket.CLOSED) socket.close(1000, 'signed out');
      socket = null;
      setStatus('idle');
    };
  }, [accountId]);

  return accountId ? status : 'idle';
}
