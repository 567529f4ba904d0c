import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One row per notification, whoever it targets: a user, every user of a role, or everyone.
 * Per-user state (read, dismissed) lives in notification_receipts, so a broadcast to
 * thousands is one insert and one live message, and every recipient sees the same id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    targetRole: text('target_role'),
    targetAll: boolean('target_all').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the notification is about (NOTIFICATION_TOPICS): the client refreshes that data. */
    topics: text('topics').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.targetUserId, t.createdAt),
    index('notifications_role_idx').on(t.targetRole, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

export const notificationReceipts = pgTable(
  'notification_receipts',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the e-mail, by their path under the data directory (a contract's final PDF). */
    attachments: jsonb('attachments').$type<{ filename: string; path: string }[]>(),
    /** stored (no SMTP configured), queued, sending, sent or failed (after the last attempt). */
    status: text('status').notNull().default('queued'),
    /** Attempts started, counted when claimed, so an e-mail that crashes its sender still runs out. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When an instance took it for sending; a claim older than the lease is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** A queued e-mail waits until then: the back-off after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
