// The owner payout run at scale (src/server/modules/payouts/): BENCH_PAYOUT_OWNERS owners (2,000),
// each with a property and money held in trust, half paid by bank transfer and half by check,
// paid by one run (each owner in a transaction of its own, under the owner's funds lock, with its
// distribution entry, check number, e-mail and notification), then the same month run again
// (it must pay nobody), then the run's NACHA file built. Timed in process on PGlite in memory and,
// with BENCH_DATABASE_URL, on that PostgreSQL database (emptied first).
// Run through tsx (`node --import tsx scripts/bench-payouts.mjs`).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/server/db/client';
import { rawRows } from '../src/server/db/raw-rows';
import { ensureReferenceData } from '../src/server/db/seed/reference-data';
import { createMemoryBus } from '../src/server/lib/bus';
import { createMailer } from '../src/server/lib/mailer';
import { demoTaxIdKey, encryptTaxId } from '../src/server/lib/tax-id';
import { runNachaFile, runPayouts } from '../src/server/modules/payouts/payouts.service';
import { benchDatabaseUrl, emptyBenchDatabase } from './bench/server.mjs';

const OWNERS = Number(process.env.BENCH_PAYOUT_OWNERS ?? 2_000);
const MONTH = '2031-04';
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function seed(db) {
  await ensureReferenceData(db);
  let [city] = await rawRows(db, sql`select id from cities limit 1`);
  if (!city) {
    [city] = await rawRows(
      db,
      sql`insert into cities (slug, name, state, tagline, guide, boating_notes)
          values ('bench', 'Bench', 'FL', '{"en":"","es":""}', '{"en":"","es":""}', '{"en":"","es":""}')
          returning id`,
    );
  }
  const [cash] = await rawRows(db, sql`select id from accounts where system_key = 'trust_cash'`);
  await db.execute(
    sql`insert into bank_accounts (name, bank_name, last4, kind, account_id, is_default)
        values ('Bench trust', 'Bench bank', '0001', 'operating_trust', ${cash.id}, true)`,
  );
  await db.execute(
    sql`update site_settings set nacha_odfi_routing = '021000021', nacha_odfi_name = 'Bench Bank',
        nacha_company_id = '1234567890', nacha_company_name = 'Blu Bench'`,
  );
  const [admin] = await rawRows(
    db,
    sql`insert into users (email, name, password_hash, role)
        values ('bench-admin@example.com', 'Bench Admin', 'x', 'admin') returning id, name, role`,
  );
  // The owners, their properties, and money held for each (a contribution entry per owner).
  await db.execute(sql`
    insert into users (email, name, password_hash, role)
    select 'owner' || g || '@example.com', 'Owner ' || lpad(g::text, 5, '0'), 'x', 'landlord'
    from generate_series(1, ${OWNERS}) g`);
  await db.execute(sql`
    insert into properties (owner_id, city_id, name, kind, address_line, postal_code)
    select u.id, ${city.id}::uuid, 'Property of ' || u.name, 'house', '1 Bench Way', '33101'
    from users u where u.email like 'owner%@example.com'`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with o as (
        select u.id as owner, p.id as property, row_number() over (order by u.id) as k
        from users u join properties p on p.owner_id = u.id where u.email like 'owner%@example.com'
      ), e as (
        insert into journal_entries (entry_date, source_kind, source_id, memo)
        select '2031-03-15'::date, 'contribution', 'bench-' || o.k, 'bench' from o
        returning id, source_id
      )
      insert into journal_lines (entry_id, account_id, debit_cents, credit_cents, owner_id, property_id)
      select e.id, a.id,
             case when a.system_key = 'trust_cash' then 100000 + (o.k % 500) * 100 else 0 end,
             case when a.system_key = 'trust_cash' then 0 else 100000 + (o.k % 500) * 100 end,
             o.owner, o.property
      from e join o on e.source_id = 'bench-' || o.k
      cross join accounts a where a.system_key in ('trust_cash', 'owner_funds_held')`);
  });
  // Half are paid by bank transfer (the account number encrypted as the app stores it).
  const key = demoTaxIdKey();
  const achOwners = await rawRows(
    db,
    sql`select id from users where email like 'owner%@example.com' order by id`,
  );
  for (const [i, o] of achOwners.entries()) {
    if (i % 2) continue;
    const account = String(10_000_000 + i);
    await db.execute(sql`
      insert into owner_payout_settings (owner_id, method, routing_number, account_encrypted, account_last4, account_type)
      values (${o.id}, 'ach', '011000015', ${encryptTaxId(key, account)}, ${account.slice(-4)}, 'checking')`);
  }
  return { id: admin.id, name: admin.name, role: admin.role };
}

async function bench(label, open) {
  console.log(`\n## Owner payout run over ${fmt(OWNERS)} owners (${label})`);
  const database = await open();
  const db = database.db;
  const actor = await seed(db);
  const ctx = {
    db,
    database,
    bus: createMemoryBus(),
    mailer: createMailer(undefined, 'bench@example.com'),
    config: { vendorTaxIdKey: demoTaxIdKey(), publicUrl: 'http://localhost' },
  };
  let started = performance.now();
  const run = await runPayouts(
    ctx,
    actor,
    { month: MONTH, hold: [], idempotencyKey: `bench-${randomUUID()}` },
    new Date(),
  );
  const runMs = performance.now() - started;
  started = performance.now();
  const again = await runPayouts(
    ctx,
    actor,
    { month: MONTH, hold: [], idempotencyKey: `bench-${randomUUID()}` },
    new Date(),
  );
  const againMs = performance.now() - started;
  started = performance.now();
  const file = await runNachaFile(ctx, run.runId);
  const nachaMs = performance.now() - started;
  const [books] = await rawRows(
    db,
    sql`select count(*)::int as payouts, sum(amount_cents)::text as cents,
               (select sum(debit_cents) - sum(credit_cents) from journal_lines)::text as imbalance
        from owner_payouts where month = ${MONTH}`,
  );
  await database.close?.();
  console.log(
    `payout run            ${(runMs / 1000).toFixed(2)} s   ${fmt(run.paid.length)} owners paid (${fmt(run.achCount)} by transfer, ${fmt(run.checkCount)} by check), ${(runMs / run.paid.length).toFixed(1)} ms an owner`,
  );
  console.log(
    `same month again      ${(againMs / 1000).toFixed(2)} s   paid ${run.paid.length === 0 ? 0 : again.paid.length}, already paid ${fmt(again.alreadyPaid.length)}`,
  );
  console.log(
    `NACHA file            ${(nachaMs / 1000).toFixed(2)} s   ${fmt(file.count)} entries, ${fmt(file.text.length / 95)} records`,
  );
  console.log(
    `check                 ${books.payouts} payouts stored, journal debits − credits = ${books.imbalance}`,
  );
  if (books.payouts !== run.paid.length || again.paid.length !== 0 || books.imbalance !== '0') {
    throw new Error('payout bench: an owner was paid twice or the journal does not balance');
  }
}

await bench('PGlite in memory', () => openPglite(undefined));
if (benchDatabaseUrl) {
  await emptyBenchDatabase();
  await bench('PostgreSQL', () => openPostgres(benchDatabaseUrl));
}
