import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    realRole: text('real_role'),
    impersonatedRole: text('impersonated_role'),
    /** The account a real admin viewed as when they made this change (the actor is the admin). */
    viewedUserId: uuid('viewed_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from the id, so the entry still names the account after it is deleted. */
    viewedUserEmail: text('viewed_user_email'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
