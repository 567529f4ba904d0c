// The data the leasing benchmarks run over, written straight through the app's own schema in bulk
// (thousands of rows per INSERT), then the real rent run (src/server/modules/leasing/rent-run.ts)
// timed over it. Run by scripts/bench-leasing.mjs under tsx; never by the server or the tests.
import { eq, inArray, sql } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX, PAYMENT_REFERENCE_PREFIX } from '../../src/shared/leasing-terms';
import { openPglite, type Db } from '../../src/server/db/client';
import { ensureReferenceData } from '../../src/server/db/seed/reference-data';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import {
  charges,
  cities,
  leaseResidents,
  leases,
  payments,
  properties,
  units,
  users,
} from '../../src/server/db/tables';
import { hashPassword } from '../../src/server/modules/auth/passwords';
import {
  dayOf,
  localDate,
  nextPeriod,
  periodOf,
  startOfLocalDay,
} from '../../src/server/lib/calendar';
import { companyTimeZone } from '../../src/server/lib/company-time';
import { postDueCharges } from '../../src/server/modules/leasing/rent-run';
import { allocateReferences } from '../../src/server/lib/references';

export const LEDGER_RESIDENT = 'bench-ledger@example.org';
export const LEDGER_YEARS = 10;

const ROWS_PER_INSERT = 1_000;
/** Leases started over this many months: past rent to look back on, bounded so seeding stays quick. */
const HISTORY_MONTHS = 6;
/** One lease in this many has not paid last month: the delinquent filter and late fees have work. */
const DELINQUENT_EVERY = 20;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await insert(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

/** `period` minus `months`, as YYYY-MM. */
function monthsBefore(period: string, months: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

interface HistoryLease {
  id: string;
  startPeriod: string;
  rentCents: number;
  paysLastMonth: boolean;
}

/**
 * Rent posted and paid for every month before the current one, as a scheduler and residents would
 * have left it; the month just gone is unpaid for the delinquent ones.
 */
async function seedHistory(
  db: Db,
  history: HistoryLease[],
  currentPeriod: string,
  timeZone: string,
) {
  const chargeRows: (typeof charges.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const lastPeriod = monthsBefore(currentPeriod, 1);
  for (const lease of history) {
    for (let p = lease.startPeriod; p < currentPeriod; p = nextPeriod(p)) {
      const dueDate = dayOf(p, 1);
      chargeRows.push({
        leaseId: lease.id,
        kind: 'rent',
        period: p,
        amountCents: lease.rentCents,
        dueDate,
        reference: '',
        description: `Rent ${p}`,
        postedAt: startOfLocalDay(dueDate, timeZone),
      });
      if (p === lastPeriod && !lease.paysLastMonth) continue;
      const receivedAt = new Date(startOfLocalDay(dueDate, timeZone).getTime() + 36 * 3_600_000);
      paymentRows.push({
        leaseId: lease.id,
        amountCents: lease.rentCents,
        method: 'check',
        status: 'succeeded',
        reference: '',
        idempotencyKey: `bench-${lease.id}-${p}`,
        receivedAt,
        settledAt: receivedAt,
      });
    }
  }
  const chargeRefs = await allocateReferences(db, CHARGE_REFERENCE_PREFIX, chargeRows.length);
  const paymentRefs = await allocateReferences(db, PAYMENT_REFERENCE_PREFIX, paymentRows.length);
  chargeRows.forEach((c, i) => (c.reference = chargeRefs[i]!));
  paymentRows.forEach((p, i) => (p.reference = paymentRefs[i]!));
  await insertInBatches(chargeRows, (b) => db.insert(charges).values(b));
  await insertInBatches(paymentRows, (b) => db.insert(payments).values(b));
  return { charges: chargeRows.length, payments: paymentRows.length };
}

export interface PreparedData {
  leases: number;
  historyCharges: number;
  historyPayments: number;
  seedMs: number;
  firstRun: { ms: number; rentPosted: number; lateFeesPosted: number };
  secondRun: { ms: number; rentPosted: number; lateFeesPosted: number };
  /** The city the list benchmark filters on, and how many of the leases are in it. */
  city: { slug: string; leases: number };
  ledgerEntries: number;
}

/**
 * Demo data plus `count` active leases (each its own unit and resident, 100 units a property, the
 * properties spread over the demo cities and landlords) with up to six months of paid rent, and one
 * resident whose lease is ten years old. Then the rent run, timed, on the first of the current
 * month: it posts this month's rent for every lease; run again, it posts nothing.
 */
export async function prepareLeasingData(dataDir: string, count: number): Promise<PreparedData> {
  const database = await openPglite(dataDir);
  const db = database.db;
  try {
    await ensureReferenceData(db);
    await seedIfEmpty(db);
    const timeZone = await companyTimeZone(db);
    const seedStarted = performance.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const landlords = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['landlord@example.com', 'landlord2@example.com']));
    const cityRows = await db.select({ id: cities.id, slug: cities.slug }).from(cities);

    const unitsPerProperty = 100;
    const propertyCount = Math.ceil((count + 1) / unitsPerProperty);
    const propertyRows = Array.from({ length: propertyCount }, (_, i) => ({
      ownerId: landlords[i % landlords.length]!.id,
      cityId: cityRows[i % cityRows.length]!.id,
      name: `Bench Tower ${i + 1}`,
      kind: 'condo',
      addressLine: `${100 + i} Bench Avenue`,
      postalCode: '33101',
    }));
    const propertyIds: { id: string; cityId: string }[] = [];
    await insertInBatches(propertyRows, async (b) =>
      propertyIds.push(
        ...(await db
          .insert(properties)
          .values(b)
          .returning({ id: properties.id, cityId: properties.cityId })),
      ),
    );
    const unitRows = Array.from({ length: count + 1 }, (_, i) => ({
      propertyId: propertyIds[Math.floor(i / unitsPerProperty)]!.id,
      label: `Unit ${(i % unitsPerProperty) + 1}`,
      bedrooms: 1 + (i % 3),
      bathsTenths: 10 + 5 * (i % 3),
      sizeSqFt: 700 + 10 * (i % 50),
    }));
    const unitIds: string[] = [];
    await insertInBatches(unitRows, async (b) =>
      unitIds.push(
        ...(await db.insert(units).values(b).returning({ id: units.id })).map((r) => r.id),
      ),
    );
    const residentRows = Array.from({ length: count + 1 }, (_, i) => ({
      email: i === count ? LEDGER_RESIDENT : `bench-resident-${i}@example.org`,
      name: i === count ? 'Ledger Resident' : `Resident ${String(i).padStart(5, '0')}`,
      role: 'resident',
      passwordHash,
    }));
    const residentIds: string[] = [];
    await insertInBatches(residentRows, async (b) =>
      residentIds.push(
        ...(await db.insert(users).values(b).returning({ id: users.id })).map((r) => r.id),
      ),
    );

    // Rent due on the 1st; starts spread over the last six months; the last lease is ten years old.
    const realToday = localDate(new Date(), timeZone);
    const currentPeriod = periodOf(realToday);
    const leaseRows = Array.from({ length: count + 1 }, (_, i) => {
      const startPeriod =
        i === count
          ? monthsBefore(currentPeriod, LEDGER_YEARS * 12 - 1)
          : monthsBefore(currentPeriod, i % HISTORY_MONTHS);
      return {
        unitId: unitIds[i]!,
        status: 'active' as const,
        startDate: dayOf(startPeriod, 1),
        endDate: null,
        monthlyRentCents: 150_000 + 2_500 * (i % 40),
        dueDay: 1,
        securityDepositCents: 0,
        lateFeeGraceDays: 5,
        lateFeeFlatCents: 7_500,
        activatedAt: startOfLocalDay(dayOf(startPeriod, 1), timeZone),
      };
    });
    const leaseIds: string[] = [];
    await insertInBatches(leaseRows, async (b) =>
      leaseIds.push(
        ...(await db.insert(leases).values(b).returning({ id: leases.id })).map((r) => r.id),
      ),
    );
    await insertInBatches(
      leaseIds.map((leaseId, i) => ({ leaseId, userId: residentIds[i]! })),
      (b) => db.insert(leaseResidents).values(b),
    );
    const history = await seedHistory(
      db,
      leaseIds.map((id, i) => ({
        id,
        startPeriod: periodOf(leaseRows[i]!.startDate),
        rentCents: leaseRows[i]!.monthlyRentCents,
        paysLastMonth: i === count || i % DELINQUENT_EVERY !== 0,
      })),
      currentPeriod,
      timeZone,
    );
    const seedMs = performance.now() - seedStarted;
    // The planner should see the new rows as a nightly autovacuum would have.
    await db.execute(sql`analyze`);

    // The run as the scheduler makes it on the first of the month, 07:00 in the company's zone.
    const runAt = new Date(
      startOfLocalDay(dayOf(currentPeriod, 1), timeZone).getTime() + 7 * 3_600_000,
    );
    const timed = async () => {
      const started = performance.now();
      const result = await postDueCharges(db, runAt);
      return {
        ms: performance.now() - started,
        rentPosted: result!.rentPosted,
        lateFeesPosted: result!.lateFeesPosted,
      };
    };
    const firstRun = await timed();
    const secondRun = await timed();

    // This month's rent paid by all but the delinquent ones, so the server's own catch-up run at
    // start has only their late fees to post and the measured requests run on a quiet server.
    const current = await db
      .select({ id: charges.leaseId, amount: charges.amountCents })
      .from(charges)
      .where(sql`${charges.kind} = 'rent' and ${charges.period} = ${currentPeriod}`);
    const paying = current.filter((_, i) => i % DELINQUENT_EVERY !== 0);
    const refs = await allocateReferences(db, PAYMENT_REFERENCE_PREFIX, paying.length);
    const paidAt = new Date(runAt.getTime() + 3_600_000);
    await insertInBatches(
      paying.map((c, i) => ({
        leaseId: c.id,
        amountCents: c.amount,
        method: 'card' as const,
        status: 'succeeded' as const,
        reference: refs[i]!,
        idempotencyKey: `bench-${c.id}-${currentPeriod}`,
        receivedAt: paidAt,
        settledAt: paidAt,
      })),
      (b) => db.insert(payments).values(b),
    );
    await postDueCharges(db, new Date());
    await db.execute(sql`analyze`);

    const citySlug = cityRows[0]!.slug;
    const [inCity] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(leases)
      .innerJoin(units, eq(units.id, leases.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(sql`${cities.slug} = ${citySlug} and ${leases.status} = 'active'`);
    const ledgerLease = leaseIds[count]!;
    const [entries] = await db
      .select({
        n: sql<number>`((select count(*) from charges where lease_id = ${ledgerLease}) + (select count(*) from payments where lease_id = ${ledgerLease}))::int`,
      })
      .from(sql`(select 1) as one`);
    return {
      leases: count,
      historyCharges: history.charges,
      historyPayments: history.payments,
      seedMs,
      firstRun,
      secondRun,
      city: { slug: citySlug, leases: inCity!.n },
      ledgerEntries: entries!.n,
    };
  } finally {
    await database.close();
  }
}
