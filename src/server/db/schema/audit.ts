import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampTz } from '../columns';
import { userRef } from './identity';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: userRef('actor_id'),
    actorEmail: text('actor_email'),
    realRole: text('real_role'),
    impersonatedRole: text('impersonated_role'),
    /** The account a real admin viewed as when they made this change (the actor is the admin). */
    viewedUserId: userRef('viewed_user_id'),
    /** Kept apart from the id, so the entry still names the account after it is deleted. */
    viewedUserEmail: text('viewed_user_email'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
