import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { schemaResolver } from './schemaResolver.ts';

interface Values {
  clientName: string;
  price: string;
}

const schema = z.object({
  client: z.object({ name: z.string().min(1, 'Nom requis') }),
  price: z.string().regex(/^\d+$/, 'Prix invalide'),
});
const resolver = schemaResolver<Values>(
  schema,
  (values) => ({ client: { name: values.clientName }, price: values.price }),
  (path) => (path === 'client.name' ? 'clientName' : (path as keyof Values)),
);
const resolve = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver', () => {
  it('puts each message of the schema under the form’s own field', async () => {
    const result = await resolve({ clientName: '', price: 'abc' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      clientName: { type: 'validation', message: 'Nom requis' },
      price: { type: 'validation', message: 'Prix invalide' },
    });
  });

  it('passes valid values through as typed', async () => {
    const values = { clientName: 'Alice', price: '120' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });
});
