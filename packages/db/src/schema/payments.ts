import { bigint, boolean, char, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './back-office.ts';
import { clients, orders } from './clients.ts';
import { appointments } from './showroom.ts';
import { businesses } from './tenancy.ts';

/** 0026: a business's connected Stripe account, as Stripe last described it. */
export const paymentAccounts = pgTable('payment_accounts', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stripeAccountId: text().notNull().unique(),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  detailsSubmitted: boolean().notNull().default(false),
  requirementsDue: text().array().notNull().default([]),
  livemode: boolean().notNull().default(false),
  /** Cancelled at least this many hours ahead, a booking's deposit is refunded in full; later, not at all. */
  depositRefundHours: smallint().notNull().default(48),
  syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 0026: Connect events already applied. */
export const connectWebhookEvents = pgTable('connect_webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  account: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ClientPaymentKind = 'booking_deposit' | 'invoice' | 'order_deposit' | 'order_balance';
export type ClientPaymentStatus = 'open' | 'paid' | 'expired';

/** 0026: one Checkout session on the jeweller's account, what it pays for and what became of it. */
export const clientPayments = pgTable('client_payments', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stripeAccountId: text().notNull(),
  checkoutSessionId: text().notNull().unique(),
  paymentIntentId: text().unique(),
  kind: text().$type<ClientPaymentKind>().notNull(),
  appointmentId: uuid().references(() => appointments.id, { onDelete: 'set null' }),
  invoiceId: uuid().references(() => invoices.id, { onDelete: 'set null' }),
  orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
  clientId: uuid().references(() => clients.id, { onDelete: 'set null' }),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  applicationFeeMinor: bigint({ mode: 'number' }).notNull().default(0),
  refundedMinor: bigint({ mode: 'number' }).notNull().default(0),
  currency: char({ length: 3 }).notNull(),
  status: text().$type<ClientPaymentStatus>().notNull().default('open'),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  paidAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 0026: pay links emailed to clients (the token's SHA-256 only). */
export const paymentLinks = pgTable('payment_links', {
  tokenHash: text().primaryKey(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  kind: text().$type<'invoice' | 'order_deposit' | 'order_balance'>().notNull(),
  invoiceId: uuid().references(() => invoices.id, { onDelete: 'cascade' }),
  orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
