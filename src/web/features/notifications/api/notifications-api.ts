import type {
  CreateNotificationInput,
  NotificationItem,
  NotificationList,
} from '../../../../shared/schemas/notifications';
import type { Session } from '../../../lib/session/session-context';

/**
 * Anything with the session's authenticated `api` (passed whole, so `api` stays bound).
 * Body-less POSTs send `{}`: the session sets Content-Type: application/json on every call, and
 * the server refuses that header with an empty body.
 */
type ApiClient = Pick<Session, 'api'>;

export function fetchNotifications(
  client: ApiClient,
  before?: string | null,
): Promise<NotificationList> {
  const query = new URLSearchParams();
  if (before) query.set('before', before);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return client.api<NotificationList>(`/api/notifications${suffix}`);
}

export function dismissNotification(client: ApiClient, id: string): Promise<unknown> {
  return client.api(`/api/notifications/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
    body: {},
  });
}

export function markAllNotificationsRead(client: ApiClient): Promise<unknown> {
  return client.api('/api/notifications/read-all', { method: 'POST', body: {} });
}

export function sendNotification(
  client: ApiClient,
  input: CreateNotificationInput,
): Promise<{ notification: NotificationItem }> {
  return client.api('/api/notifications', { method: 'POST', body: input });
}
