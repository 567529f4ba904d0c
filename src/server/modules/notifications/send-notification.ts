import { eq } from 'drizzle-orm';
import type { CreateNotificationInput } from '../../../shared/schemas/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';
import { fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { insertNotification, type NotificationRow } from './notifications.service';

async function resolveUserId(db: Db, input: { userId?: string; email?: string }) {
  if (input.email !== undefined) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (!user) throw fieldError('email', 'notification.unknownEmail');
    return user.id;
  }
  if (input.userId !== undefined) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw fieldError('userId', 'notification.unknownUser');
    return user.id;
  }
  return undefined;
}

/** An admin's broadcast or message: stored with its audit entry, whole or not at all. */
export async function sendNotification(
  db: Db,
  actor: Actor,
  input: CreateNotificationInput,
): Promise<NotificationRow> {
  const { title, body, link, all, role } = input;
  const userId = await resolveUserId(db, input);
  const target = userId ? { userId } : role ? { role } : { all: all === true };
  return db.transaction(async (tx) => {
    const created = await insertNotification(tx, { title, body, link, ...target }, actor.id);
    await recordAudit(tx, actor, {
      action: 'notification.send',
      target: `notification:${created.id}`,
      after: { title, body, link: created.link, target },
    });
    return created;
  });
}
