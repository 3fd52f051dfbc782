import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/** A showroom builder block, as stored (validated by @carat/validation/showroom-builder). */
export interface StoredBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
}

export const showroomPages = pgTable('showroom_pages', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  draftBlocks: jsonb().$type<StoredBlock[]>().notNull().default([]),
  publishedBlocks: jsonb().$type<StoredBlock[]>().notNull().default([]),
  draftSavedAt: timestamp({ withTimezone: true }),
  publishedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
