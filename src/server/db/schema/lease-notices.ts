import { date, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * The written notice Florida requires within 30 days of receiving a security deposit (§83.49(2)):
 * where and how it is held. One per lease; the row is written in the transaction that queues the
 * e-mails, so the scheduler sends it once, on whichever instance runs first.
 */
export const depositNotices = pgTable('deposit_notices', {
  leaseId: ref('lease_id', () => leases.id, 'cascade').primaryKey(),
  /** The company-local day the deposit was received: the 30 days run from it. */
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  sentAt: timestampTz('sent_at').notNull().defaultNow(),
  /** The notice as sent (a PDF in the file store); null for a demo record sent before Blu. */
  fileKey: text('file_key'),
});
