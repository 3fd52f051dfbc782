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
});
