import {
  boolean,
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

/** 0025_marketing.sql is the source of truth; these describe its tables for typed queries. */

/** A client's consent to marketing email: when and how given, when withdrawn (and how). */
export const clientMarketingConsents = pgTable('client_marketing_consents', {
  clientId: uuid().primaryKey(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  grantedAt: timestamp({ withTimezone: true }),
  source: text(),
  withdrawnAt: timestamp({ withTimezone: true }),
  withdrawnVia: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

export const marketingCampaigns = pgTable('marketing_campaigns', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  subject: text().notNull(),
  preheader: text().notNull().default(''),
  blocks: jsonb().$type<unknown[]>().notNull().default([]),
  audience: jsonb().$type<{ kind: string; collectionId?: string }>().notNull(),
  locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
  status: text().$type<CampaignStatus>().notNull().default('draft'),
  scheduledAt: timestamp({ withTimezone: true }),
  sentAt: timestamp({ withTimezone: true }),
  recipientCount: integer().notNull().default(0),
  sentCount: integer().notNull().default(0),
  /** Emails the SMTP server accepted (0037). */
  deliveredCount: integer().notNull().default(0),
  clickedCount: integer().notNull().default(0),
  unsubscribedCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type RecipientStatus = 'pending' | 'sent' | 'skipped';

export const campaignRecipients = pgTable('campaign_recipients', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  campaignId: uuid().notNull(),
  clientId: uuid(),
  idempotencyKey: text().notNull().unique(),
  email: text().notNull(),
  firstName: text(),
  status: text().$type<RecipientStatus>().notNull().default('pending'),
  sentAt: timestamp({ withTimezone: true }),
  /** When the SMTP server accepted the email (0037). */
  deliveredAt: timestamp({ withTimezone: true }),
  clickedAt: timestamp({ withTimezone: true }),
  unsubscribedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const marketingLibrary = pgTable('marketing_library', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  productId: uuid(),
  title: text().notNull(),
  template: text().notNull(),
  format: text().$type<'1080x1080' | '1080x1350' | '1080x1920' | 'email-header'>().notNull(),
  contentType: text().$type<'image/png' | 'image/jpeg'>().notNull(),
  storageKey: text().notNull(),
  bytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type PostNetwork = 'instagram' | 'facebook';

/** A post of the studio: caption, hashtags, link, network, its visual (a library item), the day planned (0037). */
export const marketingPosts = pgTable('marketing_posts', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  network: text().$type<PostNetwork>().notNull(),
  caption: text().notNull(),
  hashtags: text().array().notNull().default([]),
  link: text(),
  libraryItemId: uuid(),
  plannedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type AutomationKind = 'birthday' | 'anniversary' | 'review-request' | 're-engagement';

export const marketingAutomations = pgTable(
  'marketing_automations',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text().$type<AutomationKind>().notNull(),
    enabled: boolean().notNull().default(false),
    /** 0033: the language of its emails. */
    locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
    /** 0058: birthday and anniversary wishes by SMS too, to clients who agreed to texts. */
    sms: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind] })],
);

/** 0033_marketing_automations.sql: one row per automated email, unique per client, kind and occasion. */
export const marketingAutomationSends = pgTable(
  'marketing_automation_sends',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    clientId: uuid().notNull(),
    kind: text().$type<AutomationKind>().notNull(),
    period: text().notNull(),
    email: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.businessId, t.clientId, t.kind, t.period)],
);
