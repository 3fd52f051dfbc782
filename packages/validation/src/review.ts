import { DEFAULT_LOCALE, type Locale } from '@carat/domain/locale';
import { RATINGS } from '@carat/domain/reviews';
import { z } from 'zod';
import { emailText, perLocale, requiredText } from '#lib/fields.ts';
import { FIELD_LIMITS, type MessagePair, messagesFor } from '#lib/messages.ts';

/** The spec's toast when a review is sent without a rating: 'Rating Required' – 'Please select a rating…'. */
export function reviewRatingRequired(locale: Locale = DEFAULT_LOCALE): MessagePair {
  const m = messagesFor(locale);
  return { title: m['review.rating.title'], description: m['review.rating.required'] };
}

/**
 * Review form (spec §5): a rating from 1 to 5, then name, email and comment. The email is checked but, as
 * in the spec, not meant to be kept with the review.
 */
export const reviewSchema = perLocale((m) =>
  z.object({
    // Any value but a whole 1–5 (0 for "no star chosen", null, 6, 2.5) reads as no rating chosen.
    rating: z.literal(RATINGS, { error: m['review.rating.required'] }),
    name: requiredText(m['review.name.required'], m['review.name.max'], FIELD_LIMITS.nameMax),
    email: emailText(m['review.email.required'], m['review.email.invalid']),
    comment: requiredText(m['review.comment.required'], m['review.comment.max'], FIELD_LIMITS.commentMax),
  }),
);
export type ReviewInput = z.input<ReturnType<typeof reviewSchema>>;
export type ReviewValues = z.output<ReturnType<typeof reviewSchema>>;
