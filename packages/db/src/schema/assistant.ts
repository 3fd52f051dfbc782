import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments, showroomLeads } from './showroom.ts';
import { businesses } from './tenancy.ts';

/** The showroom assistant (0023_assistant.sql): the jeweller's settings, conversations, messages. */

export const ASSISTANT_TONES = ['warm', 'formal', 'concise'] as const;
export type AssistantTone = (typeof ASSISTANT_TONES)[number];

export interface AssistantFaqEntry {
  question: string;
  answer: string;
}

export const assistantSettings = pgTable('assistant_settings', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  welcomeFr: text(),
  welcomeEn: text(),
  tone: text().$type<AssistantTone>().notNull().default('warm'),
  handoffEmail: text(),
  faq: jsonb().$type<AssistantFaqEntry[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const assistantConversations = pgTable('assistant_conversations', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  visitorTokenHash: text().notNull(),
  locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
  state: jsonb().$type<unknown>().notNull().default(sql`'{}'::jsonb`),
  lead: jsonb().$type<unknown>().notNull().default(sql`'{}'::jsonb`),
  score: smallint(),
  reasons: jsonb().$type<unknown[]>().notNull().default([]),
  engine: text().$type<'offline' | 'model'>().notNull().default('offline'),
  leadId: uuid().references(() => showroomLeads.id, { onDelete: 'set null' }),
  appointmentId: uuid().references(() => appointments.id, { onDelete: 'set null' }),
  hotNotified: boolean().notNull().default(false),
  messageCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const assistantMessages = pgTable('assistant_messages', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  businessId: uuid().notNull(),
  conversationId: uuid().notNull(),
  role: text().$type<'visitor' | 'assistant'>().notNull(),
  text: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
