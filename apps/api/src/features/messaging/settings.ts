import { businesses, messages, messagingSettings } from '@carat/db';
import type { Tier } from '@carat/domain';
import {
  DEFAULT_SMS_TEMPLATES,
  PLATFORM_SEGMENT_PRICE_MINOR,
  PLATFORM_SEGMENTS_PER_MONTH,
  SMS_TEMPLATE_KEYS,
  type SmsTemplateKey,
  segmentCount,
  WHATSAPP_TEMPLATE_KEYS,
  type WhatsAppTemplateKey,
} from '@carat/domain/messaging';
import type { MessagingSettingsInput } from '@carat/validation/messaging';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { type Messenger, twilioMessenger } from '#api/deps/messenger.ts';
import { openSecret, sealSecret } from '#api/features/integrations/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { Scope, TenantScope } from '#api/scope.ts';
import { requireE164 } from './phone.ts';

/**
 * A business's messaging settings (ADR 065): the platform's Twilio account (counted against
 * the plan) or its own, whose auth token is sealed at rest (AES-256-GCM bound to the business id, the key
 * the webhook secrets use) and never answered; and its FR/EN templates over the defaults.
 */

type Row = typeof messagingSettings.$inferSelect;

async function settingsRow(scope: Scope, businessId: string): Promise<Row | null> {
  const [row] = await scope.tx
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.businessId, businessId));
  return row ?? null;
}

/** The business's text for a template in a language: its own, else the default. */
export function templateText(row: Pick<Row, 'templates'> | null, locale: 'fr' | 'en', key: SmsTemplateKey) {
  return row?.templates?.[locale]?.[key]?.trim() || DEFAULT_SMS_TEMPLATES[locale][key];
}

/** The business's approved WhatsApp template for a kind in a language (ADR 080), or null: none set. */
export function whatsappTemplateFor(
  row: Pick<Row, 'whatsappTemplates'> | null,
  locale: 'fr' | 'en',
  key: WhatsAppTemplateKey,
) {
  const ref = row?.whatsappTemplates?.[locale]?.[key];
  return ref?.contentSid ? { contentSid: ref.contentSid, variables: ref.variables ?? [] } : null;
}

