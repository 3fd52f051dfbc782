import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { marketingMessages } from './messages.ts';
import { SmsCampaignCard, smsCampaignPreview } from './SmsCampaignCard.tsx';

afterEach(cleanup);

const FOOTER = 'STOP : répondez STOP pour ne plus recevoir nos SMS';

function renderCard() {
  return renderWithApi(
    <SmsCampaignCard />,
    ({ method, path }) => {
      if (path === '/v1/me')
        return Response.json({ role: 'owner', business: { name: 'Maison Test', currency: 'EUR' } });
      if (path === '/v1/messaging/settings')
        return Response.json({ templates: { fr: { campaign_footer: { text: FOOTER } }, en: {} } });
      if (path === '/v1/campaigns/sms' && method === 'POST')
        return Response.json({ queued: 3, skipped: 2, body: 'x' }, { status: 202 });
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [marketingMessages],
  ).sent;
}

describe('a campaign by SMS', () => {
  it('is previewed as received: signed with the shop, ended with the opt-out line, once', () => {
    expect(smsCampaignPreview(' Nouvelle collection ! ', 'Maison Test', FOOTER)).toBe(
      `Maison Test : Nouvelle collection !\n${FOOTER}`,
    );
    expect(smsCampaignPreview(`Maison Test vous invite\n${FOOTER}`, 'Maison Test', FOOTER)).toBe(
      `Maison Test vous invite\n${FOOTER}`,
    );
  });

  it('refuses an empty text, then sends after the confirmation, with its language and audience', async () => {
    const sent = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer…' }));
    expect(await screen.findByText('Écrivez le message à envoyer.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('sms-campaign-text'), {
      target: { value: 'Soirée privée jeudi 18 h' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('sms-campaign-preview').textContent).toBe(
        `Maison Test : Soirée privée jeudi 18 h\n${FOOTER}`,
      ),
    );
    expect(screen.getByTestId('sms-campaign-segments').textContent).toMatch(/^1 SMS par client/);
    fireEvent.click(screen.getByLabelText('Clients VIP seulement'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer…' }));
    expect(await screen.findByText('À vos clients VIP qui ont accepté les SMS.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
        text: 'Soirée privée jeudi 18 h',
        locale: 'fr',
        vipOnly: true,
      }),
    );
  });
});
