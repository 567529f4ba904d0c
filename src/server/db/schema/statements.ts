import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StatementPropertyLine } from '../../../shared/schemas/statements';
import { users } from './identity';

/**
 * A month's owner statement once the month has ended (decision 0047): the figures as they were
 * when it was issued, so a later plan change or property edit never rewrites a statement an owner
 * already received. The month in progress is never stored; it is computed on demand.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company-local month (YYYY-MM). */
    period: text('period').notNull(),
    /** Per property: collected, fee, expense lines and net, as computed at issue. */
    lines: jsonb('lines').$type<StatementPropertyLine[]>().notNull(),
    collectedCents: integer('collected_cents').notNull(),
    managementFeeCents: integer('management_fee_cents').notNull(),
    expensesCents: integer('expenses_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
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
