import type { MessageKindName } from '@carat/db';
import { businesses, clients, messages } from '@carat/db';
import type { Tier } from '@carat/domain';
import {
  automaticRoute,
  fillTemplate,
  type MessageChannel,
  marketingSendTime,
  mayText,
  quietHoursSendTime,
  type SmsTemplateKey,
  segmentCount,
  type WhatsAppTemplateKey,
  whatsappContentVariables,
  withinWhatsAppWindow,
} from '@carat/domain/messaging';
import { localSlot } from '@carat/domain/showroom';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { Scope, TenantScope } from '#api/scope.ts';
import { consentsOf, recordConsents } from './consents.ts';
import { toE164 } from './phone.ts';
import { platformHasRoom, sendingRouteFor, templateText, whatsappTemplateFor } from './settings.ts';

/**
 * Texts out (ADR 065). A text is a `messages` row written in the caller's transaction with the
 * instant it may go (quiet hours in the business's zone for automatic texts), and a job due then; the
 * job re-reads consent before sending, so a STOP received in between wins. Twilio's status callbacks move
 * it on (features/messaging/inbound.ts).
 */

export const MESSAGE_QUEUE = 'message.send';

export interface QueuedText {
  businessId: string;
  clientId: string;
  channel: MessageChannel;
  kind: MessageKindName;
  body: string;
  /**
   * Automatic texts wait for the morning; a member's answer goes at once; marketing texts keep to
   * 08:00–20:00 and never go on a Sunday or a public holiday of the business's country.
   */
  quietHours: boolean | 'marketing';
  timeZone: string;
  appointmentId?: string | null;
  createdBy?: string | null;
  /** WhatsApp outside the 24-hour window: the approved template and its values; `body` is it filled in. */
  content?: { sid: string; variables: Record<string, string> } | null;
}

/** Where the business is, for its public holidays (no marketing text on those days). */
async function placeOf(scope: Scope, businessId: string) {
  const [row] = await scope.tx
    .select({ country: businesses.country, region: businesses.region })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return { country: row?.country ?? null, region: row?.region ?? null };
}

/** When a text may go: at once, after the night's quiet hours, or in the hours marketing texts keep to. */
async function sendTimeOf(scope: Scope, text: Pick<QueuedText, 'businessId' | 'quietHours' | 'timeZone'>) {
  return text.quietHours === 'marketing'
    ? marketingSendTime(scope.now, text.timeZone, await placeOf(scope, text.businessId))
    : text.quietHours
      ? quietHoursSendTime(scope.now, text.timeZone)
      : scope.now;
}

