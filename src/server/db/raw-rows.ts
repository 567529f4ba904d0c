import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query: pg and PGlite both answer with `rows` (pg sends counts as strings). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
