import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  emailLanguage,
  emailLanguageCheck,
  id,
  ref,
  timestamps,
  timestampTz,
} from '../columns';

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    blocked: boolean('blocked').notNull().default(false),
    isBlogEditor: boolean('is_blog_editor').notNull().default(false),
    /** Access tokens issued before this instant are refused (block, password reset). */
    tokensValidAfter: timestampTz('tokens_valid_after').notNull().defaultNow(),
    /** The language of the e-mails the account receives: chosen in the account menu or at invitation. */
    language: emailLanguage(),
    ...timestamps(),
  },
  (t) => [emailLanguageCheck('users', t.language)],
);

/** A column naming a user; unless told otherwise, deleting the user sets it to null. */
export const userRef = (name: string, onDelete: Parameters<typeof ref>[2] = 'set null') =>
  ref(name, () => users.id, onDelete);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** One-time set-password links: a reset asked for by the user, or an invitation by an admin. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull().default('reset'),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: text('private_jwk').notNull(),
  publicJwk: text('public_jwk').notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters shared by every instance (the database is the only shared state):
 * failed sign-ins per `sign-in:account:<email>` / `sign-in:address:<ip>`, reset requests per
 * `forgot:account:<email>` / `forgot:address:<ip>`.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestampTz('window_started_at').notNull().defaultNow(),
});
