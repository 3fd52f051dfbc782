import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#api/lib/csv.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;

/** Shopify's product export header, as Shopify writes it. */
const HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option1 Linked To',
  'Option2 Name',
  'Option2 Value',
  'Option2 Linked To',
  'Option3 Name',
  'Option3 Value',
  'Option3 Linked To',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
];

const SIZES = ['48', '50', '52', '54', '56'];
const METALS = ['Yellow Gold', 'White Gold'];
const TYPES = ['Rings', 'Bagues', 'Necklaces', 'Bracelets', 'Earrings'];

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A Shopify export of `count` pieces, each in 5 sizes × 2 metals (10 variants), with two photos. */
function shopifyFile(count: number, change?: (row: Record<string, string>, line: number) => void) {
  const lines = [HEADER.join(',')];
  for (let p = 1; p <= count; p++) {
    const handle = `piece-${p}`;
    let variant = 0;
    for (const size of SIZES) {
      for (const metal of METALS) {
        const row: Record<string, string> = { Handle: handle };
        if (variant === 0) {
          Object.assign(row, {
            Title: `Piece ${p} "Éclat"`,
            'Body (HTML)': `<p>A piece, n° ${p}.</p><p>Gold &amp; diamonds, <strong>18k</strong>.</p>`,
            Vendor: 'Atelier',
            Type: TYPES[p % TYPES.length]!,
            Tags: 'gold, diamond',
            Published: 'true',
            'Option1 Name': 'Ring size',
            'Option2 Name': 'Metal',
            'Gift Card': 'false',
            'SEO Title': `Piece ${p}`,
            'SEO Description': 'A fine piece.',
            Status: p % 3 === 0 ? 'draft' : 'active',
            'Image Src': `https://cdn.shopify.example/files/${handle}-1.jpg`,
            'Image Position': '1',
            'Image Alt Text': `Piece ${p}, front`,
          });
        }
        Object.assign(row, {
          'Option1 Value': size,
          'Option2 Value': metal,
          'Variant SKU': `${handle}-${size}-${metal}`,
          'Variant Grams': '12',
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': String((p + variant) % 4),
          'Variant Inventory Policy': 'deny',
          'Variant Fulfillment Service': 'manual',
          'Variant Price': metal === 'White Gold' ? '1350.00' : '1250.00',
          'Variant Requires Shipping': 'true',
          'Variant Taxable': 'true',
          'Variant Weight Unit': 'g',
        });
        change?.(row, lines.length + 1);
        lines.push(HEADER.map((column) => quote(row[column] ?? '')).join(','));
        variant++;
      }
    }
    // An image-only row, as Shopify writes a second photo.
    const imageRow: Record<string, string> = {
      Handle: handle,
      'Image Src': `https://cdn.shopify.example/files/${handle}-2.jpg`,
      'Image Position': '2',
    };
    change?.(imageRow, lines.length + 1);
    lines.push(HEADER.map((column) => quote(imageRow[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function send(user: TestUser, path: string, csv: string, language = 'en') {
  const res = await t.request(path, { method: 'POST', token: user.token, body: { csv, language } });
  return { status: res.status, body: (await res.json()) as Json };
}

async function productCount(user: TestUser) {
  const { rows } = await t.db.pool.query<{ n: number }>(
    'select count(*)::int as n from public.products where business_id = $1',
    [user.businessId],
  );
  return rows[0]!.n;
}

describe('Shopify CSV import', () => {
  it('imports 200 pieces and 2,000 variants in one transaction in under 10 s', async () => {
    const user = await t.createUser('Atelier Import');
    const csv = shopifyFile(200);

    const preview = await send(user, '/v1/products/import/preview', csv);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      valid: true,
      issues: [],
      rows: 2200,
      totals: { products: 200, variants: 2000, imagesToUpload: 400, create: 200, update: 0 },
    });
    expect(await productCount(user)).toBe(0);

    const started = performance.now();
    const imported = await send(user, '/v1/products/import', csv);
    const seconds = (performance.now() - started) / 1000;
    console.log(`catalogue import: 200 products, 2,000 variants in ${seconds.toFixed(2)} s (${t.db.kind})`);
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(201);
    expect(imported.body).toMatchObject({ imported: 200, created: 200, updated: 0, variants: 2000 });
    expect(imported.body.imagesToUpload).toHaveLength(400);
    expect(seconds).toBeLessThan(10);
    expect(await productCount(user)).toBe(200);

    const list = await t.request('/v1/products?q=piece-7&pageSize=5', { token: user.token });
    expect(list.status).toBe(200);
    const { rows } = await t.db.pool.query(
      `select p.slug, p.name_en, p.name_fr, p.description, p.category, p.status, p.price_minor, p.sizes, p.colours,
              jsonb_array_length(p.inventory) as variants, p.stock, p.seo_title,
              (select count(*)::int from public.product_images i where i.product_id = p.id and i.status = 'to_upload') as to_upload
         from public.products p where p.business_id = $1 and p.slug = 'piece-4'`,
      [user.businessId],
    );
    expect(rows[0]).toEqual({
      slug: 'piece-4',
      name_en: 'Piece 4 "Éclat"',
      name_fr: null,
      description: 'A piece, n° 4.\nGold & diamonds, 18k.',
      category: 'EARRINGS',
      status: 'published',
      price_minor: 125_000,
      sizes: SIZES,
      colours: METALS,
      variants: 10,
      // Quantities 0, 1, 2, 3, 0, 1, 2, 3, 0, 1.
      stock: 13,
      seo_title: 'Piece 4',
      to_upload: 2,
    });
    // The white gold variants cost more: their price is kept per combination.
    const inventory = await t.db.pool.query<{ inventory: Json[] }>(
      `select inventory from public.products where business_id = $1 and slug = 'piece-4'`,
      [user.businessId],
    );
    expect(inventory.rows[0]!.inventory[1]).toEqual({
      size: '48',
      metal: 'White Gold',
      stone: null,
      quantity: 1,
      priceMinor: 135_000,
    });
  }, 60_000);

  it('imports nothing when one row is wrong, and names its row and column', async () => {
    const user = await t.createUser('Atelier Erreur');
    const csv = shopifyFile(200, (row, line) => {
      if (line === 1234) row['Variant Price'] = '12,50 €';
    });
    const preview = await send(user, '/v1/products/import/preview', csv, 'fr');
    expect(preview.body.valid).toBe(false);
    expect(preview.body.issues).toEqual([
      { line: 1234, column: 'Variant Price', message: 'Prix illisible (ex. : 1250.00)' },
    ]);

    const imported = await send(user, '/v1/products/import', csv);
    expect(imported.status).toBe(422);
    expect(imported.body.error).toMatchObject({
      code: 'import_has_errors',
      fields: { 'rows.1234.Variant Price': 'Prix illisible (ex. : 1250.00)' },
      details: { line: '1234', column: 'Variant Price', issues: '1' },
    });
    expect(await productCount(user)).toBe(0);
    const { rows } = await t.db.pool.query(
      'select count(*)::int as n from public.product_images where business_id = $1',
      [user.businessId],
    );
    expect(rows[0]).toEqual({ n: 0 });
  }, 60_000);

  it('names every kind of problem by its row and column', async () => {
    const user = await t.createUser('Atelier Problèmes');
    const csv = [
      'Handle,Title,Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty,Image Src,Status',
      'mystery,Mystery object,Toys,Title,Default Title,,,10.00,1,,active',
      'ring-a,Ring A,Rings,Size,52,Engraving,Yes,10.00,1,,active',
      'ring-b,Ring B,Rings,Size,,,,10.00,x,ftp://example.com/a.jpg,sold',
      'ring-b,,,,52,,,10.00,1,,',
      'ring-b,,,,52,,,11.00,1,,',
      'Bad Handle!,Other,Rings,,,,,1.00,1,,active',
      ',No handle,Rings,,,,,1.00,1,,active',
    ].join('\n');
    const preview = await send(user, '/v1/products/import/preview', csv);
    expect(preview.status).toBe(200);
    const issues = (preview.body.issues as { line: number; column: string }[]).map(
      (i) => `${i.line}:${i.column}`,
    );
    expect(issues).toEqual([
      '2:Type',
      '3:Option2 Name',
      '4:Option1 Value',
      '4:Variant Inventory Qty',
      '4:Image Src',
      '4:Status',
      '6:Option1 Value',
      '7:Handle',
      '8:Handle',
    ]);
  });

  it('refuses a file without a Handle column', async () => {
    const user = await t.createUser('Atelier Sans Handle');
    const res = await send(user, '/v1/products/import/preview', 'Name,Price\nRing,10\n');
    expect(res.status).toBe(422);
    expect((res.body.error as Json).code).toBe('missing_name_column');
  });

  it('exports the catalogue in the same format, which imports again', async () => {
    const user = await t.createUser('Atelier Export');
    expect((await send(user, '/v1/products/import', shopifyFile(3))).status).toBe(201);
    const created = await t.request('/v1/products', {
      method: 'POST',
      token: user.token,
      body: {
        nameFr: 'Bague gravée',
        nameEn: 'Engraved ring',
        descriptionFr: 'Or rose.\n\nGravure offerte.',
        category: 'RINGS',
        priceMinor: 99_000,
        sizeSystem: 'us',
        sizes: ['6', '7.5'],
        metals: ['Or rose'],
        stones: ['Saphir', 'Rubis'],
        engravingAllowed: true,
        engravingMaxLength: 12,
        madeToOrder: true,
        leadTimeWeeks: 6,
        details: ['Or 18 carats', '=formula?'],
        status: 'published',
      },
    });
    expect(created.status).toBe(201);

    const res = await t.request('/v1/products/export.csv?language=fr', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = await res.text();
    const table = parseCsv(csv);
    expect(table[0]!.slice(0, 3)).toEqual(['Handle', 'Title', 'Body (HTML)']);
    const engraved = table.filter((row) => row[0] === 'bague-gravee');
    expect(engraved).toHaveLength(4); // 2 sizes × 1 metal × 2 stones
    const at = (name: string) => table[0]!.indexOf(name);
    expect(engraved[0]![at('Title')]).toBe('Bague gravée');
    expect(engraved[0]![at('Body (HTML)')]).toBe('<p>Or rose.</p><p>Gravure offerte.</p>');
    expect(engraved[0]![at('Type')]).toBe('Rings');
    expect(engraved[0]![at('Status')]).toBe('active');
    expect(engraved.map((row) => row[at('Option1 Value')])).toEqual(['6', '6', '7.5', '7.5']);
    expect(engraved.map((row) => row[at('Option3 Value')])).toEqual(['Saphir', 'Rubis', 'Saphir', 'Rubis']);
    expect(engraved[0]![at('Variant Price')]).toBe('990.00');
    expect(engraved[0]![at('Variant Inventory Tracker')]).toBe('');
    expect(engraved[0]![at('Engraving max length (product.metafields.carat.engraving_max_length)')]).toBe(
      '12',
    );

    // Into a new business: the same pieces, options, stock and photo addresses.
    const other = await t.createUser('Atelier Réimport');
    const again = await send(other, '/v1/products/import', csv, 'fr');
    expect(again.status, JSON.stringify(again.body).slice(0, 400)).toBe(201);
    expect(again.body).toMatchObject({ imported: 4, created: 4, variants: 34 });
    const { rows } = await t.db.pool.query(
      `select name_fr, size_system, sizes, colours, stones, engraving_max_length, made_to_order, lead_time_weeks,
              details, price_minor, status
         from public.products where business_id = $1 and slug = 'bague-gravee'`,
      [other.businessId],
    );
    expect(rows[0]).toEqual({
      name_fr: 'Bague gravée',
      size_system: 'us',
      sizes: ['6', '7.5'],
      colours: ['Or rose'],
      stones: ['Saphir', 'Rubis'],
      engraving_max_length: 12,
      made_to_order: true,
      lead_time_weeks: 6,
      details: ['Or 18 carats', '=formula?'],
      price_minor: 99_000,
      status: 'published',
    });
    // Into the same business: every piece is updated, none added.
    const preview = await send(user, '/v1/products/import/preview', csv, 'fr');
    expect(preview.body).toMatchObject({ valid: true, totals: { products: 4, create: 0, update: 4 } });
  }, 60_000);
});
