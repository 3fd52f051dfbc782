import { describe, expect, it } from 'vitest';
import { sizeGuideQuerySchema } from '#lib/size-guides.ts';

const fields = (input: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') => {
  const result = sizeGuideQuerySchema(locale).safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('sizeGuideQuerySchema', () => {
  it('defaults to a French US ring guide, and keeps the range as typed for the domain to read', () => {
    expect(sizeGuideQuerySchema().parse({})).toEqual({ kind: 'ring', system: 'us', locale: 'fr' });
    expect(sizeGuideQuerySchema().parse({ kind: 'ring', system: 'uk', from: ' J ', to: 'P½' })).toMatchObject(
      {
        from: 'J',
        to: 'P½',
      },
    );
  });

  it('names the problem of each end, in the locale, with the scale in its own words', () => {
    expect(fields({ system: 'uk', from: '14' })).toEqual({ from: 'Taille illisible pour ce système' });
    expect(fields({ system: 'uk', to: 'Z+9' }, 'en')).toEqual({
      to: 'Outside this system’s scale (A to Z+4)',
    });
    expect(fields({ system: 'us', from: '7.3' })?.from).toMatch(/quarts en US/);
    expect(fields({ system: 'eu', from: '60', to: '50' })).toEqual({ to: 'La fin doit suivre le début' });
    expect(fields({ kind: 'bracelet', from: '40' })).toEqual({
      from: 'Taille hors de l’échelle de ce système (10 cm à 30 cm)',
    });
    expect(fields({ kind: 'necklace', from: '3' }, 'en')).toEqual({ from: 'Not used for necklaces' });
  });

  it('refuses unknown kinds, systems and locales, and over-long sizes', () => {
    expect(Object.keys(fields({ kind: 'earring', system: 'xx', locale: 'de' }) ?? {}).sort()).toEqual([
      'kind',
      'locale',
      'system',
    ]);
    expect(fields({ from: 'x'.repeat(5000) })).toEqual({ from: 'Au plus 12 caractères' });
  });
});
