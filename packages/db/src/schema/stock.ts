import {
  bigint,
  boolean,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import type { ImageVariant } from './showroom.ts';
import { businesses } from './tenancy.ts';

/** Migration 0050 (issue 32 part A, ADR 063): stock items, their history, the in-store sale and its returns. */

export type StockStatusName = 'in_stock' | 'reserved' | 'memo_in' | 'memo_out' | 'sold' | 'returned';

export interface StockStone {
  kind: string;
  carats?: number | null;
  lab?: 'GIA' | 'IGI' | 'HRD' | null;
  certificateNumber?: string | null;
}

export const stockItems = pgTable(
  'stock_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
    name: text().notNull(),
    description: text(),
    productId: uuid(),
    combination: jsonb().$type<Record<string, string>>(),
    costMinor: bigint({ mode: 'number' }).notNull().default(0),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    supplier: text(),
    location: text(),
    status: text().$type<StockStatusName>().notNull().default('in_stock'),
    metal: text(),
    metalWeightMg: integer(),
    fineness: smallint(),
    stones: jsonb().$type<StockStone[]>().notNull().default([]),
    soldSaleId: uuid(),
    /** Kept by a trigger (tag, name, supplier, location, certificate numbers): read-only. */
    searchText: text().notNull().default(''),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.tag), unique().on(t.businessId, t.id)],
);

export type StockEventKind = 'created' | 'updated' | 'status' | 'sold' | 'returned' | 'memo' | 'layaway';

export const stockItemEvents = pgTable('stock_item_events', {
  id: uuid().primaryKey().defaultRandom(),
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  businessId: uuid().notNull(),
  stockItemId: uuid().notNull(),
  kind: text().$type<StockEventKind>().notNull(),
  fromStatus: text(),
  toStatus: text(),
  detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  actorId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface SaleTaxLine {
  code: string;
  rateBps: number;
  taxMinor: number;
}

export const sales = pgTable(
  'sales',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    clientId: uuid(),
    currency: char({ length: 3 }).notNull(),
    linesTotalMinor: bigint({ mode: 'number' }).notNull(),
    discountMinor: bigint({ mode: 'number' }).notNull().default(0),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    taxMinor: bigint({ mode: 'number' }).notNull(),
    taxes: jsonb().$type<SaleTaxLine[]>().notNull().default([]),
    changeMinor: bigint({ mode: 'number' }).notNull().default(0),
    returnedMinor: bigint({ mode: 'number' }).notNull().default(0),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.number), unique().on(t.businessId, t.id)],
);

export const saleLines = pgTable('sale_lines', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  saleId: uuid().notNull(),
  position: smallint().notNull(),
  stockItemId: uuid(),
  productId: uuid(),
  /** 0054: a catalogue piece's combination, whose stock the sale lowered and a return raises. */
  combination: jsonb().$type<Record<string, string | null>>(),
  description: text().notNull(),
  quantity: integer().notNull(),
  unitPriceMinor: bigint({ mode: 'number' }).notNull(),
  discountMinor: bigint({ mode: 'number' }).notNull().default(0),
  totalMinor: bigint({ mode: 'number' }).notNull(),
  returnedQuantity: integer().notNull().default(0),
  /** 0061: the gift card this line sold (ADR 077), or 0067: the card it topped up. */
  giftCardId: uuid(),
  /** 0067 (ADR 089): the line raised an existing card's balance rather than selling a new card. */
  giftCardTopUp: boolean().notNull().default(false),
});

export type SalePaymentMethod = 'card' | 'cash' | 'transfer' | 'credit' | 'old-gold' | 'gift-card';

export const salePayments = pgTable('sale_payments', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  saleId: uuid().notNull(),
  position: smallint().notNull(),
  method: text().$type<SalePaymentMethod>().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  tenderedMinor: bigint({ mode: 'number' }),
  weightMg: integer(),
  fineness: smallint(),
  buyRateMinorPerGram: bigint({ mode: 'number' }),
  description: text(),
  reference: text(),
  /** 0061: the gift card a 'gift-card' payment spent (ADR 077). */
  giftCardId: uuid(),
});

export interface SaleReturnLine {
  lineId: string;
  quantity: number;
  amountMinor: number;
}

