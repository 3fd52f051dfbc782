import { seedDemo } from '@carat/db/seed';
import { CALIBRATION_BAR_MM, diameterFromRingSize, mmToPoints } from '@carat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf, pathBoxes, solidPng } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Size Guides Owner');
});
afterAll(() => t?.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const guide = (query: string, token: string | null = owner.token) =>
  t.request(`/v1/size-guides/pdf${query}`, token ? { token } : {});
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** The text runs of a PDF, one per cell, joined by '|'. */
const cells = (text: string) =>
  `|${text
    .split('\n')
    .map((run) => run.trim())
    .filter(Boolean)
    .join('|')}|`;

describe('GET /v1/size-guides/pdf', () => {
  it("answers a ring guide as an A4 PDF download, branded with the business's name, logo and colour", async () => {
    const user = await t.createUser('Maison Guide');
    const logo = await t.app.request('/v1/files?kind=logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: solidPng(30, 10, [10, 20, 30]),
    });
    expect(logo.status).toBe(201);
    const saved = await t.request('/v1/invoice-settings', {
      method: 'PUT',
      token: user.token,
      body: {
        logoFileId: ((await logo.json()) as { id: string }).id,
        companyName: 'Maison Guide & Fils',
        invoiceColor: 'purple',
      },
    });
    expect(saved.status).toBe(200);

    const res = await guide('?kind=ring&system=us&locale=fr&from=3&to=13', user.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="guide-des-tailles-bagues-us.pdf"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = await bytesOf(res);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const pdf = await parsePdf(bytes);
    expect(pdf.title).toBe('Guide des tailles de bagues - Maison Guide & Fils');
    expect(pdf.text).toContain('Maison Guide & Fils');
    expect(pdf.text).toContain('Imprimez à 100 % (« taille réelle »), sans « ajuster à la page ».');
    expect(pdf.images).toBe(1);
    expect(pdf.fillColors.has('#a855f7')).toBe(true);
    // The chart: US 3 to 13 by quarters, each row with every system; US 7 is UK N½, EU 54, JP 14.
    const rows = cells(pdf.text);
    expect(rows).toContain('|US|UK|EU / FR|CH / IT / ES|JP|Ø (mm)|Tour (mm)|');
    expect(rows).toContain('|3|F½|44|4|4|14,07|44,20|');
    expect(rows).toContain('|7|N½|54|14|14|17,32|54,41|');
    expect(rows).toContain('|13|Z+1|70|30|29|22,20|69,73|');
    expect(
      rows.match(/\|\d+[¼½¾]?\|[A-Z](?:\+\d)?½?\|\d+\|\d+\|\d+\|\d+,\d\d\|\d+,\d\d(?=\|)/g),
    ).toHaveLength(41);

    // True scale: the calibration bar is 50 mm in points, the US 7 circle 17.32 mm across.
    const boxes = await pathBoxes(bytes);
    const bar = boxes.filter((box) => box.paint === 'fill' && Math.abs(box.width - 141.732) < 0.01);
    expect(bar).toHaveLength(1);
    expect(bar[0]!.width).toBeCloseTo(mmToPoints(CALIBRATION_BAR_MM), 3);
    const seven = mmToPoints(diameterFromRingSize('us', 7));
    expect(
      boxes.some(
        (box) =>
          box.paint === 'stroke' && Math.abs(box.width - seven) < 0.02 && Math.abs(box.height - seven) < 0.02,
      ),
    ).toBe(true);
  });

  it('reads each system in its own sizes, and answers in English', async () => {
    const res = await guide(
      `?kind=ring&system=uk&locale=en&from=${encodeURIComponent('N')}&to=${encodeURIComponent('O½')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('size-guide-rings-uk.pdf');
    const pdf = await parsePdf(await bytesOf(res));
    expect(pdf.title).toBe('Ring size guide - Size Guides Owner');
    const rows = cells(pdf.text);
    expect(rows).toContain('|UK|US|EU / FR|CH / IT / ES|JP|Ø (mm)|Circumference (mm)|');
    expect(rows).toContain('|N½|7|54|14|14|17.31|54.38|');
    expect(rows).toContain('|O½|7½|56|16|15|17.71|55.63|');
  });

  it('makes bracelet and necklace guides', async () => {
    const bracelet = await guide('?kind=bracelet&from=15&to=17');
    expect(bracelet.status).toBe(200);
    expect(bracelet.headers.get('content-disposition')).toContain('guide-des-tailles-bracelets.pdf');
    const braceletText = cells((await parsePdf(await bytesOf(bracelet))).text);
    expect(braceletText).toContain('|16,0 cm (6,3")|16,6–17,3 cm|17,9–18,5 cm|19,2 cm|18,0 cm|');
    expect(braceletText).not.toContain('|14,0 cm');
    expect(braceletText).toContain('Réglette de tour de poignet');

    const necklace = await guide('?kind=necklace&locale=en');
    expect(necklace.status).toBe(200);
    const necklaceText = cells((await parsePdf(await bytesOf(necklace))).text);
    expect(necklaceText).toContain('|Princess|18"|45.7 cm|On the collarbone|');
    expect(necklaceText).toContain('|Rope|36"+|91.4 cm+|');
  });

  it('defaults to the French US 3–13 ring guide', async () => {
    const res = await guide('');
    expect(res.status).toBe(200);
    const pdf = await parsePdf(await bytesOf(res));
    expect(pdf.text).toContain('Système US / Canada, tailles 3 à 13');
  });

  it('refuses bad parameters with 422 and a message per field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?kind=earring', { kind: expect.any(String) as unknown as string }],
      ['?system=mars', { system: expect.any(String) as unknown as string }],
      ['?locale=de', { locale: expect.any(String) as unknown as string }],
      ['?system=uk&from=14', { from: 'Taille illisible pour ce système' }],
      ['?system=us&from=7.3', { from: expect.stringContaining('quarts en US') as unknown as string }],
      ['?system=us&to=40', { to: 'Taille hors de l’échelle de ce système (0 à 16)' }],
      ['?system=eu&from=60&to=50', { to: 'La fin doit suivre le début' }],
      ['?kind=bracelet&from=14.5', { from: 'Taille illisible pour ce système' }],
      ['?kind=necklace&from=3', { from: 'Sans objet pour les colliers' }],
      [`?from=${'9'.repeat(5000)}`, { from: 'Au plus 12 caractères' }],
    ];
    for (const [query, fields] of cases) {
      const res = await guide(query);
      expect(res.status, query.slice(0, 40)).toBe(422);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields, query.slice(0, 40)).toEqual(fields);
    }
  });

  it('needs a token (401) and a live subscription (402); every plan has the tool', async () => {
    const anonymous = await guide('', null);
    expect(anonymous.status).toBe(401);
    const unsubscribed = await t.createUser('No plan', { plan: null });
    expect((await guide('', unsubscribed.token)).status).toBe(402);
    const cz = await t.createUser('CZ plan', { plan: 'CZ' });
    const res = await guide('?kind=necklace', cz.token);
    expect(res.status).toBe(200);
    expect((await t.request('/v1/tools/size-guide-generator', { token: cz.token })).status).toBe(200);
  });

  it("serves the public demo read-only, with the demo jeweller's name", async () => {
    await seedDemo(t.db.db, { env: 'test' });
    const res = await t.request('/demo/v1/size-guides/pdf?kind=ring&system=eu&from=50&to=56');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('guide-des-tailles-bagues-eu.pdf');
    const pdf = await parsePdf(await bytesOf(res));
    const me = (await (await t.request('/demo/v1/me')).json()) as { business: { name: string } };
    expect(pdf.text).toContain(me.business.name);
    expect(cells(pdf.text)).toContain('|54|6¾|N|14|14|17,19|54,00|');
    const bad = await t.request('/demo/v1/size-guides/pdf?system=eu&from=10');
    expect(bad.status).toBe(422);
  });
});
