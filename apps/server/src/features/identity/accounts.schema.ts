import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed; the unique key for sign-in. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /**
     * Whether the person gave a first and a last name (stored cleaned, so never blank-looking). Only people
     * with a name are listed, counted or suggested to others (decision 0070): the one definition every such
     * query reads.
     */
    hasName: boolean('has_name').notNull().generatedAlwaysAs(sql`first_name <> '' and last_name <> ''`),
    mugshot: text('mugshot'),
    about: text('about').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    jobtitle: text('jobtitle').notNull().default(''),
    company: text('company').notNull().default(''),
    locationType: text('location_type', { enum: ['virtual', 'in_person', 'hybrid'] }).notNull().default('virtual'),
    isPublic: boolean('is_public').notNull().default(true),
    doNotDisturb: boolean('do_not_disturb').notNull().default(false),
    hiddenProfileFields: jsonb('hidden_profile_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hideDocument: boolean('hide_document').notNull().default(false),
    incognitoMode: boolean('incognito_mode').notNull().default(false),
    aliasName: text('alias_name').notNull().default(''),
    document: text('document'),
    documentName: text('document_name'),
    termsAgreed: boolean('terms_agreed').notNull().default(false),
    /** Set when a new account signs in for the first time; cleared by activation. */
    activationKey: text('activation_key'),
    /** Only for accounts an operator gave a password (scrypt, see auth/passwords.ts). */
    passwordHash: text('password_hash'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the person removed their account; the row stays, emptied, as 'deleted user' (decision 0020). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** While a removed account may be reactivated: HMACs of the mailed code and of the e-mail it was for. */
    reactivationCodeHash: text('reactivation_code_hash'),
    reactivationEmailHash: text('reactivation_email_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_reactivation_code_key').on(t.reactivationCodeHash)],
);

/**
 * A mailed sign-in code; only its hash and a nonce it is derived from under a key outside the database
 * are stored. A new code replaces the older ones for that e-mail and event.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** With the server's code key, gives the code again (to mail it again); null on rows from before. */
    codeNonce: text('code_nonce'),
    eventSlug: text('event_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against it (kept for support; a code is not killed by them, see decision 0009). */
    failedTries: integer('failed_tries').notNull().default(0),
    /** Set when used or replaced by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('login_codes_email_idx').on(t.email, t.createdAt)],
);

/** One sign-in (a device); its refresh tokens rotate and a reused one revokes it whole. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id of the only refresh token of this sign-in that is still valid. */
    currentRefreshId: uuid('current_refresh_id').notNull(),
    /**
     * The id it replaced at `lastRefreshedAt`: presented again within the grace window it answers the
     * same new pair (a racing second tab), later it revokes the sign-in. Ids only: no usable token.
     */
    previousRefreshId: uuid('previous_refresh_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /**
     * When a socket of this sign-in last went away without a logout (its connection closed or stopped
     * answering): a login of the sign-in soon after hears `reconnected` (decision 0080).
     */
    socketDroppedAt: timestamp('socket_dropped_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Instance administrators (decision 0081): they create events, name their first owners and act as owners
 * in every event's console. Made and unmade by the operator (`npm run foyer -- admin add|remove EMAIL`).
 */
export const instanceAdministrators = pgTable('instance_administrators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});
