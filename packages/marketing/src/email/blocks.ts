import { isCurrency } from '@carat/domain/money';
import { z } from 'zod';

/**
 * A campaign is a list of blocks the editor composes. Texts are plain text (never HTML): the renderer
 * escapes them, so neither the jeweller's text nor a client's first name can inject markup.
 */

const webUrl = z.url({ protocol: /^https?$/ });

export const headingBlockSchema = z.object({
  type: z.literal('heading'),
  text: z.string().trim().min(1).max(200),
  level: z.union([z.literal(1), z.literal(2)]).default(1),
});

export const textBlockSchema = z.object({
  type: z.literal('text'),
  text: z.string().trim().min(1).max(5000),
});

export const emailPieceSchema = z.object({
  name: z.string().trim().min(1).max(120),
  priceMinor: z.number().int().nonnegative().nullable(),
  // Any ISO 4217 code (a jeweller in Stockholm prices in SEK; issue 36).
  currency: z.string().refine(isCurrency, 'not an ISO 4217 currency code'),
  imageUrl: webUrl,
  url: webUrl,
});
export type EmailPiece = z.infer<typeof emailPieceSchema>;

export const piecesBlockSchema = z.object({
  type: z.literal('pieces'),
  pieces: z.array(emailPieceSchema).min(1).max(6),
});

export const imageBlockSchema = z.object({
  type: z.literal('image'),
  src: webUrl,
  alt: z.string().max(200).default(''),
  href: webUrl.optional(),
});

export const buttonBlockSchema = z.object({
  type: z.literal('button'),
  label: z.string().trim().min(1).max(60),
  href: webUrl,
});

export const emailBlockSchema = z.discriminatedUnion('type', [
  headingBlockSchema,
  textBlockSchema,
  piecesBlockSchema,
  imageBlockSchema,
  buttonBlockSchema,
]);
export type EmailBlock = z.infer<typeof emailBlockSchema>;
export type EmailBlockInput = z.input<typeof emailBlockSchema>;

export const emailContentSchema = z.object({
  subject: z.string().trim().min(1).max(150),
  /** The grey line inboxes show after the subject. */
  preheader: z.string().trim().max(200).default(''),
  blocks: z.array(emailBlockSchema).min(1).max(40),
});
export type EmailContent = z.infer<typeof emailContentSchema>;
export type EmailContentInput = z.input<typeof emailContentSchema>;
