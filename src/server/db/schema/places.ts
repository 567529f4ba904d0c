import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Marina } from '../../../shared/schemas/places';
import type { LocalizedText } from '../../../shared/schemas/site';
import { users } from './identity';
import { plans } from './site';

/**
 * A city with a marine-lifestyle guide (`/marine-lifestyle/{slug}`). Visitor-facing text is stored
 * per language ({ en, es }) so the page switches language without another request.
 */
export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  tagline: jsonb('tagline').$type<LocalizedText>().notNull(),
  guide: jsonb('guide').$type<LocalizedText>().notNull(),
  boatingNotes: jsonb('boating_notes').$type<LocalizedText>().notNull(),
  marinas: jsonb('marinas').$type<Marina[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A condo building, an HOA or a neighborhood; `/community/{slug}`. */
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    isWaterfront: boolean('is_waterfront').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    yearBuilt: integer('year_built'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('communities_city_idx').on(t.cityId)],
);

/**
 * What a landlord owns: a house, a townhouse, a villa, or a condo apartment (then `communityId`
 * is its building). Leases, work orders and payments reference properties and units.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code').notNull(),
    neighborhood: text('neighborhood').notNull().default(''),
    yearBuilt: integer('year_built'),
    /** The management plan the owner signed up for; it sets the management fee on statements. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    /** Repairs above this need the owner's approval (the maintenance issue reads it). */
    approvalThresholdCents: integer('approval_threshold_cents').notNull().default(50_000),
    /** Archived rather than deleted once leases or money refer to it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId),
    index('properties_community_idx').on(t.communityId),
    index('properties_city_idx').on(t.cityId),
    index('properties_kind_idx').on(t.kind),
  ],
);

/** A rentable or sellable unit of a property; a house has one. Baths are stored in tenths (25 = 2.5). */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathsTenths: integer('baths_tenths').notNull(),
    sizeSqFt: integer('size_sq_ft').notNull(),
    floor: integer('floor'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('units_property_label_idx').on(t.propertyId, t.label)],
);
