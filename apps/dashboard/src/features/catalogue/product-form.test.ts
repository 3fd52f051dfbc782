import { productInputSchema } from '@carat/validation/catalogue';
import { describe, expect, it } from 'vitest';
import {
  addOptions,
  combinationKey,
  combinations,
  emptyProductValues,
  formFieldOf,
  minorToPrice,
  priceToMinor,
  productBody,
  productResolver,
  ringSizeRange,
  splitOptions,
  stockGrid,
} from './product-form.ts';

describe('the price, typed as a decimal and stored in minor units', () => {
  it('reads whole amounts, decimals with a point or a comma, and spaces between thousands', () => {
    expect(priceToMinor('1250', 'EUR')).toBe(125_000);
    expect(priceToMinor('1250,5', 'EUR')).toBe(125_050);
    expect(priceToMinor('1 250.05', 'GBP')).toBe(125_005);
    expect(priceToMinor('0.1', 'USD')).toBe(10);
    expect(priceToMinor('  ', 'GBP')).toBeNull();
  });

  it('refuses what is not a positive amount with at most two decimals', () => {
    for (const text of ['12.345', '-5', 'abc', '1,234.5', '€12'])
      expect(priceToMinor(text, 'EUR')).toBe('invalid');
  });

  it('writes minor units back without a float, and without .00 for a whole amount', () => {
    expect(minorToPrice(125_000, 'GBP')).toBe('1250');
    expect(minorToPrice(125_050, 'GBP')).toBe('1250.50');
    expect(minorToPrice(7, 'GBP')).toBe('0.07');
    expect(minorToPrice(null, 'GBP')).toBe('');
    expect(priceToMinor(minorToPrice(999_999_999, 'EUR'), 'EUR')).toBe(999_999_999);
  });
});

describe('the stock grid', () => {
  it('has one cell per combination: 4 metals × 25 sizes is 100 cells in 4 rows', () => {
    const sizes = ringSizeRange('eu', '44', '68');
    expect(sizes).toHaveLength(25);
    const metals = ['Or jaune', 'Or blanc', 'Or rose', 'Platine'];
    expect(combinations(sizes, metals, [])).toHaveLength(100);
    const grid = stockGrid(sizes, metals, []);
    expect(grid.rows).toHaveLength(4);
    expect(grid.columns).toHaveLength(25);
  });

  it('has no combination for a piece without options, and a null where an option is missing', () => {
    expect(combinations([], [], [])).toEqual([]);
    expect(combinations([], ['Or'], ['Rubis', 'Saphir'])).toEqual([
      { size: null, metal: 'Or', stone: 'Rubis' },
      { size: null, metal: 'Or', stone: 'Saphir' },
    ]);
    expect(stockGrid([], ['Or'], [])).toEqual({ columns: [null], rows: [{ metal: 'Or', stone: null }] });
  });

  it('sends a quantity for every combination, 0 where nothing was typed, none when made to order', () => {
    const values = {
      ...emptyProductValues(),
      nameFr: 'Bague',
      category: 'RINGS' as const,
      price: '900',
      sizes: ['52', '54'],
      metals: ['Or', 'Argent'],
      inventory: { [combinationKey({ size: '54', metal: 'Or', stone: null })]: '3' },
    };
    const body = productBody(values, 'EUR');
    expect(body.inventory).toHaveLength(4);
    expect(body.inventory?.find((e) => e.size === '54' && e.metal === 'Or')?.quantity).toBe(3);
    expect(body.inventory?.filter((e) => e.quantity === 0)).toHaveLength(3);
    expect(productInputSchema('fr').safeParse(body).success).toBe(true);
    const made = productBody({ ...values, madeToOrder: true, leadTimeWeeks: '6' }, 'EUR');
    expect(made.inventory).toEqual([]);
    expect(made.leadTimeWeeks).toBe(6);
  });

  it('sends a combination’s own price only where it differs from the piece’s, and reads it back', () => {
    const platinum = combinationKey({ size: '54', metal: 'Platine', stone: null });
    const gold = combinationKey({ size: '54', metal: 'Or', stone: null });
    const values = {
      ...emptyProductValues(),
      nameFr: 'Bague',
      category: 'RINGS' as const,
      price: '900',
      sizes: ['54'],
      metals: ['Or', 'Platine'],
      prices: { [platinum]: '1 250,50', [gold]: '900' },
    };
    const body = productBody(values, 'EUR');
    expect(body.inventory?.find((e) => e.metal === 'Platine')).toMatchObject({ priceMinor: 125_050 });
    expect(body.inventory?.find((e) => e.metal === 'Or')).not.toHaveProperty('priceMinor');
    expect(productInputSchema('fr').safeParse(body).success).toBe(true);
    // An unreadable price is refused by the shared schema, under the grid.
    const bad = productInputSchema('fr').safeParse(
      productBody({ ...values, prices: { [platinum]: 'cher' } }, 'EUR'),
    );
    expect(bad.success).toBe(false);
    expect(formFieldOf(bad.error!.issues[0]!.path.join('.'))).toBe('inventory');
  });

  it('lets the shared schema refuse an unreadable quantity, under the stock grid', () => {
    const values = {
      ...emptyProductValues(),
      nameEn: 'Ring',
      category: 'RINGS' as const,
      price: '10',
      metals: ['Gold'],
      inventory: { [combinationKey({ size: null, metal: 'Gold', stone: null })]: 'many' },
    };
    const result = productInputSchema('en').safeParse(productBody(values, 'GBP'));
    expect(result.success).toBe(false);
    const path = result.error!.issues[0]!.path.join('.');
    expect(formFieldOf(path)).toBe('inventory');
  });
});

