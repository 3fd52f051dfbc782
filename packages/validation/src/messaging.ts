import {
  CONSENT_SOURCES,
  MESSAGE_CHANNELS,
  SMS_TEMPLATE_KEYS,
  TEMPLATE_PLACEHOLDERS,
  WHATSAPP_CONTENT_SID,
  WHATSAPP_TEMPLATE_KEYS,
  type WhatsAppTemplateKey,
} from '@carat/domain/messaging';
import { z } from 'zod';
import { localeSchema } from './locale.ts';

/**
 * Client messages (ADR 065): consent per channel, the business's messaging settings and
 * templates, a member's text to a client. Shapes exactly as the interfaces.
 */

export const MESSAGING_LIMITS = { textMax: 1600, templateMax: 640 } as const;

/** `PUT /v1/clients/{id}/consents` */
export const consentsInputSchema = () =>
  z.object({
    email: z.boolean(),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    source: z.enum(CONSENT_SOURCES),
  });
export type ConsentsInput = z.infer<ReturnType<typeof consentsInputSchema>>;

/**
 * `POST /v1/messages`. On WhatsApp outside the 24-hour window, `templateKind` sends that kind's approved
 * template instead (ADR 080), in `locale` (the member's language when left out), filled with `values`
 * (the business's and the client's names are known).
 */
export const sendMessageSchema = () =>
  z
    .object({
      clientId: z.uuid(),
      channel: z.enum(MESSAGE_CHANNELS),
      text: z.string().trim().max(MESSAGING_LIMITS.textMax).default(''),
      templateKind: z.enum(WHATSAPP_TEMPLATE_KEYS).optional(),
      values: z.record(z.string(), z.string().trim().max(200)).optional(),
      locale: localeSchema.optional(),
    })
    .refine((v) => v.text.length > 0 || v.templateKind !== undefined, {
      path: ['text'],
      message: 'Write a message',
    });
export type SendMessageInput = z.infer<ReturnType<typeof sendMessageSchema>>;

/** `GET /v1/messages?clientId=`: one client's thread; without it, the inbox's conversations. */
export const messageListQuerySchema = () => z.object({ clientId: z.uuid().optional() });

const templateTexts = z
  .object(
    Object.fromEntries(
      SMS_TEMPLATE_KEYS.map((key) => [key, z.string().trim().max(MESSAGING_LIMITS.templateMax).optional()]),
    ) as Record<(typeof SMS_TEMPLATE_KEYS)[number], z.ZodOptional<z.ZodString>>,
  )
  .strict();

/** One kind's approved WhatsApp template: its Content SID and the placeholders filling {{1}}, {{2}} … */
const whatsappTemplate = (key: WhatsAppTemplateKey) =>
  z
    .object({
      contentSid: z
        .string()
        .trim()
        .regex(WHATSAPP_CONTENT_SID, 'A Content SID starts with HX and has 34 characters'),
      variables: z
        .array(
          z.enum(TEMPLATE_PLACEHOLDERS[key] as [string, ...string[]], {
            message: `A variable is one of ${TEMPLATE_PLACEHOLDERS[key].join(', ')}`,
          }),
        )
        .max(10),
    })
    // null removes the template: the kind goes by SMS (or email) outside the window again.
    .nullable()
    .optional();

const whatsappTemplates = z
  .object(
    Object.fromEntries(WHATSAPP_TEMPLATE_KEYS.map((key) => [key, whatsappTemplate(key)])) as Record<
      WhatsAppTemplateKey,
      ReturnType<typeof whatsappTemplate>
    >,
  )
  .strict();

/** `PUT /v1/messaging/settings` */
export const messagingSettingsInputSchema = () =>
  z
    .object({
      provider: z.enum(['platform', 'own']),
      twilioAccountSid: z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, 'An Account SID starts with AC and has 34 characters')
        .nullable()
        .optional(),
      /** Write-only: given to set or change it, left out to keep the stored one. */
      twilioAuthToken: z.string().min(16).max(128).optional(),
      messagingServiceSid: z
        .string()
        .regex(/^MG[0-9a-fA-F]{32}$/, 'A Messaging Service SID starts with MG and has 34 characters')
        .nullable()
        .optional(),
      senderNumber: z.string().trim().max(32).nullable().optional(),
      whatsappNumber: z.string().trim().max(32).nullable().optional(),
      templates: z.object({ fr: templateTexts.optional(), en: templateTexts.optional() }).optional(),
      whatsappTemplates: z
        .object({ fr: whatsappTemplates.optional(), en: whatsappTemplates.optional() })
        .optional(),
    })
    .refine((v) => v.provider === 'platform' || Boolean(v.twilioAccountSid), {
      path: ['twilioAccountSid'],
      message: 'Your own Twilio account needs its Account SID',
    });
export type MessagingSettingsInput = z.infer<ReturnType<typeof messagingSettingsInputSchema>>;
