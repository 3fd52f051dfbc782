import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './showroom.ts';
import { businesses } from './tenancy.ts';

/** Migration 0051 (ADR 064): metal rates, their history, pieces that follow them, repricings. */

export const metalRates = pgTable(
  'metal_rates',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** A grade of @carat/domain/metal (gold-18k, platinum-950, …). */
    metal: text().notNull(),
    /** Minor units per kilogram of fine metal. */
    buyPerKgMinor: bigint({ mode: 'number' }).notNull(),
    sellPerKgMinor: bigint({ mode: 'number' }).notNull(),
    source: text().$type<'manual' | 'provider'>().notNull().default('manual'),
    updatedBy: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.metal] })],
);

export const metalRateChanges = pgTable('metal_rate_changes', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  metal: text().notNull(),
  buyPerKgMinor: bigint({ mode: 'number' }).notNull(),
  sellPerKgMinor: bigint({ mode: 'number' }).notNull(),
  previousBuyPerKgMinor: bigint({ mode: 'number' }),
  previousSellPerKgMinor: bigint({ mode: 'number' }),
  source: text().$type<'manual' | 'provider'>().notNull().default('manual'),
  changedBy: uuid(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const productMetalPricing = pgTable(
  'product_metal_pricing',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    metal: text().notNull(),
    weightMg: integer().notNull(),
    labourMinor: bigint({ mode: 'number' }).notNull().default(0),
    stonesMinor: bigint({ mode: 'number' }).notNull().default(0),
    rounding: text().notNull().default('minor'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.productId] })],
);

export const productPriceChanges = pgTable('product_price_changes', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  productId: uuid()
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  oldPriceMinor: bigint({ mode: 'number' }).notNull(),
  newPriceMinor: bigint({ mode: 'number' }).notNull(),
  reason: text().notNull().default('repricing'),
  appliedBy: uuid(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0066 (ADR 088): a business's use of the operator's metal-rate feed and its last outcome. */
export const metalRateFeeds = pgTable('metal_rate_feeds', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  /** Bought this far below the feed's price of fine metal, in basis points. */
  buyMarginBps: integer().notNull().default(1000),
  /** Sold this far above it. */
  sellMarginBps: integer().notNull().default(1500),
  lastFetchedAt: timestamp({ withTimezone: true }),
  lastFailedAt: timestamp({ withTimezone: true }),
  lastError: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
