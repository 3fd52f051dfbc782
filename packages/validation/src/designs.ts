import {
  BAND_PROFILES,
  BAND_THICKNESS_MAX_MM,
  BAND_THICKNESS_MIN_MM,
  BAND_WIDTH_MAX_MM,
  BAND_WIDTH_MIN_MM,
  BANGLE_INNER_DIAMETER_MAX_MM,
  BANGLE_INNER_DIAMETER_MIN_MM,
  CHAIN_LENGTH_MAX_MM,
  CHAIN_LENGTH_MIN_MM,
  CHAIN_STONE_COUNT_MAX,
  CHAIN_STONES,
  CHAIN_STYLES,
  CHAIN_WIDTH_MAX_MM,
  CHAIN_WIDTH_MIN_MM,
  CUTS,
  type DesignSpec,
  isChainPiece,
  isRingPiece,
  METALS,
  PIECES,
  RING_INNER_DIAMETER_MAX_MM,
  RING_INNER_DIAMETER_MIN_MM,
  SETTINGS,
  STONE_CARAT_MAX,
  STONE_CARAT_MIN,
  STONE_MM_MAX,
  STONE_MM_MIN,
  STONE_TYPES,
  STONELESS_PIECES,
} from '@carat/domain/design';
import { ENGRAVING_MAX_LENGTH, isValidEngraving } from '@carat/domain/engraving';
import { diameterFromRingSize, RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import { z } from 'zod';
import { localeSchema } from '#lib/locale.ts';

/*
 * The design spec as the API, the form and the model's structured output see it. Bounds come from
 * @carat/domain/design so the parser, the generator and this schema agree. Messages are bilingual because
 * the same schema checks the model's answer (read by engineers) and the form (read by jewellers).
 */

const stoneSizeSchema = z.discriminatedUnion('unit', [
  z.object({ unit: z.literal('ct'), value: z.number().min(STONE_CARAT_MIN).max(STONE_CARAT_MAX) }),
  z.object({ unit: z.literal('mm'), value: z.number().min(STONE_MM_MIN).max(STONE_MM_MAX) }),
]);

export const stoneSpecSchema = z.object({
  type: z.enum(STONE_TYPES),
  cut: z.enum(CUTS),
  size: stoneSizeSchema,
});

export const bandSpecSchema = z.object({
  profile: z.enum(BAND_PROFILES),
  widthMm: z.number().min(BAND_WIDTH_MIN_MM).max(BAND_WIDTH_MAX_MM),
  thicknessMm: z.number().min(BAND_THICKNESS_MIN_MM).max(BAND_THICKNESS_MAX_MM),
});

export const ringSizeSchema = z.object({
  system: z.enum(RING_SIZE_SYSTEMS),
  value: z.number().min(-5).max(100),
});

export const chainSpecSchema = z.object({
  style: z.enum(CHAIN_STYLES),
  widthMm: z.number().min(CHAIN_WIDTH_MIN_MM).max(CHAIN_WIDTH_MAX_MM),
  lengthMm: z.number().min(CHAIN_LENGTH_MIN_MM).max(CHAIN_LENGTH_MAX_MM),
  stones: z.enum(CHAIN_STONES),
  stoneCount: z.number().int().min(0).max(CHAIN_STONE_COUNT_MAX),
});

// A length check in code units first, which costs nothing, so a huge value is never segmented.
const engravingText = z
  .string()
  .max(ENGRAVING_MAX_LENGTH * 16)
  .refine(isValidEngraving, 'Gravure : 20 caractères au plus / Engraving: at most 20 characters');

/** What a form or a model fills: the inner diameter may be left out, it is derived from the ring size. */
export const designSpecInputSchema = z.object({
  piece: z.enum(PIECES),
  metal: z.enum(METALS),
  stone: stoneSpecSchema.nullable(),
  setting: z.enum(SETTINGS),
  band: bandSpecSchema,
  ringSize: ringSizeSchema.nullable(),
  innerDiameterMm: z.number().positive().nullable(),
  engraving: engravingText.nullable(),
  chain: chainSpecSchema.nullable().optional(),
});

const inRingRange = (d: number) =>
  d >= RING_INNER_DIAMETER_MIN_MM - 1e-9 && d <= RING_INNER_DIAMETER_MAX_MM + 1e-9;

/** A complete, consistent spec: what the generator accepts. */
export const designSpecSchema = designSpecInputSchema.superRefine((spec, ctx) => {
  const ring = isRingPiece(spec.piece);
  if (ring) {
    if (!spec.ringSize) {
      ctx.addIssue({ code: 'custom', path: ['ringSize'], message: 'Taille requise / Ring size required' });
      return;
    }
    const expected = diameterFromRingSize(spec.ringSize.system, spec.ringSize.value);
    if (!inRingRange(expected)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ringSize'],
        message: 'Taille hors de l’échelle ISO 41–76 / Size outside the ISO 41–76 scale',
      });
    } else if (spec.innerDiameterMm === null || Math.abs(spec.innerDiameterMm - expected) > 1e-6) {
      ctx.addIssue({
        code: 'custom',
        path: ['innerDiameterMm'],
        message: 'Le diamètre intérieur suit la taille / The inner diameter follows the ring size',
      });
    }
  } else if (spec.piece === 'bangle') {
    const d = spec.innerDiameterMm;
    if (d === null || d < BANGLE_INNER_DIAMETER_MIN_MM || d > BANGLE_INNER_DIAMETER_MAX_MM) {
      ctx.addIssue({
        code: 'custom',
        path: ['innerDiameterMm'],
        message: `Jonc : ${BANGLE_INNER_DIAMETER_MIN_MM} à ${BANGLE_INNER_DIAMETER_MAX_MM} mm / Bangle: ${BANGLE_INNER_DIAMETER_MIN_MM} to ${BANGLE_INNER_DIAMETER_MAX_MM} mm`,
      });
    }
  }
  const chain = isChainPiece(spec.piece);
  if (chain && !spec.chain) {
    ctx.addIssue({ code: 'custom', path: ['chain'], message: 'Chaîne requise / Chain required' });
    return;
  }
  if (!chain && spec.chain) {
    ctx.addIssue({ code: 'custom', path: ['chain'], message: 'Pièce sans chaîne / Piece without a chain' });
  }
  const stoneless = STONELESS_PIECES.includes(spec.piece) || (chain && spec.chain?.stones === 'none');
  if (stoneless && spec.stone) {
    ctx.addIssue({ code: 'custom', path: ['stone'], message: 'Pièce sans pierre / Piece without a stone' });
  }
  if (!stoneless && !spec.stone) {
    ctx.addIssue({ code: 'custom', path: ['stone'], message: 'Pierre requise / Stone required' });
  }
  if (
    (spec.piece === 'halo') !== (spec.setting === 'halo') &&
    spec.piece !== 'pendant' &&
    spec.piece !== 'studs'
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['setting'],
      message: 'Serti halo ⇔ bague halo / Halo setting ⇔ halo ring',
    });
  }
}) satisfies z.ZodType<DesignSpec>;

