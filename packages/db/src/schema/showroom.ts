import type { ProductCategory, ProductStatus } from '@carat/domain/showroom';
import { sql } from 'drizzle-orm';
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
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/** 0007_showroom.sql is the source of truth; these describe its tables for typed queries. */

export type { ProductCategory, ProductStatus } from '@carat/domain/showroom';

/** A showroom's social links, each an http(s) address (0018). */
export type SocialLinks = Partial<
  Record<'instagram' | 'facebook' | 'tiktok' | 'x' | 'pinterest' | 'youtube' | 'whatsapp' | 'website', string>
>;

/**
 * One photo as the showroom lists it (products.images, in order, the first the cover). Uploaded photos
 * add their responsive sizes: `srcset` (WebP) and `avifSrcset`, with the largest size's dimensions.
 */
export interface ProductImage {
  url: string;
  alt: string;
  altEn?: string | null;
  srcset?: string;
  avifSrcset?: string;
  width?: number;
  height?: number;
  /** The metal (or colour) the photo shows, one of the piece's. */
  metal?: string | null;
}

export type SizeSystem = 'eu' | 'fr' | 'ch' | 'us' | 'uk' | 'jp';

/** Stock (and, where it differs, the price) of one combination of a piece's options. */
export interface InventoryEntry {
  size: string | null;
  metal: string | null;
  stone: string | null;
  quantity: number;
  priceMinor?: number | null;
}

/** One stored size of an uploaded photo. */
export interface ImageVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  /** The file storage's key, `<business>/<uuid>`. */
  key: string;
  bytes: number;
}

export const showroomSettings = pgTable('showroom_settings', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  published: boolean().notNull().default(false),
  tagline: text(),
  bannerImage: text(),
  bookingBufferMinutes: smallint().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  // 0018_showroom_settings.sql
  logoImage: text(),
  socialLinks: jsonb().$type<SocialLinks>().notNull().default({}),
  /** The address visitors may write to (the business's own email stays private). */
  contactEmail: text(),
  /** The languages the showroom offers, its default first. */
  languages: text().array().$type<('fr' | 'en')[]>().notNull().default(['fr', 'en']),
  // 0021_onboarding.sql: the set-up checklist's two facts with no row of their own.
  onboardingLinkSharedAt: timestamp({ withTimezone: true }),
  onboardingDismissedAt: timestamp({ withTimezone: true }),
});

export const availabilitySlots = pgTable(
  'availability_slots',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint().notNull(),
    /** 'HH:MM:SS' in the business's time zone. */
    startTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.weekday, t.startTime] })],
);

export const closedDates = pgTable(
  'closed_dates',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    closedOn: date({ mode: 'string' }).notNull(),
    reason: text(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.closedOn] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Given by the database (the business's next number) when omitted. */
    ref: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    details: text().array().notNull().default([]),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull().default('GBP'),
    category: text().$type<ProductCategory>().notNull(),
    images: jsonb().$type<ProductImage[]>().notNull().default([]),
    sizes: text().array().notNull().default([]),
    engravingAllowed: boolean().notNull().default(false),
    colours: text().array().notNull().default([]),
    /** The total stock (the sum of `inventory` when the piece has options). */
    stock: integer().notNull().default(0),
    /** Kept equal to `status === 'published'` by the database (0017); written by older code only. */
    published: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // 0017_catalogue.sql: `name` and `description` above follow these (French first).
    nameFr: text(),
    nameEn: text(),
    descriptionFr: text(),
    descriptionEn: text(),
    status: text().$type<ProductStatus>().notNull().default('draft'),
    archivedAt: timestamp({ withTimezone: true }),
    /** Given from the name by the database when left empty. */
    slug: text().notNull().default(''),
    seoTitle: text(),
    seoDescription: text(),
    priceOnRequest: boolean().notNull().default(false),
    /** Null: free sizes. */
    sizeSystem: text().$type<SizeSystem>(),
    stones: text().array().notNull().default([]),
    engravingMaxLength: smallint(),
    madeToOrder: boolean().notNull().default(false),
    leadTimeWeeks: smallint(),
    inventory: jsonb().$type<InventoryEntry[]>().notNull().default([]),
    /** The design the piece was made from (its GLB is the product's 3D model); null for other pieces. */
    designId: uuid(),
    /** Generated by the database: the inventory's prices without its quantities, which visitors may read. */
    combinationPrices: jsonb()
      .$type<Omit<InventoryEntry, 'quantity'>[]>()
      .generatedAlwaysAs(sql`public.combination_prices(inventory)`),
    searchText: text().generatedAlwaysAs(
      sql`public.normalize_search(coalesce(name_fr, '') || ' ' || coalesce(name_en, '') || ' ' || ref::text)`,
    ),
    sortName: text().generatedAlwaysAs(sql`public.normalize_search(name)`),
  },
  (t) => [unique().on(t.businessId, t.ref)],
);

