import { isValidEngraving } from '@carat/domain/engraving';
import { z } from 'zod';
import { perLocale } from '#lib/fields.ts';

/**
 * The engraving text (spec: at most 20 characters), counted as a person counts them, by the domain's rule.
 * Optional on a product: wrap it in `.optional()` where the product allows engraving.
 */
export const engravingSchema = perLocale((m) =>
  z.string({ error: m['engraving.max'] }).refine(isValidEngraving, m['engraving.max']),
);
