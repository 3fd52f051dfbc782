import { describe, expect, it } from 'vitest';
import {
  firstLine,
  type LeadContent,
  leadHeadline,
  leadOrderDetails,
  leadOrderItem,
  leadOrderNotes,
  pieceChoices,
} from '#lib/leads.ts';

const chain = {
  ref: 1,
  name: 'Cuban Link Chain 18K',
  priceMinor: 1_500_000,
  currency: 'GBP',
  size: '20"',
  colour: 'Or blanc',
  engraving: 'Pour L.',
};
const bracelet = {
  ref: 2,
  name: 'Tennis Bracelet Diamants',
  priceMinor: 850_000,
  currency: 'GBP',
  size: '17 cm',
};

const custom: LeadContent = {
  kind: 'custom',
  message: '\n  Une bague avec un saphir ovale  \nTaille 52',
  budget: '£3,000',
  items: [],
};
const basket: LeadContent = { kind: 'basket', message: null, budget: null, items: [chain, bracelet] };

describe('leads', () => {
  it('reads a lead in one line: the pieces, else the first line of the message', () => {
    expect(firstLine('\n \nBonjour\nSuite')).toBe('Bonjour');
    expect(firstLine(null)).toBe('');
    expect(leadHeadline(custom)).toBe('Une bague avec un saphir ovale');
    expect(leadHeadline(basket)).toBe('Cuban Link Chain 18K, Tennis Bracelet Diamants');
  });

  it('names the order after the lead, within the item limit, with a default for an empty request', () => {
    expect(leadOrderItem(custom, 'fr')).toBe('Une bague avec un saphir ovale');
    expect(leadOrderItem({ ...custom, message: '  ' }, 'fr')).toBe('Création sur mesure');
    expect(leadOrderItem({ ...custom, message: null }, 'en')).toBe('Custom piece');
    const long = leadOrderItem({ ...custom, message: 'x'.repeat(500) }, 'fr');
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes the notes: source, budget, each piece with its choices and showroom price, the message', () => {
    expect(leadOrderNotes(custom, 'fr')).toBe(
      'Demande du showroom — création sur mesure.\nBudget : £3,000\n\nMessage :\nUne bague avec un saphir ovale  \nTaille 52',
    );
    const notes = leadOrderNotes({ ...basket, message: 'Samedi ?' }, 'en');
    expect(notes).toBe(
      [
        'Basket sent from the showroom.',
        '',
        'Pieces:',
        '- Cuban Link Chain 18K (ref. 1) — 20", Or blanc, “Pour L.” — £15,000 in the showroom',
        '- Tennis Bracelet Diamants (ref. 2) — 17 cm — £8,500 in the showroom',
        '',
        'Message:',
        'Samedi ?',
      ].join('\n'),
    );
    expect(pieceChoices(chain, 'fr')).toBe('20", Or blanc, « Pour L. »');
    const many = { ...basket, message: 'y'.repeat(2000), items: Array.from({ length: 50 }, () => chain) };
    expect([...leadOrderNotes(many, 'fr')].length).toBeLessThanOrEqual(5000);
  });

  it('gives the order the size, metal and engraving of a single piece only', () => {
    expect(leadOrderDetails({ ...basket, items: [chain] })).toEqual({
      size: '20"',
      metal: 'Or blanc',
      engraving: 'Pour L.',
    });
    expect(leadOrderDetails(basket)).toEqual({ size: null, metal: null, engraving: null });
    expect(leadOrderDetails(custom)).toEqual({ size: null, metal: null, engraving: null });
  });
});
