import { pgTable } from 'drizzle-orm/pg-core';
import { ref, timestampTz } from '../columns';
import { leases } from './leasing';

/**
 * Leases whose "ending in 60 days" notice has gone out. The primary key is the once-only
 * guarantee: a run inserts here first and notifies only for the rows it inserted, so a second
 * run, or a run on another instance at the same moment, sends nothing again (decision 0048).
 */
export const leaseEndingNotices = pgTable('lease_ending_notices', {
  leaseId: ref('lease_id', () => leases.id, 'cascade').primaryKey(),
  /** When it was sent; a lease whose end date changes later is not told again. */
  notifiedAt: timestampTz('notified_at').notNull().defaultNow(),
});
