import {
  boolean,
  char,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

export const businesses = pgTable('businesses', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  address: text(),
  city: text(),
  postalCode: text(),
  vatNumber: text(),
  phone: text(),
  email: text(),
  timeZone: text().notNull().default('Europe/London'),
  currency: char({ length: 3 }).notNull().default('GBP'),
  verified: boolean().notNull().default(false),
  foundedYear: smallint(),
  /** The ring-size system the product form starts a ring's sizes in; null: from the currency (0031). */
  ringSizeSystem: text().$type<'eu' | 'fr' | 'ch' | 'us' | 'uk' | 'jp'>(),
  /** Where the business trades (ISO 3166-1 / 3166-2); null until the jeweller says (0045). */
  country: char({ length: 2 }),
  region: text(),
  /** The language its numbers and dates are written in; null: the reader's. */
  locale: text().$type<'fr' | 'en'>(),
  /** The registration numbers its invoices carry (0045; checked by the API per country). */
  taxRegistration: jsonb().$type<TaxRegistration>().notNull().default({}),
  /** The shop's own delivery, guarantee and returns lines, FR/EN; an unset line is shown nowhere. */
  promises: jsonb().$type<BusinessPromises>().notNull().default({}),
  /** Invoice unit prices are typed tax included (0062); false: before tax. */
  pricesIncludeTax: boolean().notNull().default(false),
  /** The seed's demo jeweller, the only business the public demo dashboard serves (0014). */
  isDemo: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface TaxRegistration {
  /** Whether the business charges sales tax (registered for VAT/GST); false: 'not applicable' mentions. */
  registered?: boolean;
  siren?: string;
  vatNumber?: string;
  gstNumber?: string;
  qstNumber?: string;
  uid?: string;
  companyNumber?: string;
}

export type PromiseKey = 'delivery' | 'guarantee' | 'returns';
export type BusinessPromises = Partial<Record<PromiseKey, { fr: string; en: string }>>;

export type MembershipRole = 'owner' | 'admin' | 'staff';

export const memberships = pgTable(
  'memberships',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text().$type<MembershipRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] })],
);

export interface NotificationPreferences {
  orderUpdates: boolean;
  appointmentReminders: boolean;
  paymentAlerts: boolean;
  marketingEmails: boolean;
}

export interface AppearancePreferences {
  darkMode: boolean;
  compactView: boolean;
}

export const profiles = pgTable('profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  firstName: text(),
  lastName: text(),
  phone: text(),
  locale: text().$type<'fr' | 'en'>().notNull().default('fr'),
  notificationPreferences: jsonb().$type<NotificationPreferences>().notNull(),
  appearance: jsonb().$type<AppearancePreferences>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
