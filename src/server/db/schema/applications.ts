import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
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
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** approved | declined */
    outcome: text('outcome').notNull(),
    note: text('note').notNull().default(''),
    leaseId: uuid('lease_id')
      .unique()
      .references(() => leases.id, { onDelete: 'restrict' }),
    residentId: uuid('resident_id').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
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
