import type { RepairDetail } from '@carat/api-client/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditRepairDialog } from './EditRepairDialog.tsx';
import { renderWithApi } from './test-support.tsx';

afterEach(cleanup);

const job = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 'REP-2026-007',
  stage: 'bench',
  piece: { type: 'ring', metal: 'or jaune', stones: null, marks: ['hallmark'], description: null },
  conditionNotes: null,
  work: [{ label: 'Mise à taille', priceMinor: 4500 }],
  quoteMinor: 4500,
  paidMinor: 0,
  balanceMinor: 4500,
  declaredValueMinor: 120_000,
  dueDate: '2099-12-31',
} as unknown as RepairDetail;

describe('changing a job', () => {
  it('sends the piece, work, quote, due date and declared value as PATCH /v1/repairs/{id}', async () => {
    let closed = false;
    const { sent } = renderWithApi(
      <EditRepairDialog job={job} currency="GBP" open onOpenChange={(open) => (closed = !open)} />,
      (request) => Response.json({ ...job, ...(request.body as object) }),
    );
    fireEvent.change(screen.getByLabelText('Métal'), { target: { value: 'or blanc' } });
    fireEvent.change(screen.getByLabelText('Prix (GBP)'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('edit-quote'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Pour le'), { target: { value: '2099-06-30' } });
    fireEvent.change(screen.getByLabelText('Valeur déclarée (GBP)'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: `/v1/repairs/${job.id}`,
        body: {
          piece: { type: 'ring', metal: 'or blanc', stones: '', marks: ['hallmark'], description: '' },
          conditionNotes: '',
          work: [{ label: 'Mise à taille', priceMinor: 5000 }],
          quoteMinor: null,
          dueDate: '2099-06-30',
          declaredValueMinor: 150_000,
        },
      },
    ]);
  });

  it('shows the shared schema’s message under a work line without a label, and sends nothing', async () => {
    const { sent } = renderWithApi(
      <EditRepairDialog job={job} currency="GBP" open onOpenChange={() => {}} />,
      () => Response.json(job),
    );
    fireEvent.click(screen.getByRole('button', { name: /Ajouter une ligne/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByRole('textbox', { name: 'Prestation' })).toHaveLength(2);
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('leaves the declared value out for staff (who do not see it)', async () => {
    const { sent } = renderWithApi(
      <EditRepairDialog
        job={{ ...job, declaredValueMinor: null } as unknown as RepairDetail}
        currency="GBP"
        open
        onOpenChange={() => {}}
      />,
      () => Response.json(job),
    );
    expect(screen.queryByLabelText('Valeur déclarée (GBP)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).not.toHaveProperty('declaredValueMinor');
  });
});