export const saleReturns = pgTable('sale_returns', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  saleId: uuid().notNull(),
  number: text().notNull(),
  lines: jsonb().$type<SaleReturnLine[]>().notNull(),
  totalMinor: bigint({ mode: 'number' }).notNull(),
  taxMinor: bigint({ mode: 'number' }).notNull(),
  /** 0059: how the return was refunded (null: not said); cash comes out of the drawer (ADR 072). */
  refundMethod: text().$type<SaleRefundMethod>(),
  /** 0061: the gift card a 'gift-card' refund credited (ADR 077). */
  giftCardId: uuid(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type SaleRefundMethod = 'cash' | 'card' | 'transfer' | 'credit' | 'gift-card';

/** Migration 0061 (ADR 077): gift cards, their code unique per business, the balance never below zero. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    last4: text().notNull(),
    currency: text().notNull(),
    initialMinor: bigint({ mode: 'number' }).notNull(),
    balanceMinor: bigint({ mode: 'number' }).notNull(),
    clientId: uuid(),
    saleId: uuid(),
    saleReturnId: uuid(),
    expiresOn: date({ mode: 'string' }),
    /** 0067 (ADR 089): sold at the counter or on the showroom. */
    source: text().$type<GiftCardSource>().notNull().default('counter'),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.id), unique().on(t.businessId, t.code)],
);

export type GiftCardSource = 'counter' | 'online';

export type GiftCardMovementKind =
  | 'issued'
  | 'redeemed'
  | 'refund'
  | 'voided'
  | 'topped-up'
  | 'top-up-returned';

export type GiftCardOrderStatus = 'open' | 'paid' | 'expired';

