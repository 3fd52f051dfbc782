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
