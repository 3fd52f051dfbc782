import type { AppointmentMode } from '@carat/domain/showroom';
import {
  bigint,
  boolean,
  char,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/** 0018_showroom_settings.sql is the source of truth; these describe its tables for typed queries. */

/** The jeweller's own collections of pieces, shown beside the spec's category tabs. */
export const collections = pgTable(
  'collections',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    nameFr: text(),
    nameEn: text(),
    descriptionFr: text(),
    descriptionEn: text(),
    coverImage: text(),
    published: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.id, t.businessId)],
);

/** A piece in a collection, at its place in the jeweller's order (a piece may be in several). */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid().notNull(),
    productId: uuid().notNull(),
    businessId: uuid().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/**
 * A business's services: its settings for one of the spec's appointment types (no row: the spec's values),
 * or a service of its own (0064, ADR 084: a lower-case key, FR/EN names, a mode, required then).
 */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** Null for a spec type not renamed: the spec's title. */
    nameFr: text(),
    nameEn: text(),
    position: integer().notNull().default(0),
    /** Null for a spec type: its own mode. */
    mode: text().$type<AppointmentMode>(),
    enabled: boolean().notNull().default(true),
    minDurationMinutes: smallint().notNull(),
    maxDurationMinutes: smallint().notNull(),
    minPriceMinor: bigint({ mode: 'number' }).notNull(),
    maxPriceMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    descriptionFr: text(),
    descriptionEn: text(),
    depositMinor: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.type] })],
);

/** A slug a showroom left: it still leads to the business (written by the database on a slug change). */
export const showroomSlugRedirects = pgTable('showroom_slug_redirects', {
  slug: text().primaryKey(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The business's own product categories (0060_product_categories.sql, ADR 076): a product's category is
 * one of these keys; `visible` ones are the showroom's tabs, in `position` order.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    nameFr: text().notNull(),
    nameEn: text().notNull(),
    position: integer().notNull().default(0),
    visible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
);
