import { describe, expect, it } from 'vitest';
import { reviewSchema } from '#lib/review.ts';

const review = { rating: 4, name: ' Émilie ', email: ' emilie@example.fr ', comment: ' Superbe. ' };

describe('reviewSchema', () => {
  it('accepts every rating from 1 to 5 and trims the texts', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewSchema().parse({ ...review, rating })).toEqual({
        rating,
        name: 'Émilie',
        email: 'emilie@example.fr',
        comment: 'Superbe.',
      });
    }
  });

  it('refuses a rating given as text', () => {
    expect(reviewSchema().safeParse({ ...review, rating: '5' }).success).toBe(false);
  });
});
