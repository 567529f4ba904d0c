import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** What a backup needs to know of one table to write its rows and put them back. */
export interface TableShape {
  name: string;
  /** Columns a row is written with: generated columns are left for the database to compute. */
  columns: string[];
  /** Sequences that hand out its ids, set past the restored rows: `[sequence, column]`. */
  sequences: [string, string][];
}

/** Every table of the application's schema, by name. */
export async function databaseTables(db: Db): Promise<TableShape[]> {
  const columns = await rawRows<{ table: string; column: string; generated: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.is_generated as generated
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const sequences = await rawRows<{ table: string; column: string; sequence: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column",
               pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
        from information_schema.columns c
        where c.table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
  );

  const shapes = new Map<string, TableShape>();
  for (const { table, column, generated } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [], sequences: [] };
    if (generated !== 'ALWAYS') shape.columns.push(column);
    shapes.set(table, shape);
  }
  for (const { table, column, sequence } of sequences) {
    shapes.get(table)?.sequences.push([sequence, column]);
  }

  return [...shapes.values()];
}

/** How far the schema has been migrated: a backup goes back only into the same version. */
export async function migrationLevel(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/** Every foreign key of the schema, by table: a restore checks them once every row is back. */
export async function foreignKeys(db: Db): Promise<{ table: string; name: string }[]> {
  return rawRows(
    db,
    sql`select cl.relname as "table", k.conname as name
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'f' and n.nspname = 'public'
        order by 1, 2`,
  );
}
