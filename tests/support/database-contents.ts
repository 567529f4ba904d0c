import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import { databaseTables } from '../../src/server/modules/backup/database-tables';

/** Every row of every table as JSON text, sorted: two databases holding the same rows agree. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await databaseTables(db)) {
    const rows = await rawRows<{ j: string }>(
      db,
      sql`select row_to_json(t)::text as j from ${sql.identifier(table.name)} t`,
    );
    all[table.name] = rows.map((row) => row.j).sort();
  }
  return all;
}
