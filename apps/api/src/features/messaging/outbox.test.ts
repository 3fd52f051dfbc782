import { startLocalOutbox } from '@carat/embedded/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMessaging, validTwilioSignature } from '#api/deps/messenger.ts';

/**
 * The local message outbox (issue 33's interface): `GET /messages` answers JSON, newest first, each with
 * `to`, `channel`, `body`, `sentAt`; its page says it is a stand-in; a simulated reply is posted to the
 * webhook signed as Twilio signs (checked here with twilio.validateRequest).
 */

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
let webhook: { url: string; close(): Promise<void> };
const received: { params: Record<string, string>; signature: string }[] = [];

beforeAll(async () => {
  const { createServer } = await import('node:http');
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      signature: String(req.headers['x-twilio-signature'] ?? ''),
    });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  webhook = {
    url: `http://127.0.0.1:${port}/webhooks/twilio`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  outbox = await startLocalOutbox({ webPort: 0, webhookUrl: webhook.url, logger: { info() {} } });
});
afterAll(async () => {
  await outbox?.close();
  await webhook?.close();
});

describe('the local message outbox', () => {
  it('answers GET /messages newest first with to, channel, body and sentAt', async () => {
    await outbox.outbox.send({ to: '+447911123456', from: '+15005550006', channel: 'sms', body: 'first' });
    await outbox.outbox.send({
      to: '+33612345678',
      from: '+15005550006',
      channel: 'whatsapp',
      body: 'second',
    });
    const res = await fetch(`${outbox.webUrl}/messages`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const list = (await res.json()) as { to: string; channel: string; body: string; sentAt: string }[];
    expect(list.map((m) => m.body)).toEqual(['second', 'first']);
    expect(list[0]).toMatchObject({ to: '+33612345678', channel: 'whatsapp' });
    expect(Number.isNaN(Date.parse(list[0]!.sentAt))).toBe(false);
  });

  it('says on its page that it is a stand-in', async () => {
    const html = await (await fetch(outbox.webUrl)).text();
    expect(html).toContain('Stand-in');
    expect(html).toContain('second');
  });

  it('keeps a WhatsApp template’s SID and values beside the filled text, on its page and in GET /messages', async () => {
    const sid = `HX${'c'.repeat(32)}`;
    await outbox.outbox.send({
      to: '+33612345678',
      from: '+15005550006',
      channel: 'whatsapp',
      body: 'Maison Or : votre pièce R-7 vous attend.',
      contentSid: sid,
      contentVariables: { '1': 'R-7', '2': 'Maison Or' },
    });
    const [latest, previous] = (await (await fetch(`${outbox.webUrl}/messages`)).json()) as Record<
      string,
      unknown
    >[];
    expect(latest).toMatchObject({
      channel: 'whatsapp',
      body: 'Maison Or : votre pièce R-7 vous attend.',
      contentSid: sid,
      contentVariables: { '1': 'R-7', '2': 'Maison Or' },
    });
    expect(latest).toHaveProperty('sentAt');
    // Free text carries none.
    expect(previous).toMatchObject({ body: 'second', contentSid: null, contentVariables: null });
    const html = await (await fetch(outbox.webUrl)).text();
    expect(html).toContain(`WhatsApp template <b>${sid}</b>`);
    expect(html).toContain('R-7');
  });

  it('posts a simulated reply to the webhook, signed as Twilio signs', async () => {
    const res = await fetch(`${outbox.webUrl}/messages/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '+447911123456', to: '+15005550006', body: 'STOP' }),
    });
    expect(res.status).toBe(202);
    const [delivery] = received;
    expect(delivery!.params).toMatchObject({ From: '+447911123456', To: '+15005550006', Body: 'STOP' });
    expect(
      validTwilioSignature(
        'carat-outbox-development-auth-token',
        delivery!.signature,
        webhook.url,
        delivery!.params,
      ),
    ).toBe(true);
    expect(validTwilioSignature('another-token', delivery!.signature, webhook.url, delivery!.params)).toBe(
      false,
    );
    const bad = await fetch(`${outbox.webUrl}/messages/inbound`, { method: 'POST', body: '' });
    expect(bad.status).toBe(400);
  });
});

describe("the platform's messenger, from configuration", () => {
  const none = {
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
    TWILIO_MESSAGING_SERVICE_SID: undefined,
  };
  it('is the outbox outside production, Twilio with an account, and nothing in production without one', () => {
    expect(platformMessaging({ ...none, production: false }, outbox.outbox).messenger?.kind).toBe('outbox');
    // The stand-in is refused in production even if one were handed over.
    const production = platformMessaging({ ...none, production: true }, outbox.outbox);
    expect(production.messenger).toBeNull();
    expect(production.outbox).toBeNull();
    const twilio = platformMessaging(
      {
        TWILIO_ACCOUNT_SID: `AC${'2'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'a-real-looking-auth-token',
        TWILIO_MESSAGING_SERVICE_SID: `MG${'3'.repeat(32)}`,
        production: true,
      },
      null,
    );
    expect(twilio.messenger?.kind).toBe('twilio');
    expect(twilio.authToken).toBe('a-real-looking-auth-token');
  });
});
