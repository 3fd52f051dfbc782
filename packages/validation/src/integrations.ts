import type { Locale } from '@carat/domain/locale';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';

/**
 * The public API's keys and the outgoing webhooks (ADR 032): the resources a key's scopes name,
 * the events an endpoint can choose, and the forms of 'API et webhooks'.
 */

/** What a key can reach: each resource's `/v1/<resource>` routes, read (GET) or write (everything else). */
export const API_RESOURCES = ['clients', 'orders', 'appointments', 'leads', 'invoices', 'products'] as const;
export type ApiResource = (typeof API_RESOURCES)[number];
export const API_ACCESS = ['read', 'write'] as const;
export type ApiAccess = (typeof API_ACCESS)[number];
export type ApiScope = `${ApiResource}:${ApiAccess}`;
export const API_SCOPES: readonly ApiScope[] = API_RESOURCES.flatMap((resource) =>
  API_ACCESS.map((access) => `${resource}:${access}` as const),
);

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.stage_changed',
  'appointment.booked',
  'appointment.cancelled',
  'lead.created',
  'invoice.paid',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Requests per minute a key may make, unless its creator says otherwise. */
export const DEFAULT_API_KEY_RATE_LIMIT = 120;

const MESSAGES = {
  fr: {
    name: 'Donnez un nom à la clé (100 caractères au plus).',
    scopes: 'Choisissez au moins une permission.',
    expiresAt: 'La date d’expiration doit être dans le futur.',
    rateLimit: 'Entre 1 et 6000 requêtes par minute.',
    url: 'Saisissez une adresse https:// valide.',
    events: 'Choisissez au moins un événement.',
    description: '200 caractères au plus.',
    grace: 'Entre 0 et 1440 minutes (24 heures).',
  },
  en: {
    name: 'Give the key a name (100 characters at most).',
    scopes: 'Choose at least one permission.',
    expiresAt: 'The expiry date must be in the future.',
    rateLimit: 'Between 1 and 6000 requests per minute.',
    url: 'Enter a valid https:// address.',
    events: 'Choose at least one event.',
    description: '200 characters at most.',
    grace: 'Between 0 and 1440 minutes (24 hours).',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The longest a rotated secret keeps working beside its successor. */
export const MAX_ROTATION_GRACE_MINUTES = 24 * 60;

/** 'Renouveler': how long the old secret keeps working (0: refused at once; 24 h at most). */
export const secretRotateSchema = perLocale((_, locale) => {
  const m = MESSAGES[locale];
  return z.strictObject({
    gracePeriodMinutes: z
      .number({ error: m.grace })
      .int(m.grace)
      .min(0, m.grace)
      .max(MAX_ROTATION_GRACE_MINUTES, m.grace)
      .optional(),
  });
});

/** 'Créer une clé': a name, its permissions, an optional expiry and rate limit. */
export const apiKeyCreateSchema = perLocale((_, locale) => {
  const m = MESSAGES[locale];
  return z.strictObject({
    name: z.string({ error: m.name }).trim().min(1, m.name).max(100, m.name),
    scopes: z
      .array(z.enum(API_SCOPES as [ApiScope, ...ApiScope[]], { error: m.scopes }), { error: m.scopes })
      .min(1, m.scopes)
      .max(API_SCOPES.length, m.scopes),
    expiresAt: z.iso
      .datetime({ offset: true, error: m.expiresAt })
      .refine((value) => Date.parse(value) > Date.now(), m.expiresAt)
      .nullable()
      .optional(),
    rateLimitPerMinute: z
      .number({ error: m.rateLimit })
      .int(m.rateLimit)
      .min(1, m.rateLimit)
      .max(6000, m.rateLimit)
      .optional(),
  });
});

const webhookUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, message)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    }, message);

const webhookEvents = (message: string) =>
  z
    .array(z.enum(WEBHOOK_EVENTS, { error: message }), { error: message })
    .min(1, message)
    .max(WEBHOOK_EVENTS.length, message);

/** An endpoint's fields, as 'Ajouter un endpoint' sends them. */
const endpointFields = (m: (typeof MESSAGES)[Locale]) => ({
  url: webhookUrl(m.url),
  events: webhookEvents(m.events),
  description: z.string({ error: m.description }).trim().max(200, m.description),
});

/** 'Ajouter un endpoint': where to send, which events, a note. */
export const webhookEndpointCreateSchema = perLocale((_, locale) => {
  const fields = endpointFields(MESSAGES[locale]);
  return z.strictObject({ ...fields, description: fields.description.optional() });
});

/** A change to an endpoint; `enabled: true` turns a disabled endpoint back on (and clears its failures). */
export const webhookEndpointPatchSchema = perLocale((_, locale) =>
  z.strictObject({ ...endpointFields(MESSAGES[locale]), enabled: z.boolean() }).partial(),
);
