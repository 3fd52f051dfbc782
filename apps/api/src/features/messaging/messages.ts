import { businesses, clients, messages, showroomLeads } from '@carat/db';
import {
  fillTemplate,
  segmentCount,
  whatsappContentVariables,
  withinWhatsAppWindow,
} from '@carat/domain/messaging';
import type { SendMessageInput } from '@carat/validation/messaging';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { consentsOf } from './consents.ts';
import { MESSAGE_QUEUE, queueText } from './outbound.ts';
import { platformHasRoom, sendingRouteFor, templateText, whatsappTemplateFor } from './settings.ts';

/** The inbox and a client's thread: what was sent and received, read under RLS. */

const columns = {
  id: messages.id,
  clientId: messages.clientId,
  clientName: clients.name,
  leadId: messages.leadId,
  leadName: showroomLeads.name,
  direction: messages.direction,
  channel: messages.channel,
  kind: messages.kind,
  to: messages.toNumber,
  from: messages.fromNumber,
  body: messages.body,
  segments: messages.segments,
  status: messages.status,
  error: messages.error,
  sendAfter: messages.sendAfter,
  sentAt: messages.sentAt,
  createdAt: messages.createdAt,
  contentSid: messages.contentSid,
  contentVariables: messages.contentVariables,
};

/** `GET /v1/messages?clientId=`: a client's thread (newest first), or the business's latest 300. */
export async function listMessages(scope: TenantScope, query: { clientId?: string | undefined }) {
  const items = await scope.tx
    .select(columns)
    .from(messages)
    .leftJoin(clients, eq(clients.id, messages.clientId))
    .leftJoin(showroomLeads, eq(showroomLeads.id, messages.leadId))
    .where(
      and(
        eq(messages.businessId, scope.businessId),
        query.clientId ? eq(messages.clientId, query.clientId) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(300);
  const lastInbound = items.find((m) => m.direction === 'inbound' && m.channel === 'whatsapp');
  return {
    items,
    /** WhatsApp free text is allowed (the client wrote on WhatsApp within 24 h); null without a client. */
    whatsappWindowOpen: query.clientId
      ? withinWhatsAppWindow(lastInbound?.createdAt ?? null, scope.now)
      : null,
  };
}

/**
 * `POST /v1/messages`: a member's text to a client, sent at once (no quiet hours: the jeweller chose to
 * write). Refused without the client's consent on the channel (409 no_consent), on WhatsApp outside the
 * 24-hour window (409 whatsapp_window_closed) unless `templateKind` names a kind whose approved template
 * is set (then that template goes, filled with the business's and client's names and `values`; 409
 * whatsapp_template_missing without one), and with no provider or no platform texts left (409).
 */
export async function sendMessage(scope: TenantScope, input: SendMessageInput) {
  const [client] = await scope.tx
    .select({ id: clients.id, phone: clients.phone, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.businessId, scope.businessId)));
  if (!client) throw AppError.notFound('Client');
  const consents = (await consentsOf(scope, scope.businessId, [client.id])).get(client.id)!;
  if (!consents[input.channel] || !client.phone?.startsWith('+')) {
    throw new AppError('no_consent', `This client has not agreed to ${input.channel} messages`, 409);
  }
  const route = await sendingRouteFor(scope, scope.businessId);
  let body = input.text;
  let content: { sid: string; variables: Record<string, string> } | null = null;
  if (input.channel === 'whatsapp') {
    const { whatsappWindowOpen } = await listMessages(scope, { clientId: client.id });
    if (!whatsappWindowOpen && !input.templateKind) {
      throw new AppError(
        'whatsapp_window_closed',
        'More than 24 hours since the client last wrote on WhatsApp: only an approved template may be sent',
        409,
      );
    }
    // Outside the window only the approved template may go; inside it the member's own words win.
    if (!whatsappWindowOpen || !input.text) {
      const kind = input.templateKind!;
      const locale = input.locale ?? (scope.locale === 'en' ? 'en' : 'fr');
      const template = whatsappTemplateFor(route.templates, locale, kind);
      if (!template) {
        throw new AppError(
          'whatsapp_template_missing',
          `No approved WhatsApp template is set for ${kind}`,
          409,
        );
      }
      const [business] = await scope.tx
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.id, scope.businessId));
      const values = { business: business?.name ?? '', name: client.name, ...input.values };
      body = fillTemplate(templateText(route.templates, locale, kind), values);
      content = { sid: template.contentSid, variables: whatsappContentVariables(template.variables, values) };
    }
  } else if (!input.text) {
    throw AppError.validation({ text: 'Write a message' });
  }
  if (!route.messenger) {
    throw new AppError('messaging_unavailable', 'No messaging provider is configured', 409);
  }
  if (
    route.platform &&
    !(await platformHasRoom(scope, scope.businessId, scope.plan, segmentCount(body).segments))
  ) {
    throw new AppError('messaging_unavailable', "This month's texts included in the plan are used up", 409);
  }
  const id = await queueText(scope, {
    businessId: scope.businessId,
    clientId: client.id,
    channel: input.channel,
    kind: 'manual',
    body,
    content,
    quietHours: false,
    timeZone: scope.timeZone,
    createdBy: scope.userId,
  });
  const [row] = await scope.tx
    .select(columns)
    .from(messages)
    .leftJoin(clients, eq(clients.id, messages.clientId))
    .leftJoin(showroomLeads, eq(showroomLeads.id, messages.leadId))
    .where(eq(messages.id, id!));
  return row!;
}

export { MESSAGE_QUEUE };
