// Bank reconciliation at scale: importing a month's statement of 10,000 lines into a bank account
// whose cash account holds 10,000 journal lines of the month, auto-matched one to one (parse,
// fingerprints, insert, pairing, matches), timed in process on PGlite in memory and, with
// BENCH_DATABASE_URL, on that PostgreSQL database (emptied first); then given as a ratio to the
// time of one GET /healthz on the built server, so machines compare.
// Run through tsx (`node --import tsx scripts/bench-banking.mjs`). BENCH_BANK_LINES changes the count.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/server/db/client';
import { rawRows } from '../src/server/db/raw-rows';
import { ensureReferenceData } from '../src/server/db/seed/reference-data';
import { importStatement } from '../src/server/modules/banking/statement-import';
import { benchDatabaseUrl, emptyBenchDatabase, startBuiltServer } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

const COUNT = Number(process.env.BENCH_BANK_LINES ?? 10_000);
const MONTH = '2031-03';
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function importAndMatch(label, open) {
  console.log(`\n## Bank statement of ${fmt(COUNT)} lines imported and auto-matched (${label})`);
  const database = await open();
  const db = database.db;
  await ensureReferenceData(db);
  const [cash] = await rawRows(db, sql`select id from accounts where system_key = 'trust_cash'`);
  const [bank] = await rawRows(
    db,
    sql`insert into bank_accounts (name, bank_name, last4, kind, account_id)
      values ('Bench trust', 'Bench bank', '0001', 'operating_trust', ${cash.id}) returning id`,
  );
  // The month's book: COUNT entries, money in and out, amounts repeating (rents are alike).
  const lines = Array.from({ length: COUNT }, (_, i) => {
    const day = 1 + (i % 28);
    const cents = (i % 7 === 0 ? -1 : 1) * (50_000 + (i % 400) * 125);
    return { day: `${MONTH}-${String(day).padStart(2, '0')}`, cents, ref: `REF-${i}` };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < COUNT; start += 1000) {
      const chunk = lines.slice(start, start + 1000);
      await tx.execute(sql`
      with e as (
        insert into journal_entries (entry_date, source_kind, memo)
        select d::date, 'manual', 'bench' from unnest(string_to_array(${chunk.map((l) => l.day).join(',')}, ',')) as d
        returning id, entry_date
      ), n as (select id, row_number() over () as k from e)
      insert into journal_lines (entry_id, account_id, debit_cents, credit_cents)
      select n.id, a.id,
             case when (a.system_key = 'trust_cash') = (c.cents > 0) then abs(c.cents) else 0 end,
             case when (a.system_key = 'trust_cash') = (c.cents > 0) then 0 else abs(c.cents) end
      from n join unnest(string_to_array(${chunk.map((l) => l.cents).join(',')}, ',')::bigint[]) with ordinality as c(cents, k) on c.k = n.k
      cross join accounts a where a.system_key in ('trust_cash', 'owner_funds_held')`);
    }
  });
  // The bank's statement: the same movements, each cleared 0 to 3 days later (within the month).
  const csv = ['Date,Description,Amount,Reference'];
  for (const [i, l] of lines.entries()) {
    const day = Math.min(28, Number(l.day.slice(8)) + (i % 4));
    csv.push(`${MONTH}-${String(day).padStart(2, '0')},Line ${i},${(l.cents / 100).toFixed(2)},`);
  }
  const started = performance.now();
  const result = await importStatement(db, null, bank.id, {
    fileName: 'bench.csv',
    content: csv.join('\n'),
    mapping: { date: 'Date', description: 'Description', amount: 'Amount', reference: 'Reference' },
  });
  const importMs = performance.now() - started;
  await database.close?.();
  console.log(
    `import + auto-match   ${(importMs / 1000).toFixed(2)} s   added ${fmt(result.added)}, matched ${fmt(result.matched)}`,
  );
  return importMs;
}

const timings = [['PGlite', await importAndMatch('PGlite in memory', () => openPglite(undefined))]];
if (benchDatabaseUrl) {
  await emptyBenchDatabase();
  timings.push([
    'PostgreSQL',
    await importAndMatch('PostgreSQL', () => openPostgres(benchDatabaseUrl)),
  ]);
}

// /healthz on the built server over the same kind of database, for each ratio.
for (const [label, importMs] of timings) {
  const server = await startBuiltServer('banking', { embedded: label === 'PGlite' });
  let health;
  try {
    health = await measureRps(`${server.url}/healthz`, {});
  } finally {
    await server.stop();
  }
  console.log(`GET /healthz, ${label}   ${fmt(health)} req/s (16 connections)`);
  console.log(`ratio import / one /healthz request, ${label}   ${fmt(importMs / (1000 / health))}`);
}
