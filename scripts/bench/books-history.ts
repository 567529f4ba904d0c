// Years of rent and payments for thousands of leases, written set-based (a few INSERT … SELECT
// statements, no row through JavaScript) together with the books syncLeaseBooks would have posted
// for them (src/server/modules/accounting/lease-books.ts): per month, the rent charge's entry
// (receivable debit, rent income credit), the payment's entry (operating trust cash debit,
// receivable credit) with its application to that charge, and the period balances of those lines.
// The journal's triggers are set aside for the load (session_replication_role = replica: no
// per-row balance check, no per-statement balance upsert, no foreign-key check) and the period
// balances are written in one grouped insert instead. Run by scripts/bench-books.mjs under tsx.
import { sql } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX, PAYMENT_REFERENCE_PREFIX } from '../../src/shared/leasing-terms';
import type { Db } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import { companyTimeZone } from '../../src/server/lib/company-time';
import { allocateReferences } from '../../src/server/lib/references';

/** One lease in this many leaves last month unpaid: aged receivables and late fees have work. */
export const DELINQUENT_EVERY = 20;

export interface HistoryOptions {
  /** The leases: each its own unit and resident, `books-resident-<i>@example.org`. */
  leases: number;
  /** Months of history before `currentPeriod` ('YYYY-MM'), every one charged and paid. */
  months: number;
  currentPeriod: string;
  passwordHash: string;
}

/** The first number of `count` references just allocated, and the year they carry. */
async function referenceBlock(db: Db, prefix: string, count: number) {
  const [first] = await allocateReferences(db, prefix, count);
  const [, year, value] = /^.*-(\d{4})-(\d+)$/.exec(first!)!;
  return { prefix: `${prefix}-${year}-`, first: Number(value) };
}

/** As formatReference writes it: at least six digits (lpad alone would cut a seventh). */
const ref = (block: { prefix: string; first: number }, k: string) => {
  const n = `(${block.first - 1} + ${k})::text`;
  return sql.raw(`'${block.prefix}' || lpad(${n}, greatest(6, length(${n})), '0')`);
};

/** Properties (100 units each, over the demo landlords and cities), units, residents, leases. */
async function insertPortfolio(db: Db, options: HistoryOptions, startDate: string, zone: string) {
  const n = options.leases;
  await db.execute(sql`
    create temp table bench_portfolio on commit drop as
    select i, gen_random_uuid() as property_id, gen_random_uuid() as unit_id,
           gen_random_uuid() as user_id, gen_random_uuid() as lease_id,
           150000 + 2500 * (i % 40) as rent_cents
    from generate_series(0, ${n - 1}) as i`);
  await db.execute(sql`
    insert into properties (id, owner_id, city_id, name, kind, address_line, postal_code)
    select b.property_id,
           (select id from users where email in ('landlord@example.com', 'landlord2@example.com')
            order by email offset (b.i / 100) % 2 limit 1),
           (select id from cities order by slug offset (b.i / 100) % (select count(*) from cities) limit 1),
           'Books Tower ' || (b.i / 100 + 1), 'condo', (100 + b.i / 100) || ' Ledger Avenue', '33101'
    from bench_portfolio b where b.i % 100 = 0`);
  await db.execute(sql`
    insert into units (id, property_id, label, bedrooms, baths_tenths, size_sq_ft)
    select b.unit_id, p.property_id, 'Unit ' || (b.i % 100 + 1), 1 + b.i % 3, 10 + 5 * (b.i % 3),
           700 + 10 * (b.i % 50)
    from bench_portfolio b join bench_portfolio p on p.i = b.i / 100 * 100`);
  await db.execute(sql`
    insert into users (id, email, name, role, password_hash)
    select user_id, 'books-resident-' || i || '@example.org',
           'Books Resident ' || lpad(i::text, 5, '0'), 'resident', ${options.passwordHash}
    from bench_portfolio`);
  await db.execute(sql`
    insert into leases (id, unit_id, status, start_date, monthly_rent_cents, due_day,
                        security_deposit_cents, late_fee_grace_days, late_fee_flat_cents, activated_at)
    select lease_id, unit_id, 'active', ${startDate}::date, rent_cents, 1, 0, 5, 7500,
           ${startDate}::date::timestamp at time zone ${zone}
    from bench_portfolio`);
  await db.execute(sql`
    insert into lease_residents (lease_id, user_id) select lease_id, user_id from bench_portfolio`);
}

