import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { businesses } from './tenancy.ts';

export type InvitationRole = 'admin' | 'staff';
export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked';

/** An invitation to join a business (0028): the token is kept only as its SHA-256. */
export const teamInvitations = pgTable('team_invitations', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  role: text().$type<InvitationRole>().notNull(),
  tokenHash: text().notNull().unique(),
  status: text().$type<InvitationStatus>().notNull().default('pending'),
  invitedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  respondedAt: timestamp({ withTimezone: true }),
  respondedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ActivityEntity = 'order' | 'invoice' | 'appointment';
export type ActivityAction = 'created' | 'updated' | 'status' | 'deleted';

/** Who did what (0028): written by triggers on orders, invoices and appointments. */
export const activityLog = pgTable('activity_log', {
  id: uuid().primaryKey().defaultRandom(),
  seq: bigint({ mode: 'number' }).notNull(),
  businessId: uuid().notNull(),
  actorId: uuid(),
  entity: text().$type<ActivityEntity>().notNull(),
  entityId: uuid().notNull(),
  action: text().$type<ActivityAction>().notNull(),
  detail: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
