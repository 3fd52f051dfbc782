import { SMS_TEMPLATE_KEYS, WHATSAPP_TEMPLATE_KEYS } from '@carat/domain/messaging';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '#lib/testing/renderWithApi.tsx';
import { MessagingSettings } from './MessagingSettings.tsx';
import { messagingMessages } from './messages.ts';

afterEach(cleanup);

const SID = `HX${'ab'.repeat(16)}`;

const templateViews = () =>
  Object.fromEntries(
    SMS_TEMPLATE_KEYS.map((k) => [
      k,
      { text: `{business} ${k}`, custom: false, encoding: 'GSM-7', segments: 1 },
    ]),
  );
const noWhatsApp = () => Object.fromEntries(WHATSAPP_TEMPLATE_KEYS.map((k) => [k, null]));

function renderSettings() {
  return renderWithApi(
    <MessagingSettings />,
    ({ method, path }) => {
      if (path === '/v1/messaging/settings' && method === 'GET')
        return Response.json({
          provider: 'platform',
          twilioAccountSid: null,
          twilioAuthTokenSet: false,
          messagingServiceSid: null,
          senderNumber: null,
          whatsappNumber: null,
          platformMode: 'outbox',
          platform: { segmentPriceMinor: 8, currency: 'EUR', segmentsPerMonth: 50, segmentsUsed: 0 },
          templates: { fr: templateViews(), en: templateViews() },
          whatsappTemplates: {
            fr: { ...noWhatsApp(), repair_ready: { contentSid: SID, variables: ['number', 'business'] } },
            en: noWhatsApp(),
          },
        });
      if (path === '/v1/messaging/settings' && method === 'PUT') return Response.json({});
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
    [messagingMessages],
  ).sent;
}

describe('Settings → Messages: approved WhatsApp templates', () => {
  it('shows each kind’s SID and variables, and saves them in order (an empty SID removes one)', async () => {
    const sent = renderSettings();
    const sids = await screen.findAllByLabelText('Modèle WhatsApp approuvé');
    // Every message kind but the campaigns' opt-out line.
    expect(sids).toHaveLength(WHATSAPP_TEMPLATE_KEYS.length);
    const variables = screen.getAllByLabelText('Variables du modèle, dans l’ordre (1, 2, …)');
    const reminder = WHATSAPP_TEMPLATE_KEYS.indexOf('booking_reminder');
    const ready = WHATSAPP_TEMPLATE_KEYS.indexOf('repair_ready');
    expect((sids[ready] as HTMLInputElement).value).toBe(SID);
    expect((variables[ready] as HTMLInputElement).value).toBe('number, business');
    fireEvent.change(sids[reminder]!, { target: { value: ` ${SID} ` } });
    fireEvent.change(variables[reminder]!, { target: { value: '{time}, date ,business' } });
    fireEvent.change(sids[ready]!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')).toBeTruthy());
    const body = sent.find((r) => r.method === 'PUT')!.body as {
      whatsappTemplates: Record<'fr' | 'en', Record<string, unknown>>;
    };
    expect(body.whatsappTemplates.fr.booking_reminder).toEqual({
      contentSid: SID,
      variables: ['time', 'date', 'business'],
    });
    expect(body.whatsappTemplates.fr.repair_ready).toBeNull();
    expect(body.whatsappTemplates.en.booking_reminder).toBeNull();
  });
});
