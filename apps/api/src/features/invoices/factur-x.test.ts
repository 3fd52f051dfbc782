import { readFileSync } from 'node:fs';
import { businesses, creditNotes } from '@carat/db';
import { computeInvoiceTotals } from '@carat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { plainInvoicePdf } from '#test/invoice-pdf-testing.ts';
import { parsePdf } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { decimalOf, FACTUR_X_FILE_NAME, type FacturXInvoice, facturXml, netUnitPriceOf } from './factur-x.ts';
import { extractFacturXml, minorOfDecimal, parseFacturXml } from './factur-x-read.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * Factur-X: every issued invoice and credit note is a PDF/A-3b carrying its EN 16931 CII
 * XML as factur-x.xml; the XML validates against the Factur-X 1.07.3 EN 16931 schema (vendored XSD, checked
 * with libxml2 compiled to WebAssembly), its totals are the invoice's, and reading the PDF back gives the
 * same lines — through POST /v1/invoices/read-factur-x too.
 */

const XSD_DIR = new URL('../../../vendor/factur-x-en16931/', import.meta.url);
const XSD_MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const XSD_PARTS = [
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
];
const xsd = (name: string) => readFileSync(new URL(name, XSD_DIR), 'utf8');

async function validateCii(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: FACTUR_X_FILE_NAME, contents: xml }],
    schema: [{ fileName: XSD_MAIN, contents: xsd(XSD_MAIN) }],
    preload: XSD_PARTS.map((fileName) => ({ fileName, contents: xsd(fileName) })),
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const digits = () => 2;

const sample: FacturXInvoice = {
  typeCode: '380',
  number: 'INV-2026-042',
  issueDate: '2026-11-12',
  dueDate: '2026-12-12',
  currency: 'EUR',
  digits: 2,
  notes: ['Merci pour votre confiance.', 'TVA & "mentions" <légales>'],
  seller: {
    name: 'Atelier Dupont',
    legalId: { id: '123456789', scheme: '0002' },
    vatNumber: 'FR32123456789',
    email: 'contact@dupont.example',
    addressLines: ['12 rue de la Paix'],
    postcode: '75002',
    city: 'Paris',
    countryCode: 'FR',
  },
  buyer: {
    name: 'Zoë Lefèvre',
    email: 'zoe@example.com',
    addressLines: ['3 quai Voltaire'],
    countryCode: 'FR',
  },
  orderNumber: 'ORD-2026-007',
  lines: [
    {
      description: 'Bague solitaire or 18k',
      quantity: 1,
      unitPriceMinor: 450_000,
      netMinor: 450_000,
      category: 'S',
      rateBps: 2000,
    },
    {
      description: 'Gravure',
      quantity: 2,
      unitPriceMinor: 1_999,
      netMinor: 3_998,
      category: 'S',
      rateBps: 2000,
    },
  ],
  taxes: [{ category: 'S', rateBps: 2000, basisMinor: 453_998, taxMinor: 90_800 }],
  lineTotalMinor: 453_998,
  taxBasisMinor: 453_998,
  taxTotalMinor: 90_800,
  grandTotalMinor: 544_798,
  prepaidMinor: 100_000,
  duePayableMinor: 444_798,
};

