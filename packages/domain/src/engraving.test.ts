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

describe('engraving on hostile input', () => {
  it('refuses a megabyte at once, without segmenting it', () => {
    const huge = 'a'.repeat(1_000_000);
    const started = performance.now();
    expect(isValidEngraving(huge)).toBe(false);
    expect(isValidEngraving('\u0301'.repeat(1_000_000))).toBe(false);
    // A refusal is a length check: far under a millisecond; 50 ms leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('counts long text in linear time, with the same answer as one segmentation', () => {
    const sample = 'Émilie ❤️ 👩‍👩‍👧 🇫🇷 e\u0301\u0302 ';
    const text = sample.repeat(400);
    const whole = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
    expect(engravingLength(text)).toBe(whole);
    // 120k characters took 6.5 s counted in one piece (the outside test); the time in windows, and how it
    // grows with the length, is printed by bench/engraving-length.ts (a timer here fails on a busy machine).
    expect(engravingLength('ab\u0301'.repeat(40_000))).toBe(80_000);
  }, 30_000);

  it('stops counting once past the limit', () => {
    expect(engravingLength('a'.repeat(300), 20)).toBeLessThanOrEqual(21 + 256);
    expect(isValidEngraving('👩‍👩‍👧'.repeat(20))).toBe(true);
    expect(isValidEngraving('👩‍👩‍👧'.repeat(21))).toBe(false);
  });
});

describe('engraving counted in windows', () => {
  it('agrees with one segmentation on random mixes of tricky sequences', () => {
    const pieces = [
      'a',
      ' ',
      'é',
      'e\u0301',
      '\u0301',
      '❤️',
      '👩‍👩‍👧',
      '🇫🇷',
      '🇬',
      '\u200d',
      '👍🏽',
      'क्षि',
      '\u200f',
      '한',
      '\r\n',
    ];
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let run = 0; run < 200; run++) {
      let text = '';
      const n = 50 + (next() % 400);
      for (let i = 0; i < n; i++) text += pieces[next() % pieces.length];
      expect(engravingLength(text), JSON.stringify(text)).toBe([...segmenter.segment(text)].length);
    }
  });
});
