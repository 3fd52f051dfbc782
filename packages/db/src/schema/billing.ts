import { bigint, boolean, char, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

export type BillingPlan = 'CZ' | 'SILVER' | 'MOISSANITE' | 'DIAMOND';
export type BillingInterval = 'monthly' | 'yearly';

export const billingCustomers = pgTable('billing_customers', {
  userId: uuid()
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  stripeCustomerId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const billingPrices = pgTable('billing_prices', {
  priceId: text().primaryKey(),
  productId: text().notNull(),
  plan: text().$type<BillingPlan>().notNull(),
  interval: text().$type<BillingInterval>().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: char({ length: 3 }).notNull(),
  active: boolean().notNull().default(true),
  syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const billingSubscriptions = pgTable('billing_subscriptions', {
  id: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  stripeCustomerId: text().notNull(),
  status: text().notNull(),
  priceId: text(),
  productId: text(),
  plan: text().$type<BillingPlan>(),
  interval: text().$type<BillingInterval>(),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  cancelAt: timestamp({ withTimezone: true }),
  canceledAt: timestamp({ withTimezone: true }),
  trialEnd: timestamp({ withTimezone: true }),
  cardBrand: text(),
  cardLast4: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
