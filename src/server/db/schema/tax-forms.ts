import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, timestamps } from '../columns';
import type { W9EntityType } from '../../../shared/schemas/bills';
import { userRef } from './identity';

/**
 * The 1099 reporting thresholds, one row per year they changed (docs/accounting.md, "Year-end
 * 1099s"): a year reads the latest row at or before it. Seeded by the migration: from 1900 $600
 * for 1099-NEC and 1099-MISC rents; from 2026 $2,000 for 1099-NEC (payments made after 2025).
 */
export const taxFormThresholds = pgTable(
  'tax_form_thresholds',
  {
    fromYear: integer('from_year').primaryKey(),
    necCents: cents('nec_cents').notNull(),
    miscRentsCents: cents('misc_rents_cents').notNull(),
  },
  (t) => [
    check(
      'tax_form_thresholds_check',
      sql`${t.necCents} > 0 and ${t.miscRentsCents} > 0 and ${t.fromYear} between 1900 and 9999`,
    ),
  ],
);

/**
 * An owner's tax profile, for the 1099-MISC of the rents paid to them: the W-9 entity type (only
 * an individual is reported), the name and address the form is sent to, and the taxpayer id
 * stored encrypted as vendors' are (src/server/lib/tax-id.ts, VENDOR_TAX_ID_KEY).
 */
export const ownerTaxProfiles = pgTable(
  'owner_tax_profiles',
  {
    ownerId: userRef('owner_id', 'cascade').primaryKey(),
    entityType: text('entity_type').$type<W9EntityType>().notNull(),
    /** The name on the W-9; empty: the account's name. */
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    taxIdEncrypted: text('tax_id_encrypted'),
    taxIdLast4: text('tax_id_last4'),
    taxIdKind: text('tax_id_kind').$type<'ssn' | 'ein'>(),
    ...timestamps(),
  },
  (t) => [
    check(
      'owner_tax_profiles_tax_id_check',
      sql`(${t.taxIdEncrypted} is null) = (${t.taxIdLast4} is null) and (${t.taxIdLast4} is null or ${t.taxIdLast4} ~ '^[0-9]{4}$')`,
    ),
  ],
);
