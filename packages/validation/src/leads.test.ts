import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/field-errors.ts';
import { leadConvertSchema, leadListQuerySchema, leadPatchSchema } from '#lib/leads.ts';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('leads', () => {
  it('reads the list query with its defaults and refuses unknown filters', () => {
    expect(leadListQuerySchema().parse({ q: ' saphir ', status: 'new', page: '2' })).toEqual({
      q: 'saphir',
      status: 'new',
      page: 2,
      pageSize: 20,
    });
    expect(leadListQuerySchema().safeParse({ kind: 'order' }).success).toBe(false);
  });

  it('changes the status or the note, in French by default and in English on request', () => {
    expect(leadPatchSchema().parse({ status: 'contacted' })).toEqual({ status: 'contacted' });
    expect(leadPatchSchema().parse({ note: '  ' })).toEqual({ note: null });
    expect(errorsOf(leadPatchSchema().safeParse({ status: 'won' }) as never)).toEqual({
      status: 'Statut inconnu',
    });
    expect(errorsOf(leadPatchSchema('en').safeParse({ note: 'x'.repeat(2001) }) as never)).toEqual({
      note: 'The note must be at most 2000 characters',
    });
    expect(leadPatchSchema().safeParse({ orderId: 'x' }).success).toBe(false);
  });

  it('converts with the notes in French unless told', () => {
    expect(leadConvertSchema().parse({})).toEqual({ locale: 'fr' });
    expect(leadConvertSchema().parse({ locale: 'en' })).toEqual({ locale: 'en' });
    expect(leadConvertSchema().safeParse({ locale: 'de' }).success).toBe(false);
  });
});