describe('ring sizes picked as a range', () => {
  it('steps by the system’s usual sizes', () => {
    expect(ringSizeRange('us', '6', '8')).toEqual(['6', '6.5', '7', '7.5', '8']);
    expect(ringSizeRange('uk', 'J', 'M')).toEqual(['J', 'K', 'L', 'M']);
    expect(ringSizeRange('eu', '56', '52')).toEqual(['52', '53', '54', '55', '56']);
  });

  it('keeps only real finger sizes and reads nothing from an unreadable bound', () => {
    expect(ringSizeRange('eu', '10', '37')).toEqual([]);
    expect(ringSizeRange('uk', '5', 'M')).toEqual([]);
  });

  it('adds sizes once each, whatever their case', () => {
    expect(addOptions(['Or jaune'], ['or JAUNE', ' Platine ', ''])).toEqual(['Or jaune', 'Platine']);
  });

  it('keeps a decimal comma inside a value: one chip, one row of the stock grid', () => {
    expect(addOptions([], splitOptions('Diamant 0,5 ct'))).toEqual(['Diamant 0,5 ct']);
    expect(addOptions([], splitOptions('Diamant 0,5 ct, Diamant 1,25 ct'))).toEqual([
      'Diamant 0,5 ct',
      'Diamant 1,25 ct',
    ]);
    expect(addOptions([], splitOptions('Or jaune,Platine; Argent'))).toEqual([
      'Or jaune',
      'Platine',
      'Argent',
    ]);
    expect(addOptions([], splitOptions('52, 54, 56'))).toEqual(['52', '54', '56']);
    expect(stockGrid([], [], addOptions([], splitOptions('Diamant 0,5 ct'))).rows).toHaveLength(1);
  });
});

describe('the shared schema’s messages in the user’s language', () => {
  it('asks for a name in French or English, under the French name', () => {
    const body = productBody({ ...emptyProductValues(), category: 'RINGS', price: '5' }, 'GBP');
    const fr = productInputSchema('fr').safeParse(body);
    const en = productInputSchema('en').safeParse(body);
    expect(fr.error?.issues[0]?.message).toBe('Donnez un nom à la pièce, en français ou en anglais');
    expect(en.error?.issues[0]?.message).toBe('Give the piece a name, in French or in English');
    expect(formFieldOf(fr.error!.issues[0]!.path.join('.'))).toBe('nameFr');
  });

  it('refuses an engraving longer than 20 characters', () => {
    const body = productBody(
      {
        ...emptyProductValues(),
        nameFr: 'Bague',
        category: 'RINGS',
        price: '5',
        engravingAllowed: true,
        engravingMaxLength: '25',
      },
      'GBP',
    );
    const result = productInputSchema('fr').safeParse(body);
    expect(result.success).toBe(false);
    expect(formFieldOf(result.error!.issues[0]!.path.join('.'))).toBe('engravingMaxLength');
  });
});

describe('the form’s resolver', () => {
  const resolve = (values: ReturnType<typeof emptyProductValues>, locale: 'fr' | 'en' = 'fr') =>
    productResolver(locale, 'EUR', 'unreadable')(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('shows the missing name, category and price at the first try, in the user’s language', async () => {
    const { errors } = await resolve(emptyProductValues(), 'en');
    expect(errors.nameFr?.message).toBe('Give the piece a name, in French or in English');
    expect(errors.category?.message).toBe('Choose a category');
    expect(errors.price?.message).toBe('Give a price, or tick “Price on request”');
  });

  it('says an unreadable price in its own words, and passes a complete piece', async () => {
    const piece = { ...emptyProductValues(), nameEn: 'Ring', category: 'RINGS' as const, price: '12.345' };
    expect((await resolve(piece)).errors.price?.message).toBe('unreadable');
    const ok = await resolve({ ...piece, price: '12.34' });
    expect(ok.errors).toEqual({});
  });
});
