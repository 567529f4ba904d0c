import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, id, ref, timestamps, timestampTz } from '../columns';
import type { Marina } from '../../../shared/schemas/places';
import type { LocalizedText } from '../../../shared/schemas/site';
import { userRef } from './identity';
import { plans } from './site';

/**
 * A city with a marine-lifestyle guide (`/marine-lifestyle/{slug}`). Visitor-facing text is stored
 * per language ({ en, es }) so the page switches language without another request.
 */
export const cities = pgTable('cities', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  tagline: jsonb('tagline').$type<LocalizedText>().notNull(),
  guide: jsonb('guide').$type<LocalizedText>().notNull(),
  boatingNotes: jsonb('boating_notes').$type<LocalizedText>().notNull(),
  marinas: jsonb('marinas').$type<Marina[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  ...timestamps(),
});

/** A condo building, an HOA or a neighborhood; `/community/{slug}`. */
export const communities = pgTable(
  'communities',
  {
    id: id(),
    cityId: ref('city_id', () => cities.id, 'restrict').notNull(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    isWaterfront: boolean('is_waterfront').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    yearBuilt: integer('year_built'),
    ...timestamps(),
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
    id: id(),
    ownerId: userRef('owner_id', 'restrict').notNull(),
    cityId: ref('city_id', () => cities.id, 'restrict').notNull(),
    communityId: ref('community_id', () => communities.id, 'set null'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code').notNull(),
    neighborhood: text('neighborhood').notNull().default(''),
    yearBuilt: integer('year_built'),
    /** The management plan the owner signed up for; it sets the management fee on statements. */
    planId: ref('plan_id', () => plans.id, 'restrict'),
    /** Repairs above this need the owner's approval (the maintenance issue reads it). */
    approvalThresholdCents: cents('approval_threshold_cents').notNull().default(50_000),
    /** What the owner's funds held must keep for this property: bills are not paid below it. */
    reserveCents: cents('reserve_cents').notNull().default(0),
    /** Archived rather than deleted once leases or money refer to it. */
    archivedAt: timestampTz('archived_at'),
    ...timestamps(),
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
    id: id(),
    propertyId: ref('property_id', () => properties.id, 'cascade').notNull(),
    label: text('label').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathsTenths: integer('baths_tenths').notNull(),
    sizeSqFt: integer('size_sq_ft').notNull(),
    floor: integer('floor'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    archivedAt: timestampTz('archived_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('units_property_label_idx').on(t.propertyId, t.label)],
);
