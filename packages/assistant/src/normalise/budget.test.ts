import { describe, expect, it } from 'vitest';
import { parseBudget } from '#lib/normalise/budget.ts';

const eur = { currency: 'EUR' as const };
const read = (text: string, context: Parameters<typeof parseBudget>[1] = eur) =>
  parseBudget(text, context)?.budget ?? null;

describe('parseBudget', () => {
  it.each([
    ['budget 2k', { min: null, max: 200000, currency: 'EUR' }],
    ['2 000 €', { min: null, max: 200000, currency: 'EUR' }],
    ['2.000€', { min: null, max: 200000, currency: 'EUR' }],
    ['entre 1500 et 3000', { min: 150000, max: 300000, currency: 'EUR' }],
    ['under £800', { min: null, max: 80000, currency: 'GBP' }],
    ['moins de 2000 euros', { min: null, max: 200000, currency: 'EUR' }],
    ['max 1,5k', { min: null, max: 150000, currency: 'EUR' }],
    ['around $3,000', { min: null, max: 300000, currency: 'USD' }],
    ['au moins 1000 €', { min: 100000, max: null, currency: 'EUR' }],
    ['£2,000-£3,000', { min: 200000, max: 300000, currency: 'GBP' }],
    ['1 499,50 €', { min: null, max: 149950, currency: 'EUR' }],
    ['deux mille euros', { min: null, max: 200000, currency: 'EUR' }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('uses the business currency when none is named', () => {
    expect(read('my budget is 2k', { currency: 'GBP' })).toEqual({ min: null, max: 200000, currency: 'GBP' });
  });

  it('ignores bare numbers without a money cue, unless the budget was just asked', () => {
    expect(read('nous sommes 2 à venir')).toBeNull();
    expect(read('1500', { currency: 'EUR', expectingBudget: true })).toEqual({
      min: null,
      max: 150000,
      currency: 'EUR',
    });
  });

  it('keeps the last figure when the visitor corrects themselves', () => {
    expect(read('2000 €, non plutôt 2500 €')).toEqual({ min: null, max: 250000, currency: 'EUR' });
  });

  it('does not read a day of the month as money, even when the budget was asked', () => {
    expect(read('on se marie le 12 septembre', { currency: 'EUR', expectingBudget: true })).toBeNull();
  });

  it('does not read a currency inside a word', () => {
    expect(read('leur 2 enfants')).toBeNull();
  });
});
