import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

/** A deletion the user asked for in Settings (0013): due 30 days later; gone once cancelled or done. */
export const accountDeletionRequests = pgTable('account_deletion_requests', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  scheduledFor: timestamp({ withTimezone: true }).notNull(),
  /** Stripe subscriptions this request set to cancel at their period's end (resumed on cancel). */
  canceledSubscriptionIds: text().array().notNull().default([]),
});

/** The anonymous audit trail of deletions carried out (0013): a hash of the user id, and dates. */
export const accountDeletionsCompleted = pgTable('account_deletions_completed', {
  subjectHash: text().primaryKey(),
  requestedAt: timestamp({ withTimezone: true }).notNull(),
  scheduledFor: timestamp({ withTimezone: true }).notNull(),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  businessesDeleted: integer().notNull().default(0),
  filesDeleted: integer().notNull().default(0),
});

/** A full export of a business, or of one client's data (0030, issue 19): built by a job, its link emailed. */
export const dataExports = pgTable('data_exports', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  requestedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  clientId: uuid(),
  status: text({ enum: ['queued', 'running', 'ready', 'failed'] })
    .notNull()
    .default('queued'),
  progress: integer().notNull().default(0),
  storageKey: text(),
  byteSize: integer(),
  /** SHA-256 of the emailed link's token; the token itself is never stored. */
  tokenHash: text().unique(),
  expiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});