function whatsappTemplateViews(row: Row | null) {
  return Object.fromEntries(
    (['fr', 'en'] as const).map((locale) => [
      locale,
      Object.fromEntries(WHATSAPP_TEMPLATE_KEYS.map((key) => [key, whatsappTemplateFor(row, locale, key)])),
    ]),
  ) as Record<'fr' | 'en', Record<WhatsAppTemplateKey, { contentSid: string; variables: string[] } | null>>;
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Segments sent through the platform this month (UTC calendar month). */
async function platformSegmentsUsed(scope: Scope, businessId: string) {
  const [row] = await scope.tx
    .select({ used: sql<number>`coalesce(sum(${messages.segments}), 0)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.businessId, businessId),
        eq(messages.platform, true),
        eq(messages.direction, 'outbound'),
        gte(messages.createdAt, monthStart(scope.now)),
      ),
    );
  return Number(row?.used ?? 0);
}

export async function getMessagingSettings(scope: TenantScope) {
  const row = await settingsRow(scope, scope.businessId);
  const provider = row?.provider ?? 'platform';
  const allowance = PLATFORM_SEGMENTS_PER_MONTH[scope.plan as Tier];
  return {
    provider,
    twilioAccountSid: row?.twilioAccountSid ?? null,
    twilioAuthTokenSet: Boolean(row?.twilioAuthTokenSealed),
    messagingServiceSid: row?.messagingServiceSid ?? null,
    senderNumber: row?.senderNumber ?? null,
    whatsappNumber: row?.whatsappNumber ?? null,
    /** What the platform does here: Twilio, the local outbox (development), or nothing (production unset). */
    platformMode: (scope.deps.messaging.messenger?.kind ?? 'unavailable') as
      | 'twilio'
      | 'outbox'
      | 'unavailable',
    platform: {
      segmentPriceMinor: PLATFORM_SEGMENT_PRICE_MINOR,
      currency: scope.currency,
      segmentsPerMonth: allowance,
      segmentsUsed: await platformSegmentsUsed(scope, scope.businessId),
    },
    templates: templateViews(row),
    whatsappTemplates: whatsappTemplateViews(row),
  };
}

type TemplateView = { text: string; custom: boolean; encoding: 'GSM-7' | 'UCS-2'; segments: number };

function templateViews(row: Row | null) {
  const views = Object.fromEntries(
    (['fr', 'en'] as const).map((locale) => [
      locale,
      Object.fromEntries(
        SMS_TEMPLATE_KEYS.map((key) => {
          const text = templateText(row, locale, key);
          const count = segmentCount(text);
          return [
            key,
            {
              text,
              custom: Boolean(row?.templates?.[locale]?.[key]),
              encoding: count.encoding,
              segments: count.segments,
            },
          ];
        }),
      ),
    ]),
  );
  return views as Record<'fr' | 'en', Record<SmsTemplateKey, TemplateView>>;
}

/** `PUT /v1/messaging/settings` (owners and admins: the route's area and RLS). */
export async function setMessagingSettings(scope: TenantScope, input: MessagingSettingsInput) {
  const existing = await settingsRow(scope, scope.businessId);
  const [business] = await scope.tx
    .select({ country: businesses.country })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const country = business?.country ?? null;
  const own = input.provider === 'own';
  const sealed = input.twilioAuthToken
    ? sealSecret(input.twilioAuthToken, scope.businessId, scope.deps.config.WEBHOOK_SECRET_KEY)
    : (existing?.twilioAuthTokenSealed ?? null);
  if (own && !sealed) {
    throw AppError.validation({ twilioAuthToken: 'Your own Twilio account needs its auth token' });
  }
  const templates = { ...(existing?.templates ?? {}) };
  for (const locale of ['fr', 'en'] as const) {
    const given = input.templates?.[locale];
    if (!given) continue;
    const merged = { ...(templates[locale] ?? {}) };
    for (const [key, text] of Object.entries(given)) {
      // An empty text puts the default back.
      if (text) merged[key] = text;
      else delete merged[key];
    }
    templates[locale] = merged;
  }
  const whatsappTemplates = { ...(existing?.whatsappTemplates ?? {}) };
  for (const locale of ['fr', 'en'] as const) {
    const given = input.whatsappTemplates?.[locale];
    if (!given) continue;
    const merged = { ...(whatsappTemplates[locale] ?? {}) };
    for (const [key, ref] of Object.entries(given)) {
      // Left out keeps the stored one; null removes it.
      if (ref === undefined) continue;
      if (ref) merged[key] = { contentSid: ref.contentSid, variables: ref.variables };
      else delete merged[key];
    }
    whatsappTemplates[locale] = merged;
  }
  const values = {
    provider: input.provider,
    twilioAccountSid: own
      ? (input.twilioAccountSid ?? null)
      : (input.twilioAccountSid ?? existing?.twilioAccountSid ?? null),
    twilioAuthTokenSealed: sealed,
    messagingServiceSid:
      input.messagingServiceSid === undefined
        ? (existing?.messagingServiceSid ?? null)
        : input.messagingServiceSid,
    senderNumber:
      input.senderNumber === undefined
        ? (existing?.senderNumber ?? null)
        : input.senderNumber
          ? requireE164(input.senderNumber, country, 'senderNumber')
          : null,
    whatsappNumber:
      input.whatsappNumber === undefined
        ? (existing?.whatsappNumber ?? null)
        : input.whatsappNumber
          ? requireE164(input.whatsappNumber, country, 'whatsappNumber')
          : null,
    templates,
    whatsappTemplates,
    updatedAt: scope.now,
  };
  await scope.tx
    .insert(messagingSettings)
    .values({ businessId: scope.businessId, ...values })
    .onConflictDoUpdate({ target: messagingSettings.businessId, set: values });
  return getMessagingSettings(scope);
}

/** How a business's texts leave: its own Twilio account, or the platform's (counted), or none. */
export interface SendingRoute {
  messenger: Messenger | null;
  platform: boolean;
  sender: string | null;
  whatsappSender: string | null;
  templates: Row | null;
}

export async function sendingRouteFor(scope: Scope, businessId: string): Promise<SendingRoute> {
  const row = await settingsRow(scope, businessId);
  if (row?.provider === 'own' && row.twilioAccountSid && row.twilioAuthTokenSealed) {
    return {
      messenger: twilioMessenger({
        accountSid: row.twilioAccountSid,
        authToken: openSecret(row.twilioAuthTokenSealed, businessId, scope.deps.config.WEBHOOK_SECRET_KEY),
        messagingServiceSid: row.messagingServiceSid,
      }),
      platform: false,
      sender: row.senderNumber,
      whatsappSender: row.whatsappNumber,
      templates: row,
    };
  }
  const { messaging } = scope.deps;
  return {
    messenger: messaging.messenger,
    platform: true,
    sender: row?.senderNumber ?? messaging.sender,
    whatsappSender: row?.whatsappNumber ?? messaging.sender,
    templates: row,
  };
}

/** Whether the platform's allowance of the plan still has room for `segments` more this month. */
export async function platformHasRoom(scope: Scope, businessId: string, plan: Tier, segments: number) {
  return (await platformSegmentsUsed(scope, businessId)) + segments <= PLATFORM_SEGMENTS_PER_MONTH[plan];
}

/** The auth token that signs webhook requests made for an account (the platform's, or a business's own). */
export async function authTokenForAccount(
  deps: Deps,
  accountSid: string | undefined,
): Promise<string | null> {
  if (!accountSid) return null;
  if (accountSid === deps.messaging.accountSid) return deps.messaging.authToken;
  const [row] = await deps.db
    .select({ businessId: messagingSettings.businessId, sealed: messagingSettings.twilioAuthTokenSealed })
    .from(messagingSettings)
    .where(and(eq(messagingSettings.twilioAccountSid, accountSid), eq(messagingSettings.provider, 'own')))
    .limit(1);
  if (!row?.sealed) return null;
  return openSecret(row.sealed, row.businessId, deps.config.WEBHOOK_SECRET_KEY);
}
