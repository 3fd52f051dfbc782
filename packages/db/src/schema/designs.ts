import type { DesignEstimate, DesignSpec } from '@carat/domain/design';
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/** 0024_designs.sql is the source of truth; these describe its tables for typed queries. */

export type DesignEngine = 'offline' | 'model' | 'form';

/** What a photo gave (ADR 070): the spec read from it and how sure the reader was of each field (0–1). */
export interface DesignFromPhoto {
  readonly read: DesignSpec;
  readonly confidence: Readonly<Record<string, number>>;
  readonly engine: 'offline' | 'model';
  readonly stoneCount: number;
}

/** A business's design: its current version's spec and estimate, the brief it came from. */
export const designs = pgTable(
  'designs',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    brief: text(),
    unparsed: text().array().notNull().default([]),
    /** 0053: what the brief asked that is not made, and what was made instead. */
    notMade: jsonb().$type<{ asked: string; nearest: string }[]>().notNull().default([]),
    spec: jsonb().$type<DesignSpec>().notNull(),
    estimate: jsonb().$type<DesignEstimate>().notNull(),
    /** 0057: what was read from the photo the design was made from, with a confidence per field. */
    fromPhoto: jsonb().$type<DesignFromPhoto>(),
    version: integer().notNull().default(1),
    engine: text().$type<DesignEngine>().notNull().default('offline'),
    thumbnailKey: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.id, t.businessId)],
);

/** Every version of a design, with its files' storage keys. */
export const designVersions = pgTable(
  'design_versions',
  {
    designId: uuid().notNull(),
    businessId: uuid().notNull(),
    version: integer().notNull(),
    spec: jsonb().$type<DesignSpec>().notNull(),
    estimate: jsonb().$type<DesignEstimate>().notNull(),
    glbKey: text(),
    stlKey: text(),
    usdzKey: text(),
    /** The version's still picture (JPEG); null for versions made before 0041. */
    imageKey: text(),
    glbBytes: integer(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.version] })],
);

/** A link sent to a client: the token's SHA-256 only, until it expires. */
export const designShares = pgTable('design_shares', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  designId: uuid().notNull(),
  version: integer().notNull(),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdBy: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The business's price inputs for a design's estimate (minor units). */
export const designPricing = pgTable('design_pricing', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  metalPerGram: jsonb().$type<Record<string, number>>().notNull(),
  labourMinor: bigint({ mode: 'number' }).notNull(),
  stonePerCarat: jsonb().$type<Record<string, number>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
