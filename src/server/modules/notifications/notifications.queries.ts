import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationReceipts, notifications, users } from '../../db/tables';
import { toNotificationItem } from './notifications.service';

/** Whose notifications: the account, its current role, and when it was created. */
export interface Recipient {
  id: string;
  role: string;
  createdAt: Date;
}

export async function findRecipient(db: Db, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Targeted to the account, to its role, or to everyone, and sent since it was created. */
function addressedTo(recipient: Recipient): SQL {
  return and(
    or(
      eq(notifications.targetUserId, recipient.id),
      eq(notifications.targetRole, recipient.role),
      eq(notifications.targetAll, true),
    ),
    gte(notifications.createdAt, recipient.createdAt),
  )!;
}

const receiptJoin = (recipient: Recipient) =>
  and(
    eq(notificationReceipts.notificationId, notifications.id),
    eq(notificationReceipts.userId, recipient.id),
  );

export async function listNotifications(
  db: Db,
  recipient: Recipient,
  options: { before?: Date; limit: number },
) {
  const visible = and(addressedTo(recipient), isNull(notificationReceipts.dismissedAt));
  const rows = await db
    .select({ notification: notifications, readAt: notificationReceipts.readAt })
    .from(notifications)
    .leftJoin(notificationReceipts, receiptJoin(recipient))
    .where(options.before ? and(visible, lt(notifications.createdAt, options.before)) : visible)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    // One more than asked: whether it came back says if there is a next page.
    .limit(options.limit + 1);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReceipts, receiptJoin(recipient))
    .where(and(visible, isNull(notificationReceipts.readAt)));
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toNotificationItem(r.notification, r.readAt !== null)),
    unreadCount: unread?.n ?? 0,
    nextCursor:
      rows.length > options.limit && last ? last.notification.createdAt.toISOString() : null,
  };
}

/** False when the notification is not one of the recipient's (or does not exist). */
export async function dismissNotification(
  db: Db,
  recipient: Recipient,
  notificationId: string,
): Promise<boolean> {
  const [mine] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), addressedTo(recipient)));
  if (!mine) return false;
  const now = new Date();
  await db
    .insert(notificationReceipts)
    .values({ notificationId, userId: recipient.id, readAt: now, dismissedAt: now })
    .onConflictDoUpdate({
      target: [notificationReceipts.notificationId, notificationReceipts.userId],
      set: {
        readAt: sql`coalesce(${notificationReceipts.readAt}, excluded.read_at)`,
        dismissedAt: sql`coalesce(${notificationReceipts.dismissedAt}, excluded.dismissed_at)`,
      },
    });
  return true;
}

/** One statement: a receipt for every notification of the recipient's not yet read. */
export async function markAllRead(db: Db, recipient: Recipient): Promise<void> {
  const now = new Date();
  const unread = db
    .select({
      notificationId: notifications.id,
      userId: sql`${recipient.id}::uuid`.as('user_id'),
      readAt: sql`${now.toISOString()}::timestamptz`.as('read_at'),
      // Drizzle's insert…select wants every column, in the table's order.
      dismissedAt: sql`null::timestamptz`.as('dismissed_at'),
    })
    .from(notifications)
    .leftJoin(notificationReceipts, receiptJoin(recipient))
    .where(and(addressedTo(recipient), isNull(notificationReceipts.readAt)));
  await db
    .insert(notificationReceipts)
    .select(unread)
    .onConflictDoUpdate({
      target: [notificationReceipts.notificationId, notificationReceipts.userId],
      set: { readAt: sql`coalesce(${notificationReceipts.readAt}, excluded.read_at)` },
    });
}
