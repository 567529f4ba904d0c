import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, id, ref, timestamps, timestampTz } from '../columns';
import { COMPANY_TIME_ZONE } from '../../../shared/constants';
import type { LocalizedText, SocialLink } from '../../../shared/schemas/site';
import type { PlanFeature } from '../../../shared/schemas/plans';
import { userRef } from './identity';

const emptyText: LocalizedText = { en: '', es: '' };

/** A single row (id = 1) holding what an operator changes about their company. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  brandName: text('brand_name').notNull(),
  legalName: text('legal_name').notNull(),
  supportEmail: text('support_email').notNull(),
  phone: text('phone').notNull(),
  emergencyPhone: text('emergency_phone').notNull().default(''),
  address: text('address').notNull(),
  /**
   * The address e-mail is sent from, with the brand name as the sender's name; empty: the
   * configured SMTP_FROM. The mail server must be allowed to send as it.
   */
  senderEmail: text('sender_email').notNull().default(''),
  timeZone: text('time_zone').notNull().default(COMPANY_TIME_ZONE),
  tagline: jsonb('tagline').$type<LocalizedText>().notNull().default(emptyText),
  officeHours: jsonb('office_hours').$type<LocalizedText>().notNull().default(emptyText),
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
  stormAlertActive: boolean('storm_alert_active').notNull().default(false),
  stormAlertTitle: text('storm_alert_title'),
  stormAlertBody: text('storm_alert_body'),
  stormAlertTitleEs: text('storm_alert_title_es'),
  stormAlertBodyEs: text('storm_alert_body_es'),
  /** The convenience fee added to a card payment: 295 = 2.95 %. Bank payments carry none. */
  cardFeeBasisPoints: integer('card_fee_bp').notNull().default(295),
  /** Posted to the lease when the bank returns a payment (R01 and the like). */
  returnedPaymentFeeCents: cents('returned_payment_fee_cents').notNull().default(2500),
  /** First-response targets for maintenance, in hours: past them an unanswered request is overdue. */
  /** What a broker earns for each management agreement an owner signs. */
  brokerCommissionCents: cents('broker_commission_cents').notNull().default(75_000),
  responseHoursEmergency: integer('response_hours_emergency').notNull().default(4),
  responseHoursUrgent: integer('response_hours_urgent').notNull().default(24),
  responseHoursRoutine: integer('response_hours_routine').notNull().default(72),
  /** The technician on call: an emergency request reaches them (and the admins) at once. */
  onCallTechnicianId: userRef('on_call_technician_id'),
  /**
   * The broker of record (an admin): the only person who may sign the monthly reconciliation of
   * the bank accounts (FREC rule 61J2-14.012, docs/accounting.md).
   */
  brokerOfRecordId: userRef('broker_of_record_id'),
  /**
   * The ACH originator for owner payouts by bank transfer (NACHA files): the company's bank (ODFI)
   * routing number and name, its ACH company id and name. Empty until an admin enters them.
   */
  nachaOdfiRouting: text('nacha_odfi_routing'),
  nachaOdfiName: text('nacha_odfi_name'),
  nachaCompanyId: text('nacha_company_id'),
  nachaCompanyName: text('nacha_company_name'),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** CMS pages: legal texts and landing pages, one row per slug and language. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Plain text with a small markup (headings, lists, bold, links), rendered without HTML. */
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('pages_slug_language_idx').on(t.slug, t.language)],
);

/** Management plans shown on /managed and /compare. Exactly one of the two monthly fees is set. */
export const plans = pgTable('plans', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  /** Monthly fee as a share of collected rent: 800 = 8 %. */
  percentOfRentBasisPoints: integer('percent_of_rent_bp'),
  monthlyFeeCents: cents('monthly_fee_cents'),
  setupFeeCents: cents('setup_fee_cents').notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
  highlighted: boolean('highlighted').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export const offices = pgTable('offices', {
  id: id(),
  slug: text('slug').notNull().unique(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** Where the office sits on the drawn map of South Florida. */
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    name: text('name').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    bio: jsonb('bio').$type<LocalizedText>().notNull(),
    /** Languages this person works in, as shown ("English", "Español", "Português"). */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    officeId: ref('office_id', () => offices.id, 'set null'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('team_members_office_idx').on(t.officeId)],
);
