import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, useTestServer } from '../../../../tests/support/api';
import { balancesByScan, balancesKept } from '../../../../tests/support/books';
import { makePng } from '../../../../tests/support/images';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { createLocalFileStore, type FileStore } from '../../lib/file-store';
import { accountBalance } from '../accounting/balances';
import { closeMonth, postEntry, reverseEntry, type LineInput } from '../accounting/journal';
import { JournalError } from '../accounting/journal-error';
import { RestoreRefused, restoreBackup, writeBackup } from './backup-archive';
import { everyRow } from '../../../../tests/support/database-contents';
import { databaseTables } from './database-tables';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'blu-backup-'));
  folders.push(made);
  return made;
};
const sourceDir = folder();
const server = useTestServer({ DATA_DIR: sourceDir });
let archive: string;

afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

async function userCount(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return Number(row!.n);
}

async function fileContents(files: FileStore): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for await (const { key } of files.list()) {
    found.set(key, (await files.read(key))!.toString('base64'));
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

async function emptyDatabase() {
  const opened = await openTestDatabase();
  // As a server started on it would: reference rows are there before anything is restored.
  await ensureReferenceData(opened.database.db);
  return opened;
}

/**
 * Books to back up: January closed with an entry reversed in February, so the restore puts back
 * entries of a closed month, a reversal naming it, and the period balances.
 */
async function postBooks(db: Db) {
  const [lease] = await rawRows<{ id: string }>(db, sql`select id from leases order by id limit 1`);
  const rent = (cents: number): LineInput[] => [
    { account: 'tenant_receivable', debit: cents, leaseId: lease!.id },
    { account: 'rent_income', credit: cents, leaseId: lease!.id },
  ];
  const january = await postEntry(db, {
    date: '2039-01-01',
    source: { kind: 'charge', id: 'backup-rent-1' },
    lines: rent(250_000),
  });
  await postEntry(db, { date: '2039-02-01', source: { kind: 'manual' }, lines: rent(250_000) });
  // Months close in order: the demo's months (its history is in the books) close first.
  const open = await rawRows<{ m: string }>(
    db,
    sql`select distinct to_char(entry_date, 'YYYY-MM') as m from journal_entries
        where entry_date < '2039-02-01' order by 1`,
  );
  for (const { m } of open) await closeMonth(db, m, null);
  await reverseEntry(db, january.id, { date: '2039-02-03' });
}

beforeAll(async () => {
  const admin = await server.signIn('admin@example.com');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(80, 60))], { type: 'image/png' }), 'p.png');
  form.append('altText', 'Seawall');
  const [listing] = await rawRows<{ id: string }>(
    server.database.db,
    sql`select id from listings limit 1`,
  );
  const listingId = listing!.id;
  const res = await fetch(`${server.url}/api/listings/${listingId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(res.status).toBe(201);

  await postBooks(server.database.db);

  archive = path.join(folder(), 'blu.tar.gz');
  // Written while the server keeps taking leads: the snapshot holds whole rows, counted alike.
  const writes = Array.from({ length: 8 }, (_, i) =>
    server.request('POST', '/api/leads/concierge', {
      body: {
        name: `Backup Visitor ${i}`,
        email: `backup-${i}@example.org`,
        phone: '+1 305 555 0100',
        services: ['cleaning'],
        message: 'Arriving next week with guests.',
        consent: true,
      },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    }),
  );
  await writeBackup(
    server.database.db,
    createLocalFileStore(sourceDir),
    server.database.kind,
    createWriteStream(archive),
  );
  await Promise.all(writes);
});

describe('a backup of the demo', () => {
  it('restores elsewhere with every table’s rows and every file as they were', async () => {
    // The leads sent during the backup may or may not be in it: compare with the rows it counted.
    const target = await emptyDatabase();
    const targetDir = folder();
    try {
      const report = await restoreBackup(
        target.database.db,
        createLocalFileStore(targetDir),
        createReadStream(archive),
      );
      const restored = await everyRow(target.database.db);
      const source = await everyRow(server.database.db);
      for (const [table, rows] of Object.entries(source)) {
        expect(restored[table], table).toHaveLength(report.manifest.tables[table]!);
        if (table !== 'leads' && table !== 'audit_log' && table !== 'notifications') {
          expect(restored[table], table).toEqual(rows);
        } else {
          for (const row of restored[table]!) expect(rows, table).toContain(row);
        }
      }
      expect(report.manifest.tables.users).toBeGreaterThan(5);
      const files = await fileContents(createLocalFileStore(targetDir));
      expect(files).toEqual(await fileContents(createLocalFileStore(sourceDir)));
      expect([...files.keys()].some((key) => key.startsWith('contracts/'))).toBe(true);
      expect([...files.keys()].some((key) => key.startsWith('uploads/listings/'))).toBe(true);
      expect(report.files).toBe(files.size);
    } finally {
      await target.dispose();
    }
  });

  it('restores the books with their closed months and balances, and their rules on again', async () => {
    const target = await emptyDatabase();
    try {
      await restoreBackup(
        target.database.db,
        createLocalFileStore(folder()),
        createReadStream(archive),
      );
      const db = target.database.db;
      const count = async (table: string) =>
        (
          await rawRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from ${sql.identifier(table)}`,
          )
        )[0]!.n;
      const [in2039] = await rawRows<{ entries: number; closed: number }>(
        db,
        sql`select (select count(*)::int from journal_entries where entry_date >= '2039-01-01') as entries,
                   (select count(*)::int from closed_months where month >= '2039-01-01') as closed`,
      );
      expect(in2039).toEqual({ entries: 3, closed: 1 });
      expect(await count('journal_entries')).toBeGreaterThan(3);
      expect(await accountBalance(db, 'rent_income', { from: '2039-01', asOf: '2039-02' })).toEqual(
        {
          debitCents: 250_000,
          creditCents: 500_000,
          balanceCents: 250_000,
        },
      );
      // The balances came back with the lines, not added to twice.
      expect(await balancesKept(db)).toEqual(await balancesByScan(db));
      // The restore's leave from the rules ended with it.
      const lines: LineInput[] = [
        { account: 'trust_cash', debit: 100 },
        { account: 'owner_funds_held', credit: 100 },
      ];
      const err = await postEntry(db, {
        date: '2039-01-20',
        source: { kind: 'manual' },
        lines,
      }).then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as JournalError).reason).toBe('closed_month');
      await expect(
        db.execute(
          sql`insert into journal_entries (entry_date, source_kind) values ('2039-01-20', 'manual')`,
        ),
      ).rejects.toThrow();
      await postEntry(db, { date: '2039-02-20', source: { kind: 'manual' }, lines });
      expect(
        (await accountBalance(db, 'trust_cash', { from: '2039-02', asOf: '2039-02' })).balanceCents,
      ).toBe(100);
    } finally {
      await target.dispose();
    }
  });

  it('hands out new ids after the restored ones', async () => {
    const target = await emptyDatabase();
    try {
      await restoreBackup(
        target.database.db,
        createLocalFileStore(folder()),
        createReadStream(archive),
      );
      for (const table of await databaseTables(target.database.db)) {
        for (const [sequence, column] of table.sequences) {
          const [row] = await rawRows<{ after: boolean }>(
            target.database.db,
            sql`select nextval(${sequence})::bigint > coalesce(max(${sql.identifier(column)}), 0) as after from ${sql.identifier(table.name)}`,
          );
          expect(row!.after, `${table.name}.${column}`).toBe(true);
        }
      }
    } finally {
      await target.dispose();
    }
  });

  it('refuses a database that already has accounts, and changes nothing in it', async () => {
    await expect(
      restoreBackup(server.database.db, createLocalFileStore(folder()), createReadStream(archive)),
    ).rejects.toThrow(RestoreRefused);
    expect(await userCount(server.database.db)).toBeGreaterThan(5);
  });

  it('leaves the database empty when the archive is cut off', async () => {
    const cut = path.join(folder(), 'cut.tar.gz');
    const whole = await import('node:fs/promises').then((fs) => fs.readFile(archive));
    writeFileSync(cut, whole.subarray(0, Math.floor(statSync(archive).size / 2)));
    const target = await emptyDatabase();
    try {
      await expect(
        restoreBackup(target.database.db, createLocalFileStore(folder()), createReadStream(cut)),
      ).rejects.toThrow();
      expect(await userCount(target.database.db)).toBe(0);
    } finally {
      await target.dispose();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const other = path.join(folder(), 'not-a-backup.tar.gz');
    writeFileSync(other, 'hello');
    const target = await emptyDatabase();
    try {
      await expect(
        restoreBackup(target.database.db, createLocalFileStore(folder()), createReadStream(other)),
      ).rejects.toThrow();
    } finally {
      await target.dispose();
    }
  });
});
