import { bigserial, index, integer, json, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, emailLanguage, emailLanguageCheck, id, ref, timestamps } from '../columns';
import { userRef } from './identity';

/**
 * One row per public form submission (and per broker-registered management prospect).
 * `payload` holds the whole validated submission of its kind (see src/shared/schemas/leads/),
 * the contact columns repeat its contact block so the inbox can list and search without JSON.
 * Statuses and their meaning: docs/leads.md.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** Human-readable and unique, e.g. MA-2026-000123; allocated in the insert's transaction. */
    reference: text('reference').notNull().unique(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** json, not jsonb: it keeps the fields in the order the form asked them, for staff to read. */
    payload: json('payload').notNull(),
    status: text('status').notNull().default('new'),
    assigneeId: userRef('assignee_id'),
    submittedBy: userRef('submitted_by'),
    /** The submitting address, for the per-address rate limit. */
    ip: text('ip'),
    /** The language of the form's page (`/es` is Spanish): the contact's e-mails are written in it. */
    language: emailLanguage(),
    ...timestamps(),
  },
  (t) => [
    emailLanguageCheck('leads', t.language),
    index('leads_kind_status_idx').on(t.kind, t.status, t.createdAt),
    index('leads_assignee_idx').on(t.assigneeId, t.createdAt),
    index('leads_submitted_by_idx').on(t.submittedBy, t.createdAt),
    index('leads_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The history of a lead: created, status changes, assignments and notes, oldest first. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    /** Orders events written in one transaction, which share their created_at. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    leadId: ref('lead_id', () => leads.id, 'cascade').notNull(),
    /** created | status | assigned | note */
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    assigneeId: userRef('assignee_id'),
    note: text('note'),
    actorId: userRef('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.seq)],
);

/**
 * The last number handed out per reference prefix and year. Allocation is one
 * `insert … on conflict do update … returning`, which takes the row lock, so two concurrent
 * submissions on PostgreSQL never get the same number and a rolled-back one frees nothing twice.
 */
export const leadReferenceCounters = pgTable(
  'lead_reference_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);
