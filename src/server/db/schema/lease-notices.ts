import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leases } from './leasing';

/**
 * Leases whose "ending in 60 days" notice has gone out. The primary key is the once-only
 * guarantee: a run inserts here first and notifies only for the rows it inserted, so a second
 * run, or a run on another instance at the same moment, sends nothing again (decision 0048).
 */
export const leaseEndingNotices = pgTable('lease_ending_notices', {
  leaseId: uuid('lease_id')
    .primaryKey()
    .references(() => leases.id, { onDelete: 'cascade' }),
  /** When it was sent; a lease whose end date changes later is not told again. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});
