import { describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  catalogueRuleErrors,
  isRingSizeLabel,
  productInputSchema,
  productPatchSchema,
} from '#lib/catalogue.ts';
import { fieldErrors } from '#lib/field-errors.ts';

describe('catalogue messages', () => {
  it('has every message in French and in English, none empty', () => {
    const fr = Object.keys(catalogueMessages.fr).sort();
    expect(Object.keys(catalogueMessages.en).sort()).toEqual(fr);
    for (const locale of ['fr', 'en'] as const) {
      for (const [id, text] of Object.entries(catalogueMessages[locale]))
        expect(text, `${locale} ${id}`).not.toBe('');
    }
  });
});

describe('ring sizes', () => {
  it('accepts the sizes of each system and refuses what is not a finger', () => {
    expect(isRingSizeLabel('fr', '54')).toBe(true);
    expect(isRingSizeLabel('fr', '9')).toBe(false);
    expect(isRingSizeLabel('us', '7.5')).toBe(true);
    expect(isRingSizeLabel('us', '7,25')).toBe(true);
    expect(isRingSizeLabel('us', '40')).toBe(false);
    expect(isRingSizeLabel('uk', 'N½')).toBe(true);
    expect(isRingSizeLabel('uk', '12')).toBe(false);
    expect(isRingSizeLabel('ch', '14')).toBe(true);
    expect(isRingSizeLabel('jp', '12')).toBe(true);
  });
});

describe('a piece', () => {
  it('needs a name in one language, a category and a price unless on request', () => {
    const result = productInputSchema('en').safeParse({ category: 'RINGS' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      nameFr: 'Give the piece a name, in French or in English',
      priceMinor: 'Give a price, or tick “Price on request”',
    });
    const parsed = productInputSchema().parse({
      nameEn: ' Ring ',
      category: 'EARRINGS',
      priceOnRequest: true,
    });
    expect(parsed).toMatchObject({
      nameFr: null,
      nameEn: 'Ring',
      status: 'draft',
      sizeSystem: 'free',
      engravingAllowed: false,
      inventory: [],
    });
  });

  it('keeps stock entries to the offered options, each combination once', () => {
    const errors = catalogueRuleErrors({
      nameFr: 'Bague',
      nameEn: null,
      priceMinor: 100,
      priceOnRequest: false,
      sizeSystem: 'fr',
      sizes: ['52', '54'],
      metals: ['Or jaune'],
      stones: [],
      engravingAllowed: false,
      engravingMaxLength: null,
      inventory: [
        { size: '52', metal: 'Or jaune', stone: null },
        { size: '52', metal: 'Or jaune', stone: null },
        { size: '56', metal: 'Or jaune', stone: null },
        { size: '54', metal: null, stone: null },
        { size: '54', metal: 'Or jaune', stone: 'Rubis' },
      ],
    });
    expect(errors).toEqual({
      'inventory.1': 'Cette combinaison apparaît deux fois',
      'inventory.2': 'Cette combinaison utilise une option que la pièce ne propose pas',
      'inventory.3': 'Cette combinaison utilise une option que la pièce ne propose pas',
      'inventory.4': 'Cette combinaison utilise une option que la pièce ne propose pas',
    });
  });

  it('limits engraving to 20 characters and refuses repeated or invisible option values', () => {
    const result = productInputSchema().safeParse({
      nameFr: 'Bague',
      category: 'RINGS',
      priceMinor: 1,
      engravingAllowed: true,
      engravingMaxLength: 21,
      metals: ['Or', 'or'],
      stones: ['Ru\u0000bis'],
    });
    expect(fieldErrors(result.error!)).toEqual({
      engravingMaxLength: 'La gravure est limitée à 20 caractères au plus',
      'metals.1': 'Cette valeur apparaît deux fois',
      'stones.0': 'Ce champ contient un caractère invisible non autorisé',
    });
  });

  it('takes a change of any subset of fields, and refuses unknown ones', () => {
    expect(productPatchSchema().parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(productPatchSchema().safeParse({ published: true }).success).toBe(false);
  });
});
