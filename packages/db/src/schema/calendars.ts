import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { businesses } from './tenancy.ts';

/** Migration 0055 (ADR 068): each member's private calendar feed, and the busy times imported from ICS. */

export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  userId: uuid()
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** SHA-256 of the feed's token: the token itself is shown once, in its address. */
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastFetchedAt: timestamp({ withTimezone: true }),
});

export const calendarImports = pgTable('calendar_imports', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  lastSyncedAt: timestamp({ withTimezone: true }),
  lastError: text(),
  busyCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const calendarBusy = pgTable('calendar_busy', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  importId: uuid()
    .notNull()
    .references(() => calendarImports.id, { onDelete: 'cascade' }),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
});
