import { inArray, sql, type SQL } from 'drizzle-orm';
import { totalOccupancy } from '../../../shared/dashboard-figures';
import { can } from '../../../shared/permissions';
import type { Dashboard, PropertyOccupancy } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { addDays, localDate } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { LEASE_ENDING_NOTICE_DAYS } from '../leasing/notify-leases-ending';
import { pastDueSql } from '../leasing/lease-scope';
import { monthWindows } from './month-windows';
import { users } from '../../db/tables';
import { feesInTrust } from '../accounting/management-fees';
import { trustLiabilities } from '../accounting/trust-liabilities';

const NEW_LEADS_DAYS = 30;

// pg and PGlite both answer a raw query with its rows; sums of cents come back as bigint, which
// pg sends as a string, so every number is read through Number().
type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

function pgArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/**
 * The properties whose figures the actor reads, as a condition on `properties`: every one with
 * read:properties:any, otherwise the landlord's own. An admin viewing as a landlord is the admin's
 * own account, which owns nothing, so the figures are zeros rather than the company's.
 */
function propertyScope(actor: Actor): SQL {
  return can(actor.role, 'read:properties:any')
    ? sql`true`
    : sql`properties.owner_id = ${actor.id}`;
}

/** Units of each property (archived ones aside) by who holds them today: one grouped query. */
async function occupancyByProperty(db: Db, scope: SQL, today: string) {
  const rows = await rowsOf<{
    property_id: string;
    name: string;
    units: number | string;
    occupied: number | string;
    notice_given: number | string;
  }>(
    db,
    sql`
    select properties.id as property_id, properties.name,
      count(units.id) as units,
      count(held.status) as occupied,
      count(held.status) filter (where held.status = 'notice_given') as notice_given
    from properties
    left join units on units.property_id = properties.id and units.archived_at is null
    left join lateral (
      select l.status from leases l
      where l.unit_id = units.id and l.status in ('active', 'notice_given')
        and l.start_date <= ${today} and (l.end_date is null or l.end_date >= ${today})
      limit 1
    ) held on true
    where properties.archived_at is null and ${scope}
    group by properties.id, properties.name
    order by properties.name, properties.id`,
  );
  return rows.map((r): PropertyOccupancy => ({
    propertyId: r.property_id,
    name: r.name,
    units: Number(r.units),
    occupied: Number(r.occupied),
    noticeGiven: Number(r.notice_given),
    vacant: Number(r.units) - Number(r.occupied),
  }));
}

/**
 * Due and collected for each of the last 12 months in one query. Due: charges falling due on
 * the month's local days, credits netted, `payment_reversal` left out (the reversed payment
 * already stops counting as collected). Collected: payments received between the month's local
 * midnights that succeeded or are still settling; failed, returned and reversed ones did not
 * bring money in.
 */
async function moneyByMonth(db: Db, actor: Actor, today: string, timeZone: string) {
  // Every charge and payment is of a lease of a unit of a property: the company's figures need
  // no join, a landlord's keep their own properties' leases.
  const ofScope = (leaseId: SQL) =>
    can(actor.role, 'read:properties:any')
      ? sql`true`
      : sql`${leaseId} in (select leases.id from leases
          join units on units.id = leases.unit_id
          join properties on properties.id = units.property_id
          where ${propertyScope(actor)})`;
  const windows = monthWindows(today, timeZone);
  const rows = await rowsOf<{
    period: string;
    due: number | string;
    collected: number | string;
  }>(
    db,
    sql`
    select m.period,
      coalesce((select sum(charges.amount_cents) from charges
        where charges.due_date >= m.first_day and charges.due_date < m.next_day
          and charges.kind <> 'payment_reversal' and ${ofScope(sql`charges.lease_id`)}), 0) as due,
      coalesce((select sum(payments.amount_cents) from payments
        where payments.received_at >= m.starts_at and payments.received_at < m.ends_at
          and payments.status in ('succeeded', 'pending') and ${ofScope(sql`payments.lease_id`)}), 0) as collected
    from unnest(
      ${pgArray(windows.map((w) => w.period))}::text[],
      ${pgArray(windows.map((w) => w.firstDay))}::date[],
      ${pgArray(windows.map((w) => w.nextFirstDay))}::date[],
      ${pgArray(windows.map((w) => w.startsAt.toISOString()))}::timestamptz[],
      ${pgArray(windows.map((w) => w.endsAt.toISOString()))}::timestamptz[]
    ) as m(period, first_day, next_day, starts_at, ends_at)
    order by m.period`,
  );
  return rows.map((r) => ({
    period: r.period,
    dueCents: Number(r.due),
    collectedCents: Number(r.collected),
  }));
}

/**
 * Delinquent leases and leases ending within 60 days in one pass, by the same rules as the
 * leases list's filters, so a figure and the list it links to agree.
 */
