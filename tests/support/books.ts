import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import { ensureReferenceData } from '../../src/server/db/seed/reference-data';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { closeMonth } from '../../src/server/modules/accounting/journal';
import { openTestDatabase } from './api';

/** A lease of the demo with where it is and whose it is, for a line's dimensions. */
export interface DemoLease {
  leaseId: string;
  unitId: string;
  propertyId: string;
  ownerId: string;
}

export interface Books {
  database: Database;
  db: Db;
  adminId: string;
  /** Demo leases, at least two owners among them. */
  leases: DemoLease[];
  dispose(): Promise<void>;
}

/** A migrated database with the chart of accounts and the demo's owners, properties and leases. */
export async function openBooks(): Promise<Books> {
  const opened = await openTestDatabase();
  const db = opened.database.db;
  await ensureReferenceData(db);
  await seedIfEmpty(db);
  const [admin] = await rawRows<{ id: string }>(
    db,
    sql`select id from users where email = 'admin@example.com'`,
  );
  const leases = await rawRows<DemoLease>(
    db,
    sql`select l.id as "leaseId", u.id as "unitId", p.id as "propertyId", p.owner_id as "ownerId"
        from leases l join units u on u.id = l.unit_id join properties p on p.id = u.property_id
        order by p.owner_id, l.id`,
  );
  if (new Set(leases.map((lease) => lease.ownerId)).size < 2) {
    throw new Error('the demo data should have leases of two owners or more');
  }
  return {
    database: opened.database,
    db,
    adminId: admin!.id,
    leases,
    dispose: () => opened.dispose(),
  };
}

/**
 * Debits and credits per account, month, owner, property and lease, two ways: summed from every
 * journal line, and as `account_period_balances` keeps them. Sorted, as text, to compare.
 */
export async function balancesByScan(db: Db): Promise<string[]> {
  const rows = await rawRows<{ k: string }>(
    db,
    sql`select concat_ws('|', l.account_id, to_char(e.entry_date, 'YYYY-MM'), coalesce(l.owner_id::text, '-'),
               coalesce(l.property_id::text, '-'), coalesce(l.lease_id::text, '-'),
               sum(l.debit_cents)::text, sum(l.credit_cents)::text) as k
        from journal_lines l join journal_entries e on e.id = l.entry_id
        group by l.account_id, to_char(e.entry_date, 'YYYY-MM'), l.owner_id, l.property_id, l.lease_id`,
  );
  return rows.map((row) => row.k).sort();
}

export async function balancesKept(db: Db): Promise<string[]> {
  const rows = await rawRows<{ k: string }>(
    db,
    sql`select concat_ws('|', account_id, to_char(month, 'YYYY-MM'), coalesce(owner_id::text, '-'),
               coalesce(property_id::text, '-'), coalesce(lease_id::text, '-'),
               debit_total::text, credit_total::text) as k
        from account_period_balances`,
  );
  return rows.map((row) => row.k).sort();
}

/**
 * Closes, in order, every month up to `month` ('YYYY-MM') that has entries and is still open:
 * months close in order, so a test closing one closes those before it first.
 */
export async function closeThrough(books: Books, month: string): Promise<void> {
  const open = await rawRows<{ m: string }>(
    books.db,
    sql`select distinct to_char(e.entry_date, 'YYYY-MM') as m from journal_entries e
        where to_char(e.entry_date, 'YYYY-MM') <= ${month}
          and not exists (select 1 from closed_months c where c.month = date_trunc('month', e.entry_date))
        order by 1`,
  );
  for (const { m } of open) await closeMonth(books.db, m, books.adminId);
}
