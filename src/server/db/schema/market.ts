import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamps, timestampTz } from '../columns';
import { userRef } from './identity';
import { units } from './places';

/**
 * A unit offered for rent (price per month) or for sale. Money is integer cents; a bigint because
 * waterfront sale prices pass the 21 million dollars a 32-bit integer can hold.
 * Status: active (shown and searchable), pending (under contract: shown, not searched), closed.
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    unitId: ref('unit_id', () => units.id, 'cascade').notNull(),
    purpose: text('purpose').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('active'),
    availableFrom: date('available_from', { mode: 'string' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The Spanish title and description (the English ones stand in when null). */
    spanish: jsonb('spanish').$type<{ title: string; description: string }>(),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestampTz('published_at').notNull().defaultNow(),
    closedAt: timestampTz('closed_at'),
    ...timestamps(),
  },
  (t) => [
    index('listings_unit_idx').on(t.unitId),
    index('listings_status_published_idx').on(t.status, t.publishedAt),
    // The active listings by price and by purpose, newest first within each.
    index('listings_active_price_idx')
      .on(t.priceCents, t.publishedAt)
      .where(sql`${t.status} = 'active'`),
    index('listings_active_purpose_idx')
      .on(t.purpose, t.publishedAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** An uploaded photo of a listing, stored under DATA_DIR/uploads/listings/<listingId>/. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: id(),
    listingId: ref('listing_id', () => listings.id, 'cascade').notNull(),
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /**
     * Widths of the WebP renditions stored next to the JPEG `file_name` (`<base>-<w>w.webp`).
     * Empty for photos stored before uploads were re-encoded: those are served as they are.
     */
    renditionWidths: integer('rendition_widths').array().notNull().default([]),
    altText: text('alt_text').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_photos_listing_idx').on(t.listingId, t.sort)],
);
