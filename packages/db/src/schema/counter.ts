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
import { businesses } from './tenancy.ts';

/** Migration 0046 (ADR 056): the counter's service jobs, custody limit and valuations. */

export type RepairStageName = 'taken_in' | 'quoted' | 'bench' | 'outside' | 'ready' | 'collected';

export interface RepairPiece {
  type: string;
  metal?: string | null;
  stones?: string | null;
  marks: string[];
  description?: string | null;
}

export interface RepairWorkLine {
  label: string;
  priceMinor: number;
}

export const repairs = pgTable(
  'repairs',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    clientId: uuid(),
    piece: jsonb().$type<RepairPiece>().notNull(),
    conditionNotes: text(),
    declaredValueMinor: bigint({ mode: 'number' }).notNull().default(0),
    currency: char({ length: 3 }).notNull(),
    work: jsonb().$type<RepairWorkLine[]>().notNull().default([]),
    quoteMinor: bigint({ mode: 'number' }).notNull().default(0),
    dueDate: date({ mode: 'string' }),
    express: boolean().notNull().default(false),
    estimateOnly: boolean().notNull().default(false),
    depositMinor: bigint({ mode: 'number' }).notNull().default(0),
    paidMinor: bigint({ mode: 'number' }).notNull().default(0),
    stage: text().$type<RepairStageName>().notNull().default('taken_in'),
    quoteTokenHash: text(),
    quoteTokenExpiresAt: timestamp({ withTimezone: true }),
    quoteSentAt: timestamp({ withTimezone: true }),
    quoteApprovedAt: timestamp({ withTimezone: true }),
    workshop: text(),
    sentOutAt: timestamp({ withTimezone: true }),
    expectedBack: date({ mode: 'string' }),
    readyAt: timestamp({ withTimezone: true }),
    collectedAt: timestamp({ withTimezone: true }),
    intakeSignature: text(),
    pickupSignature: text(),
    /** Kept by a trigger (number, piece, client name without case or accents): read-only. */
    searchText: text().notNull().default(''),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.number), unique().on(t.businessId, t.id)],
);

export type RepairEventKind =
  | 'created'
  | 'updated'
  | 'stage'
  | 'quote_sent'
  | 'quote_approved'
  | 'payment'
  | 'email'
  | 'collected'
  | 'note';

export const repairEvents = pgTable('repair_events', {
  id: uuid().primaryKey().defaultRandom(),
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  businessId: uuid().notNull(),
  repairId: uuid().notNull(),
  kind: text().$type<RepairEventKind>().notNull(),
  fromStage: text(),
  toStage: text(),
  note: text(),
  detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  actorId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const repairPhotos = pgTable(
  'repair_photos',
  {
    businessId: uuid().notNull(),
    repairId: uuid().notNull(),
    fileId: uuid().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.repairId, t.fileId] })],
);

export const counterSettings = pgTable('counter_settings', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  custodyLimitMinor: bigint({ mode: 'number' }),
  /** 0049: the shop's terms on the envelope; null: the default text. */
  terms: text(),
  /** 0054: what a cancelled layaway keeps: nothing, a percentage of the price (basis points), a fixed fee. */
  layawayFeeKind: text().$type<'none' | 'percent' | 'fixed'>().notNull().default('none'),
  layawayFeeValue: bigint({ mode: 'number' }).notNull().default(0),
  /** 0065: how many days before an instalment its client is reminded. */
  layawayReminderDays: smallint().notNull().default(3),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface ValuationMetal {
  type?: string | null;
  fineness?: string | null;
  weightGrams?: number | null;
  hallmarks?: string | null;
}

export interface ValuationStone {
  kind: string;
  count: number;
  shape?: string | null;
  caratWeight?: number | null;
  measurements?: string | null;
  colour?: string | null;
  clarity?: string | null;
  cut?: string | null;
  certificate?: string | null;
}

export const valuations = pgTable(
  'valuations',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    version: integer().notNull().default(1),
    supersedesId: uuid(),
    clientId: uuid(),
    repairId: uuid(),
    description: text().notNull(),
    metal: jsonb().$type<ValuationMetal>().notNull().default({}),
    stones: jsonb().$type<ValuationStone[]>().notNull().default([]),
    replacementValueMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    valuerName: text().notNull(),
    signature: text(),
    validUntil: date({ mode: 'string' }),
    feeMinor: bigint({ mode: 'number' }).notNull().default(0),
    invoiceId: uuid(),
    createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.id), unique().on(t.businessId, t.number, t.version)],
);

export const valuationPhotos = pgTable(
  'valuation_photos',
  {
    businessId: uuid().notNull(),
    valuationId: uuid().notNull(),
    fileId: uuid().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.valuationId, t.fileId] })],
);
