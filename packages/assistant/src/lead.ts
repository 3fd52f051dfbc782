import { isCurrency } from '@carat/domain/money';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import { z } from 'zod';

/**
 * The lead the assistant fills, the same shape whichever engine answered (issue #16's interface). Every
 * field is null until the visitor has said it; the values are the normalisers' canonical codes, so the
 * dashboard and the scoring never parse free text.
 */
export const INTENTS = ['buy', 'custom', 'repair', 'valuation', 'appointment', 'question'] as const;
export type Intent = (typeof INTENTS)[number];

export const PIECE_TYPES = [
  'engagement-ring',
  'wedding-band',
  'ring',
  'necklace',
  'pendant',
  'chain',
  'bracelet',
  'earrings',
  'brooch',
  'cufflinks',
  'watch',
] as const;
export type PieceType = (typeof PIECE_TYPES)[number];

export const OCCASIONS = [
  'engagement',
  'wedding',
  'anniversary',
  'birthday',
  'christmas',
  'valentines',
  'birth',
  'graduation',
  'gift',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const METALS = [
  'gold',
  'yellow-gold',
  'white-gold',
  'rose-gold',
  'platinum',
  'silver',
  'palladium',
  'titanium',
] as const;
export type MetalKind = (typeof METALS)[number];
export const KARATS = [9, 14, 18, 22, 24] as const;

export const STONES = [
  'diamond',
  'sapphire',
  'ruby',
  'emerald',
  'pearl',
  'moissanite',
  'aquamarine',
  'amethyst',
  'topaz',
  'opal',
  'tanzanite',
  'morganite',
  'garnet',
] as const;
export type Stone = (typeof STONES)[number];

export const CUTS = [
  'round',
  'oval',
  'princess',
  'emerald',
  'cushion',
  'pear',
  'marquise',
  'radiant',
  'asscher',
  'heart',
  'baguette',
] as const;
export type Cut = (typeof CUTS)[number];

/** 'yellow-gold' or 'yellow-gold-18k': the karat rides on the metal because a jeweller quotes them together. */
const METAL_PATTERN = new RegExp(`^(${METALS.join('|')})(-(${KARATS.join('|')})k)?$`);
/** 'diamond' or 'diamond/oval': the cut rides on the stone for the same reason. */
const STONE_PATTERN = new RegExp(`^(${STONES.join('|')})(/(${CUTS.join('|')}))?$`);

const minorUnits = z.number().int().nonnegative();

export const budgetSchema = z
  .object({
    min: minorUnits.nullable(),
    max: minorUnits.nullable(),
    // Any ISO 4217 code (a jeweller in Stockholm prices in SEK; issue 36).
    currency: z.string().refine(isCurrency, 'not an ISO 4217 currency code'),
  })
  .refine((budget) => budget.min === null || budget.max === null || budget.min <= budget.max, {
    message: 'budget.min must not exceed budget.max',
  });
export type Budget = z.infer<typeof budgetSchema>;

export const ringSizeSchema = z.object({
  system: z.enum(RING_SIZE_SYSTEMS),
  /** As the visitor's system writes it: '54', '7.5', 'N½'. */
  value: z.string().min(1).max(8),
  diameterMm: z.number().positive(),
});
export type RingSize = z.infer<typeof ringSizeSchema>;

export const leadSchema = z.object({
  intent: z.enum(INTENTS).nullable(),
  pieceType: z.enum(PIECE_TYPES).nullable(),
  occasion: z.enum(OCCASIONS).nullable(),
  budget: budgetSchema.nullable(),
  metal: z.string().regex(METAL_PATTERN).nullable(),
  stone: z.string().regex(STONE_PATTERN).nullable(),
  ringSize: ringSizeSchema.nullable(),
  /** The date the piece is wanted by, in the business's calendar, 'YYYY-MM-DD'. */
  wantedBy: z.iso.date().nullable(),
  name: z.string().min(1).max(120).nullable(),
  email: z.email().max(254).nullable(),
  /** E.164, '+33612345678'. */
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/)
    .nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
export type LeadField = keyof Lead;
export const LEAD_FIELDS = Object.keys(leadSchema.shape) as LeadField[];

export function emptyLead(): Lead {
  return {
    intent: null,
    pieceType: null,
    occasion: null,
    budget: null,
    metal: null,
    stone: null,
    ringSize: null,
    wantedBy: null,
    name: null,
    email: null,
    phone: null,
  };
}

/** A later value replaces an earlier one (the visitor changed their mind); an unsaid field keeps its value. */
export function mergeLead(current: Lead, update: Partial<Lead>): Lead {
  const next: Lead = { ...current };
  for (const field of LEAD_FIELDS) {
    const value = update[field];
    if (value !== undefined && value !== null) (next as Record<LeadField, unknown>)[field] = value;
  }
  return next;
}

export function isRingPiece(pieceType: PieceType | null): boolean {
  return pieceType === 'ring' || pieceType === 'engagement-ring' || pieceType === 'wedding-band';
}
