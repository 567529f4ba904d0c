import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { applicationsBefore } from '../accounting/applied-at';
import { firstDayOf } from '../accounting/months';
import { trustLiabilities } from '../accounting/trust-liabilities';

export interface OwnerLedgerOptions {
  ownerId: string;
  ownerName: string;
  /** First and last month, 'YYYY-MM', inclusive. */
  from: string;
  to: string;
}

/** The month before: '2031-01' → '2030-12'. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** What the trust holds for the owner at the end of a month (trustLiabilities' figure). */
async function heldFor(db: Db, ownerId: string, asOf: string): Promise<number> {
  const { owners } = await trustLiabilities(db, asOf);
  return owners.find((o) => o.ownerId === ownerId)?.cents ?? 0;
}

/**
 * Deposits charged to the owner's tenants and not yet paid at the end of a month: booked on the
 * receivable with the owner's other lines, but the tenant's deposit to come, not the owner's
 * money (trust-liabilities.ts); the same query, for the owner's leases only.
 */
async function unpaidDeposits(db: Db, ownerId: string, asOf: string): Promise<number> {
  const end = sql`(${firstDayOf(asOf)}::date + interval '1 month')`;
  const [row] = await rawRows<{ cents: string }>(
    db,
    sql`select coalesce(sum(c.amount_cents - coalesce(a.applied, 0)), 0)::text as cents
        from charges c
        left join (select charge_id, sum(amount_cents) as applied
                   from ${applicationsBefore(end, 'deposit')} x group by charge_id) a
                  on a.charge_id = c.id
        where c.kind = 'deposit' and c.posted_at < ${end}
          and c.lease_id in (
            select b.lease_id from account_period_balances b
            join accounts ac on ac.id = b.account_id and ac.system_key = 'tenant_receivable'
            where b.owner_id = ${ownerId} and b.month <= ${firstDayOf(asOf)}::date)`,
  );
  return Number(row?.cents ?? 0);
}

/**
 * An owner's ledger for a range of months: what the trust held for them at the start (the end of
 * the month before), every entry that moved it (the owner's lines on owner funds 2030, owner
 * income 40xx, owner expenses 5xxx and the receivable 1100, one row per entry: rent charged nets
 * to nothing until it is collected), the change in their tenants' deposits charged and not yet
 * paid, and what it held at the end, which is trustLiabilities' figure for the owner.
 *
 * The opening and closing are period balances; the movements are a listing of the owner's lines
 * in the range (one owner, one range), as a general ledger lists an account's.
 */
export async function ownerLedgerReport(db: Db, options: OwnerLedgerOptions): Promise<ReportTable> {
  const before = previousMonth(options.from);
  const [opening, closing, depositsBefore, depositsAfter] = await Promise.all([
    heldFor(db, options.ownerId, before),
    heldFor(db, options.ownerId, options.to),
    unpaidDeposits(db, options.ownerId, before),
    unpaidDeposits(db, options.ownerId, options.to),
  ]);
  const entries = await rawRows<{
    date: string;
    kind: string;
    memo: string;
    property: string | null;
    unit: string | null;
    income: string;
    expenses: string;
    funds: string;
    receivable: string;
  }>(
    db,
    sql`select e.entry_date::text as date, e.source_kind as kind, e.memo,
               max(p.name) as property, max(u.label) as unit,
               sum(case when a.code like '40%' then l.credit_cents - l.debit_cents else 0 end)::text as income,
               sum(case when a.code like '5%' then l.credit_cents - l.debit_cents else 0 end)::text as expenses,
               sum(case when a.system_key = 'owner_funds_held' then l.credit_cents - l.debit_cents else 0 end)::text as funds,
               sum(case when a.system_key = 'tenant_receivable' then l.credit_cents - l.debit_cents else 0 end)::text as receivable
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        join accounts a on a.id = l.account_id
        left join properties p on p.id = l.property_id
        left join units u on u.id = l.unit_id
        where l.owner_id = ${options.ownerId}
          and (a.system_key in ('owner_funds_held', 'tenant_receivable')
               or a.code like '40%' or a.code like '5%')
          and e.entry_date >= ${firstDayOf(options.from)}::date
          and e.entry_date < (${firstDayOf(options.to)}::date + interval '1 month')
        group by e.id, e.entry_date, e.source_kind, e.memo, e.posted_at
        order by e.entry_date, e.posted_at, e.id`,
  );
  const rows: ReportTable['rows'] = [
    {
      kind: 'opening',
      label: 'opening',
      cells: [null, null, null, null, null, null, null, opening],
    },
  ];
  let running = opening;
  let moved = 0;
  for (const e of entries) {
    const [income, expenses, funds, receivable] = [e.income, e.expenses, e.funds, e.receivable].map(
      Number,
    ) as [number, number, number, number];
    const change = income + expenses + funds + receivable;
    running += change;
    moved += change;
    rows.push({
      kind: 'row',
      cells: [
        e.date,
        [e.memo || e.kind, e.property, e.unit].filter(Boolean).join(' · '),
        income || null,
        expenses || null,
        funds || null,
        receivable || null,
        change,
        running,
      ],
    });
  }
  const depositChange = depositsAfter - depositsBefore;
  if (depositChange !== 0) {
    running += depositChange;
    rows.push({
      kind: 'row',
      label: 'unpaidDeposits',
      cells: [null, null, null, null, null, depositChange, depositChange, running],
    });
  }
  rows.push({
    kind: 'closing',
    label: 'closing',
    cells: [null, null, null, null, null, null, null, closing],
  });
  return {
    report: 'owner-ledger',
    title: 'Owner ledger',
    subtitle: options.from === options.to ? options.from : `${options.from} to ${options.to}`,
    period: { from: options.from, to: options.to },
    subject: options.ownerName,
    columns: [
      { key: 'date', kind: 'date' },
      { key: 'description', kind: 'text' },
      { key: 'income', kind: 'money' },
      { key: 'expenses', kind: 'money' },
      { key: 'ownerFunds', kind: 'money' },
      { key: 'receivable', kind: 'money' },
      { key: 'change', kind: 'money' },
      { key: 'balance', kind: 'money' },
    ],
    rows,
    totals: {
      openingCents: opening,
      movementsCents: moved,
      unpaidDepositsChangeCents: depositChange,
      closingCents: closing,
    },
  };
}
