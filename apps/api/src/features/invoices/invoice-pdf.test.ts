import { computeInvoiceTotals, INVOICE_COLORS } from '@carat/domain';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '#api/lib/pdf/win-ansi.ts';
import { parsePdf, solidPng } from '#test/pdf-testing.ts';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf.ts';

const lines = [
  { description: 'Bague solitaire or rose 18k', quantity: 1, unitPriceMinor: 450_000 },
  { description: 'Gravure « Pour toujours »', quantity: 2, unitPriceMinor: 1_999 },
];
const totals = computeInvoiceTotals(lines);

const base: InvoicePdfData = {
  locale: 'fr',
  kind: 'standard',
  status: 'sent',
  number: 'INV-2026-042',
  issueDate: '2026-11-12',
  dueDate: '2026-12-12',
  currency: 'GBP',
  vatRateBps: 2000,
  client: { name: 'Zoë Lefèvre', email: 'zoe@example.com', address: '12 Bond Street\nLondon W1' },
  lines: lines.map((line, i) => ({ ...line, netMinor: totals.lines[i]!.net })),
  subtotalMinor: totals.subtotal,
  vatMinor: totals.vat,
  totalMinor: totals.total,
  depositsDeductedMinor: 0,
  notes: 'Merci pour votre confiance.',
  orderNumber: 'ORD-2026-007',
  seller: {
    companyName: 'Hale & Co. Fine Jewellery',
    address: '24 Hatton Garden\nEC1N 8BQ London',
    email: 'contact@haleandco.example',
    phone: '+44 20 7946 0000',
    website: 'haleandco.example',
    taxId: 'GB123456789',
  },
  bankDetails: 'IBAN GB29 NWBK 6016 1331 9268 19',
  color: 'purple',
  logo: { bytes: solidPng(40, 20, [176, 141, 60]), contentType: 'image/png' },
};