describe('the CII XML', () => {
  it('validates against the Factur-X EN 16931 schema, and a broken one does not', async () => {
    const xml = facturXml(sample);
    expect(await validateCii(xml)).toEqual({ valid: true, errors: [] });
    // The check can fail: an element out of the schema's order is refused.
    const broken = xml
      .replace('<ram:TypeCode>380</ram:TypeCode>', '')
      .replace('</ram:ID>', '</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:Nope/>');
    expect((await validateCii(broken)).valid).toBe(false);
    // A credit note naming its invoice, and an exempt (art. 293 B) invoice, validate too.
    const credit = facturXml({
      ...sample,
      typeCode: '381',
      dueDate: null,
      prepaidMinor: 0,
      duePayableMinor: sample.grandTotalMinor,
      precedingInvoice: { number: 'INV-2026-041', issueDate: '2026-11-01' },
    });
    expect(await validateCii(credit)).toEqual({ valid: true, errors: [] });
    const exempt = facturXml({
      ...sample,
      lines: sample.lines.map((l) => ({ ...l, category: 'E' as const, rateBps: 0 })),
      taxes: [
        {
          category: 'E',
          rateBps: 0,
          basisMinor: 453_998,
          taxMinor: 0,
          exemptionReason: 'TVA non applicable, art. 293 B du CGI',
        },
      ],
      taxTotalMinor: 0,
      grandTotalMinor: 453_998,
      duePayableMinor: 353_998,
    });
    expect(await validateCii(exempt)).toEqual({ valid: true, errors: [] });
  });

  it('writes the net unit price of a line typed tax included, to four decimals, and still validates', async () => {
    // 3 × 33,33 € TTC in France: 83,32 € net on the line, so 27,7733 € net each.
    const inclusive = facturXml({
      ...sample,
      lines: [
        { ...sample.lines[0]!, unitPriceIncludesTax: true },
        {
          description: 'Gravure',
          quantity: 3,
          unitPriceMinor: 3_333,
          netMinor: 8_332,
          category: 'S',
          rateBps: 2000,
          unitPriceIncludesTax: true,
        },
      ],
    });
    expect(inclusive).toContain('<ram:ChargeAmount>4500.00</ram:ChargeAmount>');
    expect(inclusive).toContain('<ram:ChargeAmount>27.7733</ram:ChargeAmount>');
    expect(inclusive).toContain('<ram:LineTotalAmount>83.32</ram:LineTotalAmount>');
    expect(await validateCii(inclusive)).toEqual({ valid: true, errors: [] });
    expect(netUnitPriceOf(1_000, 4, 2)).toBe('2.50');
    expect(netUnitPriceOf(100, 3, 0)).toBe('33.3333');
    expect(netUnitPriceOf(2, 3, 2)).toBe('0.0067');
    expect(netUnitPriceOf(1_234, 1, 3)).toBe('1.234');
  });

  it('reads back the same lines and totals, to the minor unit', () => {
    const read = parseFacturXml(facturXml(sample), digits);
    expect(read.lines).toEqual(
      sample.lines.map(({ description, quantity, unitPriceMinor, netMinor }) => ({
        description,
        quantity,
        unitPriceMinor,
        netMinor,
      })),
    );
    expect(read).toMatchObject({
      number: 'INV-2026-042',
      typeCode: '380',
      issueDate: '2026-11-12',
      dueDate: '2026-12-12',
      currency: 'EUR',
      profile: 'urn:cen.eu:en16931:2017',
      seller: { name: 'Atelier Dupont', vatNumber: 'FR32123456789', legalId: '123456789' },
      grandTotalMinor: 544_798,
      taxTotalMinor: 90_800,
      duePayableMinor: 444_798,
    });
    expect(decimalOf(5, 2)).toBe('0.05');
    expect(decimalOf(123, 0)).toBe('123');
    expect(minorOfDecimal('4539.98', 2)).toBe(453_998);
    expect(minorOfDecimal('19.9950', 2)).toBe(2_000);
  });
});

