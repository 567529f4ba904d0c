import { eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';

/** The account a socket asks to watch, with what admission checks: role, block, token cut-off. */
export async function loadSocketAccount(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      blocked: users.blocked,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