/** When the client last wrote to the business on WhatsApp (the 24-hour window opens then), or null. */
export async function lastWhatsAppFrom(scope: Scope, businessId: string, clientId: string) {
  const [row] = await scope.tx
    .select({ at: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.businessId, businessId),
        eq(messages.clientId, clientId),
        eq(messages.direction, 'inbound'),
        eq(messages.channel, 'whatsapp'),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Writes the text and its job in the scope's transaction; null when the client may not be texted. */
export async function queueText(scope: Scope, input: QueuedText): Promise<string | null> {
  // Formatted amounts and dates carry no-break spaces, which GSM-7 lacks: a plain space keeps one part.
  const text = { ...input, body: input.body.replace(/[\u00a0\u202f]/g, ' ') };
  const [client] = await scope.tx
    .select({ phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.id, text.clientId), eq(clients.businessId, text.businessId)));
  const consents = (await consentsOf(scope, text.businessId, [text.clientId])).get(text.clientId)!;
  const phone = client?.phone?.startsWith('+') ? client.phone : null;
  if (!client || !mayText({ phone, consents }, text.channel)) return null;
  const route = await sendingRouteFor(scope, text.businessId);
  const sendAfter = await sendTimeOf(scope, text);
  const [row] = await scope.tx
    .insert(messages)
    .values({
      businessId: text.businessId,
      clientId: text.clientId,
      direction: 'outbound',
      channel: text.channel,
      kind: text.kind,
      toNumber: phone!,
      fromNumber: text.channel === 'whatsapp' ? route.whatsappSender : route.sender,
      body: text.body,
      segments: Math.min(20, segmentCount(text.body).segments),
      platform: route.platform,
      sendAfter,
      appointmentId: text.appointmentId ?? null,
      contentSid: text.content?.sid ?? null,
      contentVariables: text.content?.variables ?? null,
      createdBy: text.createdBy ?? null,
    })
    .returning({ id: messages.id });
  const id = row!.id;
  await asConnectionOwner(scope.tx, () =>
    scope.deps.jobs.send(
      MESSAGE_QUEUE,
      { messageId: id },
      { tx: scope.tx, startAfter: sendAfter, singletonKey: id },
    ),
  );
  return id;
}

/**
 * The job: sends a queued text once. Skipped when consent was withdrawn since it was queued; failed with
 * the reason when no provider can send it or the plan's platform allowance is spent.
 */
export async function sendQueuedMessage(deps: Deps, messageId: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const scope = { kind: 'system' as const, tx, deps, now, locale: 'fr' as const };
    const [message] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')))
      .for('update');
    if (!message) return 'gone';
    const fail = async (error: string, status: 'failed' | 'skipped' = 'failed') => {
      await tx.update(messages).set({ status, error, updatedAt: now }).where(eq(messages.id, message.id));
      return status;
    };
    if (message.clientId) {
      const consents = (await consentsOf(scope, message.businessId, [message.clientId])).get(
        message.clientId,
      )!;
      if (!consents[message.channel]) return fail('consent withdrawn before sending', 'skipped');
    }
    const route = await sendingRouteFor(scope, message.businessId);
    if (!route.messenger) return fail('no messaging provider configured');
    if (route.platform) {
      const [business] = await tx
        .select({ plan: sql<Tier | null>`public.business_plan(${businesses.id})` })
        .from(businesses)
        .where(eq(businesses.id, message.businessId));
      // This text is already counted among the month's rows: room means the total fits.
      if (!(await platformHasRoom(scope, message.businessId, business?.plan ?? 'CZ', 0))) {
        return fail("the plan's texts for this month are used up");
      }
    }
    try {
      const sent = await route.messenger.send({
        to: message.toNumber,
        from: message.fromNumber,
        channel: message.channel,
        body: message.body,
        statusCallback: `${deps.config.API_URL}/webhooks/twilio`,
        contentSid: message.contentSid,
        contentVariables: message.contentVariables,
      });
      await tx
        .update(messages)
        .set({ status: 'sent', providerSid: sent.sid, sentAt: now, updatedAt: now })
        .where(eq(messages.id, message.id));
      return 'sent';
    } catch (error) {
      return fail((error as Error).message.slice(0, 500));
    }
  });
}

export function registerMessageSends(deps: Deps) {
  void deps.jobs.work<{ messageId: string }>(
    MESSAGE_QUEUE,
    async (job) => {
      const outcome = await sendQueuedMessage(deps, job.messageId);
      deps.logger.info('text message', { messageId: job.messageId, outcome });
    },
    { pollingIntervalSeconds: 2 },
  );
}

// ---- Automatic texts -------------------------------------------------------------------------------------

export interface AutomaticText {
  businessId: string;
  clientId: string;
  locale: 'fr' | 'en';
  /** Whose text (and approved WhatsApp template) it is. */
  template: WhatsAppTemplateKey;
  values: Record<string, string | null | undefined>;
  kind: MessageKindName;
  quietHours: QueuedText['quietHours'];
  timeZone: string;
  appointmentId?: string | null;
}

/**
 * An automatic message on the channel the client chose (ADR 080): WhatsApp as free text when the 24-hour
 * window is still open at the instant it goes, else as the kind's approved template; with no template
 * set, by SMS when agreed to; else no text (the event's email carries it). Null when nothing was queued.
 */
