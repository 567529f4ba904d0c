import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, id, timestampTz } from '../columns';
import type { StatementPropertyLine } from '../../../shared/schemas/statements';
import { userRef } from './identity';

/**
 * A month's owner statement once the month has ended (decision 0047): the figures as they were
 * when it was issued, so a later plan change or property edit never rewrites a statement an owner
 * already received. The month in progress is never stored; it is computed on demand.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: id(),
    ownerId: userRef('owner_id', 'restrict').notNull(),
    /** The company-local month (YYYY-MM). */
    period: text('period').notNull(),
    /** Per property: collected, fee, expense lines and net, as computed at issue. */
    lines: jsonb('lines').$type<StatementPropertyLine[]>().notNull(),
    collectedCents: cents('collected_cents').notNull(),
    managementFeeCents: cents('management_fee_cents').notNull(),
    expensesCents: cents('expenses_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    // Exactly one statement per owner and month, however many runs or instances try.
    uniqueIndex('owner_statements_owner_period_idx').on(t.ownerId, t.period),
    index('owner_statements_period_idx').on(t.period),
    check('owner_statements_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'owner_statements_net_check',
      sql`${t.netCents} = ${t.collectedCents} - ${t.managementFeeCents} - ${t.expensesCents}`,
    ),
  ],
);
