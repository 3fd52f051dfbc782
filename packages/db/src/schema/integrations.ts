import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';

/** 0029_api_keys_webhooks.sql is the source of truth; these describe its tables for typed queries. */

export type ApiKeyEnvironment = 'live' | 'test';

/** A key of the public API: only its SHA-256 and its first characters are kept. */
export const apiKeys = pgTable('api_keys', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  createdBy: uuid().notNull(),
  name: text().notNull(),
  tokenHash: text().notNull().unique(),
  tokenStart: text().notNull(),
  environment: text().$type<ApiKeyEnvironment>().notNull(),
  scopes: text().array().notNull().default([]),
  rateLimitPerMinute: integer().notNull().default(120),
  expiresAt: timestamp({ withTimezone: true }),
  lastUsedAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every use of a key. */
export const apiKeyRequests = pgTable('api_key_requests', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  businessId: uuid().notNull(),
  apiKeyId: uuid().notNull(),
  method: text().notNull(),
  path: text().notNull(),
  status: smallint().notNull(),
  requestId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The first answer to a create sent with an Idempotency-Key, per business. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: uuid().notNull(),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: smallint().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] })],
);

export type WebhookDisabledReason = 'failing' | 'manual';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  description: text().notNull().default(''),
  events: text().array().notNull(),
  secretCiphertext: text().notNull(),
  secretStart: text().notNull(),
  /** After a rotation, the previous secret, also signing deliveries until previousSecretExpiresAt. */
  previousSecretCiphertext: text(),
  previousSecretExpiresAt: timestamp({ withTimezone: true }),
  enabled: boolean().notNull().default(true),
  disabledReason: text().$type<WebhookDisabledReason>(),
  consecutiveFailures: integer().notNull().default(0),
  createdBy: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid().notNull(),
  endpointId: uuid().notNull(),
  eventId: uuid().notNull(),
  eventType: text().notNull(),
  body: text().notNull(),
  status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
  attempts: integer().notNull().default(0),
  nextAttemptAt: timestamp({ withTimezone: true }),
  lastAttemptAt: timestamp({ withTimezone: true }),
  responseStatus: integer(),
  responseExcerpt: text(),
  error: text(),
  replayOf: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
