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
});
