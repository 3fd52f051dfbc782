import { boolean, jsonb, pgSchema, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Supabase's `auth` schema: the columns of auth.users we read or write (created by 0001 when embedded). */
export const authSchema = pgSchema('auth');

export const authUsers = authSchema.table('users', {
  id: uuid().primaryKey(),
  aud: varchar({ length: 255 }),
  role: varchar({ length: 255 }),
  email: varchar({ length: 255 }),
  encryptedPassword: varchar({ length: 255 }),
  emailConfirmedAt: timestamp({ withTimezone: true }),
  lastSignInAt: timestamp({ withTimezone: true }),
  rawAppMetaData: jsonb().$type<Record<string, unknown>>(),
  rawUserMetaData: jsonb().$type<Record<string, unknown>>(),
  createdAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }),
  bannedUntil: timestamp({ withTimezone: true }),
  deletedAt: timestamp({ withTimezone: true }),
  isAnonymous: boolean().notNull().default(false),
});
