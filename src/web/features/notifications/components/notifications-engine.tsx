import {
  useCallback,
  useLayoutEffect,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import type { NotificationItem } from '../../../../shared/schemas/notifications';
import type { NotificationsValue } from './notifications-provider';
import { useSession } from '../../../lib/session/session-context';
import {
  dismissNotification,
  fetchNotifications,
  markAllNotificationsRead,
} from '../api/notifications-api';
import { initialNotificationsState, notificationsReducer } from '../lib/notifications-state';
import { BLOCKED_SESSION_REASON, useNotificationsSocket } from './use-notifications-socket';

/**
 * The signed-in user's notifications: the first page from the API, then live arrivals in front,
 * over the live socket. Mounted by NotificationsProvider only while someone is signed in, and
 * loaded on demand, so visitors of the public site never download it.
 */
export default function NotificationsEngine({
  onChange,
}: {
  onChange: (value: NotificationsValue) => void;
}) {
  const session = useSession();
  // An admin viewing as one person watches that person's notifications (docs/decisions/0049).
  const accountId = session.user ? (session.impersonatedUser?.id ?? session.user.id) : null;
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const [loadState, setLoadState] = useState<NotificationsValue['loadState']>('loading');
  // Ids that arrived live while a list request was in flight: the answer may predate them.
  const liveDuringFetch = useRef<Set<string> | null>(null);
  const currentAccount = useRef(accountId);
  useLayoutEffect(() => {
    currentAccount.current = accountId;
  }, [accountId]);

  const reload = useCallback(async () => {
    const forAccount = currentAccount.current;
    const live = new Set<string>();
    liveDuringFetch.current = live;
    try {
      const page = await fetchNotifications(session);
      if (currentAccount.current !== forAccount) return;
      dispatch({ type: 'loaded', page, keepIds: live });
      setLoadState('ready');
    } catch (err) {
      console.error('Could not load notifications', err);
      if (currentAccount.current === forAccount) setLoadState('error');
    } finally {
      if (liveDuringFetch.current === live) liveDuringFetch.current = null;
    }
  }, [session]);

  const queryClient = useQueryClient();
  const onNotification = useCallback(
    (item: NotificationItem) => {
      liveDuringFetch.current?.add(item.id);
      dispatch({ type: 'received', item });
      showToast('info', item.title);
      // What it announces changed: open lists and details of that data reload in place.
      for (const topic of item.topics) void queryClient.invalidateQueries({ queryKey: [topic] });
    },
    [queryClient],
  );

  // The list loads at sign-in whether or not the socket gets through (a proxy may block it);
  // every socket open loads it again, so nothing sent while disconnected is missed.
  const loadFirstPage = useEffectEvent(() => void reload());
  useEffect(() => {
    if (accountId) void Promise.resolve().then(loadFirstPage);
  }, [accountId]);

  const getAccessToken = useCallback((fresh: boolean) => session.getIdToken(fresh), [session]);
  const onBlocked = useCallback(() => session.endSession(BLOCKED_SESSION_REASON), [session]);

  const status = useNotificationsSocket({
    accountId,
    getAccessToken,
    onOpen: () => void reload(),
    onNotification,
    onBlocked,
  });

  // Signed out (or another account signed in): forget the previous account's list at once.
  const [shownFor, setShownFor] = useState(accountId);
  if (shownFor !== accountId) {
    setShownFor(accountId);
    setLoadState('loading');
    dispatch({ type: 'cleared' });
  }

  const dismiss = useCallback(
    async (id: string) => {
      await dismissNotification(session, id);
      dispatch({ type: 'dismissed', id });
    },
    [session],
  );

  const markAllRead = useCallback(async () => {
    await markAllNotificationsRead(session);
    dispatch({ type: 'all-read' });
  }, [session]);

  const nextCursor = state.nextCursor;
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const page = await fetchNotifications(session, nextCursor);
    dispatch({ type: 'appended', page });
  }, [session, nextCursor]);

  const value = useMemo<NotificationsValue>(
    () => ({
      items: state.items,
      unreadCount: state.unreadCount,
      hasMore: state.nextCursor !== null,
      loadState,
      status,
      reload,
      dismiss,
      markAllRead,
      loadMore,
    }),
    [state, loadState, status, reload, dismiss, markAllRead, loadMore],
  );

  useEffect(() => onChange(value), [onChange, value]);
  return null;
}
