import { describe, expect, it } from 'vitest';
import { type ExtractContext, extract } from '#lib/extract.ts';
import { parseRingSize } from '#lib/normalise/ring-size.ts';

/**
 * Issue 35, items 2 and 4: the words around a booking — the size wanted in a resize however it is said,
 * a custom or repair request said without the usual word, a name beside a day and a time.
 */

const size = (text: string) => {
  const found = parseRingSize(text)?.ringSize;
  return found ? [found.system, found.value] : null;
};

const context = (over: Partial<ExtractContext> = {}): ExtractContext => ({
  locale: 'en',
  now: new Date('2026-03-10T18:00:00Z'),
  timeZone: 'Europe/London',
  currency: 'GBP',
  expecting: null,
  nameKnown: false,
  ...over,
});
const intentOf = (text: string, locale: 'fr' | 'en' = 'en') =>
  extract(text, context({ locale })).intent?.intent ?? null;

describe('the size wanted in a resize', () => {
  it('keeps the target from one size to another, in every system', () => {
    expect(size('Can you resize my ring from an M to an O?')).toEqual(['uk', 'O']);
    expect(size('Could you take my ring down from a Q to a P and a half?')).toEqual(['uk', 'P½']);
    expect(size('I want to go from a 9 to an 8')).toEqual(['us', '8']);
    expect(size('Can it go up from 6.5 to 7.25?')).toEqual(['us', '7.25']);
    expect(size('Passer ma bague de 54 à 56 svp')).toEqual(['fr', '56']);
    expect(size('rétrécir mon alliance de la taille 60 à la taille 58')).toEqual(['fr', '58']);
  });

  it('keeps the size wanted said after the size it is, or before "instead of"', () => {
    expect(size('My ring is a size 7, I need it to be a 7.5')).toEqual(['us', '7.5']);
    expect(size('Ma bague fait du 50, il me faudrait du 52')).toEqual(['fr', '52']);
    expect(size('mettre ma bague en taille 57 au lieu de 54')).toEqual(['fr', '57']);
    expect(size('Ma bague est en 12 suisse, je voudrais du 14')).toEqual(['ch', '14']);
    expect(size('It is currently an M, it needs to be an O')).toEqual(['uk', 'O']);
    // Said alone, in the turn after the resize was asked for.
    expect(size('I need it to be an O')).toEqual(['uk', 'O']);
    expect(size('It should be a 7.5')).toEqual(['us', '7.5']);
    // Not a size: an amount, a delay, a karat, a count.
    expect(size('I would like it at 50 pounds')).toBeNull();
    expect(size('I need it in 2 weeks')).toBeNull();
    expect(size('I want one in 14 karat')).toBeNull();
    expect(size('je voudrais 2 bagues')).toBeNull();
    // The wearer's size still wins over the ring's when no size is wanted.
    expect(size('She wears a 6 but the ring is a 5, can you size it up?')).toEqual(['us', '6']);
  });
});

describe('what the visitor came for', () => {
  it('reads a piece to be made as custom, not a purchase', () => {
    for (const text of [
      'I want to have a bracelet designed',
      'I’d like to turn my old rings into a new pendant',
      'Could you reset my mother’s diamond in a new ring?',
      'I want a one-off engagement ring',
      'I’m after a handmade wedding band to my own design',
      'I’d like something made to measure for my wife',
    ])
      expect(intentOf(text), text).toBe('custom');
    for (const text of [
      'Je voudrais une bague unique faite pour moi',
      'Je cherche un bijoutier pour réaliser une bague à partir de mes dessins',
      'Je souhaite faire une bague avec l’or de ma grand-mère',
    ])
      expect(intentOf(text, 'fr'), text).toBe('custom');
  });

  it('reads a workshop job as a repair, a resize said without the word too', () => {
    for (const text of [
      'My earring back is missing, can you help?',
      'I would like to get my watch serviced',
      'My necklace snapped',
      'The clasp won’t close any more',
      'My chain is all knotted, can you help?',
      'Could you take my ring down from a Q to a P?',
      'Can it go up from 6.5 to 7.25?',
    ])
      expect(intentOf(text), text).toBe('repair');
    for (const text of ['Ma bague a perdu un diamant', 'Je voudrais faire nettoyer ma bague'])
      expect(intentOf(text, 'fr'), text).toBe('repair');
  });

  it('reads a piece to be valued as a valuation', () => {
    expect(intentOf('I’d like my late mother’s necklace valued')).toBe('valuation');
    expect(intentOf('I need a ring appraised')).toBe('valuation');
    expect(intentOf('Je voudrais faire évaluer des bijoux de famille', 'fr')).toBe('valuation');
  });

  it('still reads a price "from" as no custom request', () => {
    expect(intentOf('Avez-vous des bagues à partir de 500 € ?', 'fr')).not.toBe('custom');
  });
});

describe('a name beside a day and a time', () => {
  it('is never the day, and is read after it', () => {
    expect(extract('Thursday, 3 pm please. Jane Doe, jane@doe.com', context()).fields).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@doe.com',
    });
    expect(
      extract('samedi 14h30 pour Jean Valjean jean@valjean.fr', context({ locale: 'fr' })).fields,
    ).toMatchObject({ name: 'Jean Valjean', email: 'jean@valjean.fr' });
    expect(extract('Friday, sam@smith.com', context()).fields.name).toBeUndefined();
    // A piece named before an email is no name.
    expect(
      extract('je voudrais la Bague Solitaire Aurore, marie@x.fr', context({ locale: 'fr' })).fields.name,
    ).toBeUndefined();
  });
});
