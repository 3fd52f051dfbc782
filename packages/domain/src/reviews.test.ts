import { describe, expect, it } from 'vitest';
import {
  assertRating,
  averageRating,
  averageRatingFromTotals,
  isRating,
  RATINGS,
  REVIEW_LABEL_TEXTS,
  REVIEW_LABELS,
  reviewLabel,
  roundedStars,
} from '#lib/reviews.ts';

describe('averageRating', () => {
  it('is 0 for no reviews', () => {
    expect(averageRating([])).toBe(0);
  });

  it('averages to one decimal', () => {
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 5, 4])).toBe(4.7); // 4.666…
    expect(averageRating([5, 4, 4])).toBe(4.3); // 4.333…
    expect(averageRating([1, 2])).toBe(1.5);
  });

  it('rounds a half tenth up, without float error', () => {
    // 89 / 20 = 4.45 exactly, which floats hold as 4.4499…
    const ratings = [...Array<number>(9).fill(5), ...Array<number>(11).fill(4)];
    expect(ratings.reduce((a, b) => a + b, 0)).toBe(89);
    expect(averageRating(ratings)).toBe(4.5);
    // 4.25 → 4.3
    expect(averageRating([5, 4, 4, 4])).toBe(4.3);
  });

  it('refuses ratings outside 1–5', () => {
    expect(() => averageRating([5, 0])).toThrow(RangeError);
    expect(() => averageRating([6])).toThrow(RangeError);
    expect(() => averageRating([4.5])).toThrow(RangeError);
  });
});

describe('roundedStars', () => {
  it('rounds to whole stars, half up', () => {
    expect(roundedStars(4.5)).toBe(5);
    expect(roundedStars(4.4)).toBe(4);
    expect(roundedStars(4.9)).toBe(5);
    expect(roundedStars(0)).toBe(0);
    expect(roundedStars(1.5)).toBe(2);
    expect(roundedStars(averageRating([5, 4]))).toBe(5);
  });

  it('refuses averages outside 0–5', () => {
    expect(() => roundedStars(5.1)).toThrow(RangeError);
    expect(() => roundedStars(-1)).toThrow(RangeError);
    expect(() => roundedStars(Number.NaN)).toThrow(RangeError);
  });
});

describe('rating guard', () => {
  it('accepts whole numbers from 1 to 5 only', () => {
    expect(RATINGS).toEqual([1, 2, 3, 4, 5]);
    for (const rating of RATINGS) expect(isRating(rating)).toBe(true);
    for (const value of [0, 6, 2.5, '5', null, undefined, Number.NaN]) expect(isRating(value)).toBe(false);
    expect(() => assertRating(0)).toThrow(RangeError);
    expect(() => assertRating(3)).not.toThrow();
  });
});

describe('review labels', () => {
  it('keeps the spec labels', () => {
    expect(REVIEW_LABELS).toEqual({
      5: 'Excellent',
      4: 'Great',
      3: 'Good',
      2: 'Fair',
      1: 'Needs improvement',
    });
  });

  it('shows the spec English by default and French when asked', () => {
    expect(reviewLabel(4)).toBe('Great');
    expect(reviewLabel(1)).toBe('Needs improvement');
    expect(reviewLabel(4, 'en')).toBe('Great');
    expect(RATINGS.map((rating) => reviewLabel(rating, 'fr'))).toEqual([
      'À améliorer',
      'Correct',
      'Bien',
      'Très bien',
      'Excellent',
    ]);
    for (const rating of RATINGS) expect(REVIEW_LABEL_TEXTS[rating].en).toBe(REVIEW_LABELS[rating]);
  });
});

describe('averageRatingFromTotals', () => {
  it('gives the shop figure from totals: 17,990 stars over 3,670 reviews is 4.9', () => {
    expect(averageRatingFromTotals(17_990, 3_670)).toBe(4.9);
    expect(averageRatingFromTotals(0, 0)).toBe(0);
    // Half-up on integers: 4.45 exactly is 4.5.
    expect(averageRatingFromTotals(89, 20)).toBe(4.5);
    expect(averageRatingFromTotals(9, 2)).toBe(averageRating([4, 5]));
  });

  it('refuses totals that ratings of 1 to 5 cannot give', () => {
    expect(() => averageRatingFromTotals(3, 1)).not.toThrow();
    expect(() => averageRatingFromTotals(6, 1)).toThrow(RangeError);
    expect(() => averageRatingFromTotals(1.5, 1)).toThrow(RangeError);
  });
});