export async function queueAutomaticText(scope: Scope, input: AutomaticText): Promise<string | null> {
  const [client] = await scope.tx
    .select({ phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.businessId, input.businessId)));
  if (!client) return null;
  const consents = (await consentsOf(scope, input.businessId, [input.clientId])).get(input.clientId)!;
  const route = await sendingRouteFor(scope, input.businessId);
  const template = whatsappTemplateFor(route.templates, input.locale, input.template);
  const goesAt = await sendTimeOf(scope, input);
  const way = automaticRoute({
    client: { phone: client.phone?.startsWith('+') ? client.phone : null, consents },
    windowOpen: withinWhatsAppWindow(await lastWhatsAppFrom(scope, input.businessId, input.clientId), goesAt),
    templateSet: template !== null,
  });
  if (way === 'email') return null;
  const text = {
    businessId: input.businessId,
    clientId: input.clientId,
    kind: input.kind,
    body: fillTemplate(templateText(route.templates, input.locale, input.template), input.values),
    quietHours: input.quietHours,
    timeZone: input.timeZone,
    appointmentId: input.appointmentId ?? null,
  };
  if (way === 'sms') return queueText(scope, { ...text, channel: 'sms' });
  if (way === 'whatsapp_text') return queueText(scope, { ...text, channel: 'whatsapp' });
  return queueText(scope, {
    ...text,
    channel: 'whatsapp',
    content: {
      sid: template!.contentSid,
      variables: whatsappContentVariables(template!.variables, input.values),
    },
  });
}

// ---- Booking texts ----------------------------------------------------------------------------------------

export interface BookingTextFacts {
  business: { id: string; name: string; timeZone: string };
  appointment: { id: string; clientId: string | null; locale: 'fr' | 'en'; startsAt: Date };
  kind: Extract<SmsTemplateKey, 'booking_confirmation' | 'booking_reminder'>;
  /** The manage (reschedule/cancel) link, or the showroom. */
  link: string | null;
}

/** The booking's confirmation or 24 h reminder by text (WhatsApp or SMS), when the client agreed to one. */
export async function queueBookingText(scope: Scope, facts: BookingTextFacts) {
  const { business, appointment } = facts;
  if (!appointment.clientId) return null;
  const slot = localSlot(appointment.startsAt, business.timeZone);
  const [, month, day] = slot.date.split('-');
  return queueAutomaticText(scope, {
    businessId: business.id,
    clientId: appointment.clientId,
    locale: appointment.locale,
    template: facts.kind,
    values: { business: business.name, date: `${day}/${month}`, time: slot.time, link: facts.link },
    kind: facts.kind,
    // The confirmation answers what the client just did; the reminder comes unasked and waits for morning.
    quietHours: facts.kind === 'booking_reminder',
    timeZone: business.timeZone,
    appointmentId: appointment.id,
  });
}

/**
 * The booking form's SMS tick box: the visitor's number in E.164 on their client record and consent to
 * texts recorded with source 'booking' (the email consent as it was).
 */
export async function consentAtBooking(
  scope: Scope,
  input: { businessId: string; clientId: string; phone: string },
) {
  const [business] = await scope.tx
    .select({ country: businesses.country })
    .from(businesses)
    .where(eq(businesses.id, input.businessId));
  const phone = toE164(input.phone, business?.country ?? null);
  if (!phone) return false;
  await scope.tx
    .update(clients)
    .set({ phone, updatedAt: scope.now })
    .where(and(eq(clients.id, input.clientId), eq(clients.businessId, input.businessId)));
  const before = (await consentsOf(scope, input.businessId, [input.clientId])).get(input.clientId)!;
  await recordConsents(scope, {
    businessId: input.businessId,
    clientId: input.clientId,
    consents: { ...before, sms: true },
    source: 'booking',
    recordedBy: null,
  });
  return true;
}

/** 'Ready for collection' by text (WhatsApp or SMS): the job's number, the balance and its pay link. */
export async function queueRepairReadyText(
  scope: TenantScope,
  facts: { businessName: string; clientId: string; number: string; balance: string; link: string | null },
) {
  return queueAutomaticText(scope, {
    businessId: scope.businessId,
    clientId: facts.clientId,
    locale: scope.locale === 'en' ? 'en' : 'fr',
    template: 'repair_ready',
    values: {
      business: facts.businessName,
      number: facts.number,
      balance: facts.balance,
      link: facts.link,
    },
    kind: 'repair_ready',
    quietHours: true,
    timeZone: scope.timeZone,
  });
}
