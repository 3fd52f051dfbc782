import type { RepairDetail } from '@carat/api-client/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CollectDialog } from './CollectDialog.tsx';
import { renderWithApi, stubCanvas } from './test-support.tsx';

afterEach(cleanup);
beforeAll(stubCanvas);

const job = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 'REP-2026-007',
  stage: 'ready',
  balanceMinor: 4500,
  quoteMinor: 6000,
  paidMinor: 1500,
} as RepairDetail;

const sign = () => {
  const pad = screen.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 20, pointerId: 1 });
  fireEvent.pointerUp(pad, { clientX: 40, clientY: 20, pointerId: 1 });
};

describe('handing a piece back', () => {
  it('asks for the signature before sending anything', async () => {
    const { sent } = renderWithApi(
      <CollectDialog job={job} currency="GBP" open onOpenChange={() => {}} />,
      () => Response.json({}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remettre' }));
    expect(await screen.findByText('La signature du client est requise')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('on 409 balance_due shows the balance, then sends again with the payment taken at the counter', async () => {
    let closed = false;
    const { sent } = renderWithApi(
      <CollectDialog job={job} currency="GBP" open onOpenChange={(open) => (closed = !open)} />,
      (request) =>
        (request.body as { paymentMinor?: number }).paymentMinor
          ? Response.json({ ...job, stage: 'collected', balanceMinor: 0, paidMinor: 6000 })
          : Response.json(
              {
                error: {
                  code: 'balance_due',
                  message: 'A balance is still owed',
                  details: { balanceMinor: '4500', currency: 'GBP' },
                },
              },
              { status: 409 },
            ),
    );
    sign();
    fireEvent.click(screen.getByRole('button', { name: 'Remettre' }));
    const alert = await screen.findByTestId('balance-due');
    expect(alert.textContent).toContain('45');
    expect(closed).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Encaisser .*45.* au comptoir et remettre/ }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent.map((request) => [request.method, request.path])).toEqual([
      ['POST', `/v1/repairs/${job.id}/collect`],
      ['POST', `/v1/repairs/${job.id}/collect`],
    ]);
    expect(sent[0]?.body).toEqual({ signature: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(sent[1]?.body).toEqual({
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      paymentMinor: 4500,
      paymentMethod: 'card',
    });
  });
});
