import { and, eq } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX, PAYMENT_REFERENCE_PREFIX } from '../../../shared/leasing-terms';
import { hashPassword } from '../../modules/auth/passwords';
import { addDays, firstDay, localDate, periodOf, startOfLocalDay } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { lateFeeCents, lateFeeDate, type LateFeePolicy } from '../../modules/leasing/late-fee';
import { postDueChargesIn } from '../../modules/leasing/rent-run';
import { rentDueThrough } from '../../modules/leasing/rent-schedule';
import { allocateReferences } from '../../lib/references';
import type { Db } from '../client';
import {
  charges,
  cities,
  leaseResidents,
  leases,
  payments,
  plans,
  properties,
  units,
  users,
} from '../tables';
import { DEMO_BUILDINGS, DEMO_LEASES, DEMO_RESIDENTS, type DemoLease } from './demo-lease-plans';
import { DEMO_PASSWORD } from './demo-users';

const POLICY: LateFeePolicy = {
  graceDays: 5,
  flatCents: 7_500,
  percentBasisPoints: null,
  capCents: null,
};

function monthsAgo(today: string, period: string): number {
  const [ty, tm] = periodOf(today).split('-').map(Number);
  const [py, pm] = period.split('-').map(Number);
  return (ty! - py!) * 12 + (tm! - pm!);
}

function periodMonthsAgo(today: string, n: number): string {
  const [y, m] = periodOf(today).split('-').map(Number);
  const index = y! * 12 + (m! - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function seedResidents(db: Db, userIds: Map<string, string>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(users)
    .values(DEMO_RESIDENTS.map((r) => ({ ...r, role: 'resident', passwordHash })))
    .returning({ id: users.id, email: users.email });
  for (const row of rows) userIds.set(row.email, row.id);
}

/** The demo buildings and their units; returns unit ids by "Property/Unit". */
async function seedBuildings(db: Db, userIds: Map<string, string>): Promise<Map<string, string>> {
  const unitIds = new Map<string, string>();
  for (const { owner, citySlug, planSlug, units: labels, ...place } of DEMO_BUILDINGS) {
    const [city] = await db.select().from(cities).where(eq(cities.slug, citySlug));
    const [plan] = await db.select().from(plans).where(eq(plans.slug, planSlug));
    const [property] = await db
      .insert(properties)
      .values({
        ownerId: userIds.get(owner)!,
        cityId: city!.id,
        planId: plan?.id ?? null,
        ...place,
      })
      .returning({ id: properties.id });
    for (const label of labels) {
      const [unit] = await db
        .insert(units)
        .values({ propertyId: property!.id, label, bedrooms: 2, bathsTenths: 20, sizeSqFt: 1_250 })
        .returning({ id: units.id });
      unitIds.set(`${place.name}/${label}`, unit!.id);
    }
  }
  return unitIds;
}

async function existingUnit(db: Db, spec: string): Promise<string> {
  const [propertyName, label] = spec.slice('existing:'.length).split('/');
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(properties.name, propertyName!), eq(units.label, label!)));
  if (!row) throw new Error(`demo unit ${spec} not found`);
  return row.id;
}

