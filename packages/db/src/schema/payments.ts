import { bigint, boolean, char, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './back-office.ts';
import { clients, orders } from './clients.ts';
import { repairs } from './counter.ts';
import { appointments } from './showroom.ts';
import { layaways, saleLinks } from './stock.ts';
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

export type ClientPaymentKind =
  | 'booking_deposit'
  | 'invoice'
  | 'order_deposit'
  | 'order_balance'
  | 'repair_balance'
  | 'layaway'
  | 'counter_sale';
/** What a pay link asks for: an invoice, an order's stage, a counter job's balance (0049), a layaway (0054). */
export type PaymentLinkKind = 'invoice' | 'order_deposit' | 'order_balance' | 'repair_balance' | 'layaway';
export type ClientPaymentStatus = 'open' | 'paid' | 'expired';

/** 0035, 0065: why money went back to a client's card. */
export type PaymentRefundReason =
  | 'cancelled'
  | 'slot_taken'
  | 'invoice_refund'
  | 'layaway_cancelled'
  | 'sale_failed';

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
  /** 0049: the counter job whose balance this pays. */
  repairId: uuid().references(() => repairs.id, { onDelete: 'set null' }),
  /** 0054: the layaway this pays toward. */
  layawayId: uuid().references(() => layaways.id, { onDelete: 'set null' }),
  /** 0065: the counter sale whose card part this pays (a sale link). */
  saleLinkId: uuid().references(() => saleLinks.id, { onDelete: 'set null' }),
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
  kind: text().$type<PaymentLinkKind>().notNull(),
  invoiceId: uuid().references(() => invoices.id, { onDelete: 'cascade' }),
  orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
  repairId: uuid().references(() => repairs.id, { onDelete: 'cascade' }),
  layawayId: uuid().references(() => layaways.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 0035: the client's credit ledger (paid deposits, deductions on invoices, refunds, restorations). */
export const clientCredits = pgTable('client_credits', {
  id: uuid().primaryKey().defaultRandom(),
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  clientId: uuid()
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** The paid deposit invoice that receipted the deposit this line belongs to. */
  receiptInvoiceId: uuid().notNull(),
  paymentId: uuid().references(() => clientPayments.id, { onDelete: 'set null' }),
  /** The invoice that deducted (or gave back) the credit. */
  invoiceId: uuid(),
  kind: text().$type<'deposit' | 'deduction' | 'refund' | 'restored'>().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: char({ length: 3 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 0035: every refund made on a jeweller's account, dated. */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  paymentId: uuid()
    .notNull()
    .references(() => clientPayments.id, { onDelete: 'cascade' }),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: char({ length: 3 }).notNull(),
  reason: text().$type<PaymentRefundReason>().notNull(),
  creditNoteId: uuid(),
  stripeRefundId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
