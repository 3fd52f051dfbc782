import type { Locale, LocalizedText } from '#lib/locale.ts';

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** A rating is a whole number of stars from 1 to 5. */
export function isRating(value: unknown): value is Rating {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

export function assertRating(value: unknown): asserts value is Rating {
  if (!isRating(value)) throw new RangeError(`a rating is a whole number from 1 to 5, got ${String(value)}`);
}

/**
 * The average to one decimal, rounded half-up, 0 when there is none. Worked out on integers
 * (sum × 10 ÷ count) so 4.45 cannot become 4.4 through float error.
 */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  let sum = 0;
  for (const rating of ratings) {
    assertRating(rating);
    sum += rating;
  }
  return averageRatingFromTotals(sum, ratings.length);
}

/**
 * The same average from a star total and a count (what a database sums for thousands of reviews), to one
 * decimal, rounded half-up on integers.
 */
export function averageRatingFromTotals(starTotal: number, count: number): number {
  if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(starTotal)) {
    throw new RangeError(`totals are whole numbers, got ${starTotal} / ${count}`);
  }
  if (count === 0) return 0;
  if (starTotal < count || starTotal > count * 5) {
    throw new RangeError(`${starTotal} stars cannot come from ${count} ratings of 1 to 5`);
  }
  const tenths = Math.floor((starTotal * 20 + count) / (count * 2));
  return tenths / 10;
}

/** Whole stars to light for an average: 4.5 → 5, 4.4 → 4. */
export function roundedStars(average: number): number {
  if (!Number.isFinite(average) || average < 0 || average > 5) {
    throw new RangeError(`an average rating lies between 0 and 5, got ${average}`);
  }
  // The average carries one decimal; rounding its tenths keeps 4.5 a clean tie, rounded up.
  return Math.floor((Math.round(average * 10) + 5) / 10);
}

/** The spec's labels, shown in English as written. */
export const REVIEW_LABELS: Readonly<Record<Rating, string>> = {
  5: 'Excellent',
  4: 'Great',
  3: 'Good',
  2: 'Fair',
  1: 'Needs improvement',
};

export const REVIEW_LABEL_TEXTS: Readonly<Record<Rating, LocalizedText>> = {
  5: { fr: 'Excellent', en: REVIEW_LABELS[5] },
  4: { fr: 'Très bien', en: REVIEW_LABELS[4] },
  3: { fr: 'Bien', en: REVIEW_LABELS[3] },
  2: { fr: 'Correct', en: REVIEW_LABELS[2] },
  1: { fr: 'À améliorer', en: REVIEW_LABELS[1] },
};

/** The label of a rating; without a locale, the spec's English text, which is what the page shows. */
export function reviewLabel(rating: Rating, locale?: Locale): string {
  return locale ? REVIEW_LABEL_TEXTS[rating][locale] : REVIEW_LABELS[rating];
}

/** Pending until the jeweller sees it (when reviews are held), published, or hidden from the showroom. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * What the jeweller may do with a review: hide a published one, show a pending or hidden one, mark it
 * verified (once), and answer it publicly (or change the answer).
 */
export const REVIEW_ACTIONS = ['show', 'hide', 'verify', 'reply'] as const;
export type ReviewActionName = (typeof REVIEW_ACTIONS)[number];

export function reviewActions(review: {
  readonly status: ReviewStatus;
  readonly verified: boolean;
}): readonly ReviewActionName[] {
  const allowed: Record<ReviewActionName, boolean> = {
    show: review.status !== 'published',
    hide: review.status === 'published',
    verify: !review.verified,
    reply: true,
  };
  return REVIEW_ACTIONS.filter((action) => allowed[action]);
}
