import type { MessageStatusName } from '@carat/db';
import { businesses, clients, messages, messagingSettings, showroomLeads } from '@carat/db';
import { replyKeyword } from '@carat/domain/messaging';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '#api/context.ts';
import { validTwilioSignature } from '#api/deps/messenger.ts';
import { AppError } from '#api/lib/errors.ts';
import { systemScopeOf } from '#api/scope.ts';
import { consentsOf, recordConsents } from './consents.ts';
import { authTokenForAccount } from './settings.ts';

/**
 * Twilio's webhook (ADR 065): every request is checked against X-Twilio-Signature with the
 * auth token of the account named by AccountSid (403 otherwise). A status callback moves an outbound
 * text forward; an inbound message is stored once per MessageSid (a redelivery changes nothing), a
 * STOP-like reply opts the client out of that channel at once and START opts back in, a reply lands on
 * the client's thread, and an unknown number becomes a lead of the business it wrote to.
 */

const number = (address: string | undefined) => (address ?? '').replace(/^whatsapp:/, '').trim();
const channelOf = (address: string | undefined) =>
  (address ?? '').startsWith('whatsapp:') ? 'whatsapp' : 'sms';

/** A status only moves forward (callbacks may arrive out of order); failure ends it. */
const STATUS_RANK: Record<string, number> = { queued: 0, sent: 1, delivered: 2, undelivered: 3, failed: 3 };

export type TwilioOutcome =
  | 'status'
  | 'stale_status'
  | 'unknown_message'
  | 'received'
  | 'duplicate'
  | 'no_business';

export async function handleTwilioWebhook(
  deps: Deps,
  request: { url: string; signature: string | undefined; params: Record<string, string> },
): Promise<TwilioOutcome> {
  const { params } = request;
  const token = await authTokenForAccount(deps, params.AccountSid);
  if (!token || !request.signature || !validTwilioSignature(token, request.signature, request.url, params)) {
    throw new AppError('forbidden', 'Invalid Twilio signature', 403);
  }
  const sid = params.MessageSid ?? params.SmsSid;
  if (!sid) throw new AppError('bad_request', 'MessageSid is missing', 400);
  const status = params.MessageStatus ?? params.SmsStatus;
  if (status && params.Body === undefined) return applyStatus(deps, sid, status, params.ErrorCode);
  return receive(deps, sid, params);
}

async function applyStatus(deps: Deps, sid: string, status: string, errorCode: string | undefined) {
  if (!(status in STATUS_RANK)) return 'stale_status';
  const [message] = await deps.db
    .select({ id: messages.id, status: messages.status })
    .from(messages)
    .where(and(eq(messages.providerSid, sid), eq(messages.direction, 'outbound')));
  if (!message) return 'unknown_message';
  if ((STATUS_RANK[status] ?? 0) <= (STATUS_RANK[message.status] ?? 0)) return 'stale_status';
  await deps.db
    .update(messages)
    .set({
      status: status as MessageStatusName,
      error: errorCode ? `Twilio error ${errorCode}` : null,
      updatedAt: new Date(),
    })
    .where(eq(messages.id, message.id));
  return 'status';
}

async function receive(deps: Deps, sid: string, params: Record<string, string>): Promise<TwilioOutcome> {
  const from = number(params.From);
  const to = number(params.To);
  const channel = channelOf(params.From);
  const body = (params.Body ?? '').slice(0, 1600) || '(empty)';
  return deps.db.transaction(async (tx) => {
    const scope = systemScopeOf(deps, { tx });
    // Whose conversation: the business that last texted this number from that sender, else the business
    // whose sender it is.
    const [last] = await tx
      .select({ businessId: messages.businessId, clientId: messages.clientId, leadId: messages.leadId })
      .from(messages)
      .where(
        and(eq(messages.direction, 'outbound'), eq(messages.toNumber, from), eq(messages.fromNumber, to)),
      )
      .orderBy(desc(messages.createdAt))
      .limit(1);
    let businessId = last?.businessId ?? null;
    if (!businessId) {
      const [owner] = await tx
        .select({ businessId: messagingSettings.businessId })
        .from(messagingSettings)
        .where(or(eq(messagingSettings.senderNumber, to), eq(messagingSettings.whatsappNumber, to)))
        .limit(1);
      businessId = owner?.businessId ?? null;
    }
    if (!businessId) return 'no_business';
    let clientId = last?.clientId ?? null;
    if (!clientId) {
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.businessId, businessId), eq(clients.phone, from)))
        .orderBy(clients.createdAt)
        .limit(1);
      clientId = client?.id ?? null;
    }
    const keyword = replyKeyword(body);
    // Stored first, once per MessageSid: a second delivery finds the row and changes nothing.
    const [stored] = await tx
      .insert(messages)
      .values({
        businessId,
        clientId,
        leadId: clientId ? null : (last?.leadId ?? null),
        direction: 'inbound',
        channel,
        kind: keyword ? 'keyword' : 'reply',
        toNumber: to || from,
        fromNumber: from,
        body,
        status: 'received',
        providerSid: sid,
        sentAt: scope.now,
      })
      .onConflictDoNothing({ target: messages.providerSid })
      .returning({ id: messages.id, leadId: messages.leadId });
    if (!stored) return 'duplicate';
    if (clientId && keyword) {
      const before = (await consentsOf(scope, businessId, [clientId])).get(clientId)!;
      await recordConsents(scope, {
        businessId,
        clientId,
        consents: { ...before, [channel]: keyword === 'opt_in' },
        source: 'reply',
        recordedBy: null,
      });
      if (keyword === 'opt_out') {
        // Texts already waiting (the morning's reminder) do not go.
        await tx
          .update(messages)
          .set({ status: 'skipped', error: 'opted out by reply', updatedAt: scope.now })
          .where(
            and(
              eq(messages.businessId, businessId),
              eq(messages.clientId, clientId),
              eq(messages.channel, channel),
              inArray(messages.status, ['queued']),
            ),
          );
      }
    }
    if (!clientId && !stored.leadId) {
      // An unknown number: a lead of the business, the message as its first words.
      const [business] = await tx
        .select({ locale: businesses.locale })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      const [lead] = await tx
        .insert(showroomLeads)
        .values({
          businessId,
          kind: 'message',
          name: from,
          phone: from,
          message: body,
          locale: business?.locale ?? 'fr',
        })
        .returning({ id: showroomLeads.id });
      await tx.update(messages).set({ leadId: lead!.id }).where(eq(messages.id, stored.id));
    }
    return 'received';
  });
}