/** One lease with its history: deposit, every month's rent, payments on time or late (with fee). */
async function seedLease(
  db: Db,
  demo: DemoLease,
  unitId: string,
  userIds: Map<string, string>,
  today: string,
  timeZone: string,
  key: number,
) {
  const startDate = firstDay(periodMonthsAgo(today, demo.startedMonthsAgo));
  const terms = {
    startDate,
    endDate: demo.endsInDays === null ? null : addDays(today, demo.endsInDays),
    monthlyRentCents: demo.rentCents,
    dueDay: demo.dueToday ? Math.min(Number(today.slice(8)), 28) : 1,
  };
  const at = (date: string) => new Date(startOfLocalDay(date, timeZone).getTime() + 15 * 3_600_000);
  const [lease] = await db
    .insert(leases)
    .values({
      ...terms,
      unitId,
      status: demo.status,
      securityDepositCents: demo.depositCents,
      lateFeeGraceDays: POLICY.graceDays,
      lateFeeFlatCents: POLICY.flatCents,
      activatedAt: at(startDate),
      noticeGivenAt: demo.status === 'notice_given' ? at(addDays(today, -20)) : null,
    })
    .returning({ id: leases.id });
  const leaseId = lease!.id;
  await db
    .insert(leaseResidents)
    .values(demo.residents.map((email) => ({ leaseId, userId: userIds.get(email)! })));

  const months = rentDueThrough(terms, today);
  const chargeRows: (typeof charges.$inferInsert)[] = [
    {
      leaseId,
      kind: 'deposit',
      amountCents: demo.depositCents,
      dueDate: startDate,
      reference: '',
      description: 'Security deposit',
    },
  ];
  const paymentRows: (typeof payments.$inferInsert)[] = [
    {
      leaseId,
      amountCents: demo.depositCents,
      method: 'check',
      status: 'succeeded',
      externalReference: '1001',
      receivedAt: at(startDate),
      settledAt: at(startDate),
      reference: '',
      idempotencyKey: `demo-${key}-deposit`,
      appliesTo: 'deposit',
    },
  ];
  for (const month of months) {
    const ago = monthsAgo(today, month.period);
    chargeRows.push({
      leaseId,
      kind: 'rent',
      period: month.period,
      amountCents: month.amountCents,
      dueDate: month.dueDate,
      reference: '',
      description: `Rent ${month.period}`,
    });
    if (demo.unpaidMonthsAgo.includes(ago)) continue;
    const late = demo.paidLateMonthsAgo.includes(ago);
    const fee = late ? lateFeeCents(POLICY, month.amountCents) : 0;
    if (late) {
      chargeRows.push({
        leaseId,
        kind: 'late_fee',
        period: month.period,
        amountCents: fee,
        dueDate: lateFeeDate(month.dueDate, POLICY),
        reference: '',
        description: `Late fee, rent ${month.period} unpaid after the grace period`,
      });
    }
    const paidOn = late ? addDays(month.dueDate, 10) : month.dueDate;
    paymentRows.push({
      leaseId,
      amountCents: month.amountCents + fee,
      method: 'ach',
      status: 'succeeded',
      receivedAt: at(paidOn),
      settledAt: at(addDays(paidOn, 3)),
      reference: '',
      idempotencyKey: `demo-${key}-${month.period}`,
    });
  }
  const chargeRefs = await allocateReferences(db, CHARGE_REFERENCE_PREFIX, chargeRows.length);
  const paymentRefs = await allocateReferences(db, PAYMENT_REFERENCE_PREFIX, paymentRows.length);
  await db
    .insert(charges)
    .values(
      chargeRows.map((c, i) => ({ ...c, reference: chargeRefs[i]!, postedAt: at(c.dueDate) })),
    );
  await db
    .insert(payments)
    .values(paymentRows.map((p, i) => ({ ...p, reference: paymentRefs[i]! })));
  return leaseId;
}

/**
 * Leases with 18 months of rent history for the demo owners: resident@example.com owes this
 * month's rent (due today), one lease ends within 60 days, one is delinquent with late fees, and
 * landlord2@example.com has tenants of their own. Late fees still within the scheduler's look-back
 * are posted by the scheduler's own code, as they would be in production.
 */
export async function seedDemoLeases(
  db: Db,
  userIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const timeZone = await companyTimeZone(db);
  const today = localDate(now, timeZone);
  await seedResidents(db, userIds);
  const unitIds = await seedBuildings(db, userIds);
  const ids: string[] = [];
  for (const [key, demo] of DEMO_LEASES.entries()) {
    const unitId = demo.unit.startsWith('existing:')
      ? await existingUnit(db, demo.unit)
      : unitIds.get(demo.unit)!;
    ids.push(await seedLease(db, demo, unitId, userIds, today, timeZone, key));
  }
  await postDueChargesIn(db, now, ids);
}
