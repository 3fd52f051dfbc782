import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/** What the jeweller was told without asking (0012): one row per agenda day or overdue invoice. */
export const jewellerNotifications = pgTable(
  'jeweller_notifications',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text().$type<'agenda' | 'overdue'>().notNull(),
    ref: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.kind, table.ref] })],
);
