import { z } from 'zod';
import { localeSchema } from '#lib/locale.ts';

/**
 * The showroom assistant (issue #16): a visitor's message, and the jeweller's settings of the tool page.
 * A longer message is refused, not cut, so nothing is read out of its context.
 */
export const ASSISTANT_LIMITS = {
  messageMax: 2000,
  welcomeMax: 500,
  faqMax: 50,
  faqQuestionMax: 300,
  faqAnswerMax: 1500,
} as const;

export const ASSISTANT_TONES = ['warm', 'formal', 'concise'] as const;
export type AssistantToneId = (typeof ASSISTANT_TONES)[number];

/** The random token a visitor's browser keeps (32 bytes, base64url): only it continues a conversation. */
export const visitorTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const assistantMessageSchema = z.strictObject({
  conversationId: z.uuid().optional(),
  text: z.string().trim().min(1).max(ASSISTANT_LIMITS.messageMax),
  locale: localeSchema,
});
export type AssistantMessageInput = z.output<typeof assistantMessageSchema>;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable(),
  );

export const assistantFaqEntrySchema = z.strictObject({
  question: z.string().trim().min(1).max(ASSISTANT_LIMITS.faqQuestionMax),
  answer: z.string().trim().min(1).max(ASSISTANT_LIMITS.faqAnswerMax),
});

export const assistantSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  welcomeFr: optionalText(ASSISTANT_LIMITS.welcomeMax),
  welcomeEn: optionalText(ASSISTANT_LIMITS.welcomeMax),
  tone: z.enum(ASSISTANT_TONES),
  handoffEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.email().max(320).nullable(),
  ),
  faq: z.array(assistantFaqEntrySchema).max(ASSISTANT_LIMITS.faqMax),
});
export type AssistantSettingsInput = z.output<typeof assistantSettingsSchema>;

export const assistantConversationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AssistantConversationQuery = z.output<typeof assistantConversationQuerySchema>;
