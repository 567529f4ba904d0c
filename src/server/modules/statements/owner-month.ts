import { and, eq, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { StatementAccount, StatementPropertyLine } from '../../../shared/schemas/statements';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { cities, leases, plans, properties, units } from '../../db/tables';
import { firstDay, lastDay, nextPeriod, startOfLocalDay } from '../../lib/calendar';
import { operatingTrustAccountIds } from '../accounting/cash-accounts';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { propertyLine } from './statement-figures';

/** The instants a statement covers: from the month's first local midnight up to `until`. */
export interface StatementWindow {
  period: string;
  from: Date;
  until: Date;
  /** The last local day included (the month's last, or today for the month to date). */
  throughDate: string;
  /** The company's zone, in which the days of the window are read. */
  timeZone: string;
}

export function monthWindow(period: string, timeZone: string): StatementWindow {
  return {
    period,
    from: startOfLocalDay(firstDay(period), timeZone),
    until: startOfLocalDay(firstDay(nextPeriod(period)), timeZone),
    throughDate: lastDay(period),
    timeZone,
  };
}

/**
 * Rent and other tenant money collected per property in the window, from the books: what came
 * into the property's operating trust account by payments, prepaid rent applied and deposit
 * deductions kept, and what went back out when such an entry was reversed. A deposit, or money
 * paid in advance, sits in escrow and is not the owner's until applied (§83.49(1)).
 */
async function collectedByProperty(db: Db, propertyIds: string[], window: StatementWindow) {
  const rows = await rawRows<{ property: string; paid: string; reversed: string }>(
    db,
    sql`select l.property_id as property,
               sum(case when e.source_kind <> 'reversal' then l.debit_cents - l.credit_cents else 0 end)::text as paid,
               sum(case when e.source_kind = 'reversal' then l.credit_cents - l.debit_cents else 0 end)::text as reversed
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        left join journal_entries o on o.id = e.reverses_entry_id
        where l.property_id in ${propertyIds}
          and l.account_id in ${operatingTrustAccountIds}
          and e.entry_date between ${firstDay(window.period)}::date and ${window.throughDate}::date
          and coalesce(o.source_kind, e.source_kind) in ('payment', 'application', 'deduction')
        group by l.property_id`,
  );
  return new Map(
    rows.map((r) => [r.property, { paid: Number(r.paid), reversed: Number(r.reversed) }]),
  );
}

/**
 * Every property line of one owner's month. A property is on the statement when money moved on it
 * in the window or a lease held it for part of the month (a flat fee is owed for a let month with
 * nothing collected); other properties are left off. Lines come out in property-name order.
 */
export async function ownerMonthLines(
  db: Db,
  ownerId: string,
  window: StatementWindow,
): Promise<StatementPropertyLine[]> {
  const owned = await db
    .select({
      id: properties.id,
      name: properties.name,
      addressLine: properties.addressLine,
      city: cities.name,
      planName: plans.name,
      percent: plans.percentOfRentBasisPoints,
      flat: plans.monthlyFeeCents,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(plans, eq(plans.id, properties.planId))
    .where(eq(properties.ownerId, ownerId))
    .orderBy(properties.name, properties.id);
  if (owned.length === 0) return [];
  const ids = owned.map((p) => p.id);

  const collected = await collectedByProperty(db, ids, window);

  const let_ = await db
    .selectDistinct({ propertyId: units.propertyId })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        inArray(units.propertyId, ids),
        notInArray(leases.status, ['draft', 'cancelled']),
        lte(leases.startDate, window.throughDate),
        or(isNull(leases.endDate), gte(leases.endDate, firstDay(window.period))),
      ),
    );

  const expensesBy = await expensesByProperty(db, ids, window);
  const deposits = await depositsHeldByProperty(db, ids, window);
  const letIds = new Set(let_.map((r) => r.propertyId));
  return owned
    .filter((p) => letIds.has(p.id) || collected.has(p.id) || expensesBy.has(p.id))
    .map((p) =>
      propertyLine({
        propertyId: p.id,
        propertyName: p.name,
        addressLine: p.addressLine,
        city: p.city,
        plan:
          p.planName === null
            ? null
            : {
                name: p.planName,
                percentOfRentBasisPoints: p.percent,
                monthlyFeeCents: p.flat,
              },
        paymentsCents: collected.get(p.id)?.paid ?? 0,
        reversalsCents: collected.get(p.id)?.reversed ?? 0,
        expenses: expensesBy.get(p.id) ?? [],
        depositsHeldCents: deposits.get(p.id) ?? 0,
      }),
    );
}

/**
 * The owner's expenses per property in the window, from the books: every line on an owner
 * expense account (50xx) but the management fee, which the statement shows on its own line. A
 * reversed expense (work reopened) shows as a negative line. Completed work is posted as an
 * expense when it is completed (accounting/work-order-expense.ts).
 */
async function expensesByProperty(db: Db, propertyIds: string[], window: StatementWindow) {
  const rows = await rawRows<{
    property: string;
    day: string;
    memo: string;
    cents: string;
    account: string;
  }>(
    db,
    sql`select l.property_id as property, e.entry_date::text as day, e.memo,
               (l.debit_cents - l.credit_cents)::text as cents, a.name as account
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        join accounts a on a.id = l.account_id
        where l.property_id in ${propertyIds}
          and a.code like '5%' and a.system_key is distinct from 'management_fees'
          and e.entry_date between ${firstDay(window.period)}::date and ${window.throughDate}::date
        order by e.entry_date, e.posted_at, l.id`,
  );
  const byProperty = new Map<string, StatementPropertyLine['expenses']>();
  for (const r of rows) {
    const lines = byProperty.get(r.property) ?? [];
    // Work orders' entries read "WO-2026-0012: Replace the pool pump".
    const match = /^([A-Z]+-\d{4}-\d+): (.*)$/.exec(r.memo.replace(/^Reverses: /, ''));
    lines.push({
      date: r.day,
      description: match ? match[2]! : r.memo,
      reference: match ? match[1]! : null,
      amountCents: Number(r.cents),
      account: r.account,
    });
    byProperty.set(r.property, lines);
  }
  return byProperty;
}

/** Tenants' deposits held in escrow at the window's end, per property: shown apart, never income. */
async function depositsHeldByProperty(db: Db, propertyIds: string[], window: StatementWindow) {
  const { deposits } = await trustLiabilities(db, window.period);
  if (deposits.length === 0) return new Map<string, number>();
  const leases = await rawRows<{ lease: string; property: string }>(
    db,
    sql`select l.id as lease, u.property_id as property from leases l join units u on u.id = l.unit_id
        where u.property_id in ${propertyIds}`,
  );
  const propertyOf = new Map(leases.map((r) => [r.lease, r.property]));
  const byProperty = new Map<string, number>();
  for (const d of deposits) {
    const property = propertyOf.get(d.leaseId);
    if (property) byProperty.set(property, (byProperty.get(property) ?? 0) + d.cents);
  }
  return byProperty;
}

/** Everyone who owns a property: the owners a month's statements are made for. */
export async function propertyOwnerIds(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ ownerId: properties.ownerId }).from(properties);
  return rows.map((r) => r.ownerId).sort();
}

