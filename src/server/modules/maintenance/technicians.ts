import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';

/** The technicians work can be booked with: active `mt` accounts, by name. */
export function listTechnicians(db: Db) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'mt'), eq(users.blocked, false)))
    .orderBy(asc(users.name));
}
