import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#api/lib/csv.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Stock as CSV (issue 32 item 1, ADR 072): the export with every column, re-importable; the import's dry
 * run with per-row errors; applied, tags update their items and the other rows create items, all or nothing.
 */

let t: TestContext;
let owner: TestUser;

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

function send(path: string, body?: unknown, method = 'POST') {
  return t.request(path, { method, token: owner.token, body });
}
async function ok(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return json(res);
}
async function items() {
  const page = await ok(await send('/v1/stock-items?page=1&pageSize=50', undefined, 'GET'), 200);
  return page.items as Json[];
}
async function exported() {
  const res = await send('/v1/stock-items/export.csv', undefined, 'GET');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return res.text();
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison CSV');
  await ok(
    await send(
      '/v1/business',
      { name: 'Maison CSV', country: 'FR', currency: 'EUR', timeZone: 'Europe/Paris' },
      'PATCH',
    ),
    200,
  );
  await ok(
    await send('/v1/stock-items', {
      name: 'Solitaire or blanc',
      priceMinor: 250_000,
      costMinor: 110_000,
      supplier: 'Atelier Vendôme',
      location: 'Vitrine 2',
      metal: 'or blanc 18 ct',
      metalWeightGrams: 3.125,
      fineness: 750,
      stones: [{ kind: 'diamant', carats: 0.5, lab: 'GIA', certificateNumber: '2141438171' }],
    }),
    201,
  );
  await ok(await send('/v1/stock-items', { name: '=SUM(A1)', priceMinor: 9_900, location: 'Coffre' }), 201);
}, 60_000);
afterAll(() => t?.close());