/**
 * The owner's money in trust over the month, from the books: funds held at the end of the month
 * before and of this one (period balances), the month's contributions and payouts (2030 lines of
 * those kinds, their reversals included), and what the properties netted as the difference.
 */
export async function ownerAccount(
  db: Db,
  ownerId: string,
  period: string,
  throughDate: string,
): Promise<StatementAccount> {
  const [before, after] = await Promise.all([
    trustLiabilities(db, previousMonth(period), { ownerId }),
    trustLiabilities(db, period, { ownerId }),
  ]);
  const funds = (b: typeof before) => b.owners.find((o) => o.ownerId === ownerId)?.cents ?? 0;
  const moves = await rawRows<{
    day: string;
    kind: string;
    reference: string | null;
    cents: string;
  }>(
    db,
    sql`select e.entry_date::text as day, coalesce(o.source_kind, e.source_kind) as kind,
               p.reference, sum(l.credit_cents - l.debit_cents)::text as cents
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        left join journal_entries o on o.id = e.reverses_entry_id
        join accounts a on a.id = l.account_id and a.system_key = 'owner_funds_held'
        left join owner_payouts p on p.entry_id = coalesce(o.id, e.id)
        where l.owner_id = ${ownerId}::uuid
          and e.entry_date between ${firstDay(period)}::date and ${throughDate}::date
          and coalesce(o.source_kind, e.source_kind) in ('contribution', 'distribution')
        group by e.id, e.entry_date, e.posted_at, 2, p.reference
        order by e.entry_date, e.posted_at`,
  );
  const movements = moves.map((m) => ({
    date: m.day,
    kind: m.kind === 'contribution' ? ('contribution' as const) : ('payout' as const),
    reference: m.reference ?? (m.kind === 'contribution' ? 'Contribution' : 'Payout'),
    // Contributions in are positive; payouts out are shown as the amount paid.
    amountCents: m.kind === 'contribution' ? Number(m.cents) : -Number(m.cents),
  }));
  const contributions = movements
    .filter((m) => m.kind === 'contribution')
    .reduce((s, m) => s + m.amountCents, 0);
  const payouts = movements
    .filter((m) => m.kind === 'payout')
    .reduce((s, m) => s + m.amountCents, 0);
  const [reserve] = await rawRows<{ cents: string }>(
    db,
    sql`select coalesce(sum(reserve_cents), 0)::text as cents from properties
        where owner_id = ${ownerId}::uuid and archived_at is null`,
  );
  const beginning = funds(before);
  const ending = funds(after);
  return {
    beginningCents: beginning,
    netFromPropertiesCents: ending - beginning - contributions + payouts,
    contributionsCents: contributions,
    payoutsCents: payouts,
    endingCents: ending,
    reserveCents: Number(reserve?.cents ?? 0),
    movements,
  };
}

function previousMonth(period: string): string {
  const [y, m] = period.split('-').map(Number);
  const index = y! * 12 + (m! - 1) - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
