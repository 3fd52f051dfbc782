import { LOCALES } from '@carat/domain/locale';
import { isCurrency } from '@carat/domain/money';
import { z } from 'zod';

/**
 * One schema for what both caption engines return. The offline grammar and the model engine are checked
 * against it, so the API and the dashboard never need to know which engine wrote a caption.
 */

export const PLATFORMS = ['instagram', 'facebook'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const OCCASIONS = [
  'valentines',
  'mothers-day',
  'christmas',
  'engagement-season',
  'new-collection',
  'design',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const pieceSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  category: z.string().trim().min(1).max(60),
  /** As the jeweller wrote it in the catalogue, e.g. '18 ct rose gold' / 'or rose 18 carats'. */
  metal: z.string().trim().min(1).max(80),
  /** Null for a piece without a stone (a plain band). */
  stone: z.string().trim().min(1).max(80).nullable(),
  /** Integer minor units; null means 'price on request'. */
  priceMinor: z.number().int().nonnegative().nullable(),
  // Any ISO 4217 code (a jeweller in Stockholm prices in SEK; issue 36).
  currency: z.string().refine(isCurrency, 'not an ISO 4217 currency code'),
  url: z.url(),
});
export type Piece = z.infer<typeof pieceSchema>;

export const businessSchema = z.object({
  name: z.string().trim().min(1).max(120),
  showroomUrl: z.url(),
  city: z.string().trim().min(1).max(80).nullable(),
});
export type Business = z.infer<typeof businessSchema>;

export const subjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pieces'), pieces: z.array(pieceSchema).min(1).max(10) }),
  z.object({
    kind: z.literal('collection'),
    collection: z.object({
      id: z.string().min(1),
      name: z.string().trim().min(1).max(120),
      pieces: z.array(pieceSchema).max(10).default([]),
    }),
  }),
  z.object({
    kind: z.literal('occasion'),
    occasion: z.enum(OCCASIONS),
    pieces: z.array(pieceSchema).max(10).default([]),
  }),
]);
export type CaptionSubject = z.infer<typeof subjectSchema>;

export const captionsInputSchema = z.object({
  subject: subjectSchema,
  locale: z.enum(LOCALES),
  /** Free text from the business's settings ('élégant', 'warm', …); the offline grammar maps it to a family. */
  tone: z.string().trim().max(40).default('élégant'),
  business: businessSchema,
  seed: z.union([z.string(), z.number()]).default(0),
  variantsPerPlatform: z.number().int().min(1).max(5).default(3),
});
export type CaptionsInput = z.input<typeof captionsInputSchema>;
export type ParsedCaptionsInput = z.output<typeof captionsInputSchema>;

/** Instagram's limits: 2,200 characters and 30 hashtags per caption. */
export const INSTAGRAM_MAX_CHARS = 2200;
export const MAX_HASHTAGS = 30;

export const hashtagSchema = z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u);

export const captionVariantSchema = z.object({
  platform: z.enum(PLATFORMS),
  text: z.string().trim().min(1).max(INSTAGRAM_MAX_CHARS),
  hashtags: z.array(hashtagSchema).max(MAX_HASHTAGS),
  link: z.url(),
});
export type CaptionVariant = z.infer<typeof captionVariantSchema>;

export const captionsResultSchema = z.object({ variants: z.array(captionVariantSchema).min(1) });
export type CaptionsResult = z.infer<typeof captionsResultSchema>;

/**
 * What the model fills: the same variant schema without `link`. The link is built by code (UTM tags, the
 * showroom's own URL) because a model that writes URLs can write wrong ones.
 */
export const modelCaptionsSchema = z.object({
  variants: z
    .array(captionVariantSchema.omit({ link: true }))
    .min(1)
    .max(10),
});
export type ModelCaptions = z.infer<typeof modelCaptionsSchema>;

/** The pieces a subject shows, in order. */
export function subjectPieces(subject: CaptionSubject): readonly Piece[] {
  switch (subject.kind) {
    case 'pieces':
      return subject.pieces;
    case 'collection':
      return subject.collection.pieces;
    case 'occasion':
      return subject.pieces;
  }
}