describe('the invoice PDF', () => {
  it('is a PDF/A-3b with factur-x.xml embedded (Alternative), fonts embedded and the Factur-X XMP', async () => {
    const totals = computeInvoiceTotals([
      { description: 'Bague solitaire or 18k', quantity: 1, unitPriceMinor: 450_000 },
    ]);
    const xml = facturXml(sample);
    const bytes = await renderInvoicePdf({
      locale: 'fr',
      kind: 'standard',
      status: 'sent',
      number: 'INV-2026-042',
      issueDate: '2026-11-12',
      dueDate: '2026-12-12',
      currency: 'EUR',
      vatRateBps: 2000,
      client: { name: 'Zoë Lefèvre', email: null, address: null },
      lines: [
        {
          description: 'Bague solitaire or 18k',
          quantity: 1,
          unitPriceMinor: 450_000,
          netMinor: totals.lines[0]!.net,
        },
      ],
      subtotalMinor: totals.subtotal,
      vatMinor: totals.vat,
      totalMinor: totals.total,
      depositsDeductedMinor: 0,
      notes: null,
      orderNumber: null,
      seller: null,
      bankDetails: null,
      color: 'amber',
      logo: null,
      facturX: { xml, issuedAt: new Date('2026-11-12T12:00:00Z') },
    });
    const raw = latin1(bytes);
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(raw).toContain('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#');
    expect(raw).toContain('/AFRelationship /Alternative');
    expect(raw).toContain('/OutputIntents');
    expect(raw).toContain('/FontFile2'); // TrueType fonts embedded
    expect(raw).not.toContain('/BaseFont /Helvetica'); // no standard (unembedded) font
    expect(await extractFacturXml(bytes)).toBe(xml);
    const pdf = await parsePdf(bytes);
    expect(pdf.text).toContain('Bague solitaire or 18k');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Through the API

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Atelier Factur-X');
  await t.db.db
    .update(businesses)
    .set({
      country: 'FR',
      currency: 'EUR',
      address: '12 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      taxRegistration: { registered: true, siren: '123 456 789', vatNumber: 'FR32123456789' },
    })
    .where(eq(businesses.id, owner.businessId));
}, 60_000);
afterAll(() => t?.close());

type Json = Record<string, unknown>;
async function post(path: string, body?: unknown) {
  const res = await t.request(path, { method: 'POST', token: owner.token, body });
  return { status: res.status, body: (await res.json()) as Json };
}
async function pdfOf(path: string) {
  const res = await t.request(path, { token: owner.token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('GET /v1/invoices/{id}/pdf', () => {
  it('answers an issued invoice as Factur-X whose XML validates, totals equal the invoice’s, read back the same', async () => {
    const created = await post('/v1/invoices', {
      clientName: 'Zoë Lefèvre',
      clientEmail: 'zoe@example.com',
      clientAddress: '3 quai Voltaire\n75007 Paris',
      items: [
        { description: 'Bague solitaire or 18k', quantity: 1, price: '4500' },
        { description: 'Gravure « Pour toujours »', quantity: 2, price: '19.99' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const issued = await post(`/v1/invoices/${created.body.id}/issue`);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const invoice = issued.body as Json & { lines: Json[] };

    const bytes = await pdfOf(`/v1/invoices/${invoice.id}/pdf`);
    expect(latin1(bytes)).toContain('<pdfaid:part>3</pdfaid:part>');
    const xml = await extractFacturXml(bytes);
    expect(xml).not.toBeNull();
    expect(await validateCii(xml!)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<ram:ID schemeID="0002">123456789</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR32123456789</ram:ID>');

    const read = parseFacturXml(xml!, digits);
    expect(read).toMatchObject({
      number: invoice.number,
      typeCode: '380',
      currency: 'EUR',
      taxBasisMinor: invoice.subtotalMinor,
      taxTotalMinor: invoice.vatMinor,
      grandTotalMinor: invoice.totalMinor,
      buyer: { name: 'Zoë Lefèvre' },
    });
    expect(read.lines).toEqual(
      invoice.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        netMinor: l.netMinor,
      })),
    );

    // The endpoint reads a received PDF the same way.
    const res = await t.app.request('/v1/invoices/read-factur-x', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/pdf' },
      body: bytes,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(read);

    // A draft is a pro forma: no Factur-X.
    const draft = await post('/v1/invoices', {
      clientName: 'Brouillon',
      items: [{ description: 'X', quantity: 1, price: '10' }],
    });
    expect(await extractFacturXml(await pdfOf(`/v1/invoices/${draft.body.id}/pdf`))).toBeNull();

    // The credit note of a voided invoice is Factur-X too (381, naming the invoice).
    expect((await post(`/v1/invoices/${invoice.id}/void`, { reason: 'Erreur de taille' })).status).toBe(200);
    const creditXml = await extractFacturXml(await pdfOf(`/v1/invoices/${invoice.id}/credit-note/pdf`));
    expect(await validateCii(creditXml!)).toEqual({ valid: true, errors: [] });
    const credit = parseFacturXml(creditXml!, digits);
    expect(credit).toMatchObject({ typeCode: '381', grandTotalMinor: invoice.totalMinor });
    expect(creditXml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
  });

  it('writes an invoice typed tax included with its lines’ nets, and it validates', async () => {
    const setMode = (pricesIncludeTax: boolean) =>
      t.request('/v1/business', {
        method: 'PATCH',
        token: owner.token,
        body: { name: 'Atelier Factur-X', pricesIncludeTax },
      });
    expect((await setMode(true)).status).toBe(200);
    try {
      const created = await post('/v1/invoices', {
        clientName: 'Zoë Lefèvre',
        items: [
          { description: 'Bague', quantity: 1, price: '1200' },
          { description: 'Gravure', quantity: 3, price: '33.33' },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const issued = await post(`/v1/invoices/${created.body.id}/issue`);
      const invoice = issued.body as Json & { lines: { netMinor: number }[] };
      expect(invoice.totalMinor).toBe(129_999);
      const xml = await extractFacturXml(await pdfOf(`/v1/invoices/${invoice.id}/pdf`));
      expect(await validateCii(xml!)).toEqual({ valid: true, errors: [] });
      const read = parseFacturXml(xml!, digits);
      expect(read.lines.map((l) => l.netMinor)).toEqual(invoice.lines.map((l) => l.netMinor));
      expect(read).toMatchObject({
        taxBasisMinor: invoice.subtotalMinor,
        taxTotalMinor: invoice.vatMinor,
        grandTotalMinor: 129_999,
      });
      // The net unit prices are the nets, not the prices typed: 1 000,00 and 83,33 ÷ 3.
      expect(xml).toContain('<ram:ChargeAmount>1000.00</ram:ChargeAmount>');
      expect(xml).toContain(
        `<ram:ChargeAmount>${netUnitPriceOf(invoice.lines[1]!.netMinor, 3, 2)}</ram:ChargeAmount>`,
      );
      expect(xml).not.toContain('<ram:ChargeAmount>33.33</ram:ChargeAmount>');
    } finally {
      await setMode(false);
    }
  });

  it('refuses a PDF without Factur-X, and what is not a PDF', async () => {
    const plain = await plainInvoicePdf('en', '2026-12-12');
    for (const [body, code] of [
      [plain, 'no_factur_x'],
      [new TextEncoder().encode('not a pdf'), 'unsupported_file_type'],
    ] as const) {
      const res = await t.app.request('/v1/invoices/read-factur-x', {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/pdf' },
        body,
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });
});

describe('the Factur-X buyer and taxes', () => {
  async function issuedFor(user: TestUser, body: Json) {
    const created = await t.request('/v1/invoices', { method: 'POST', token: user.token, body });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as Json).id as string;
    const issued = await t.request(`/v1/invoices/${id}/issue`, { method: 'POST', token: user.token });
    expect(issued.status, await issued.clone().text()).toBe(200);
    return (await issued.json()) as Json & {
      id: string;
      number: string;
      taxes: Json[];
      currency: string;
      issueDate: string;
    };
  }
  const xmlOf = async (user: TestUser, path: string) => {
    const res = await t.request(path, { token: user.token });
    expect(res.status).toBe(200);
    return (await extractFacturXml(new Uint8Array(await res.arrayBuffer())))!;
  };
  const buyerOf = (xml: string) =>
    xml.slice(xml.indexOf('<ram:BuyerTradeParty>'), xml.indexOf('</ram:BuyerTradeParty>'));

  it('names a client’s country and VAT number as they were when the invoice was issued', async () => {
    const client = await post('/v1/clients', {
      name: 'Maison Belge SA',
      country: 'be',
      vatNumber: 'BE 0123 456 789',
    });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    expect(client.body).toMatchObject({ country: 'BE', vatNumber: 'BE0123456789' });
    const invoice = await issuedFor(owner, {
      clientId: client.body.id,
      clientName: 'Maison Belge SA',
      items: [{ description: 'Alliance', quantity: 1, price: '800' }],
    });
    expect(invoice).toMatchObject({ clientCountry: 'BE', clientVatNumber: 'BE0123456789' });
    // Changed later: the issued invoice's buyer stays as it was.
    const changed = await t.request(`/v1/clients/${client.body.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { country: 'NL', vatNumber: 'NL123456789B01' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const xml = await xmlOf(owner, `/v1/invoices/${invoice.id}/pdf`);
    expect(await validateCii(xml)).toEqual({ valid: true, errors: [] });
    const buyer = buyerOf(xml);
    expect(buyer).toContain('<ram:CountryID>BE</ram:CountryID>');
    expect(buyer).toContain('<ram:ID schemeID="VA">BE0123456789</ram:ID>');
    expect(parseFacturXml(xml, digits).buyer).toEqual({ name: 'Maison Belge SA', vatNumber: 'BE0123456789' });

    // A client without them: the business's country, no VAT number.
    const plain = await issuedFor(owner, {
      clientName: 'Zoë Lefèvre',
      items: [{ description: 'Bague', quantity: 1, price: '100' }],
    });
    const plainBuyer = buyerOf(await xmlOf(owner, `/v1/invoices/${plain.id}/pdf`));
    expect(plainBuyer).toContain('<ram:CountryID>FR</ram:CountryID>');
    expect(plainBuyer).not.toContain('schemeID="VA"');

    // A VAT number that does not fit the country the change leaves: 422 on vatNumber.
    const misfit = await t.request(`/v1/clients/${client.body.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { country: 'FR' },
    });
    expect(misfit.status).toBe(422);
    expect(((await misfit.json()) as { error: { fields: Json } }).error.fields).toHaveProperty('vatNumber');
  });

  it('writes a partial refund’s credit note with its own totals, and it validates', async () => {
    const invoice = await issuedFor(owner, {
      clientName: 'Grace Hopper',
      items: [{ description: 'Bague', quantity: 1, price: '120' }],
    });
    // A refund of 50.00 with its VAT, as the refund flow records it (its own counter number).
    const [note] = await t.db.db
      .insert(creditNotes)
      .values({
        businessId: owner.businessId,
        invoiceId: invoice.id,
        kind: 'refund',
        number: 'CN-2026-901',
        reason: 'Pierre changée',
        issueDate: invoice.issueDate,
        currency: invoice.currency,
        subtotalMinor: 4_167,
        vatMinor: 833,
        totalMinor: 5_000,
      })
      .returning({ id: creditNotes.id });
    const xml = await xmlOf(owner, `/v1/invoices/${invoice.id}/credit-note/pdf?noteId=${note!.id}`);
    expect(await validateCii(xml)).toEqual({ valid: true, errors: [] });
    expect(parseFacturXml(xml, digits)).toMatchObject({
      typeCode: '381',
      number: 'CN-2026-901',
      taxBasisMinor: 4_167,
      taxTotalMinor: 833,
      grandTotalMinor: 5_000,
      lines: [{ quantity: 1, netMinor: 4_167 }],
    });
    expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
  });

  it('writes Quebec’s GST and QST as two tax breakdowns whose sum is the invoice’s tax', async () => {
    const quebec = await t.createUser('Bijouterie Mont-Royal', { plan: 'DIAMOND' });
    const set = await t.request('/v1/business', {
      method: 'PATCH',
      token: quebec.token,
      body: {
        name: 'Bijouterie Mont-Royal',
        country: 'CA',
        region: 'CA-QC',
        currency: 'CAD',
        timeZone: 'America/Toronto',
        taxRegistration: { registered: true, gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' },
      },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const invoice = await issuedFor(quebec, {
      clientName: 'Camille Roy',
      items: [
        { description: 'Bague de fiançailles', quantity: 1, price: '1000' },
        { description: 'Gravure', quantity: 3, price: '0.35' },
      ],
    });
    expect(invoice.taxes.map((tax) => tax.code)).toEqual(['GST', 'QST']);
    const xml = await xmlOf(quebec, `/v1/invoices/${invoice.id}/pdf`);
    expect(await validateCii(xml)).toEqual({ valid: true, errors: [] });
    const settlement = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
    const breakdowns = [
      ...settlement.matchAll(/<ram:ApplicableTradeTax>(.*?)<\/ram:ApplicableTradeTax>/g),
    ].map((m) => m[1]!);
    expect(breakdowns).toHaveLength(2);
    expect(breakdowns[0]).toContain('<ram:CalculatedAmount>50.05</ram:CalculatedAmount>');
    expect(breakdowns[0]).toContain('<ram:BasisAmount>1001.05</ram:BasisAmount>');
    expect(breakdowns[0]).toContain('<ram:RateApplicablePercent>5</ram:RateApplicablePercent>');
    expect(breakdowns[1]).toContain('<ram:CalculatedAmount>99.85</ram:CalculatedAmount>');
    expect(breakdowns[1]).toContain('<ram:RateApplicablePercent>9.975</ram:RateApplicablePercent>');
    expect(parseFacturXml(xml, digits)).toMatchObject({
      currency: 'CAD',
      taxBasisMinor: 100_105,
      taxTotalMinor: 14_990,
      grandTotalMinor: 115_095,
    });
  });
});