describe('stock CSV', () => {
  it('exports every item with its columns, defused formulas and the certificate', async () => {
    const [header, first, second, ...rest] = parseCsv(await exported());
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Étiquette',
      'Code-barres',
      'Nom',
      'Statut',
      'Emplacement',
      'Coût',
      'Prix',
      'Métal',
      'Poids (g)',
      'Titre',
      'Fournisseur',
      'Laboratoire',
      'N° de certificat',
    ]);
    expect(first).toEqual([
      'T-00001',
      'T-00001',
      'Solitaire or blanc',
      'in_stock',
      'Vitrine 2',
      '1100.00',
      '2500.00',
      'or blanc 18 ct',
      '3.125',
      '750',
      'Atelier Vendôme',
      'GIA',
      '2141438171',
    ]);
    // A spreadsheet would run '=SUM(A1)': the export writes it with an apostrophe.
    expect(second![2]).toBe("'=SUM(A1)");
  });

  it('re-imports its own export as updates that change nothing', async () => {
    const preview = await ok(
      await send('/v1/stock-items/import', { csv: await exported(), dryRun: true }),
      200,
    );
    expect(preview).toMatchObject({ applied: false, total: 2, valid: 2, invalid: 0, creates: 0, updates: 2 });
    const applied = await ok(await send('/v1/stock-items/import', { csv: await exported() }), 200);
    expect(applied).toMatchObject({ applied: true, updates: 2 });
    const after = await items();
    expect(after.find((i) => i.tag === 'T-00002')?.name).toBe('=SUM(A1)');
    expect(after.find((i) => i.tag === 'T-00001')).toMatchObject({
      priceMinor: 250_000,
      costMinor: 110_000,
      metalWeightGrams: 3.125,
      stones: [{ kind: 'diamant', carats: 0.5, lab: 'GIA', certificateNumber: '2141438171' }],
    });
  });

  it('previews each row with its errors, writes nothing while one fails, then applies all', async () => {
    const csv = [
      'Tag,Name,Price,Cost,Location,Weight (g),Fineness,Certificate lab,Certificate number,Status',
      'T-00001,,2600.00,,,,,,,',
      ',Alliance or jaune,890,410.5,Vitrine 1,"4,2",750,,,',
      'BAGUE-7,Bague saphir,"1 450,00",,Coffre,,,IGI,LG5551234,reserved',
      ',Pendentif,abc,,,,,,,',
      'BAGUE-7,Doublon,10,,,,,,,',
    ].join('\n');
    const preview = await ok(await send('/v1/stock-items/import', { csv, dryRun: true }), 200);
    expect(preview).toMatchObject({ applied: false, total: 5, valid: 3, invalid: 2, creates: 4, updates: 1 });
    const rows = preview.rows as Json[];
    expect(rows[0]).toMatchObject({
      line: 2,
      action: 'update',
      tag: 'T-00001',
      fields: ['priceMinor'],
      errors: {},
    });
    expect(rows[1]).toMatchObject({
      line: 3,
      action: 'create',
      tag: null,
      name: 'Alliance or jaune',
      errors: {},
    });
    expect(Object.keys(rows[3]!.errors as Json)).toEqual(['priceMinor']);
    expect(Object.keys(rows[4]!.errors as Json)).toEqual(['tag']);
    expect(await items()).toHaveLength(2);

    // Applied with errors: 422, and nothing written.
    const refused = await send('/v1/stock-items/import', { csv });
    expect(refused.status).toBe(422);
    const error = (await json(refused)).error as Json;
    expect(error.code).toBe('import_has_errors');
    expect(Object.keys(error.fields as Json).sort()).toEqual(['rows.5.priceMinor', 'rows.6.tag']);
    expect(await items()).toHaveLength(2);
    expect((await items()).find((i) => i.tag === 'T-00001')?.priceMinor).toBe(250_000);

    const fixed = csv.split('\n').slice(0, 4).join('\n');
    const applied = await ok(await send('/v1/stock-items/import', { csv: fixed }), 200);
    expect(applied).toMatchObject({ applied: true, creates: 2, updates: 1, invalid: 0 });
    const after = await items();
    expect(after).toHaveLength(4);
    const ring = after.find((i) => i.tag === 'T-00001')!;
    expect(ring).toMatchObject({ priceMinor: 260_000, costMinor: 110_000, location: 'Vitrine 2' });
    expect(after.find((i) => i.name === 'Alliance or jaune')).toMatchObject({
      tag: 'T-00003',
      priceMinor: 89_000,
      costMinor: 41_050,
      metalWeightGrams: 4.2,
      fineness: 750,
      status: 'in_stock',
    });
    expect(after.find((i) => i.tag === 'BAGUE-7')).toMatchObject({
      priceMinor: 145_000,
      status: 'reserved',
      stones: [{ lab: 'IGI', certificateNumber: 'LG5551234' }],
    });
    // The update is in the piece's history, with the price it had.
    const detail = await ok(await send(`/v1/stock-items/${ring.id}`, undefined, 'GET'), 200);
    expect((detail.events as Json[]).at(-1)).toMatchObject({
      kind: 'updated',
      detail: { priceMinor: { from: 250_000, to: 260_000 } },
    });
  });

  it('refuses a sold piece’s status change, an unreadable file and one without a name or tag column', async () => {
    const sold = (await items()).find((i) => i.tag === 'T-00003')!;
    await ok(
      await send('/v1/sales', {
        lines: [{ stockItemId: sold.id }],
        payments: [{ method: 'card', amountMinor: 89_000 }],
      }),
      201,
    );
    const preview = await ok(
      await send('/v1/stock-items/import', { csv: 'Tag,Status\nT-00003,in_stock\n', dryRun: true }),
      200,
    );
    expect(Object.keys((preview.rows as Json[])[0]!.errors as Json)).toEqual(['status']);
    const noColumn = await send('/v1/stock-items/import', { csv: 'Colour,Size\nred,52\n', dryRun: true });
    expect(noColumn.status).toBe(422);
    expect(((await json(noColumn)).error as Json).code).toBe('missing_name_column');
    const empty = await send('/v1/stock-items/import', { csv: 'Tag,Name\n', dryRun: true });
    expect(((await json(empty)).error as Json).code).toBe('empty_import');
  });
});
