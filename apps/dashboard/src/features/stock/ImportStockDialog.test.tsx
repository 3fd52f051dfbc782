import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { ImportStockDialog } from './ImportStockDialog.tsx';
import { stockMessages } from './messages.ts';

afterEach(cleanup);

const CSV = 'Tag,Name,Price\nT-00001,,2600\n,Pendentif,abc\n';

function renderImport(invalid: number) {
  return renderWithApi(
    <ImportStockDialog open onOpenChange={() => undefined} />,
    ({ method, path, body }) => {
      if (path === '/v1/stock-items/import' && method === 'POST') {
        const dryRun = (body as { dryRun?: boolean }).dryRun === true;
        return Response.json({
          applied: !dryRun,
          total: 2,
          valid: 2 - invalid,
          invalid,
          creates: 1,
          updates: 1,
          rows: [
            {
              line: 2,
              action: 'update',
              tag: 'T-00001',
              name: 'Solitaire',
              fields: ['priceMinor'],
              errors: {},
            },
            {
              line: 3,
              action: 'create',
              tag: null,
              name: 'Pendentif',
              fields: ['name'],
              errors: invalid ? { priceMinor: 'Montant invalide (ex. 1250,00)' } : {},
            },
          ],
        });
      }
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [stockMessages],
  );
}

function choose() {
  const input = screen.getByLabelText('Fichier CSV') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([CSV], 'stock.csv', { type: 'text/csv' })] } });
}

describe('Importer le stock (CSV)', () => {
  it('shows the dry run’s errors by line and keeps the import closed while one is left', async () => {
    const { sent } = renderImport(1);
    choose();
    expect(await screen.findByText('Ligne 3, priceMinor : Montant invalide (ex. 1250,00)')).toBeTruthy();
    expect(screen.getByText('1 ligne en erreur')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Importer 2 lignes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(sent.map((s) => s.body)).toEqual([{ csv: CSV, dryRun: true }]);
  });

  it('applies a clean file once checked', async () => {
    const { sent } = renderImport(0);
    choose();
    expect(await screen.findByText('Toutes les lignes sont valides.')).toBeTruthy();
    expect(screen.getByText(/1 pièce à créer, 1 à mettre à jour/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Importer 2 lignes' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ csv: CSV, dryRun: true }, { csv: CSV }]));
  });
});
