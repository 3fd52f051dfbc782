import { businesses, clients } from '@carat/db';
import { campaignRecipients, DEFAULT_SMS_TEMPLATES, withOptOut } from '@carat/domain/messaging';
import { and, eq } from 'drizzle-orm';
import type { Scope, TenantScope } from '#api/scope.ts';
import { consentsOf } from './consents.ts';
import { queueAutomaticText, queueText } from './outbound.ts';
import { sendingRouteFor, templateText } from './settings.ts';

/**
 * Texts that are not a booking's: the marketing studio's campaigns by SMS and the short receipts of a
 * deposit or a payment (ADR 068). Every one goes through `queueText`, which asks consent again when
 * queueing and the send job asks once more, so a STOP in between wins.
 */

/**
 * The opt-out line a campaign text ends with: the business's own when it still tells how to opt out
 * (STOP), else the default — a marketing text never goes without one (French operators' code, UK PECR).
 */
export function campaignFooter(custom: string, locale: 'fr' | 'en'): string {
  return /\bSTOP\b/i.test(custom) ? custom : DEFAULT_SMS_TEMPLATES[locale].campaign_footer;
}

export interface SmsCampaignInput {
  text: string;
  locale: 'fr' | 'en';
  /** Only the clients marked VIP. */
  vipOnly?: boolean;
}

/**
 * A campaign by SMS: each client who agreed to texts and has a number gets the text, signed with the
 * business's name and ended with the opt-out line. Marketing texts keep to 08:00–20:00, not on Sundays
 * or the public holidays of the business's country.
 * Answers how many were queued and how many clients were left out for want of consent or number.
 */
export async function sendSmsCampaign(scope: TenantScope, input: SmsCampaignInput) {
  const { tx, businessId } = scope;
  const [business] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const rows = await tx
    .select({ id: clients.id, phone: clients.phone, status: clients.status })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), input.vipOnly ? eq(clients.status, 'vip') : undefined));
  const consents = await consentsOf(
    scope,
    businessId,
    rows.map((r) => r.id),
  );
  const reachable = rows.map((r) => ({
    id: r.id,
    phone: r.phone?.startsWith('+') ? r.phone : null,
    consents: consents.get(r.id)!,
  }));
  const recipients = campaignRecipients(reachable, 'sms');
  const route = await sendingRouteFor(scope, businessId);
  const footer = campaignFooter(templateText(route.templates, input.locale, 'campaign_footer'), input.locale);
  const name = business?.name ?? '';
  const signed = input.text.includes(name) ? input.text.trim() : `${name} : ${input.text.trim()}`;
  const body = withOptOut(signed, footer);
  let queued = 0;
  for (const client of recipients) {
    const id = await queueText(scope, {
      businessId,
      clientId: client.id,
      channel: 'sms',
      kind: 'campaign',
      body,
      quietHours: 'marketing',
      timeZone: scope.timeZone,
      createdBy: scope.userId,
    });
    if (id) queued += 1;
  }
  return { queued, skipped: rows.length - queued, body };
}

/** The name the business's automatic texts are signed with. */
async function businessNameOf(scope: Scope, businessId: string) {
  const [business] = await scope.tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business?.name ?? '';
}

export interface ReceiptTextFacts {
  businessId: string;
  clientId: string | null;
  locale: 'fr' | 'en';
  timeZone: string;
  kind: 'deposit_receipt' | 'payment_receipt';
  /** Formatted in the payment's currency. */
  amount: string;
  /** The receipt's or the invoice's number. */
  number: string;
}

/**
 * A short receipt by text (WhatsApp or SMS, ADR 080), when the client agreed to one; it answers a payment,
 * so no quiet hours.
 */
export async function queueReceiptText(scope: Scope, facts: ReceiptTextFacts) {
  if (!facts.clientId) return null;
  return queueAutomaticText(scope, {
    businessId: facts.businessId,
    clientId: facts.clientId,
    locale: facts.locale,
    template: facts.kind,
    values: {
      business: await businessNameOf(scope, facts.businessId),
      amount: facts.amount,
      number: facts.number,
    },
    kind: 'receipt',
    quietHours: false,
    timeZone: facts.timeZone,
  });
}

export interface LayawayReminderTextFacts {
  businessId: string;
  clientId: string;
  locale: 'fr' | 'en';
  timeZone: string;
  /** Formatted: the instalment's amount still owed, its date, the layaway's number, its pay link. */
  amount: string;
  date: string;
  number: string;
  link: string | null;
}

/**
 * A layaway instalment's reminder by text (WhatsApp or SMS, ADR 080), when the client agreed to one; kept
 * out of the night like the booking reminders.
 */
export async function queueLayawayReminderText(scope: Scope, facts: LayawayReminderTextFacts) {
  return queueAutomaticText(scope, {
    businessId: facts.businessId,
    clientId: facts.clientId,
    locale: facts.locale,
    template: 'layaway_reminder',
    values: {
      business: await businessNameOf(scope, facts.businessId),
      amount: facts.amount,
      date: facts.date,
      number: facts.number,
      link: facts.link,
    },
    kind: 'layaway_reminder',
    quietHours: true,
    timeZone: facts.timeZone,
  });
}