describe('renderInvoicePdf', () => {
  it('writes a real PDF that reads back with its number, client, lines and totals', async () => {
    const bytes = await renderInvoicePdf(base);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await parsePdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('FACTURE INV-2026-042');
    for (const expected of [
      'FACTURE',
      'N° INV-2026-042',
      'Zoë Lefèvre',
      '12 Bond Street',
      'Bague solitaire or rose 18k',
      'Gravure « Pour toujours »',
      '4 500,00 £', // 1 × £4,500.00
      '19,99 £',
      '39,98 £', // 2 × 19.99
      '4 539,98 £', // subtotal
      '908,00 £', // VAT per line: 900.00 + 8.00 (7.996 rounded half-up)
      '5 447,98 £',
      'Total TTC',
      'Échéance : 12 décembre 2026',
      'Commande ORD-2026-007',
      'Hale & Co. Fine Jewellery',
      'N° TVA GB123456789',
      'IBAN GB29 NWBK 6016 1331 9268 19',
      'Merci pour votre confiance.',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    expect(totals).toMatchObject({ subtotal: 453_998, vat: 90_800, total: 544_798 });
  });

  it('says the unit prices were typed tax included when they were, in French and in English', async () => {
    const fr = (await parsePdf(await renderInvoicePdf({ ...base, pricesIncludeTax: true }))).text;
    expect(fr).toContain('Prix unitaire TTC');
    expect(fr).not.toContain('Prix unitaire HT');
    expect(fr).toContain('Sous-total HT');
    const en = await parsePdf(await renderInvoicePdf({ ...base, locale: 'en', pricesIncludeTax: true }));
    expect(en.text).toContain('Unit price incl. tax');
    expect(en.text).not.toContain('Unit price (excl. VAT)');
    const before = await parsePdf(await renderInvoicePdf({ ...base, locale: 'en' }));
    expect(before.text).toContain('Unit price (excl. VAT)');
  });

  it('draws in the chosen colour, with the logo', async () => {
    for (const color of ['amber', 'blue', 'green'] as const) {
      const pdf = await parsePdf(await renderInvoicePdf({ ...base, color }));
      expect(pdf.fillColors.has(INVOICE_COLORS[color])).toBe(true);
      for (const other of Object.values(INVOICE_COLORS)) {
        if (other !== INVOICE_COLORS[color]) expect(pdf.fillColors.has(other)).toBe(false);
      }
      expect(pdf.images).toBe(1);
    }
    const withoutLogo = await parsePdf(await renderInvoicePdf({ ...base, logo: null }));
    expect(withoutLogo.images).toBe(0);
  });

  it('draws an SVG logo as vector shapes', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
    const pdf = await parsePdf(
      await renderInvoicePdf({
        ...base,
        logo: { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml' },
      }),
    );
    expect(pdf.fillColors.has('#123456')).toBe(true);
  });

  it('marks a draft as pro forma, without a number, and shows deposits deducted on a final invoice', async () => {
    const draft = await parsePdf(
      await renderInvoicePdf({ ...base, status: 'draft', number: null, issueDate: null }),
    );
    expect(draft.text).toContain('FACTURE PRO FORMA');
    expect(draft.text).toContain("Brouillon : numéro attribué à l'émission");
    expect(draft.text).not.toContain('INV-');

    const final = await parsePdf(
      await renderInvoicePdf({
        ...base,
        kind: 'final',
        depositsDeductedMinor: 100_000,
        status: 'paid',
        locale: 'en',
      }),
    );
    expect(final.text).toContain('INVOICE');
    expect(final.text).toContain('Deposits deducted');
    expect(final.text).toContain('-£1,000.00');
    expect(final.text).toContain('Balance due');
    expect(final.text).toContain(
      `£${((totals.total - 100_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
    expect(final.text).toContain('PAID');
  });

  it('renders the credit note that cancels an invoice', async () => {
    const pdf = await parsePdf(
      await renderInvoicePdf({
        ...base,
        status: 'void',
        creditNote: { number: 'CN-2026-001', issueDate: '2026-11-20', reason: 'Erreur de prix' },
      }),
    );
    expect(pdf.text).toContain('AVOIR');
    expect(pdf.text).toContain('N° CN-2026-001');
    expect(pdf.text).toContain('Annule la facture INV-2026-042');
    expect(pdf.text).toContain('Motif : Erreur de prix');
    expect(pdf.text).toContain('Montant crédité');
  });

  it('runs onto further pages when the lines do not fit, numbering them', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      description: `Maillon ${i + 1}`,
      quantity: 1,
      unitPriceMinor: 1000,
      netMinor: 1000,
    }));
    const pdf = await parsePdf(await renderInvoicePdf({ ...base, lines: many }));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain('Maillon 60');
    expect(pdf.text).toContain(`Page ${pdf.pages} / ${pdf.pages}`);
  });
});

describe('an emoji in a name', () => {
  it('is left out of the invoice PDF cleanly, never printed as ?', async () => {
    const pdf = await parsePdf(
      await renderInvoicePdf({
        ...base,
        client: { ...base.client, name: 'Zoé 💍 Martin ✨' },
        lines: [{ ...base.lines[0]!, description: '💎 Bague 👩🏽‍🔧 sur mesure 🇫🇷' }],
        notes: 'Merci ❤️ ! © Hale & Co. 1️⃣',
      }),
    );
    expect(pdf.text).toContain('Zoé Martin');
    expect(pdf.text).toContain('Bague sur mesure');
    expect(pdf.text).toContain('Merci ! © Hale & Co. 1');
    expect(pdf.text).not.toContain('?');
  });

  it('keeps the words around it apart, and nothing at an edge', () => {
    expect(toWinAnsi('Zoé 💍 Martin')).toBe('Zoé Martin');
    expect(toWinAnsi('Zoé💍Martin')).toBe('ZoéMartin');
    expect(toWinAnsi('a 💍b')).toBe('a b');
    expect(toWinAnsi('👨‍👩‍👧 Famille Dupont 🇬🇧')).toBe('Famille Dupont');
    expect(toWinAnsi('Collier ™ ® ©')).toBe('Collier ™ ® ©');
  });
});

describe('toWinAnsi', () => {
  it('keeps what Helvetica can print and brings the rest to its nearest form', () => {
    expect(toWinAnsi('Zoë Lefèvre — Œuvre à façon, 1 234,50 £ €')).toBe(
      'Zoë Lefèvre — Œuvre à façon, 1 234,50 £ €',
    );
    expect(toWinAnsi('1\u202f234,50\u00a0£')).toBe('1 234,50\u00a0£');
    expect(toWinAnsi('Łódź Ağaoğlu')).toBe('Lódz Agaoglu');
    expect(toWinAnsi('💍 ring')).toBe('ring');
    expect(toWinAnsi('Collier 18″ (45,7 cm), 5′')).toBe('Collier 18" (45,7 cm), 5\'');
    expect(toWinAnsi('US 7½ = UK N½ ≈ Ø 17,32 mm')).toBe('US 7½ = UK N½ ~ Ø 17,32 mm');
    expect(toWinAnsi('王')).toBe('?');
  });
});