interface Books {
  zone: string;
  receivable: string;
  income: string;
  /** Where rent is banked, as propertyCashAccounts decides it for a property naming no bank account. */
  cash: string;
}

async function booksAccounts(tx: Db): Promise<Books> {
  const [row] = await rawRows<Omit<Books, 'zone'>>(
    tx,
    sql`select (select id from accounts where system_key = 'tenant_receivable') as receivable,
               (select id from accounts where system_key = 'rent_income') as income,
               coalesce((select account_id from bank_accounts
                         where kind = 'operating_trust' and is_default),
                        (select id from accounts where system_key = 'trust_cash')) as cash`,
  );
  return { zone: await companyTimeZone(tx), ...row! };
}

/**
 * The rows of temp table `bench_rent` (lease_id, unit_id, property_id, owner_id, cents, due,
 * charge_id, charge_entry, k) as rent charges with their entries and period balances.
 */
async function writeCharges(tx: Db, books: Books, refs: { prefix: string; first: number }) {
  await tx.execute(sql`
    insert into charges (id, lease_id, kind, period, amount_cents, due_date, reference,
                         description, posted_at)
    select charge_id, lease_id, 'rent', to_char(due, 'YYYY-MM'), cents, due, ${ref(refs, 'k')},
           'Rent ' || to_char(due, 'YYYY-MM'), due::timestamp at time zone ${books.zone}
    from bench_rent`);
  await tx.execute(sql`
    insert into journal_entries (id, entry_date, source_kind, source_id, memo)
    select charge_entry, due, 'charge', charge_id::text,
           ${ref(refs, 'k')} || ': Rent ' || to_char(due, 'YYYY-MM')
    from bench_rent`);
  await writeLines(tx, 'bench_rent', 'charge_entry', [
    [books.receivable, 'debit'],
    [books.income, 'credit'],
  ]);
}

/**
 * The rows of temp table `bench_pay` (lease_id, unit_id, property_id, owner_id, cents, due,
 * charge_id, payment_id, payment_entry, k): each charge paid in full at noon the day after it
 * fell due (a check, settled), applied to it, with the payment's entry and period balances.
 */
async function writePayments(tx: Db, books: Books, refs: { prefix: string; first: number }) {
  const at = sql`(due + 1)::timestamp at time zone ${books.zone} + interval '12 hours'`;
  await tx.execute(sql`
    insert into payments (id, lease_id, amount_cents, method, status, reference, idempotency_key,
                          received_at, settled_at)
    select payment_id, lease_id, cents, 'check', 'succeeded', ${ref(refs, 'k')},
           'books-' || payment_id, ${at}, ${at}
    from bench_pay`);
  await tx.execute(sql`
    insert into charge_applications (charge_id, payment_id, lease_id, amount_cents)
    select charge_id, payment_id, lease_id, cents from bench_pay`);
  await tx.execute(sql`
    insert into journal_entries (id, entry_date, source_kind, source_id, memo)
    select payment_entry, due + 1, 'payment', payment_id::text,
           ${ref(refs, 'k')} || ': payment received'
    from bench_pay`);
  await writeLines(tx, 'bench_pay', 'payment_entry', [
    [books.cash, 'debit'],
    [books.receivable, 'credit'],
  ]);
}

/**
 * One line per row and account (every line carries the lease's unit, property and owner, as
 * resolveDimensions fills them in), and what the period balances' trigger would have added.
 */
async function writeLines(
  tx: Db,
  table: 'bench_rent' | 'bench_pay',
  entry: 'charge_entry' | 'payment_entry',
  sides: [string, 'debit' | 'credit'][],
) {
  const rows = sql.join(
    sides.map(
      ([account, side]) =>
        sql`select ${sql.raw(entry)} as entry_id, ${account}::uuid as account_id,
                   ${sql.raw(side === 'debit' ? 'cents' : '0')}::bigint as debit,
                   ${sql.raw(side === 'credit' ? 'cents' : '0')}::bigint as credit,
                   date_trunc('month', due)::date as month,
                   property_id, unit_id, lease_id, owner_id
            from ${sql.raw(table)}`,
    ),
    sql` union all `,
  );
  await tx.execute(sql`
    insert into journal_lines (entry_id, account_id, debit_cents, credit_cents, property_id,
                               unit_id, lease_id, owner_id)
    select entry_id, account_id, debit, credit, property_id, unit_id, lease_id, owner_id
    from (${rows}) t`);
  await tx.execute(sql`
    insert into account_period_balances
        (account_id, month, owner_id, property_id, lease_id, debit_total, credit_total)
    select account_id, month, owner_id, property_id, lease_id, sum(debit), sum(credit)
    from (${rows}) t
    group by 1, 2, 3, 4, 5
    on conflict on constraint account_period_balances_key do update
      set debit_total = account_period_balances.debit_total + excluded.debit_total,
          credit_total = account_period_balances.credit_total + excluded.credit_total`);
}

