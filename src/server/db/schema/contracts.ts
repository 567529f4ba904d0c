import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ContractEventKind,
  ContractKind,
  ContractStatus,
  PartyRole,
  PartyStatus,
  SigningOrder,
} from '../../../shared/contract-terms';
import { users } from './identity';
import { leads } from './leads';
import { leases } from './leasing';
import { properties } from './places';

/** One template per kind; its text lives in versions, so a sent contract keeps the one it used. */
export const contractTemplates = pgTable('contract_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<ContractKind>().notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  currentVersion: integer('current_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => contractTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_template_versions_uq').on(t.templateId, t.version)],
);

/**
 * A contract from draft to its end. `body` is the merged markdown; sending records its SHA-256
 * (`documentSha256`), after which the text never changes: a change voids it and sends a copy.
 * `finalSha256` is the hash of the completed PDF, which "Verify a document" looks up.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<ContractKind>().notNull(),
    title: text('title').notNull(),
    templateVersionId: uuid('template_version_id').references(() => contractTemplateVersions.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('draft'),
    signingOrder: text('signing_order').$type<SigningOrder>().notNull().default('parallel'),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reminderDays: integer('reminder_days').notNull().default(3),
    documentSha256: text('document_sha256'),
    finalSha256: text('final_sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The contract sent in this one's place after a change. */
    replacedBy: uuid('replaced_by'),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    /** none | pending | applied | failed: what completion does to leases, leads and owners. */
    effectsState: text('effects_state').notNull().default('none'),
    effectsNote: text('effects_note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The broker whose lead this agreement is for (commission and pipeline). */
    brokerId: uuid('broker_id').references(() => users.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** Terms completion acts on: a renewal's dates and rent, a plan, the commission. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_status_idx').on(t.status, t.expiresAt),
    index('contracts_broker_idx').on(t.brokerId, t.createdAt),
    index('contracts_lead_idx').on(t.leadId),
    index('contracts_lease_idx').on(t.leaseId),
    index('contracts_final_sha_idx').on(t.finalSha256),
  ],
);

export const contractParties = pgTable(
  'contract_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<PartyRole>().notNull(),
    /** The account with this e-mail, when there is one: it signs from /contracts/{id}. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<PartyStatus>().notNull().default('waiting'),
    tokenHash: text('token_hash').unique(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    signatureKind: text('signature_kind'),
    signatureText: text('signature_text'),
    /** The signature as a PNG data URL (drawn, or typed and drawn in the script font). */
    signatureImage: text('signature_image'),
    initials: text('initials'),
    lastNudgedAt: timestamp('last_nudged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contract_parties_position_uq').on(t.contractId, t.position),
    index('contract_parties_user_idx').on(t.userId),
    index('contract_parties_email_idx').on(t.email),
  ],
);

/** The audit trail the certificate page prints: who did what, when, from where. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id').references(() => contractParties.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ContractEventKind>().notNull(),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.seq)],
);

/** What a broker earned for a signed management agreement. */
export const brokerCommissions = pgTable(
  'broker_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brokerId: uuid('broker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .unique()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** The company's calendar day the agreement was completed. */
    earnedOn: date('earned_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('broker_commissions_broker_idx').on(t.brokerId, t.earnedOn)],
);
