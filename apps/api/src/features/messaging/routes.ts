import {
  CONSENT_SOURCES,
  MESSAGE_CHANNELS,
  SMS_TEMPLATE_KEYS,
  WHATSAPP_TEMPLATE_KEYS,
} from '@carat/domain/messaging';
import {
  consentsInputSchema,
  messageListQuerySchema,
  messagingSettingsInputSchema,
  sendMessageSchema,
} from '@carat/validation/messaging';
import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { getConsents, setConsents } from './consents.ts';
import { handleTwilioWebhook } from './inbound.ts';
import { listMessages, sendMessage } from './messages.ts';
import { getMessagingSettings, setMessagingSettings } from './settings.ts';

const Channel = z.enum(MESSAGE_CHANNELS);

const Consents = z
  .object({
    email: z.boolean(),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    source: z.enum(CONSENT_SOURCES).nullable(),
    recordedAt: z.string().nullable(),
    /** The number texts go to, in E.164 once a text channel was agreed to. */
    phone: z.string().nullable(),
    history: z.array(
      z.object({
        email: z.boolean(),
        sms: z.boolean(),
        whatsapp: z.boolean(),
        source: z.enum(CONSENT_SOURCES),
        recordedBy: z.uuid().nullable(),
        recordedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'ClientConsents' });

const Message = z
  .object({
    id: z.uuid(),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
    leadId: z.uuid().nullable(),
    leadName: z.string().nullable(),
    direction: z.enum(['outbound', 'inbound']),
    channel: Channel,
    kind: z.string(),
    to: z.string(),
    from: z.string().nullable(),
    body: z.string(),
    segments: z.number().int(),
    status: z.enum(['queued', 'sent', 'delivered', 'undelivered', 'failed', 'received', 'skipped']),
    error: z.string().nullable(),
    sendAfter: z.string(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
    /** Sent as this approved WhatsApp template (outside the 24-hour window), with these values. */
    contentSid: z.string().nullable(),
    contentVariables: z.record(z.string(), z.string()).nullable(),
  })
  .meta({ id: 'Message' });

const TemplateView = z.object({
  text: z.string(),
  custom: z.boolean(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
});
const Templates = z.object(
  Object.fromEntries(SMS_TEMPLATE_KEYS.map((k) => [k, TemplateView])) as Record<
    (typeof SMS_TEMPLATE_KEYS)[number],
    typeof TemplateView
  >,
);
const WhatsAppTemplate = z.object({ contentSid: z.string(), variables: z.array(z.string()) }).nullable();
const WhatsAppTemplates = z.object(
  Object.fromEntries(WHATSAPP_TEMPLATE_KEYS.map((k) => [k, WhatsAppTemplate])) as Record<
    (typeof WHATSAPP_TEMPLATE_KEYS)[number],
    typeof WhatsAppTemplate
  >,
);
const Settings = z
  .object({
    provider: z.enum(['platform', 'own']),
    twilioAccountSid: z.string().nullable(),
    /** The auth token itself is never answered. */
    twilioAuthTokenSet: z.boolean(),
    messagingServiceSid: z.string().nullable(),
    senderNumber: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
    platformMode: z.enum(['twilio', 'outbox', 'unavailable']),
    platform: z.object({
      segmentPriceMinor: z.number().int(),
      currency: z.string(),
      segmentsPerMonth: z.number().int(),
      segmentsUsed: z.number().int(),
    }),
    templates: z.object({ fr: Templates, en: Templates }),
    /** Per language and kind, the approved WhatsApp template used outside the 24-hour window (null: none). */
    whatsappTemplates: z.object({ fr: WhatsAppTemplates, en: WhatsAppTemplates }),
  })
  .meta({ id: 'MessagingSettings' });

const common = { tags: ['Messages'], security: [{ bearer: [] }] };

const settingsRead = createRoute({
  ...common,
  method: 'get',
  path: '/messaging/settings',
  summary:
    'How texts are sent (the platform’s Twilio account, counted per plan, or the business’s own) and the FR/EN templates with their segment counts',
  responses: { 200: jsonResponse(Settings, 'The settings'), ...tenantErrors },
});
const settingsWrite = createRoute({
  ...common,
  method: 'put',
  path: '/messaging/settings',
  summary:
    'Choose the provider (own Twilio account: SID and auth token, sealed at rest) and edit templates (owners and admins)',
  request: { body: jsonBody(messagingSettingsInputSchema()) },
  responses: { 200: jsonResponse(Settings, 'The settings'), ...tenantErrors },
});
const consentsRead = createRoute({
  ...common,
  method: 'get',
  path: '/clients/{id}/consents',
  summary: 'The channels the client agreed to, with when and how each change was recorded',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Consents, 'The consents'), ...tenantErrors },
});
const consentsWrite = createRoute({
  ...common,
  method: 'put',
  path: '/clients/{id}/consents',
  summary:
    'Record the client’s consents (texts need a phone number valid in the business’s country, stored in E.164)',
  request: { params: UuidParam, body: jsonBody(consentsInputSchema()) },
  responses: { 200: jsonResponse(Consents, 'The consents'), ...tenantErrors },
});
const messageList = createRoute({
  ...common,
  method: 'get',
  path: '/messages',
  summary: 'Texts sent and received, newest first: one client’s thread with ?clientId=, else the inbox',
  request: { query: messageListQuerySchema() },
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(Message), whatsappWindowOpen: z.boolean().nullable() }),
      'The messages',
    ),
    ...tenantErrors,
  },
});
const messageSend = createRoute({
  ...common,
  method: 'post',
  path: '/messages',
  summary:
    'Text a client now (409 no_consent without consent on the channel, whatsapp_window_closed outside WhatsApp’s 24 h unless templateKind names a kind with an approved template, whatsapp_template_missing when it has none, messaging_unavailable)',
  request: { body: jsonBody(sendMessageSchema()) },
  responses: {
    201: jsonResponse(Message, 'The message, queued to go at once'),
    ...tenantErrors,
    409: { description: 'No consent, WhatsApp window closed, or no provider' },
  },
});

