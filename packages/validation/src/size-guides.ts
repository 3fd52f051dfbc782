import { LOCALES, type Locale } from '@carat/domain/locale';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import {
  formatRingSize,
  type RangeProblem,
  RING_SIZE_SCALES,
  readSizeGuideRange,
  SIZE_GUIDE_KINDS,
  WRIST_SCALE_CM,
} from '@carat/domain/size-guides';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';

/** A size is a few characters ('7¾', 'Z+2½', '54'); anything longer is not one. */
const SIZE_TEXT_MAX = 12;

type Problem = RangeProblem | 'tooLong';

const fr: Record<Problem, string> = {
  invalid: 'Taille illisible pour ce système',
  outOfScale: 'Taille hors de l’échelle de ce système ({min} à {max})',
  offGrid: 'Pas une taille de l’échelle : quarts en US, demi-lettres en UK, tailles entières ailleurs',
  reversed: 'La fin doit suivre le début',
  notUsed: 'Sans objet pour les colliers',
  tooLong: `Au plus ${SIZE_TEXT_MAX} caractères`,
};
const en: Record<Problem, string> = {
  invalid: 'Not a size of this system',
  outOfScale: 'Outside this system’s scale ({min} to {max})',
  offGrid: 'Not on the scale: quarter sizes in US, half letters in UK, whole sizes elsewhere',
  reversed: 'The end must come after the start',
  notUsed: 'Not used for necklaces',
  tooLong: `At most ${SIZE_TEXT_MAX} characters`,
};
export const sizeGuideMessages: Readonly<Record<Locale, Record<Problem, string>>> = { fr, en };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const sizeText = (message: string) =>
  z.string().trim().max(SIZE_TEXT_MAX, { error: message, abort: true }).optional();

/**
 * GET /v1/size-guides/pdf: the kind of guide, the ring system, the language, and the range: ring sizes in
 * the system's own words (US '7¼', UK 'N½'), wrists in whole centimetres for bracelets, nothing for
 * necklaces. What the range means is read by the domain (readSizeGuideRange) — here only its problems
 * become messages on `from` and `to`.
 */
export const sizeGuideQuerySchema = perLocale((_, locale) => {
  const m = sizeGuideMessages[locale];
  return z
    .object({
      kind: z.enum(SIZE_GUIDE_KINDS).default('ring'),
      system: z.enum(RING_SIZE_SYSTEMS).default('us'),
      locale: z.enum(LOCALES).default('fr'),
      from: sizeText(m.tooLong),
      to: sizeText(m.tooLong),
    })
    .superRefine((query, ctx) => {
      const result = readSizeGuideRange(query);
      if (result.ok) return;
      const span =
        query.kind === 'bracelet'
          ? { min: `${WRIST_SCALE_CM.min} cm`, max: `${WRIST_SCALE_CM.max} cm` }
          : {
              min: formatRingSize(query.system, RING_SIZE_SCALES[query.system].min),
              max: formatRingSize(query.system, RING_SIZE_SCALES[query.system].max),
            };
      for (const [field, problem] of Object.entries(result.problems)) {
        ctx.addIssue({ code: 'custom', path: [field], message: fill(m[problem], span) });
      }
    });
});

export type SizeGuideQueryInput = z.input<ReturnType<typeof sizeGuideQuerySchema>>;
export type SizeGuideQueryOutput = z.output<ReturnType<typeof sizeGuideQuerySchema>>;
