// The books at scale for scripts/bench-books.mjs: the demo data (seeded and posted by the app's
// own code), then years of history for thousands of leases written set-based with their journal
// (books-history.ts), then the app's own rent run over all of them, timed, twice. Run under tsx;
// never by the server or the tests.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Db } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import { ensureReferenceData } from '../../src/server/db/seed/reference-data';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { hashPassword } from '../../src/server/modules/auth/passwords';
import { dayOf, localDate, periodOf, startOfLocalDay } from '../../src/server/lib/calendar';
import { companyTimeZone } from '../../src/server/lib/company-time';
import { postDueCharges } from '../../src/server/modules/leasing/rent-run';
import { insertBooksHistory, payCurrentRent } from './books-history';

export interface RentRun {
  seconds: number;
  rentPosted: number;
  lateFeesPosted: number;
  /** Journal entries the run added (its charges' entries and any prepaid money applied). */
  entriesPosted: number;
}

export interface BooksData {
  leases: number;
  months: number;
  charges: number;
  payments: number;
  entries: number;
  journalLines: number;
  periodBalances: number;
  seedSeconds: number;
  firstRun: RentRun;
  secondRun: RentRun;
}

const count = async (db: Db, table: string) =>
  Number(
    (await rawRows<{ n: string }>(db, sql`select count(*)::text as n from ${sql.raw(table)}`))[0]!
      .n,
  );

async function timedRun(db: Db, at: Date): Promise<RentRun> {
  const before = await count(db, 'journal_entries');
  const started = performance.now();
  const result = await postDueCharges(db, at);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    rentPosted: result!.rentPosted,
    lateFeesPosted: result!.lateFeesPosted,
    entriesPosted: (await count(db, 'journal_entries')) - before,
  };
}

/**
 * `databaseUrl`: a PostgreSQL database already emptied; else PGlite in `dataDir`. `leases` leases
 * each `months` months old, every month charged and paid but last month for one lease in 20; then
 * the rent run on the 1st of this month at 07:00 (company time), and again.
 */
export async function prepareBooksData(options: {
  dataDir: string;
  databaseUrl?: string;
  leases: number;
  months: number;
}): Promise<BooksData> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  const db = database.db;
  try {
    await ensureReferenceData(db);
    await seedIfEmpty(db);
    const zone = await companyTimeZone(db);
    const currentPeriod = periodOf(localDate(new Date(), zone));
    const started = performance.now();
    const history = await insertBooksHistory(db, {
      leases: options.leases,
      months: options.months,
      currentPeriod,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    // The planner sees the new rows as a nightly autovacuum would have left them.
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - started) / 1000;

    const runAt = new Date(startOfLocalDay(dayOf(currentPeriod, 1), zone).getTime() + 7 * 3.6e6);
    const firstRun = await timedRun(db, runAt);
    const secondRun = await timedRun(db, runAt);
    // The rest of this month as it would stand today: paid but by the delinquent ones, whose
    // late fees a run now posts; the server's run at start then finds nothing to do.
    await payCurrentRent(db, currentPeriod);
    await postDueCharges(db, new Date());
    await db.execute(sql`analyze`);
    return {
      ...history,
      months: options.months,
      journalLines: await count(db, 'journal_lines'),
      periodBalances: await count(db, 'account_period_balances'),
      seedSeconds,
      firstRun,
      secondRun,
    };
  } finally {
    await database.close();
  }
}
