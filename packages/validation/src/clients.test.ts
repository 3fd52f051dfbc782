import { describe, expect, it } from 'vitest';
import { clientInputSchema, clientListQuerySchema, clientPatchSchema } from '#lib/clients.ts';

describe('client schemas', () => {
  it('trims, defaults the status to new and turns empty optional fields into null', () => {
    expect(clientInputSchema().parse({ name: '  Zoë Lefèvre ', email: ' ', phone: '', rating: '' })).toEqual({
      name: 'Zoë Lefèvre',
      email: null,
      phone: null,
      rating: null,
      status: 'new',
      ringSizes: [],
    });
  });

  it('refuses unknown fields, so a typo is not silently dropped', () => {
    expect(clientInputSchema().safeParse({ name: 'A', businessId: 'x' }).success).toBe(false);
    expect(clientPatchSchema().safeParse({ nmae: 'A' }).success).toBe(false);
  });

  it('accepts an empty change and a partial one', () => {
    expect(clientPatchSchema().parse({})).toEqual({});
    expect(clientPatchSchema().parse({ status: 'vip' })).toEqual({ status: 'vip' });
  });

  it('reads the list query from strings with defaults', () => {
    expect(clientListQuerySchema().parse({})).toEqual({ page: 1, pageSize: 24, sort: 'name' });
    expect(clientListQuerySchema().parse({ q: ' zoe ', page: '3', pageSize: '10', status: 'vip' })).toEqual({
      q: 'zoe',
      page: 3,
      pageSize: 10,
      status: 'vip',
      sort: 'name',
    });
    expect(clientListQuerySchema().safeParse({ pageSize: '1000' }).success).toBe(false);
  });

  it('keeps a client’s country and VAT number normalised, checked against each other when both are known', () => {
    const parsed = clientInputSchema().parse({
      name: 'Maison B',
      country: ' fr ',
      vatNumber: 'fr 12 345678901',
    });
    expect(parsed).toMatchObject({ country: 'FR', vatNumber: 'FR12345678901' });
    expect(
      clientInputSchema().safeParse({ name: 'Q', country: 'CA', vatNumber: '123456789 RT0001' }).success,
    ).toBe(true);
    expect(
      clientInputSchema().safeParse({ name: 'Q', country: 'CA', vatNumber: 'FR12345678901' }).success,
    ).toBe(false);
    // Only one of the two: nothing to compare it with.
    expect(clientPatchSchema().parse({ vatNumber: 'DE123456789' })).toEqual({ vatNumber: 'DE123456789' });
    expect(clientPatchSchema().parse({ country: '', vatNumber: '' })).toEqual({
      country: null,
      vatNumber: null,
    });
  });
});
