import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainInvoicePdf } from '#test/invoice-pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * A supplier's invoice on a memo received from them: a Factur-X PDF is kept, read and shown beside the
 * memo with what differs flagged; a PDF without Factur-X is kept with no structured data; not a PDF, too
 * large, a memo sent out, another business: refused. The PDF downloads as it was uploaded.
 */

let t: TestContext;
let owner: TestUser;
let other: TestUser;

type Json = Record<string, unknown>;
async function call(user: TestUser, path: string, method = 'GET', body?: unknown) {
  const res = await t.request(path, { method, token: user.token, body });
  return { status: res.status, body: (await res.json()) as Json };
}
function attach(user: TestUser, memoId: string, bytes: Uint8Array, name?: string) {
  return t.app.request(
    `/v1/memos/${memoId}/supplier-invoice${name ? `?name=${encodeURIComponent(name)}` : ''}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/pdf' },
      body: bytes,
    },
  );
}
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A supplier's Factur-X: an invoice issued by a business of its own, as its PDF. */
async function supplierFacturX() {
  const supplier = await t.createUser('Diamantaire Anvers');
  const created = await call(supplier, '/v1/invoices', 'POST', {
    clientName: 'Maison Garance',
    items: [
      { description: 'Pendentif émeraude', quantity: 1, price: '1400' },
      { description: 'Bague rubis', quantity: 1, price: '1050' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const issued = await call(supplier, `/v1/invoices/${created.body.id}/issue`, 'POST');
  const pdf = await t.request(`/v1/invoices/${created.body.id}/pdf`, { token: supplier.token });
  return { invoice: issued.body, bytes: new Uint8Array(await pdf.arrayBuffer()) };
}

async function memoIn(user: TestUser) {
  const memo = await call(user, '/v1/memos', 'POST', {
    direction: 'in',
    counterparty: 'Diamantaire Anvers',
    dueDate: day(30),
    items: [
      { name: 'Pendentif émeraude', priceMinor: 300_000, memoPriceMinor: 140_000 },
      { name: 'Bague rubis', priceMinor: 220_000, memoPriceMinor: 100_000 },
    ],
  });
  expect(memo.status, JSON.stringify(memo.body)).toBe(201);
  return memo.body.id as string;
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Maison Garance');
  other = await t.createUser('Autre Boutique');
}, 60_000);
afterAll(() => t?.close());

describe('a supplier’s invoice on a memo', () => {
  it('reads its Factur-X beside the memo, flags what differs, and keeps the PDF to download', async () => {
    const memoId = await memoIn(owner);
    expect((await call(owner, `/v1/memos/${memoId}`)).body.supplierInvoice).toBeNull();
    const { invoice, bytes } = await supplierFacturX();
    const res = await attach(owner, memoId, bytes, 'FA-anvers.pdf');
    const memo = (await res.json()) as Json;
    expect(res.status, JSON.stringify(memo)).toBe(200);
    const attached = memo.supplierInvoice as Json;
    expect(attached).toMatchObject({
      fileName: 'FA-anvers.pdf',
      bytes: bytes.byteLength,
      downloadUrl: `/v1/memos/${memoId}/supplier-invoice.pdf`,
      facturX: {
        number: invoice.number,
        issueDate: invoice.issueDate,
        seller: { name: 'Diamantaire Anvers' },
        lineTotalMinor: 245_000,
        grandTotalMinor: invoice.totalMinor,
      },
    });
    // The emerald's line pays its piece; the ruby's (1 050 against 1 000) does not; the totals differ.
    expect(attached.comparison).toEqual({
      sameCurrency: true,
      memoTotalMinor: 240_000,
      invoiceTotalMinor: 245_000,
      totalDiffers: true,
      lines: [
        { memoIndex: 0, differs: false },
        { memoIndex: null, differs: true },
      ],
      unpaidMemoIndexes: [1],
    });
    const download = await t.request(`/v1/memos/${memoId}/supplier-invoice.pdf`, { token: owner.token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    // Another business sees none of it, and cannot attach or remove.
    expect((await t.request(`/v1/memos/${memoId}/supplier-invoice.pdf`, { token: other.token })).status).toBe(
      404,
    );
    expect((await attach(other, memoId, bytes)).status).toBe(404);
    expect((await call(other, `/v1/memos/${memoId}/supplier-invoice`, 'DELETE')).status).toBe(404);

    // Removed: the memo has none again, and the file is gone.
    const removed = await call(owner, `/v1/memos/${memoId}/supplier-invoice`, 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.body.supplierInvoice).toBeNull();
    expect((await t.request(`/v1/memos/${memoId}/supplier-invoice.pdf`, { token: owner.token })).status).toBe(
      404,
    );
  });

  it('keeps a PDF without Factur-X with no structured data, and refuses what is not a PDF or too large', async () => {
    const memoId = await memoIn(owner);
    const plain = await plainInvoicePdf('fr', day(30));
    const res = await attach(owner, memoId, plain);
    const memo = (await res.json()) as Json;
    expect(res.status, JSON.stringify(memo)).toBe(200);
    expect(memo.supplierInvoice).toMatchObject({ facturX: null, comparison: null });
    expect((memo.supplierInvoice as Json).fileName).toMatch(/^MEMO-\d{4}-\d{3,}-supplier\.pdf$/);

    const notPdf = await attach(owner, memoId, new TextEncoder().encode('GIF89a not a pdf'));
    expect(notPdf.status).toBe(415);
    expect((((await notPdf.json()) as Json).error as Json).code).toBe('unsupported_file_type');
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(new TextEncoder().encode('%PDF-1.7'));
    const tooLarge = await attach(owner, memoId, huge);
    expect(tooLarge.status).toBe(413);
    // The first file is still the one attached.
    expect(((await call(owner, `/v1/memos/${memoId}`)).body.supplierInvoice as Json).bytes).toBe(
      plain.byteLength,
    );
  });

  it('is only for a memo received from a supplier', async () => {
    const out = await call(owner, '/v1/memos', 'POST', {
      direction: 'out',
      counterparty: 'Bijouterie Voisine',
      dueDate: day(10),
      stockItems: [
        {
          stockItemId: (await call(owner, '/v1/stock-items', 'POST', { name: 'Bague', priceMinor: 1000 }))
            .body.id,
        },
      ],
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    const { bytes } = await supplierFacturX();
    expect((await attach(owner, out.body.id as string, bytes)).status).toBe(422);
  });
});
