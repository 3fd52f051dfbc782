import { describe, expect, it } from 'vitest';
import { ENGRAVING_MAX_LENGTH, engravingLength, isValidEngraving } from '#lib/engraving.ts';

describe('engraving', () => {
  it('holds at most 20 characters', () => {
    expect(ENGRAVING_MAX_LENGTH).toBe(20);
    expect(isValidEngraving('a'.repeat(20))).toBe(true);
    expect(isValidEngraving('a'.repeat(21))).toBe(false);
    expect(isValidEngraving('')).toBe(true);
    expect(isValidEngraving('Pour toujours, Émilie')).toBe(false); // 21 with the spaces
    expect(isValidEngraving('Pour toujours Émilie')).toBe(true);
  });

  it('counts what a person sees, not code units', () => {
    expect(engravingLength('E\u0301milie')).toBe(6); // decomposed É
    expect(engravingLength('❤️')).toBe(1);
    expect(engravingLength('👩‍👩‍👧')).toBe(1);
    expect(engravingLength('🇫🇷')).toBe(1);
    const twentyHearts = '❤️'.repeat(20);
    expect(twentyHearts.length).toBe(40);
    expect(isValidEngraving(twentyHearts)).toBe(true);
    expect(isValidEngraving(`${twentyHearts}x`)).toBe(false);
  });
});
