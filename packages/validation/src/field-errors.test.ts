import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, fieldErrors } from '#lib/field-errors.ts';

describe('fieldErrors', () => {
  it('keeps the first message of each field, keyed by dotted path', () => {
    const schema = z.object({
      email: z.string().min(5, 'first').includes('@', 'second'),
      items: z.array(z.object({ price: z.number('price') })),
    });
    const result = schema.safeParse({ email: 'ab', items: [{ price: 1 }, { price: 'x' }] });
    expect(fieldErrors(result.error!)).toEqual({ email: 'first', 'items.1.price': 'price' });
  });

  it('puts issues about the whole value under the form key', () => {
    expect(FORM_ERROR_KEY).toBe('_form');
    const result = z.string('not text').safeParse(1);
    expect(fieldErrors(result.error!)).toEqual({ _form: 'not text' });
  });

  it('handles fields named like object members', () => {
    const result = z.object({ constructor: z.string('needed') }).safeParse({});
    expect(fieldErrors(result.error!)).toEqual({ constructor: 'needed' });
  });

  it('is empty for no issues', () => {
    expect(fieldErrors({ issues: [] })).toEqual({});
  });
});