/** Migration 0067 (ADR 089): a card bought on the showroom, issued once its Checkout session is paid. */
export const giftCardOrders = pgTable('gift_card_orders', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull(),
  buyerName: text().notNull(),
  buyerEmail: text().notNull(),
  recipientName: text().notNull(),
  recipientEmail: text().notNull(),
  message: text(),
  sendOn: date({ mode: 'string' }).notNull(),
  locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
  status: text().$type<GiftCardOrderStatus>().notNull().default('open'),
  giftCardId: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const giftCardMovements = pgTable('gift_card_movements', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  giftCardId: uuid().notNull(),
  kind: text().$type<GiftCardMovementKind>().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  balanceAfterMinor: bigint({ mode: 'number' }).notNull(),
  saleId: uuid(),
  saleReturnId: uuid(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0059 (ADR 072): the cash drawer, one open session per business, final once closed. */
export const cashDrawerSessions = pgTable(
  'cash_drawer_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    openingFloatMinor: bigint({ mode: 'number' }).notNull(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    openedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expectedCashMinor: bigint({ mode: 'number' }),
    countedCashMinor: bigint({ mode: 'number' }),
    differenceMinor: bigint({ mode: 'number' }),
    closingNote: text(),
    closedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.businessId, t.id)],
);

export const cashDrawerMovements = pgTable('cash_drawer_movements', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  sessionId: uuid().notNull(),
  kind: text().$type<'in' | 'out'>().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  reason: text().notNull(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface StockCountPiece {
  id: string;
  tag: string;
  name: string;
  status: string;
  location: string | null;
}
export interface StockCountUnexpected {
  code: string;
  item: StockCountPiece | null;
  /** 'elsewhere': a piece of another location; 'not_in_stock': sold, out on memo or returned; 'unknown'. */
  reason: 'elsewhere' | 'not_in_stock' | 'unknown';
}
export interface StockCountResult {
  counted: StockCountPiece[];
  missing: StockCountPiece[];
  unexpected: StockCountUnexpected[];
}

/** Migration 0059 (ADR 072): a location's stock count, final once finished, with its scans. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    location: text().notNull(),
    status: text().$type<'open' | 'finished'>().notNull().default('open'),
    expectedCount: integer(),
    countedCount: integer(),
    missingCount: integer(),
    unexpectedCount: integer(),
    result: jsonb().$type<StockCountResult>(),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.businessId, t.id)],
);

export const stockCountScans = pgTable('stock_count_scans', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  countId: uuid().notNull(),
  code: text().notNull(),
  stockItemId: uuid(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0054 (ADR 067): memos in from a supplier and out to a client or another shop. */
export const memos = pgTable(
  'memos',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    direction: text().$type<'in' | 'out'>().notNull(),
    counterparty: text().notNull(),
    clientId: uuid(),
    dueDate: date({ mode: 'string' }).notNull(),
    terms: text(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    /** 0066 (ADR 088): the supplier's invoice PDF (its storage key) and what its Factur-X says, if any. */
    supplierInvoiceKey: text(),
    supplierInvoiceName: text(),
    supplierInvoiceBytes: integer(),
    supplierInvoiceAt: timestamp({ withTimezone: true }),
    supplierInvoiceRead: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [unique().on(t.businessId, t.number), unique().on(t.businessId, t.id)],
);

export type MemoOutcome = 'returned' | 'bought' | 'sold';

export const memoItems = pgTable('memo_items', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  memoId: uuid().notNull(),
  position: smallint().notNull(),
  stockItemId: uuid().notNull(),
  memoPriceMinor: bigint({ mode: 'number' }).notNull(),
  outcome: text().$type<MemoOutcome>(),
  settledAt: timestamp({ withTimezone: true }),
});

export interface LayawayInstalment {
  dueDate: string;
  amountMinor: number;
}

export type LayawayStatus = 'active' | 'completed' | 'cancelled';

/** 0054: a piece reserved for a client, paid by instalments, released as a sale or cancelled. */
export const layaways = pgTable(
  'layaways',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    stockItemId: uuid().notNull(),
    clientId: uuid().notNull(),
    currency: char({ length: 3 }).notNull(),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    paidMinor: bigint({ mode: 'number' }).notNull().default(0),
    schedule: jsonb().$type<LayawayInstalment[]>().notNull(),
    status: text().$type<LayawayStatus>().notNull().default('active'),
    saleId: uuid(),
    feeMinor: bigint({ mode: 'number' }),
    refundMinor: bigint({ mode: 'number' }),
    /** 0065: what of the refund went back to the card, and what Stripe refused (given back by hand). */
    cardRefundedMinor: bigint({ mode: 'number' }).notNull().default(0),
    cardRefundFailedMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** 0065: the language the client's reminders are written in. */
    locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
    notes: text(),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.businessId, t.number), unique().on(t.businessId, t.id)],
);

export type LayawayPaymentMethod = 'card' | 'cash' | 'transfer' | 'online' | 'refund';

export const layawayPayments = pgTable('layaway_payments', {
  id: uuid().primaryKey().defaultRandom(),
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  businessId: uuid().notNull(),
  layawayId: uuid().notNull(),
  method: text().$type<LayawayPaymentMethod>().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  reference: text(),
  clientPaymentId: uuid(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** 0065: one reminder of a layaway's instalment, sent once per kind. */
export const layawayReminders = pgTable(
  'layaway_reminders',
  {
    businessId: uuid().notNull(),
    layawayId: uuid().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    kind: text().$type<'upcoming' | 'overdue'>().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.layawayId, t.dueDate, t.kind] })],
);

export type SaleLinkStatus = 'open' | 'completed' | 'expired' | 'cancelled' | 'refunded';

/** A piece a sale link holds, and the status it goes back to when the link does not become a sale. */
export interface SaleLinkHeldItem {
  id: string;
  from: 'in_stock' | 'memo_out';
}

/** 0065: a counter sale waiting for its card part, paid on the client's phone (a Checkout session). */
export const saleLinks = pgTable(
  'sale_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text().$type<SaleLinkStatus>().notNull().default('open'),
    /** The sale as entered: the body of `POST /v1/sales`. */
    saleInput: jsonb().$type<Record<string, unknown>>().notNull(),
    linkPaymentIndex: smallint().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    heldItems: jsonb().$type<SaleLinkHeldItem[]>().notNull().default([]),
    url: text().notNull(),
    saleId: uuid(),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.businessId, t.id)],
);

/** A stock item's photos (0066, ADR 088): sizes written by the catalogue's pipeline; members only. */
export const stockItemPhotos = pgTable('stock_item_photos', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stockItemId: uuid().notNull(),
  position: integer().notNull().default(0),
  variants: jsonb().$type<ImageVariant[]>().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  originalBytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
