import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import type { NotificationItem } from '../../../../shared/schemas/notifications';
import { useSession } from '../../../lib/session/session-context';
import type { SocketStatus } from './use-notifications-socket';

export interface NotificationsValue {
  /** Newest first. */
  items: NotificationItem[];
  unreadCount: number;
  /** Older notifications exist beyond the loaded ones. */
  hasMore: boolean;
  /** The first page: still loading, loaded, or failed (retry with `reload`). */
  loadState: 'loading' | 'ready' | 'error';
  status: SocketStatus;
  reload: () => Promise<void>;
  dismiss: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  loadMore: () => Promise<void>;
}

const NotificationsContext = createContext<NotificationsValue | null>(null);
const NotificationsEngine = lazy(() => import('./notifications-engine'));

const nothing = async () => undefined;
const SIGNED_OUT: NotificationsValue = {
  items: [],
  unreadCount: 0,
  hasMore: false,
  loadState: 'loading',
  status: 'idle',
  reload: nothing,
  dismiss: nothing,
  markAllRead: nothing,
  loadMore: nothing,
};

/**
 * Holds the signed-in user's notifications (see NotificationsEngine). Signed out, it holds
 * nothing, keeps no socket open and loads none of the engine's code.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { user, impersonatedUser } = useSession();
  // An admin viewing as one person sees that person's list and live arrivals (decision 0049).
  const accountId = user ? (impersonatedUser?.id ?? user.id) : null;
  // Tagged with its account, so another account never sees the previous one's list.
  const [latest, setLatest] = useState<{ accountId: string; value: NotificationsValue } | null>(
    null,
  );
  const onChange = useCallback(
    (value: NotificationsValue) => accountId && setLatest({ accountId, value }),
    [accountId],
  );
  const value = latest && latest.accountId === accountId ? latest.value : SIGNED_OUT;
  return (
    <NotificationsContext.Provider value={value}>
      {accountId && (
        <Suspense fallback={null}>
          <NotificationsEngine key={accountId} onChange={onChange} />
        </Suspense>
      )}
      {children}
    </NotificationsContext.Provider>
  );
}

export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
}
