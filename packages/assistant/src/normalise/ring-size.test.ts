import { diameterFromRingSize } from '@carat/domain/ring-sizes';
import { describe, expect, it } from 'vitest';
import { parseRingSize } from '#lib/normalise/ring-size.ts';

const read = (text: string) => parseRingSize(text)?.ringSize ?? null;

describe('parseRingSize', () => {
  it('reads French sizes as circumferences', () => {
    expect(read('taille 54')).toEqual({ system: 'fr', value: '54', diameterMm: 17.19 });
    expect(read('je fais du 52')).toMatchObject({ system: 'fr', value: '52' });
  });

  it('reads UK letters, halves included, only with a capital', () => {
    expect(read('size N')).toMatchObject({ system: 'uk', value: 'N' });
    expect(read('size N 1/2')).toMatchObject({ system: 'uk', value: 'N½' });
    expect(read('UK size P')).toMatchObject({ system: 'uk', value: 'P' });
    expect(read('a size a bit bigger')).toBeNull();
  });

  it('reads US sizes with fractions', () => {
    expect(read('US 7')).toEqual({
      system: 'us',
      value: '7',
      diameterMm: Math.round(diameterFromRingSize('us', 7) * 100) / 100,
    });
    expect(read('size 7 1/2')).toMatchObject({ system: 'us', value: '7.5' });
    expect(read('size 7½')).toMatchObject({ system: 'us', value: '7.5' });
    expect(read('taille US 6')).toMatchObject({ system: 'us', value: '6' });
  });

  it('reads an English bare circumference as EU and a diameter in mm', () => {
    expect(read('size 54')).toMatchObject({ system: 'eu', value: '54' });
    expect(read('diamètre 17 mm')).toMatchObject({ diameterMm: 17 });
  });

  it('refuses sizes no finger has and numbers without a cue', () => {
    expect(read('taille 200')).toBeNull();
    expect(read('54')).toBeNull();
  });

  it('keeps the last size said', () => {
    expect(read('taille 52, ah non taille 54')).toMatchObject({ value: '54' });
  });

  // Issue 35, point 4: every way a visitor gives a size.
  it.each([
    ['Elle fait du 54,5', 'fr', '54.5'],
    ['taille 54 et demie', 'fr', '54.5'],
    ['je fais du cinquante-deux', 'fr', '52'],
    ['taille cinquante et un', 'fr', '51'],
    ['Ma taille suisse est 12', 'ch', '12'],
    ['taille suisse 14½', 'ch', '14.5'],
    ['Je fais du 11 en taille japonaise', 'jp', '11'],
    ['japanese size 9', 'jp', '9'],
    ['size 13 JP', 'jp', '13'],
    ['she wears a 7', 'us', '7'],
    ["I'm a size 6", 'us', '6'],
    ['Size 5 1/4', 'us', '5.25'],
    ['size 5¾', 'us', '5.75'],
    ['US 6 and a quarter', 'us', '6.25'],
    ['size 9.75', 'us', '9.75'],
    ['size seven and a half', 'us', '7.5'],
    ['European size 56', 'eu', '56'],
    ['My size is L', 'uk', 'L'],
    ['UK M½', 'uk', 'M½'],
    ['AU size N 1/2', 'uk', 'N½'],
    ['size K and a half', 'uk', 'K½'],
    ['Je voudrais faire agrandir ma bague du 52 au 55', 'fr', '55'],
    ['can you resize it from a P to an R?', 'uk', 'R'],
    ['my ring is too tight, size 6 to 7 please', 'us', '7'],
  ] as const)('%s → %s %s', (text, system, value) => {
    expect(read(text)).toMatchObject({ system, value });
  });

  it('does not read ages, durations or prices as sizes', () => {
    expect(read('she is 7 months old')).toBeNull();
    expect(read('I am 30')).toBeNull();
    expect(read('une bague pour ma femme')).toBeNull();
    expect(read('size 7 months')).toBeNull();
  });

  it("reads letters with 'and a half' after 'she's an' / 'I'm a', and a resize's target", () => {
    expect(read("She's an L and a half")).toMatchObject({ system: 'uk', value: 'L½' });
    expect(read('I am a size M')).toMatchObject({ system: 'uk', value: 'M' });
    expect(read('Can you take my ring down from an O to an M and a half?')).toMatchObject({
      system: 'uk',
      value: 'M½',
    });
    expect(read("I'm Anna")).toBeNull();
    expect(read('My fiancée is a J and a half, in platinum')).toMatchObject({ system: 'uk', value: 'J½' });
    expect(read("he's an R, thanks")).toMatchObject({ system: 'uk', value: 'R' });
    expect(read('This is A Test')).toBeNull();
  });

  it("prefers the wearer's size to the ring's current one, and forgives 'taile'", () => {
    expect(read('Ma bague est trop grande, je fais du 50 et elle est en 53')).toMatchObject({
      system: 'fr',
      value: '50',
    });
    expect(read('taile 51')).toMatchObject({ system: 'fr', value: '51' });
  });
});
