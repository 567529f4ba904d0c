import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, timestampTz } from '../columns';
import { userRef } from './identity';
import { leads } from './leads';
import { leases } from './leasing';

/**
 * The decision on a rental application (a `car` lead). No row: the application waits for review.
 * The lead is the primary key, so a second decision on one application is refused by the database
 * whatever the code above it does; an approval names the draft lease and the resident account it
 * made (decision 0046).
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    leadId: ref('lead_id', () => leads.id, 'cascade').primaryKey(),
    /** approved | declined */
    outcome: text('outcome').notNull(),
    note: text('note').notNull().default(''),
    leaseId: ref('lease_id', () => leases.id, 'restrict').unique(),
    residentId: userRef('resident_id'),
    decidedBy: userRef('decided_by'),
    decidedAt: timestampTz('decided_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_decisions_outcome_idx').on(t.outcome, t.decidedAt),
    check('application_decisions_outcome_check', sql`${t.outcome} in ('approved', 'declined')`),
    check(
      'application_decisions_lease_check',
      sql`(${t.outcome} = 'approved') = (${t.leaseId} is not null)`,
    ),
  ],
);
