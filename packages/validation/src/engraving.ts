import { ENGRAVING_MAX_INPUT_UNITS, isValidEngraving } from '@carat/domain/engraving';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';

/**
 * The engraving text (spec: at most 20 characters), counted as a person counts them, by the domain's rule.
 * Optional on a product: wrap it in `.optional()` where the product allows engraving.
 */
export const engravingSchema = perLocale((m) =>
  z
    .string({ error: m['engraving.max'] })
    // A length check first, which costs nothing, so that a huge value is never counted.
    .max(ENGRAVING_MAX_INPUT_UNITS, { error: m['engraving.max'], abort: true })
    .refine(isValidEngraving, m['engraving.max']),
);
