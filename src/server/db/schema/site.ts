import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMPANY_TIME_ZONE } from '../../../shared/constants';
import type { LocalizedText, SocialLink } from '../../../shared/schemas/site';
import type { PlanFeature } from '../../../shared/schemas/plans';
import { users } from './identity';

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
  returnedPaymentFeeCents: integer('returned_payment_fee_cents').notNull().default(2500),
  /** First-response targets for maintenance, in hours: past them an unanswered request is overdue. */
  /** What a broker earns for each management agreement an owner signs. */
  brokerCommissionCents: integer('broker_commission_cents').notNull().default(75_000),
  responseHoursEmergency: integer('response_hours_emergency').notNull().default(4),
  responseHoursUrgent: integer('response_hours_urgent').notNull().default(24),
  responseHoursRoutine: integer('response_hours_routine').notNull().default(72),
  /** The technician on call: an emergency request reaches them (and the admins) at once. */
  onCallTechnicianId: uuid('on_call_technician_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** CMS pages: legal texts and landing pages, one row per slug and language. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Plain text with a small markup (headings, lists, bold, links), rendered without HTML. */
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_slug_language_idx').on(t.slug, t.language)],
);

/** Management plans shown on /managed and /compare. Exactly one of the two monthly fees is set. */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  /** Monthly fee as a share of collected rent: 800 = 8 %. */
  percentOfRentBasisPoints: integer('percent_of_rent_bp'),
  monthlyFeeCents: integer('monthly_fee_cents'),
  setupFeeCents: integer('setup_fee_cents').notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
  highlighted: boolean('highlighted').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const offices = pgTable('offices', {
  id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    bio: jsonb('bio').$type<LocalizedText>().notNull(),
    /** Languages this person works in, as shown ("English", "Español", "Português"). */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('team_members_office_idx').on(t.officeId)],
);
