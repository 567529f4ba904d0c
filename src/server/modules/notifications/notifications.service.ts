import { rolesHolding } from '../../../shared/permissions';
import type { NotificationTopic } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notifications } from '../../db/tables';

/** Who receives a notification: exactly one of the three. */
export interface NotificationTarget {
  userId?: string;
  role?: string;
  all?: boolean;
}

export interface NotificationInput extends NotificationTarget {
  title: string;
  body: string;
  link?: string | null;
  /** The data this notification changes, refreshed on arrival by every recipient's client. */
  topics?: NotificationTopic[];
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores one notification. Call it inside the transaction of the change it announces, then
 * `publishNotification` after the commit, so nobody is told about a change that was rolled back.
 */
export async function insertNotification(
  db: Db,
  input: NotificationInput,
  createdBy: string | null,
): Promise<NotificationRow> {
  const targets = [input.userId !== undefined, input.role !== undefined, input.all === true];
  if (targets.filter(Boolean).length !== 1) {
    throw new Error('A notification needs exactly one target: userId, role or all');
  }
  const [row] = await db
    .insert(notifications)
    .values({
      title: input.title,
      body: input.body,
      link: input.link || null,
      targetUserId: input.userId ?? null,
      targetRole: input.role ?? null,
      targetAll: input.all === true,
      topics: input.topics ?? [],
      createdBy,
      // Set here at millisecond precision, so the ISO cursor the API hands out matches exactly.
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** What an office notice says; whom it reaches is the table's business. */
export type OfficeNoticeInput = Omit<NotificationInput, keyof NotificationTarget>;

/**
 * Stores a notice for the office: one notification for each role holding
 * `receive:office-notices:any`, read by every account whose stored role it is. Like
 * `insertNotification`, inside the change's transaction; publish the rows after the commit.
 */
export async function insertOfficeNotice(
  db: Db,
  input: OfficeNoticeInput,
  createdBy: string | null,
): Promise<NotificationRow[]> {
  const rows: NotificationRow[] = [];
  for (const role of rolesHolding('receive:office-notices:any')) {
    rows.push(await insertNotification(db, { ...input, role }, createdBy));
  }
  return rows;
}

export function targetOf(row: NotificationRow): NotificationTarget {
  if (row.targetUserId) return { userId: row.targetUserId };
  if (row.targetRole) return { role: row.targetRole };
  return { all: true };
}

/** Announces a stored notification to every process; each one pushes it to its own sockets. */
export async function publishNotification(ctx: AppContext, row: NotificationRow): Promise<void> {
  await ctx.bus.publish({ type: 'notification', notificationId: row.id, target: targetOf(row) });
}

export async function createNotification(
  ctx: AppContext,
  input: NotificationInput,
  createdBy: string | null,
): Promise<NotificationRow> {
  const row = await insertNotification(ctx.db, input, createdBy);
  await publishNotification(ctx, row);
  return row;
}

/** The shape a recipient sees; a fresh notification is unread by definition. */
export function toNotificationItem(row: NotificationRow, read = false) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read,
    topics: row.topics as NotificationTopic[],
  };
}
