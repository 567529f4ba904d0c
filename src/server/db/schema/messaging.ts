import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestampTz } from '../columns';
import { userRef } from './identity';

/**
 * One row per notification, whoever it targets: a user, every user of a role, or everyone.
 * Per-user state (read, dismissed) lives in notification_receipts, so a broadcast to
 * thousands is one insert and one live message, and every recipient sees the same id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    targetUserId: userRef('target_user_id', 'cascade'),
    targetRole: text('target_role'),
    targetAll: boolean('target_all').notNull().default(false),
    createdBy: userRef('created_by'),
    /** What the notification is about (NOTIFICATION_TOPICS): the client refreshes that data. */
    topics: text('topics').array().notNull().default([]),
    createdAt: createdAt(),
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
    notificationId: ref('notification_id', () => notifications.id, 'cascade').notNull(),
    userId: userRef('user_id', 'cascade').notNull(),
    readAt: timestampTz('read_at'),
    dismissedAt: timestampTz('dismissed_at'),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The From header, as the site settings said when it was queued; null: the mailer's own. */
    from: text('from'),
    /** Where replies go: the company's support address when it was queued. */
    replyTo: text('reply_to'),
    /** Files sent with the e-mail, by their path under the data directory (a contract's final PDF). */
    attachments: jsonb('attachments').$type<{ filename: string; key: string }[]>(),
    /** stored (no SMTP configured), queued, sending, sent or failed (after the last attempt). */
    status: text('status').notNull().default('queued'),
    /** Attempts started, counted when claimed, so an e-mail that crashes its sender still runs out. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When an instance took it for sending; a claim older than the lease is taken again. */
    claimedAt: timestampTz('claimed_at'),
    /** A queued e-mail waits until then: the back-off after a failed attempt. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
