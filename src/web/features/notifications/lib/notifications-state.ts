import {
  NOTIFICATION_TOPICS,
  type NotificationItem,
  type NotificationTopic,
} from '../../../../shared/schemas/notifications';

/** The in-memory list, newest first (docs/product.md), plus what the bell and paging need. */
export interface NotificationsState {
  items: NotificationItem[];
  /** Unread across all pages, not just the loaded one: the server counts, live arrivals add. */
  unreadCount: number;
  /** Cursor for the next older page; null when there is none. */
  nextCursor: string | null;
}

export interface NotificationsPage {
  items: NotificationItem[];
  unreadCount: number;
  nextCursor: string | null;
}

export type NotificationsAction =
  /**
   * The first page fetched from the server (sign-in, reconnect) replaces what we had, except
   * live arrivals (keepIds) that came in while the request was in flight and may be missing.
   */
  | { type: 'loaded'; page: NotificationsPage; keepIds?: ReadonlySet<string> }
  /** An older page, appended at the end. */
  | { type: 'appended'; page: NotificationsPage }
  /** A live message: goes to the front; a copy of one we already hold replaces it there. */
  | { type: 'received'; item: NotificationItem }
  | { type: 'dismissed'; id: string }
  | { type: 'all-read' }
  | { type: 'cleared' };

export const initialNotificationsState: NotificationsState = {
  items: [],
  unreadCount: 0,
  nextCursor: null,
};

export function notificationsReducer(
  state: NotificationsState,
  action: NotificationsAction,
): NotificationsState {
  switch (action.type) {
    case 'loaded': {
      const fetched = new Set(action.page.items.map((item) => item.id));
      const kept = state.items.filter(
        (item) => action.keepIds?.has(item.id) === true && !fetched.has(item.id),
      );
      return {
        items: sortNewestFirst(dedupeById([...kept, ...action.page.items])),
        unreadCount: action.page.unreadCount + countUnread(kept),
        nextCursor: action.page.nextCursor,
      };
    }
    case 'appended':
      return {
        ...state,
        items: dedupeById([...state.items, ...action.page.items]),
        nextCursor: action.page.nextCursor,
      };
    case 'received': {
      const existing = state.items.find((item) => item.id === action.item.id);
      const added = !existing && !action.item.read ? 1 : 0;
      return {
        ...state,
        items: [action.item, ...state.items.filter((item) => item.id !== action.item.id)],
        unreadCount: state.unreadCount + added,
      };
    }
    case 'dismissed': {
      const removed = state.items.find((item) => item.id === action.id);
      if (!removed) return state;
      return {
        ...state,
        items: state.items.filter((item) => item.id !== action.id),
        unreadCount: Math.max(0, state.unreadCount - (removed.read ? 0 : 1)),
      };
    }
    case 'all-read':
      return {
        ...state,
        items: state.items.map((item) => (item.read ? item : { ...item, read: true })),
        unreadCount: 0,
      };
    case 'cleared':
      return initialNotificationsState;
  }
}

function dedupeById(items: NotificationItem[]): NotificationItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

function sortNewestFirst(items: NotificationItem[]): NotificationItem[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function countUnread(items: readonly NotificationItem[]): number {
  return items.filter((item) => !item.read).length;
}

export const UNPARSEABLE_MESSAGE_ERROR = 'No se pudo interpretar la notificación';

/**
 * Reads one socket message. Anything that is not JSON, or not a notification with an id, is
 * null: the caller logs it in Spanish, as docs/product.md says, and shows nothing.
 */
export function parseNotificationMessage(data: unknown): NotificationItem | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== 'string' || raw.id === '') return null;
  return {
    id: raw.id,
    title: typeof raw.title === 'string' ? raw.title : '',
    body: typeof raw.body === 'string' ? raw.body : '',
    link: typeof raw.link === 'string' && raw.link !== '' ? raw.link : null,
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : new Date().toISOString(),
    read: raw.read === true,
    // Unknown topics are dropped: an older client ignores data it does not show.
    topics: Array.isArray(raw.topics)
      ? raw.topics.filter((t): t is NotificationTopic =>
          (NOTIFICATION_TOPICS as readonly unknown[]).includes(t),
        )
      : [],
  };
}

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Wait before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s, with "full jitter"
 * over the upper half so a server restart is not met by every client in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** ws:// beside http://, wss:// beside https://, on the page's own host. */
export function notificationsSocketUrl(
  location: { protocol: string; host: string },
  accountId: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ accountId });
  return `${scheme}//${location.host}/ws/notifications?${query.toString()}`;
}
