// The year's 1099 computation at scale: 10,000 vendor checks (BENCH_TAX_CHECKS) to 500 vendors
// over two years, one in ten voided, added to the demo data (whose owners' rents come from the
// books), then the year's review (`taxFormReview`: vendors by check, owners' rents, thresholds)
// timed in process, the median of 5 runs after one warm-up, on PGlite in memory and, with
// BENCH_DATABASE_URL, on that PostgreSQL database (emptied first). Budget: 200 ms.
// Run through tsx (`node --import tsx scripts/bench-tax-forms.mjs`); `npm run bench` runs it.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/server/db/client';
import { rawRows } from '../src/server/db/raw-rows';
import { ensureReferenceData } from '../src/server/db/seed/reference-data';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { taxFormReview } from '../src/server/modules/tax-forms/tax-forms.service';
import { benchDatabaseUrl, emptyBenchDatabase } from './bench/server.mjs';

const COUNT = Number(process.env.BENCH_TAX_CHECKS ?? 10_000);
const VENDORS = 500;
// The demo's rents are dated relative to today: this year has both kinds of recipients.
const YEAR = new Date().getFullYear();
const BUDGET_MS = 200;
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function run(label, open) {
  console.log(`\n## The ${YEAR} 1099 review over ${fmt(COUNT)} vendor checks (${label})`);
  const database = await open();
  const db = database.db;
  await ensureReferenceData(db);
  await seedIfEmpty(db);
  const [place] = await rawRows(
    db,
    sql`select p.id as property, b.id as bank from properties p
        cross join bank_accounts b where b.kind = 'operating_trust' limit 1`,
  );
  await db.transaction(async (tx) => {
    // One entry stands for the checks' postings: the review reads the checks, not the journal.
    const [entry] = await rawRows(
      tx,
      sql`insert into journal_entries (entry_date, source_kind, memo)
          values (${`${YEAR}-01-02`}::date, 'manual', 'bench checks') returning id`,
    );
    await tx.execute(sql`
      insert into journal_lines (entry_id, account_id, debit_cents, credit_cents)
      select ${entry.id}, id, case when system_key = 'owner_funds_held' then 100 else 0 end,
             case when system_key = 'trust_cash' then 100 else 0 end
      from accounts where system_key in ('trust_cash', 'owner_funds_held')`);
    await tx.execute(sql`
      insert into vendors (legal_name, w9_entity_type, eligible_1099, tax_id_encrypted, tax_id_last4, tax_id_kind)
      select 'Bench vendor ' || lpad(g::text, 4, '0'), 'sole_proprietor', g % 10 <> 0,
             case when g % 25 = 0 then null else 'v1:00000000:x:y:z' end,
             case when g % 25 = 0 then null else lpad((g % 10000)::text, 4, '0') end,
             case when g % 25 = 0 then null else 'ssn' end
      from generate_series(1, ${VENDORS}) g`);
    // Checks spread over the year before and the year, amounts $50 to $549.50, every tenth void.
    await tx.execute(sql`
      with v as (select id, row_number() over (order by legal_name) as k from vendors
                 where legal_name like 'Bench vendor %')
      insert into vendor_checks (bank_account_id, check_number, vendor_id, property_id, batch_id,
                                 idempotency_key, amount_cents, issued_on, status, entry_id)
      select ${place.bank}, 900000 + g, v.id, ${place.property}, 'bench', 'bench-' || g,
             5000 + (g % 1000) * 50,
             (${`${YEAR - 1}-01-01`}::date + (g % 730)),
             case when g % 10 = 0 then 'void' else 'issued' end, ${entry.id}
      from generate_series(1, ${COUNT}) g join v on v.k = 1 + (g % ${VENDORS})`);
  });
  await taxFormReview(db, YEAR); // warm-up
  const times = [];
  let review;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    review = await taxFormReview(db, YEAR);
    times.push(performance.now() - started);
  }
  await database.close?.();
  times.sort((a, b) => a - b);
  const median = times[2];
  const inNec = review.nec.filter((r) => r.included).length;
  console.log(
    `review (median of 5)   ${median.toFixed(1)} ms   budget ${BUDGET_MS} ms${median > BUDGET_MS ? '   OVER BUDGET' : ''}`,
  );
  console.log(
    `vendors paid in ${YEAR}: ${fmt(review.nec.length)} (${fmt(inNec)} in), owners: ${fmt(review.misc.length)}`,
  );
  return median;
}

const results = [await run('PGlite in memory', () => openPglite(undefined))];
if (benchDatabaseUrl) {
  await emptyBenchDatabase();
  results.push(await run('PostgreSQL', () => openPostgres(benchDatabaseUrl)));
}
if (results.some((ms) => ms > BUDGET_MS)) process.exitCode = 1;
