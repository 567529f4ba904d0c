import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
