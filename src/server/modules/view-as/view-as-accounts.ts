import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  VIEW_AS_ACCOUNTS_LIMIT,
  type ViewAsAccountList,
  type ViewableRole,
} from '../../../shared/schemas/view-as';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The accounts of `role` an admin may view as: unblocked ones (the server refuses a blocked one),
 * by name then e-mail, matching `q` in either.
 */
export async function findViewableAccounts(
  db: Db,
  query: { role: ViewableRole; q?: string },
): Promise<ViewAsAccountList> {
  const conditions: SQL[] = [eq(users.role, query.role), eq(users.blocked, false)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.email))
      .limit(VIEW_AS_ACCOUNTS_LIMIT),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
