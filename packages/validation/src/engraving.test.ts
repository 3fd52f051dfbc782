import { describe, expect, it } from 'vitest';
import { engravingSchema } from '#lib/engraving.ts';

describe('engravingSchema', () => {
  it('accepts up to 20 characters, as a person counts them', () => {
    expect(engravingSchema().parse('a'.repeat(20))).toBe('a'.repeat(20));
    expect(engravingSchema().safeParse('❤️'.repeat(20)).success).toBe(true);
    expect(engravingSchema().safeParse('❤️'.repeat(21)).success).toBe(false);
    expect(engravingSchema().safeParse('').success).toBe(true);
  });

  it('composes as an optional field', () => {
    expect(engravingSchema().optional().safeParse(undefined).success).toBe(true);
  });
});