/**
 * The history, in one transaction: demo data must be there (the landlords, cities and chart).
 * Leaves the books as postUnpostedHistory would: every event posted, nothing left to post.
 */
export async function insertBooksHistory(db: Db, options: HistoryOptions) {
  const [y, m] = options.currentPeriod.split('-').map(Number) as [number, number];
  const startIndex = y * 12 + m - 1 - options.months;
  const startDate = `${Math.floor(startIndex / 12)}-${String((startIndex % 12) + 1).padStart(2, '0')}-01`;
  const charges = options.leases * options.months;
  const payments = charges - Math.ceil(options.leases / DELINQUENT_EVERY);
  const chargeRefs = await referenceBlock(db, CHARGE_REFERENCE_PREFIX, charges);
  const paymentRefs = await referenceBlock(db, PAYMENT_REFERENCE_PREFIX, payments);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const books = await booksAccounts(tx);
    await insertPortfolio(tx, options, startDate, books.zone);
    await tx.execute(sql`
      create temp table bench_rent on commit drop as
      select b.lease_id, b.unit_id, p.property_id, p.owner_id, b.rent_cents as cents,
             (${startDate}::date + make_interval(months => mo))::date as due,
             gen_random_uuid() as charge_id, gen_random_uuid() as charge_entry,
             -- Last month unpaid by one lease in ${sql.raw(String(DELINQUENT_EVERY))}.
             not (mo = ${options.months - 1} and b.i % ${DELINQUENT_EVERY} = 0) as paid,
             row_number() over (order by b.i, mo) as k
      from bench_portfolio b
      join (select bp.i, bp.property_id, pr.owner_id from bench_portfolio bp
            join properties pr on pr.id = bp.property_id where bp.i % 100 = 0) p
        on p.i = b.i / 100 * 100
      cross join generate_series(0, ${options.months - 1}) as mo`);
    await writeCharges(tx, books, chargeRefs);
    await tx.execute(sql`
      create temp table bench_pay on commit drop as
      select lease_id, unit_id, property_id, owner_id, cents, due, charge_id,
             gen_random_uuid() as payment_id, gen_random_uuid() as payment_entry,
             row_number() over (order by k) as k
      from bench_rent where paid`);
    await writePayments(tx, books, paymentRefs);
    return { leases: options.leases, charges, payments, entries: charges + payments };
  });
}

/**
 * This month's rent (posted by the rent run) paid by every lease but the delinquent ones, the
 * same way: the server's own catch-up run at start then finds only their late fees to post.
 */
export async function payCurrentRent(db: Db, period: string): Promise<number> {
  const [count] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from charges c join lease_residents lr on lr.lease_id = c.lease_id
        join users u on u.id = lr.user_id
        where c.kind = 'rent' and c.period = ${period} and u.email like 'books-resident-%'
          and split_part(split_part(u.email, '@', 1), '-', 3)::int % ${DELINQUENT_EVERY} <> 0`,
  );
  const n = Number(count!.n);
  if (n === 0) return 0;
  const refs = await referenceBlock(db, PAYMENT_REFERENCE_PREFIX, n);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const books = await booksAccounts(tx);
    await tx.execute(sql`
      create temp table bench_pay on commit drop as
      select c.lease_id, l.unit_id, un.property_id, p.owner_id, c.amount_cents as cents,
             c.due_date as due, c.id as charge_id, gen_random_uuid() as payment_id,
             gen_random_uuid() as payment_entry, row_number() over (order by c.id) as k
      from charges c join leases l on l.id = c.lease_id
      join units un on un.id = l.unit_id join properties p on p.id = un.property_id
      join lease_residents lr on lr.lease_id = c.lease_id join users u on u.id = lr.user_id
      where c.kind = 'rent' and c.period = ${period} and u.email like 'books-resident-%'
        and split_part(split_part(u.email, '@', 1), '-', 3)::int % ${DELINQUENT_EVERY} <> 0`);
    await writePayments(tx, books, refs);
  });
  return n;
}
