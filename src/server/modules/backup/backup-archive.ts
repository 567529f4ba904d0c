import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract as tarExtract, pack as tarPack, type Pack } from 'tar-stream';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { FileStore } from '../../lib/file-store';
import { databaseTables, foreignKeys, migrationLevel, type TableShape } from './database-tables';

/** Rows per archive entry: a large table is written and restored a bounded piece at a time. */
const ROWS_PER_CHUNK = 2000;

export interface BackupManifest {
  format: 'blu-backup';
  version: 1;
  createdAt: string;
  /** Where it was taken from; it restores into either kind. */
  database: 'pglite' | 'pg';
  /** The schema version: it restores only into a database migrated to the same. */
  migrations: number;
  /** Rows of every table, counted in the same snapshot the rows were read in. */
  tables: Record<string, number>;
}

export interface BackupReport {
  manifest: BackupManifest;
  files: number;
}

function addEntry(archive: Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    archive.entry({ name, size: content.length }, content, (err) =>
      err ? reject(err) : resolve(),
    );
  });
}

async function addStream(archive: Pack, name: string, size: number, body: Readable) {
  await new Promise<void>((resolve, reject) => {
    const entry = archive.entry({ name, size }, (err) => (err ? reject(err) : resolve()));
    body.on('error', reject).pipe(entry);
  });
}

const chunkName = (table: string, n: number) =>
  `database/${table}/${String(n).padStart(6, '0')}.jsonl`;

/** Reads one table's rows as JSON lines through a cursor, a chunk at a time. */
async function dumpTable(tx: Db, table: TableShape, write: (lines: string[]) => Promise<void>) {
  await tx.execute(
    sql`declare blu_backup no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table.name)} t`,
  );
  for (;;) {
    const fetched = await rawRows<{ j: string }>(
      tx,
      sql.raw(`fetch ${ROWS_PER_CHUNK} from blu_backup`),
    );
    if (fetched.length === 0) break;
    await write(fetched.map((row) => row.j));
  }
  await tx.execute(sql`close blu_backup`);
}

async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row!.n;
}

/**
 * Foreign keys checked at the end of the transaction instead of at each row, so tables that
 * refer to each other (a charge and the payment that settled it) go back in any order; then
 * checked at once, and made immediate again, before the restore commits.
 */
