import type { MemoDetail } from '@carat/api-client/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { stockMessages } from './messages.ts';
import { SupplierInvoiceCard } from './SupplierInvoiceCard.tsx';

afterEach(cleanup);

const memoId = '6f1c1a52-52a4-4a53-9a0e-0a4f4b6f7d11';
const base = {
  id: memoId,
  number: 'MEMO-2026-004',
  direction: 'in',
  items: [
    { tag: 'M-001', name: 'Pendentif émeraude', memoPriceMinor: 140_000 },
    { tag: 'M-002', name: 'Bague rubis', memoPriceMinor: 100_000 },
  ],
  supplierInvoice: null,
};
const read = {
  number: 'FA-2026-118',
  typeCode: '380',
  issueDate: '2026-11-20',
  dueDate: null,
  currency: 'EUR',
  profile: 'urn:cen.eu:en16931:2017',
  seller: { name: 'Diamantaire Anvers', vatNumber: 'BE0123456789', legalId: null },
  buyer: { name: 'Maison Garance', vatNumber: null },
  lines: [
    { description: 'Pendentif émeraude', quantity: 1, unitPriceMinor: 140_000, netMinor: 140_000 },
    { description: 'Bague rubis', quantity: 1, unitPriceMinor: 105_000, netMinor: 105_000 },
  ],
  lineTotalMinor: 245_000,
  taxBasisMinor: 245_000,
  taxTotalMinor: 49_000,
  grandTotalMinor: 294_000,
  prepaidMinor: 0,
  duePayableMinor: 294_000,
};
const attached = {
  ...base,
  supplierInvoice: {
    fileName: 'FA-2026-118.pdf',
    bytes: 48_000,
    uploadedAt: '2026-11-29T10:00:00Z',
    downloadUrl: `/v1/memos/${memoId}/supplier-invoice.pdf`,
    facturX: read,
    comparison: {
      sameCurrency: true,
      memoTotalMinor: 240_000,
      invoiceTotalMinor: 245_000,
      totalDiffers: true,
      lines: [
        { memoIndex: 0, differs: false },
        { memoIndex: null, differs: true },
      ],
      unpaidMemoIndexes: [1],
    },
  },
};
const memo = (value: unknown) => value as MemoDetail;

describe('the supplier’s invoice on a memo', () => {
  it('attaches a PDF; a file that is not one is refused unsent', async () => {
    const { sent } = renderWithApi(<SupplierInvoiceCard memo={memo(base)} />, () => Response.json(attached), [
      stockMessages,
    ]);
    expect(screen.getByText(/Aucune facture jointe/)).toBeTruthy();
    const input = screen.getByTestId('supplier-invoice-input');
    fireEvent.change(input, { target: { files: [new File(['GIF'], 'photo.gif', { type: 'image/gif' })] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'FA-2026-118.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')?.path).toBe(`/v1/memos/${memoId}/supplier-invoice`);
  });

  it('shows what the Factur-X says and flags the line and the total that differ', () => {
    renderWithApi(<SupplierInvoiceCard memo={memo(attached)} />, () => Response.json(attached), [
      stockMessages,
    ]);
    expect(screen.getByText('FA-2026-118')).toBeTruthy();
    expect(screen.getByText(/Diamantaire Anvers · BE0123456789/)).toBeTruthy();
    expect(screen.getByTestId('supplier-invoice-total-differs').textContent).toMatch(/2.450.€.*2.400.€/);
    const lines = screen.getByTestId('supplier-invoice-lines').querySelectorAll('li');
    expect(lines[0]!.textContent).not.toMatch(/Écart/);
    expect(lines[1]!.textContent).toMatch(/Écart/);
    expect(screen.getByText(/sans ligne au même montant : M-002 Bague rubis/)).toBeTruthy();
  });

  it('says when the PDF carries no structured data', () => {
    renderWithApi(
      <SupplierInvoiceCard
        memo={memo({
          ...attached,
          supplierInvoice: { ...attached.supplierInvoice, facturX: null, comparison: null },
        })}
      />,
      () => Response.json(attached),
      [stockMessages],
    );
    expect(screen.getByText(/pas de données structurées/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Télécharger/ })).toBeTruthy();
  });
});
