import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { companyTimeZone } from '../../lib/company-time';
import { monthOf } from '../accounting/months';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { openCharges } from './aged-receivables';
import { byPortfolio, leaseLabels } from './lease-labels';

export interface RentRollOptions {
  /** The day, 'YYYY-MM-DD' (company-local). */
  asOf: string;
  propertyId?: string;
  /** Set by the route for an owner: only their properties, whatever they asked. */
  ownerId?: string;
}

interface UnitOnDay {
  unitId: string;
  unit: string;
  propertyId: string;
  propertyName: string;
  leaseId: string | null;
  startDate: string | null;
  endDate: string | null;
  rentCents: number | null;
  noticeGiven: boolean;
}

const STATUS = {
  vacant: { en: 'Vacant', es: 'Vacante' },
  occupied: { en: 'Occupied', es: 'Ocupada' },
  noticeGiven: { en: 'Notice given', es: 'Con aviso de salida' },
  notInUnit: { en: 'Not in the unit', es: 'Fuera de la unidad' },
} as const;

/** Every unit of the properties (not archived by then) and the lease that held it on the day. */
async function unitsOnDay(db: Db, options: RentRollOptions): Promise<UnitOnDay[]> {
  const zone = await companyTimeZone(db);
  const day = sql`${options.asOf}::date`;
  const end = sql`((${options.asOf}::date + 1)::timestamp at time zone ${zone})`;
  return rawRows<UnitOnDay>(
    db,
    sql`select u.id as "unitId", u.label as unit, p.id as "propertyId", p.name as "propertyName",
               l.id as "leaseId", l.start_date::text as "startDate", l.end_date::text as "endDate",
               l.monthly_rent_cents as "rentCents",
               coalesce(l.notice_given_at < ${end}, false) as "noticeGiven"
        from units u
        join properties p on p.id = u.property_id
        left join lateral (
          select x.* from leases x
          where x.unit_id = u.id and x.status in ('active', 'notice_given', 'ended')
            and x.start_date <= ${day}
            and coalesce(case when x.status = 'ended'
                              then coalesce(x.move_out_date, (x.ended_at at time zone ${zone})::date, x.end_date)
                              else x.move_out_date end, ${day}) >= ${day}
          order by x.start_date desc limit 1) l on true
        where (u.archived_at is null or u.archived_at >= ${end})
          and (p.archived_at is null or p.archived_at >= ${end})
          ${options.propertyId ? sql`and p.id = ${options.propertyId}` : sql``}
          ${options.ownerId ? sql`and p.owner_id = ${options.ownerId}` : sql``}`,
  );
}

/**
 * The rent roll on a day: every unit of the properties (vacant ones too) with the lease that held
 * it (tenants, start and end, monthly rent), the deposit held for it (the deposit register's
 * figure at the end of the day's month) and what its tenants owe on the day (charges less their
 * applications, as aged receivables counts it). Leases with a balance that held no unit that day
 * (moved out, not begun) follow, so the balance due in all is the tenant receivable (1100) of the
 * books on that day.
 */
export async function rentRollReport(db: Db, options: RentRollOptions): Promise<ReportTable> {
  const [units, open, liabilities] = await Promise.all([
    unitsOnDay(db, options),
    openCharges(db, options),
    trustLiabilities(db, monthOf(options.asOf)),
  ]);
  const due = new Map<string, number>();
  for (const c of open) due.set(c.lease, (due.get(c.lease) ?? 0) + Number(c.open));
  const held = new Map(liabilities.deposits.map((d) => [d.leaseId, d.cents]));
  const onRoll = new Set(units.map((u) => u.leaseId).filter((id): id is string => !!id));
  const others = [...due].filter(([id, cents]) => cents !== 0 && !onRoll.has(id)).map(([id]) => id);
  const labels = await leaseLabels(db, [...onRoll, ...others]);

  const totals = { rent: 0, deposits: 0, due: 0, occupied: 0 };
  const row = (
    status: keyof typeof STATUS,
    cells: {
      propertyId: string;
      property: string;
      unit: string;
      leaseId: string | null;
      start: string | null;
      end: string | null;
      rent: number | null;
    },
  ): ReportTable['rows'][number] => {
    const lease = cells.leaseId ? labels.get(cells.leaseId) : undefined;
    const deposit = cells.leaseId ? (held.get(cells.leaseId) ?? 0) : 0;
    const balance = cells.leaseId ? (due.get(cells.leaseId) ?? 0) : 0;
    totals.rent += cells.rent ?? 0;
    totals.deposits += deposit;
    totals.due += balance;
    return {
      kind: 'row',
      cells: [
        cells.property,
        cells.unit,
        STATUS[status].en,
        lease?.tenants || null,
        cells.start,
        cells.end,
        cells.rent,
        cells.leaseId ? deposit : null,
        cells.leaseId ? balance : null,
      ],
      es: { '2': STATUS[status].es },
      href: `/portal/properties/${cells.propertyId}`,
      ...(cells.leaseId ? { links: { '3': `/portal/leases/${cells.leaseId}` } } : {}),
    };
  };

  const rows: ReportTable['rows'] = units
    .sort((a, b) => a.propertyName.localeCompare(b.propertyName) || a.unit.localeCompare(b.unit))
    .map((u) => {
      if (u.leaseId) totals.occupied += 1;
      return row(!u.leaseId ? 'vacant' : u.noticeGiven ? 'noticeGiven' : 'occupied', {
        propertyId: u.propertyId,
        property: u.propertyName,
        unit: u.unit,
        leaseId: u.leaseId,
        start: u.startDate,
        end: u.endDate,
        rent: u.rentCents,
      });
    });
  const former = others.map((id) => labels.get(id)).filter((l) => l !== undefined);
  if (former.length > 0) {
    rows.push({ kind: 'heading', label: 'otherBalances', cells: Array(9).fill(null) });
    for (const lease of former.sort(byPortfolio)) {
      rows.push(
        row('notInUnit', {
          propertyId: lease.propertyId,
          property: lease.propertyName,
          unit: lease.unit,
          leaseId: lease.leaseId,
          start: lease.startDate,
          end: lease.endDate,
          rent: null,
        }),
      );
    }
  }
  rows.push({
    kind: 'total',
    label: 'total',
    cells: [null, null, null, null, null, null, totals.rent, totals.deposits, totals.due],
  });
  return {
    report: 'rent-roll',
    title: 'Rent roll',
    subtitle: `On ${options.asOf}`,
    period: { asOf: options.asOf },
    subject: null,
    columns: [
      { key: 'property', kind: 'text' },
      { key: 'unit', kind: 'text' },
      { key: 'status', kind: 'text' },
      { key: 'tenant', kind: 'text' },
      { key: 'leaseStart', kind: 'date' },
      { key: 'leaseEnd', kind: 'date' },
      { key: 'monthlyRent', kind: 'money' },
      { key: 'depositHeld', kind: 'money' },
      { key: 'balanceDue', kind: 'money' },
    ],
    rows,
    totals: {
      unitsCount: units.length,
      occupiedCount: totals.occupied,
      vacantCount: units.length - totals.occupied,
      monthlyRentCents: totals.rent,
      depositsHeldCents: totals.deposits,
      balanceDueCents: totals.due,
    },
  };
}
