import { boolean, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { showroomLeads } from './showroom.ts';
import { businesses } from './tenancy.ts';

/** Migration 0052 (ADR 065): consent per channel with its history, texts in and out, settings. */

export type ConsentSourceName = 'booking' | 'in-shop' | 'reply';
export type MessageChannelName = 'sms' | 'whatsapp';
export type MessageKindName =
  | 'booking_confirmation'
  | 'booking_reminder'
  | 'repair_ready'
  | 'receipt'
  | 'campaign'
  | 'automation'
  | 'manual'
  | 'reply'
  | 'keyword'
  | 'layaway_reminder';
export type MessageStatusName =
  | 'queued'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'received'
  | 'skipped';

export const clientConsents = pgTable('client_consents', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  clientId: uuid().notNull(),
  email: boolean().notNull(),
  sms: boolean().notNull(),
  whatsapp: boolean().notNull(),
  source: text().$type<ConsentSourceName>().notNull(),
  recordedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MessagingTemplates = Partial<Record<'fr' | 'en', Partial<Record<string, string>>>>;

/** An approved WhatsApp template (ADR 080): its Content SID and the kind's placeholders filling {{1}}, {{2}} … */
export interface WhatsAppTemplateRef {
  contentSid: string;
  variables: string[];
}
export type WhatsAppTemplates = Partial<Record<'fr' | 'en', Partial<Record<string, WhatsAppTemplateRef>>>>;

export const messagingSettings = pgTable('messaging_settings', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  provider: text().$type<'platform' | 'own'>().notNull().default('platform'),
  twilioAccountSid: text(),
  twilioAuthTokenSealed: text(),
  messagingServiceSid: text(),
  senderNumber: text(),
  whatsappNumber: text(),
  templates: jsonb().$type<MessagingTemplates>().notNull().default({}),
  /** Migration 0063 (ADR 080). */
  whatsappTemplates: jsonb().$type<WhatsAppTemplates>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable('messages', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  clientId: uuid(),
  leadId: uuid().references(() => showroomLeads.id, { onDelete: 'set null' }),
  direction: text().$type<'outbound' | 'inbound'>().notNull(),
  channel: text().$type<MessageChannelName>().notNull(),
  kind: text().$type<MessageKindName>().notNull(),
  toNumber: text().notNull(),
  fromNumber: text(),
  body: text().notNull(),
  segments: smallint().notNull().default(1),
  status: text().$type<MessageStatusName>().notNull().default('queued'),
  providerSid: text().unique(),
  sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
  error: text(),
  platform: boolean().notNull().default(false),
  appointmentId: uuid(),
  /** Migration 0063: sent as this approved WhatsApp template, with these values ({"1": …}). */
  contentSid: text(),
  contentVariables: jsonb().$type<Record<string, string>>(),
  createdBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
