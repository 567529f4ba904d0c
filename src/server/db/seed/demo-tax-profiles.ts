import { inArray } from 'drizzle-orm';
import { demoTaxIdKey, encryptTaxId, type TaxIdKey } from '../../lib/tax-id';
import type { Db } from '../client';
import { ownerTaxProfiles, users } from '../tables';

/**
 * The demo owners' tax profiles, so the 1099 review shows both cases an owner can be in: Martin
 * Kessler an individual with his SSN on file (his rents are on a 1099-MISC), Grace Whitfield an
 * individual whose id is missing (in, flagged as a problem to fix before filing). An owner that is
 * an LLC or corporation (out: not an individual) is shown by the route tests.
 */
export async function seedDemoTaxProfiles(db: Db, key: TaxIdKey | null = null): Promise<void> {
  const taxKey = key ?? demoTaxIdKey();
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'landlord2@example.com']));
  const idOf = (email: string) => owners.find((o) => o.email === email)?.id;
  const martin = idOf('landlord@example.com');
  const grace = idOf('landlord2@example.com');
  if (martin) {
    await db.insert(ownerTaxProfiles).values({
      ownerId: martin,
      entityType: 'individual',
      legalName: 'Martin Kessler',
      address: '2100 Bayshore Dr, Fort Lauderdale, FL 33304',
      taxIdEncrypted: encryptTaxId(taxKey, '412789635'),
      taxIdLast4: '9635',
      taxIdKind: 'ssn',
    });
  }
  if (grace) {
    await db.insert(ownerTaxProfiles).values({
      ownerId: grace,
      entityType: 'individual',
      legalName: 'Grace Whitfield',
      address: '77 Gulf Shore Blvd N, Naples, FL 34102',
    });
  }
}