async function deferForeignKeys(tx: Db, deferred: boolean) {
  for (const { table, name } of await foreignKeys(tx)) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} alter constraint ${sql.identifier(name)} ${sql.raw(
        deferred ? 'deferrable initially deferred' : 'not deferrable',
      )}`,
    );
  }
}

/**
 * Writes one gzipped tar archive: the manifest, every table's rows read in one consistent snapshot
 * (a read-only repeatable-read transaction, so the server keeps running and writing), then every
 * stored file. Files are listed after the snapshot, so each file a backed-up row names is in it
 * (barring one deleted in between, whose row was deleted too after the snapshot).
 */
export async function writeBackup(
  db: Db,
  files: FileStore,
  kind: 'pglite' | 'pg',
  out: Writable,
  now = new Date(),
): Promise<BackupReport> {
  const archive = tarPack();
  const written = pipeline(archive, createGzip(), out);
  const manifest = await db.transaction(
    async (tx) => {
      const tables = await databaseTables(tx);
      const counts: Record<string, number> = {};
      for (const table of tables) counts[table.name] = await countRows(tx, table.name);
      const made: BackupManifest = {
        format: 'blu-backup',
        version: 1,
        createdAt: now.toISOString(),
        database: kind,
        migrations: await migrationLevel(tx),
        tables: counts,
      };
      await addEntry(archive, 'manifest.json', Buffer.from(JSON.stringify(made, null, 2)));
      for (const table of tables) {
        let n = 0;
        await dumpTable(tx, table, (lines) =>
          addEntry(archive, chunkName(table.name, ++n), Buffer.from(lines.join('\n'))),
        );
      }
      return made;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let fileCount = 0;
  for await (const { key } of files.list()) {
    const opened = await files.open(key);
    if (!opened) continue; // removed since it was listed
    await addStream(archive, `files/${key}`, opened.size, opened.body);
    fileCount += 1;
  }
  archive.finalize();
  await written;
  return { manifest, files: fileCount };
}

export class RestoreRefused extends Error {}

async function readEntry(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function insertRows(tx: Db, table: TableShape, lines: string[]) {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/**
 * Brings an archive back into a database with no accounts yet (freshly migrated: reference rows
 * that migrations or start-up put there are replaced) and into a file store. Everything goes in one
 * transaction, committed only when every table holds the rows the manifest counted: a restore that
 * fails leaves the database as empty as it was.
 */
export async function restoreBackup(
  db: Db,
  files: FileStore,
  input: Readable,
): Promise<BackupReport> {
  const tables = new Map((await databaseTables(db)).map((table) => [table.name, table]));
  const level = await migrationLevel(db);
  return db.transaction(async (tx) => {
    if ((await countRows(tx, 'users')) > 0) {
      throw new RestoreRefused(
        'The database already has accounts: restore into an empty database or data folder.',
      );
    }
    await tx.execute(
      sql`truncate ${sql.join(
        [...tables.keys()].map((name) => sql.identifier(name)),
        sql`, `,
      )} restart identity cascade`,
    );
    await deferForeignKeys(tx, true);
    // The rows go back as they were: the books' rules about new postings (nothing dated in a
    // closed month; period balances added to by each line) step aside for this transaction, so
    // restored entries of closed months and restored balances are taken as written. Every entry
    // must still balance (the journal_rules migration in drizzle/).
    await tx.execute(sql`select set_config('blu.restoring', 'on', true)`);
    const extract = tarExtract();
    const reading = pipeline(input, createGunzip(), extract);
    // Awaited below once every entry is read; an error thrown on the way is the one reported.
    reading.catch(() => undefined);
    let manifest: BackupManifest | undefined;
    let fileCount = 0;
    for await (const entry of extract) {
      const name = entry.header.name;
      const content = await readEntry(entry as AsyncIterable<Buffer>);
      if (name === 'manifest.json') {
        manifest = JSON.parse(content.toString('utf8')) as BackupManifest;
        if (manifest.format !== 'blu-backup' || manifest.version !== 1) {
          throw new RestoreRefused('This file is not a Blu backup.');
        }
        if (manifest.migrations !== level) {
          throw new RestoreRefused(
            `This backup was taken at schema version ${manifest.migrations} and this Blu is at ` +
              `${level}: restore it with the Blu version that made it, then upgrade.`,
          );
        }
        continue;
      }
      if (!manifest) throw new RestoreRefused('This file is not a Blu backup (no manifest first).');
      const row = /^database\/([\w]+)\/\d+\.jsonl$/.exec(name);
      if (row) {
        const table = tables.get(row[1]!);
        if (!table) throw new RestoreRefused(`The backup holds a table this Blu lacks: ${row[1]}`);
        const text = content.toString('utf8');
        if (text) await insertRows(tx, table, text.split('\n'));
      } else if (name.startsWith('files/')) {
        await files.put(name.slice('files/'.length), content);
        fileCount += 1;
      }
    }
    await reading;
    if (!manifest) throw new RestoreRefused('This file is not a Blu backup (no manifest).');
    await tx.execute(sql`set constraints all immediate`);
    await deferForeignKeys(tx, false);
    for (const table of tables.values()) {
      const n = await countRows(tx, table.name);
      if (n !== (manifest.tables[table.name] ?? 0)) {
        throw new Error(
          `${table.name}: restored ${n} rows, the backup counted ${manifest.tables[table.name]}`,
        );
      }
      for (const [sequence, column] of table.sequences) {
        await tx.execute(
          sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1, false)`,
        );
      }
    }
    return { manifest, files: fileCount };
  });
}
