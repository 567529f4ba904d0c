import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, timestamps, timestampTz } from '../columns';
import type {
  ContractEventKind,
  ContractKind,
  ContractStatus,
  PartyRole,
  PartyStatus,
  SigningOrder,
} from '../../../shared/contract-terms';
import { userRef } from './identity';
import { leads } from './leads';
import { leases } from './leasing';
import { properties } from './places';

/** One template per kind; its text lives in versions, so a sent contract keeps the one it used. */
export const contractTemplates = pgTable('contract_templates', {
  id: id(),
  kind: text('kind').$type<ContractKind>().notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  currentVersion: integer('current_version').notNull().default(1),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    id: id(),
    templateId: ref('template_id', () => contractTemplates.id, 'cascade').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
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
    id: id(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<ContractKind>().notNull(),
    title: text('title').notNull(),
    templateVersionId: ref('template_version_id', () => contractTemplateVersions.id, 'set null'),
    body: text('body').notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('draft'),
    signingOrder: text('signing_order').$type<SigningOrder>().notNull().default('parallel'),
    message: text('message').notNull().default(''),
    expiresAt: timestampTz('expires_at').notNull(),
    reminderDays: integer('reminder_days').notNull().default(3),
    documentSha256: text('document_sha256'),
    finalSha256: text('final_sha256'),
    sentAt: timestampTz('sent_at'),
    completedAt: timestampTz('completed_at'),
    voidedAt: timestampTz('voided_at'),
    voidReason: text('void_reason'),
    /** The contract sent in this one's place after a change. */
    replacedBy: uuid('replaced_by'),
    expiryWarnedAt: timestampTz('expiry_warned_at'),
    /** none | pending | applied | failed: what completion does to leases, leads and owners. */
    effectsState: text('effects_state').notNull().default('none'),
    effectsNote: text('effects_note'),
    createdBy: userRef('created_by'),
    /** The broker whose lead this agreement is for (commission and pipeline). */
    brokerId: userRef('broker_id'),
    leadId: ref('lead_id', () => leads.id, 'set null'),
    leaseId: ref('lease_id', () => leases.id, 'set null'),
    propertyId: ref('property_id', () => properties.id, 'set null'),
    /** Terms completion acts on: a renewal's dates and rent, a plan, the commission. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
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
    id: id(),
    contractId: ref('contract_id', () => contracts.id, 'cascade').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<PartyRole>().notNull(),
    /** The account with this e-mail, when there is one: it signs from /contracts/{id}. */
    userId: userRef('user_id'),
    status: text('status').$type<PartyStatus>().notNull().default('waiting'),
    tokenHash: text('token_hash').unique(),
    consentedAt: timestampTz('consented_at'),
    signedAt: timestampTz('signed_at'),
    declinedAt: timestampTz('declined_at'),
    declineReason: text('decline_reason'),
    signatureKind: text('signature_kind'),
    signatureText: text('signature_text'),
    /** The signature as a PNG data URL (drawn, or typed and drawn in the script font). */
    signatureImage: text('signature_image'),
    initials: text('initials'),
    lastNudgedAt: timestampTz('last_nudged_at'),
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
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    contractId: ref('contract_id', () => contracts.id, 'cascade').notNull(),
    partyId: ref('party_id', () => contractParties.id, 'set null'),
    kind: text('kind').$type<ContractEventKind>().notNull(),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.seq)],
);

/** What a broker earned for a signed management agreement. */
export const brokerCommissions = pgTable(
  'broker_commissions',
  {
    id: id(),
    brokerId: userRef('broker_id', 'cascade').notNull(),
    contractId: ref('contract_id', () => contracts.id, 'cascade')
      .notNull()
      .unique(),
    leadId: ref('lead_id', () => leads.id, 'set null'),
    amountCents: cents('amount_cents').notNull(),
    /** The company's calendar day the agreement was completed. */
    earnedOn: date('earned_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('broker_commissions_broker_idx').on(t.brokerId, t.earnedOn)],
);