async function leaseCounts(db: Db, scope: SQL, today: string) {
  const [row] = await rowsOf<{ delinquent: number | string; ending: number | string }>(
    db,
    sql`
    select
      count(*) filter (where ${pastDueSql(today)} > 0) as delinquent,
      count(*) filter (where leases.status in ('active', 'notice_given')
        and leases.end_date >= ${today}
        and leases.end_date <= ${addDays(today, LEASE_ENDING_NOTICE_DAYS)}) as ending
    from leases
    join units on units.id = leases.unit_id
    join properties on properties.id = units.property_id
    where ${scope}`,
  );
  return { delinquent: Number(row?.delinquent ?? 0), ending: Number(row?.ending ?? 0) };
}

/**
 * Open, overdue and awaiting-approval work orders in one pass. Overdue is the rule of
 * `isOverdue` (shared/work-order-flow) written in SQL: no first response yet, open, and older than
 * its urgency's target from site settings, so the figure and the list's filter agree.
 */
async function maintenanceCounts(db: Db, scope: SQL, now: Date) {
  const [row] = await rowsOf<{
    open: number | string;
    overdue: number | string;
    awaiting: number | string;
  }>(
    db,
    sql`
    select
      count(*) as open,
      count(*) filter (where work_orders.first_response_at is null
        and work_orders.created_at + make_interval(hours => case work_orders.urgency
          when 'emergency' then s.response_hours_emergency
          when 'urgent' then s.response_hours_urgent
          else s.response_hours_routine end) < ${now.toISOString()}::timestamptz) as overdue,
      count(*) filter (where work_orders.approval_state = 'pending') as awaiting
    from work_orders
    join properties on properties.id = work_orders.property_id
    cross join (select * from site_settings where id = 1) s
    where work_orders.status in ('new', 'scheduled', 'in_progress', 'waiting') and ${scope}`,
  );
  return {
    open: Number(row?.open ?? 0),
    overdue: Number(row?.overdue ?? 0),
    awaitingApproval: Number(row?.awaiting ?? 0),
  };
}

/** Applications waiting for review and leads received lately: the whole company's. */
async function pipeline(db: Db, now: Date) {
  const since = new Date(now.getTime() - NEW_LEADS_DAYS * 86_400_000);
  const [row] = await rowsOf<{ applications: number | string; leads: number | string }>(
    db,
    sql`
    select
      count(*) filter (where kind = 'car' and status = 'new') as applications,
      count(*) filter (where created_at >= ${since.toISOString()}::timestamptz) as leads
    from leads`,
  );
  return { newApplications: Number(row?.applications ?? 0), newLeads: Number(row?.leads ?? 0) };
}

/** Rule 61J2-14.010: at most $5,000.00 of the broker's own money may stay in a trust account. */
export const COMPANY_MONEY_IN_TRUST_LIMIT_CENTS = 500_000;

/** The company's fees earned still in trust above the limit, and owners whose funds are below zero. */
async function booksWarnings(db: Db): Promise<Dashboard['booksWarnings']> {
  const warnings: Dashboard['booksWarnings'] = [];
  const fees = (await feesInTrust(db)).reduce((sum, f) => sum + f.cents, 0);
  if (fees > COMPANY_MONEY_IN_TRUST_LIMIT_CENTS)
    warnings.push({ kind: 'fees_in_trust', cents: fees });
  const below = (await trustLiabilities(db)).owners.filter((o) => o.cents < 0);
  if (below.length > 0) {
    const names = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          below.map((o) => o.ownerId),
        ),
      );
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    for (const owner of below) {
      warnings.push({
        kind: 'owner_below_zero',
        ownerName: nameOf.get(owner.ownerId) ?? '',
        cents: owner.cents,
      });
    }
  }
  return warnings;
}

/** The portal home's figures for whoever asks: a landlord's own properties, or the company's. */
export async function readDashboard(db: Db, actor: Actor, now = new Date()): Promise<Dashboard> {
  const timeZone = await companyTimeZone(db);
  const today = localDate(now, timeZone);
  const scope = propertyScope(actor);
  const byProperty = await occupancyByProperty(db, scope, today);
  const months = await moneyByMonth(db, actor, today, timeZone);
  const counts = await leaseCounts(db, scope, today);
  return {
    scope: can(actor.role, 'read:properties:any') ? 'company' : 'own',
    today,
    occupancy: { ...totalOccupancy(byProperty), byProperty },
    months,
    delinquentLeases: counts.delinquent,
    endingWithin60: counts.ending,
    maintenance: await maintenanceCounts(db, scope, now),
    pipeline: can(actor.role, 'read:leads:any') ? await pipeline(db, now) : null,
    booksWarnings: can(actor.role, 'manage:books:any') ? await booksWarnings(db) : [],
  };
}
