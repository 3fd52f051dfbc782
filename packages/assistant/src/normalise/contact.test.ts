import { describe, expect, it } from 'vitest';
import { parseBareName, parseEmail, parseNameIntro, parsePhone, toE164 } from '#lib/normalise/contact.ts';

describe('phones', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['07700 900123', '+447700900123'],
    ['+44 (0)20 7946 0018', '+442079460018'],
    ['+1 415 555 2671', '+14155552671'],
  ])('%s → %s', (text, expected) => {
    expect(parsePhone(`appelez-moi au ${text} merci`)?.value).toBe(expected);
  });

  it('refuses numbers that cannot be phones', () => {
    expect(toE164('12345')).toBeNull();
    expect(toE164('+33 6 12')).toBeNull();
    expect(parsePhone('budget 2000')).toBeNull();
  });
});

describe('emails', () => {
  it('finds and lower-cases an address', () => {
    expect(parseEmail('écrivez à Marie.Dupont@Orange.fr svp')?.value).toBe('marie.dupont@orange.fr');
    expect(parseEmail('pas d’adresse ici')).toBeNull();
  });
});

describe('names', () => {
  it('reads introduced names and refuses non-names', () => {
    expect(parseNameIntro("je m'appelle Marie Dupont et je cherche une bague")?.value).toBe('Marie Dupont');
    expect(parseNameIntro("this is James O'Neill")?.value).toBe("James O'Neill");
    expect(parseNameIntro("I'm looking for a ring")).toBeNull();
    expect(parseNameIntro('je suis intéressée par une bague')).toBeNull();
  });

  it('reads a bare answer to "what name?"', () => {
    expect(parseBareName('sophie durand')).toBe('Sophie Durand');
    expect(parseBareName('finalement plutôt')).toBeNull();
    expect(parseBareName('je voudrais une bague en or jaune svp')).toBeNull();
  });
});