/** `POST /v1/designs`: a brief (parsed into a spec), or a spec from the form; at least one of the two. */
export const designCreateSchema = z
  .strictObject({
    brief: z.string().trim().max(2000).optional(),
    spec: designSpecInputSchema.optional(),
    locale: localeSchema.default('fr'),
  })
  .refine((input) => Boolean(input.brief) || Boolean(input.spec), {
    message: 'Un brief ou un design / A brief or a design',
    path: ['brief'],
  });
export type DesignCreateInput = z.output<typeof designCreateSchema>;

/**
 * `POST /v1/designs` as `multipart/form-data` (ADR 070): a `photo` of a piece or a sketch (checked from its
 * bytes by the API: JPEG, PNG, WebP or HEIC up to 15 MB) and an optional brief whose fields win where both
 * speak.
 */
export const designPhotoFormSchema = z.object({
  photo: z.any().meta({ type: 'string', format: 'binary' }),
  brief: z.string().trim().max(2000).optional(),
  locale: localeSchema.default('fr'),
  /**
   * The spec as the jeweller corrected it after reading the photo (`POST /v1/designs/photo-reading`), as
   * JSON text: it is generated as given, and what the photo gave is kept beside it.
   */
  spec: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      try {
        const parsed = designSpecInputSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {}
      ctx.addIssue({ code: 'custom', message: 'Spécification invalide / Invalid spec' });
      return z.NEVER;
    }),
});
export type DesignPhotoFormInput = z.output<typeof designPhotoFormSchema>;

/** `PATCH /v1/designs/{id}`: a new spec makes a new version; a new brief is parsed into one. */
export const designPatchSchema = z
  .strictObject({
    brief: z.string().trim().min(1).max(2000).optional(),
    spec: designSpecInputSchema.optional(),
    locale: localeSchema.default('fr'),
  })
  .refine((input) => Boolean(input.brief) || Boolean(input.spec), {
    message: 'Un brief ou un design / A brief or a design',
    path: ['spec'],
  });
export type DesignPatchInput = z.output<typeof designPatchSchema>;

const minor = z.number().int().min(0).max(100_000_000);

/** The business's price inputs: per gram of each alloy, labour, per carat of each stone (minor units). */
export const designPricingSchema = z.strictObject({
  metalPerGram: z.strictObject(
    Object.fromEntries(METALS.map((m) => [m, minor])) as Record<(typeof METALS)[number], typeof minor>,
  ),
  labour: minor,
  stonePerCarat: z.strictObject(
    Object.fromEntries(STONE_TYPES.map((s) => [s, minor])) as Record<
      (typeof STONE_TYPES)[number],
      typeof minor
    >,
  ),
});
export type DesignPricingInput = z.output<typeof designPricingSchema>;

/** `POST /v1/designs/{id}/share`: how long the link lives, in days (7 by default). */
export const designShareSchema = z.strictObject({
  days: z.number().int().min(1).max(90).default(7),
});

/** `POST /v1/designs/{id}/order`: the client picked or created; the estimate is the quote. */
export const designOrderSchema = z.strictObject({
  clientId: z.uuid().optional(),
  client: z
    .strictObject({
      name: z.string().trim().min(1).max(200),
      email: z.string().trim().max(254).optional(),
    })
    .optional(),
  locale: localeSchema.default('fr'),
});
export type DesignOrderInput = z.output<typeof designOrderSchema>;

/** `POST /v1/designs/{id}/product`: the draft piece's name (a name from the spec when left out). */
export const designProductSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  locale: localeSchema.default('fr'),
});
export type DesignProductInput = z.output<typeof designProductSchema>;
