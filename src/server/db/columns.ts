import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/language-path';

/**
 * The column shapes the schema files share, so each is written once. Every builder is a function:
 * a table needs a column of its own, not one shared with another table.
 */

/** The key most tables have: a uuid the database draws. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/**
 * A column naming a row of another table, and what becomes of this row when that one is deleted:
 * `cascade` goes with it, `restrict` forbids the delete, `set null` keeps the row without it.
 */
export const ref = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' | 'set null',
) => uuid(name).references(target, { onDelete });

/** A moment: every timestamp here is stored with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row was written and last changed, for a row that is edited in place. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Money is whole cents in an integer (a bigint where it may pass 21 million dollars). */
export const cents = (name: `${string}_cents`) => integer(name);

/**
 * An uploaded photo or video as stored: its type, size, pixel size, and the widths of the WebP
 * renditions stored next to it (empty for files stored before uploads were re-encoded).
 */
export const uploadedMedia = () => ({
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  renditionWidths: integer('rendition_widths').array().notNull().default([]),
});

/**
 * The language a person reads their e-mail in: `en` or `es`, the languages of the site
 * (src/shared/language-path.ts). English unless they said otherwise.
 */
export const emailLanguage = () => text('language').$type<Language>().notNull().default('en');

/** Holds `emailLanguage` to the site's languages. */
export const emailLanguageCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_language_check`, sql`${column} in ('en', 'es')`);
