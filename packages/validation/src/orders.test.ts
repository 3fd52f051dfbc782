import { describe, expect, it } from 'vitest';
import { backOfficeMessages } from '#lib/back-office-messages.ts';
import { fieldErrors } from '#lib/field-errors.ts';
import {
  orderCancelSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderPatchSchema,
  orderStageMoveSchema,
} from '#lib/orders.ts';

const clientId = '3d0f6c52-7d39-4d1e-9a35-0c3b1c7d9a11';
const base = { clientId, item: ' Bague solitaire ', price: '1250.50' };

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('orderInputSchema', () => {
  it('reads the price and deposit in pounds into minor units, exactly', () => {
    const order = orderInputSchema().parse({
      ...base,
      deposit: '250,10',
      metal: 'Or 18k',
      engraving: ' A&J ',
    });
    expect(order).toMatchObject({
      item: 'Bague solitaire',
      price: 125_050,
      deposit: 25_010,
      metal: 'Or 18k',
      engraving: ' A&J ',
      stage: 'enquiry',
      imageFileIds: [],
    });
    expect(orderInputSchema().parse({ ...base, price: 0.29 }).price).toBe(29);
  });

  it('needs a client, picked or created with the order', () => {
    expect(errorsOf(orderInputSchema().safeParse({ item: 'Ring', price: 10 }) as never)).toEqual({
      clientId: 'Choisissez un client ou créez-en un',
    });
    const created = orderInputSchema().parse({
      item: 'Ring',
      price: 10,
      client: { name: ' Zoë ', email: '', phone: '+44 20 7946 0000' },
    });
    expect(created.client).toEqual({ name: 'Zoë', email: null, phone: '+44 20 7946 0000' });
  });

  it('shows each field its message, in French or English', () => {
    const result = orderInputSchema().safeParse({
      clientId,
      item: '',
      price: '-3',
      deposit: '1.234',
      engraving: 'x'.repeat(21),
      dueDate: '2026-02-30',
      stage: 'nowhere',
    });
    expect(errorsOf(result as never)).toEqual({
      item: 'La pièce est requise',
      price: 'Le montant doit être positif ou nul',
      deposit: 'Le montant doit avoir au plus 2 décimales',
      engraving: 'La gravure ne peut pas dépasser 20 caractères',
      dueDate: 'Date invalide (AAAA-MM-JJ)',
      stage: 'Étape inconnue',
    });
    const english = orderInputSchema('en').safeParse({ clientId, item: 'Ring', price: '' });
    expect(errorsOf(english as never)).toEqual({ price: 'Price required' });
  });

  it('counts the engraving as a person does, and refuses a deposit above the price', () => {
    expect(orderInputSchema().safeParse({ ...base, engraving: '👩‍👩‍👧'.repeat(20) }).success).toBe(true);
    const result = orderInputSchema().safeParse({ ...base, price: 100, deposit: 100.01 });
    expect(errorsOf(result as never)).toEqual({ deposit: "L'acompte ne peut pas dépasser le prix" });
  });

  it('refuses unknown fields and more than ten images', () => {
    expect(orderInputSchema().safeParse({ ...base, status: 'completed' }).success).toBe(false);
    const images = Array.from({ length: 11 }, () => clientId);
    expect(errorsOf(orderInputSchema().safeParse({ ...base, imageFileIds: images }) as never)).toEqual({
      imageFileIds: 'Au plus 10 images',
    });
  });
});

describe('order actions', () => {
  it('accept a partial change, with empty fields cleared', () => {
    expect(orderPatchSchema().parse({ metal: '', notes: 'Client prefers matte' })).toEqual({
      metal: null,
      notes: 'Client prefers matte',
    });
    expect(orderPatchSchema().parse({})).toEqual({});
  });

  it('move to a known stage, optionally telling the client', () => {
    expect(orderStageMoveSchema().parse({ stage: 'casting' })).toEqual({
      stage: 'casting',
      notifyClient: false,
    });
    expect(orderStageMoveSchema().safeParse({ stage: 'cancelled' }).success).toBe(false);
    expect(orderCancelSchema().parse({ reason: ' ', notifyClient: true, locale: 'en' })).toEqual({
      reason: null,
      notifyClient: true,
      locale: 'en',
    });
    expect(errorsOf(orderNoteSchema().safeParse({ note: '  ' }) as never)).toEqual({
      note: 'Écrivez une note',
    });
  });

  it('read the list query with defaults', () => {
    expect(orderListQuerySchema().parse({ page: '2' })).toEqual({ page: 2, pageSize: 20, sort: 'recent' });
    expect(orderListQuerySchema().safeParse({ sort: 'name; drop table' }).success).toBe(false);
  });
});

describe('back-office messages', () => {
  it('exist in French and English for every id, and differ where the language does', () => {
    const ids = Object.keys(backOfficeMessages.fr);
    expect(Object.keys(backOfficeMessages.en).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(backOfficeMessages.en[id as keyof typeof backOfficeMessages.en].length, id).toBeGreaterThan(0);
    }
    expect(backOfficeMessages.fr['order.item.required']).toBe('La pièce est requise');
    expect(backOfficeMessages.en['order.item.required']).toBe('The piece is required');
  });
});