export const productImages = pgTable('product_images', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  productId: uuid().notNull(),
  position: integer().notNull().default(0),
  altFr: text(),
  altEn: text(),
  metal: text(),
  /** 'to_upload': named by an import's address, not fetched; the jeweller uploads it. */
  status: text().$type<'ready' | 'to_upload'>().notNull().default('ready'),
  variants: jsonb().$type<ImageVariant[]>().notNull().default([]),
  width: integer(),
  height: integer(),
  originalBytes: integer(),
  sourceUrl: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const collaborations = pgTable('collaborations', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  celebrity: text().notNull(),
  year: smallint().notNull(),
  description: text().notNull().default(''),
  imageUrl: text(),
  published: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ReviewStatus = 'pending' | 'published' | 'hidden';
/** 'automatic': the reviewer's email is a client's with an order or an appointment; 'manual': the jeweller's. */
export type ReviewVerification = 'automatic' | 'manual';

export const reviews = pgTable('reviews', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  productId: uuid().references(() => products.id, { onDelete: 'set null' }),
  name: text().notNull(),
  /** Private: the jeweller's only (anon has no grant on this column). */
  email: text(),
  rating: smallint().notNull(),
  comment: text().notNull(),
  verified: boolean().notNull().default(false),
  status: text().$type<ReviewStatus>().notNull().default('published'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  // 0018: the jeweller's public reply, and how the review came to be verified (the database verifies a
  // known client's review on insert).
  reply: text(),
  repliedAt: timestamp({ withTimezone: true }),
  verification: text().$type<ReviewVerification>(),
});

export type AppointmentStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';
export type AppointmentMode = 'phone' | 'video' | 'in-person';
export type DepositStatus = 'none' | 'simulated' | 'pending' | 'paid' | 'refunded' | 'expired';

export const appointments = pgTable('appointments', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** A service key: one of the spec's four or one of the business's own (0064, ADR 084). */
  type: text().notNull(),
  mode: text().$type<AppointmentMode>().notNull(),
  status: text().$type<AppointmentStatus>().notNull().default('pending'),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
  /** The end of the range the booking blocks: the end plus the business's buffer. */
  blockedUntil: timestamp({ withTimezone: true }).notNull(),
  timeZone: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  message: text(),
  locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
  productId: uuid().references(() => products.id, { onDelete: 'set null' }),
  depositMinor: bigint({ mode: 'number' }).notNull().default(0),
  depositCurrency: char({ length: 3 }).notNull().default('USD'),
  depositStatus: text().$type<DepositStatus>().notNull().default('none'),
  sequence: integer().notNull().default(0),
  reminderSentAt: timestamp({ withTimezone: true }),
  cancelledAt: timestamp({ withTimezone: true }),
  /** 0009: when the jeweller confirmed it. */
  confirmedAt: timestamp({ withTimezone: true }),
  /** 0010: the client of the book it was made for (back office); showroom bookings match on the email. */
  clientId: uuid(),
  /** 0026: a booking whose deposit is being paid holds its slot until then (null: not a hold). */
  holdExpiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const appointmentTokens = pgTable('appointment_tokens', {
  /** SHA-256 of the emailed token, hex: the token itself is never stored. */
  tokenHash: text().primaryKey(),
  appointmentId: uuid()
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type LeadKind = 'custom' | 'basket' | 'assistant' | 'message';
export type LeadStatus = 'new' | 'contacted' | 'closed';

export interface BasketItem {
  productId: string;
  ref: number;
  name: string;
  priceMinor: number;
  currency: string;
  size?: string | null;
  colour?: string | null;
  /** The stone chosen among the piece's (0031; absent on older enquiries). */
  stone?: string | null;
  engraving?: string | null;
}

/** An assistant lead's qualification, as 'Demandes' shows it. */
export interface ShowroomLeadAssistant {
  conversationId: string;
  fields: Record<string, unknown>;
  score: number;
  reasons: { code: string; points: number; text: { fr: string; en: string } }[];
  transcript: { role: 'visitor' | 'assistant'; text: string }[];
}

export const showroomLeads = pgTable('showroom_leads', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  kind: text().$type<LeadKind>().notNull(),
  name: text().notNull(),
  /** Null when the visitor left a phone number only (0034: one of the two is required). */
  email: text(),
  phone: text(),
  message: text(),
  budget: text(),
  items: jsonb().$type<BasketItem[]>().notNull().default([]),
  status: text().$type<LeadStatus>().notNull().default('new'),
  locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
  /** The jeweller's private note (0011). */
  note: text(),
  /** The order the lead became (0011); a converted lead stays closed. */
  orderId: uuid(),
  /** What the assistant gathered (0023): fields, score, reasons and transcript; null for other kinds. */
  assistant: jsonb().$type<ShowroomLeadAssistant | null>(),
  /** Generated by the database (0011: normalize_search of the contact, message and piece names): read-only. */
  searchText: text().generatedAlwaysAs(sql`public.normalize_search(name)`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A Custom Jewelry request's photos (0043): uploaded first (lead null), then named by the request. */
export const leadPhotos = pgTable('lead_photos', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  leadId: uuid().references(() => showroomLeads.id, { onDelete: 'cascade' }),
  position: integer().notNull().default(0),
  variants: jsonb().$type<ImageVariant[]>().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  originalBytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