const consentsAnswer = (c: Awaited<ReturnType<typeof getConsents>>) => ({
  ...isoDates(c),
  history: c.history.map(isoDates),
});

export function messagingRoutes() {
  return router()
    .openapi(settingsRead, async (c) => c.json(await getMessagingSettings(c.get('scope')), 200))
    .openapi(settingsWrite, async (c) =>
      c.json(await setMessagingSettings(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(consentsRead, async (c) =>
      c.json(consentsAnswer(await getConsents(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(consentsWrite, async (c) =>
      c.json(
        consentsAnswer(await setConsents(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    )
    .openapi(messageList, async (c) => {
      const page = await listMessages(c.get('scope'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(isoDates) }, 200);
    })
    .openapi(messageSend, async (c) =>
      c.json(isoDates(await sendMessage(c.get('scope'), c.req.valid('json'))), 201),
    );
}

/**
 * `POST /webhooks/twilio`: inbound texts and status callbacks, before the auth middleware (Twilio's
 * signature is the authentication). Answers empty TwiML: no automatic reply (Twilio's own STOP handling
 * on the platform's Messaging Service answers opt-outs).
 */
export function twilioWebhookRoutes() {
  return new Hono<AppEnv>().post('/webhooks/twilio', async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const params = Object.fromEntries(
      Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const query = new URL(c.req.url).search;
    const outcome = await handleTwilioWebhook(deps, {
      url: `${deps.config.API_URL}${c.req.path}${query}`,
      signature: c.req.header('x-twilio-signature'),
      params,
    });
    c.header('x-carat-outcome', outcome);
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, {
      'content-type': 'text/xml',
    });
  });
}
