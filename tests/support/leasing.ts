import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { leaseResidents, leases, properties, units, users } from '../../src/server/db/tables';

let unitCounter = 0;

/** A fresh unit on the demo landlord's first property, so a test's lease has it to itself. */
export async function createTestUnit(db: Db, ownerEmail = 'landlord@example.com'): Promise<string> {
  const [owner] = await db.select().from(users).where(eq(users.email, ownerEmail));
  const [property] = await db.select().from(properties).where(eq(properties.ownerId, owner!.id));
  unitCounter += 1;
  const [unit] = await db
    .insert(units)
    .values({
      propertyId: property!.id,
      label: `T-${Date.now().toString(36)}-${unitCounter}`,
      bedrooms: 2,
      bathsTenths: 20,
      sizeSqFt: 1100,
    })
    .returning({ id: units.id });
  return unit!.id;
}

/** An active lease written straight to the table, for tests of what runs on leases. */
export async function createTestLease(
  db: Db,
  values: Partial<typeof leases.$inferInsert> & { startDate: string },
  residentEmail = 'resident@example.com',
): Promise<string> {
  const unitId = values.unitId ?? (await createTestUnit(db));
  const [lease] = await db
    .insert(leases)
    .values({ monthlyRentCents: 250_000, status: 'active', ...values, unitId })
    .returning({ id: leases.id });
  const [resident] = await db.select().from(users).where(eq(users.email, residentEmail));
  await db.insert(leaseResidents).values({ leaseId: lease!.id, userId: resident!.id });
  return lease!.id;
}
