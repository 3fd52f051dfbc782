import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAllowedWebhookUrl,
  postWebhook,
  UnsafeWebhookTarget,
} from '#api/features/integrations/webhook-http.ts';
import { isPrivateAddress } from '#api/features/integrations/webhook-signing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let server: Server;
let url: string;
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** How many of the next requests the receiver answers 500 to. */
let failNext = 0;

beforeAll(async () => {
  t = await createTestContext();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end('receiver down');
      } else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/carat`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/**
 * The receiver's check exactly as the docs show it: split `t=…,v1=…`, HMAC-SHA256 of "<t>.<raw body>" with
 * the endpoint's secret, compared in constant time, and the timestamp within five minutes.
 */
function verify(secret: string, header: string | undefined, body: string): boolean {
  if (!header) return false;
  const pairs = header.split(',').map((kv) => kv.split('=') as [string, string]);
  const t = pairs.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  // During a secret's rotation the header carries one v1 per secret: any of them may match.
  return (
    fresh &&
    pairs
      .filter(([k]) => k === 'v1')
      .some(([, v]) => {
        const given = Buffer.from(v ?? '', 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
      })
  );
}

async function jeweller(name: string) {
  const user = await t.createUser(name);
  return { ...user, token: await t.token(user.id, { email: user.email, aal: 'aal2' }) };
}

const drain = () => t.deps.jobs.drain('webhook.deliver');
/** The retries wait (backoff): move them to now, as time passing would. */
async function retriesDue() {
  await t.db.pool.query(
    `update pgboss.job set start_after = now() - interval '1 minute' where name = 'webhook.deliver' and state in ('created', 'retry')`,
  );
}

async function createOrder(user: TestUser, item: string) {
  const res = await t.request('/v1/orders', {
    method: 'POST',
    token: user.token,
    body: { client: { name: 'Webhook Client' }, item, price: '900' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

describe('outgoing webhooks', () => {
  let owner: TestUser;
  let endpoint: { id: string; secret: string };
  beforeAll(async () => {
    owner = await jeweller('Maison Webhook');
    const res = await t.request('/v1/webhook-endpoints', {
      method: 'POST',
      token: owner.token,
      body: { url, events: ['order.created', 'order.stage_changed'], description: 'ERP' },
    });
    expect(res.status).toBe(201);
    endpoint = (await res.json()) as { id: string; secret: string };
    expect(endpoint.secret).toMatch(/^whsec_/);
  });

  it('delivers a signed event the receiver can verify, and logs it', async () => {
    received.length = 0;
    const order = await createOrder(owner, 'Bague signée');
    expect(await drain()).toBe(1);
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(verify(endpoint.secret, hit!.headers['carat-signature'] as string, hit!.body)).toBe(true);
    expect(verify('whsec_wrong', hit!.headers['carat-signature'] as string, hit!.body)).toBe(false);
    const event = JSON.parse(hit!.body) as { type: string; businessId: string; data: { id: string } };
    expect(event).toMatchObject({
      type: 'order.created',
      businessId: owner.businessId,
      data: { id: order.id },
    });
    expect(hit!.headers['carat-event']).toBe('order.created');

    const log = await t.request(`/v1/webhook-endpoints/${endpoint.id}/deliveries`, { token: owner.token });
    const { items } = (await log.json()) as {
      items: { id: string; status: string; responseStatus: number }[];
    };
    expect(items[0]).toMatchObject({
      id: hit!.headers['carat-delivery'],
      status: 'succeeded',
      responseStatus: 200,
    });
  });

  it('rotates the secret: both signatures during the grace period, then the new one alone', async () => {
    const created = await t.request('/v1/webhook-endpoints', {
      method: 'POST',
      token: owner.token,
      body: { url, events: ['order.created'] },
    });
    const own = (await created.json()) as { id: string; secret: string };
    const aal1 = await t.request(`/v1/webhook-endpoints/${own.id}/rotate-secret`, {
      method: 'POST',
      token: await t.token(owner.id, { email: owner.email }),
      body: { gracePeriodMinutes: 30 },
    });
    expect(aal1.status).toBe(403);
    const tooLong = await t.request(`/v1/webhook-endpoints/${own.id}/rotate-secret`, {
      method: 'POST',
      token: owner.token,
      body: { gracePeriodMinutes: 1441 },
    });
    expect(tooLong.status).toBe(422);
    const res = await t.request(`/v1/webhook-endpoints/${own.id}/rotate-secret`, {
      method: 'POST',
      token: owner.token,
      body: { gracePeriodMinutes: 30 },
    });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as {
      secret: string;
      secretStart: string;
      previousSecretValidUntil: string;
    };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(own.secret);
    expect(rotated.secret.startsWith(rotated.secretStart)).toBe(true);
    expect(Date.parse(rotated.previousSecretValidUntil) - Date.now()).toBeGreaterThan(29 * 60_000);

    const hitsFor = async () => {
      received.length = 0;
      await createOrder(owner, 'Bague renouvelée');
      await drain();
      return received.filter((r) => JSON.parse(r.body).type === 'order.created');
    };
    const during = await hitsFor();
    const mine = during.find((r) => verify(rotated.secret, r.headers['carat-signature'] as string, r.body));
    expect(mine).toBeDefined();
    const header = mine!.headers['carat-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verify(own.secret, header, mine!.body)).toBe(true);

    // The grace period over (its end moved into the past, as the clock would): the new secret alone.
    await t.db.pool.query(
      `update public.webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = $1`,
      [own.id],
    );
    const after = (await hitsFor()).find((r) =>
      verify(rotated.secret, r.headers['carat-signature'] as string, r.body),
    );
    expect(after).toBeDefined();
    expect(after!.headers['carat-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(own.secret, after!.headers['carat-signature'] as string, after!.body)).toBe(false);
    await t.request(`/v1/webhook-endpoints/${own.id}`, { method: 'DELETE', token: owner.token });
  });

  it('retries with backoff: a receiver that fails three times gets the event on the fourth try', async () => {
    received.length = 0;
    failNext = 3;
    await createOrder(owner, 'Bague patiente');
    await drain();
    for (let retry = 0; retry < 3; retry++) {
      // Not due yet: the backoff holds the next attempt back.
      expect(await drain()).toBe(0);
      await retriesDue();
      expect(await drain()).toBe(1);
    }
    expect(received.map((r) => r.headers['carat-delivery'])).toEqual(
      Array(4).fill(received[0]!.headers['carat-delivery']),
    );
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    expect(
      received.every((r) => verify(endpoint.secret, r.headers['carat-signature'] as string, r.body)),
    ).toBe(true);
    const { rows } = await t.db.pool.query<{ status: string; attempts: number }>(
      'select status, attempts from public.webhook_deliveries where id = $1',
      [received[0]!.headers['carat-delivery']],
    );
    expect(rows[0]).toEqual({ status: 'succeeded', attempts: 4 });
  });

  it('replays a delivery as a new delivery with a new id and the same event', async () => {
    received.length = 0;
    await createOrder(owner, 'Bague rejouée');
    await drain();
    const first = received[0]!;
    const replay = await t.request(`/v1/webhook-deliveries/${first.headers['carat-delivery']}/replay`, {
      method: 'POST',
      token: owner.token,
    });
    expect(replay.status).toBe(202);
    const replayed = (await replay.json()) as { id: string; replayOf: string };
    expect(replayed.id).not.toBe(first.headers['carat-delivery']);
    expect(replayed.replayOf).toBe(first.headers['carat-delivery']);
    await drain();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['carat-delivery']).toBe(replayed.id);
    expect(JSON.parse(received[1]!.body).id).toBe(JSON.parse(first.body).id);
    expect(
      verify(endpoint.secret, received[1]!.headers['carat-signature'] as string, received[1]!.body),
    ).toBe(true);
  });

  it('sends only the events an endpoint chose, and nothing for a change that rolled back', async () => {
    received.length = 0;
    const refused = await t.request('/v1/orders', { method: 'POST', token: owner.token, body: { item: '' } });
    expect(refused.status).toBe(422);
    const appointments = await t.request('/v1/appointments/stats', { token: owner.token });
    expect(appointments.status).toBe(200);
    expect(await drain()).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('disables an endpoint that keeps failing and emails the owner', async () => {
    received.length = 0;
    await t.db.pool.query('update public.webhook_endpoints set consecutive_failures = 19 where id = $1', [
      endpoint.id,
    ]);
    failNext = 1;
    await createOrder(owner, 'Bague de trop');
    await drain();
    const res = await t.request(`/v1/webhook-endpoints/${endpoint.id}`, { token: owner.token });
    expect(await res.json()).toMatchObject({ enabled: false, disabledReason: 'failing' });
    await t.deps.jobs.drain('email.send');
    const mail = t.deps.mailer.outbox.find((m) => m.to === owner.email && m.subject.includes('Webhook'));
    expect(mail?.text).toContain(url);
    // Nothing more is sent while it is off; turned back on, it receives again.
    received.length = 0;
    await createOrder(owner, 'Bague en attente');
    await drain();
    expect(received).toHaveLength(0);
    const on = await t.request(`/v1/webhook-endpoints/${endpoint.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { enabled: true },
    });
    expect(await on.json()).toMatchObject({ enabled: true, consecutiveFailures: 0 });
    await createOrder(owner, 'Bague de retour');
    await drain();
    expect(received).toHaveLength(1);
  });

  it("sends a showroom visitor's request as lead.created, from the public write's own transaction", async () => {
    const shop = await jeweller('Maison Vitrine');
    const res = await t.request('/v1/webhook-endpoints', {
      method: 'POST',
      token: shop.token,
      body: { url, events: ['lead.created'] },
    });
    const { secret } = (await res.json()) as { secret: string };
    await t.db.pool.query(
      `insert into public.showroom_settings (business_id, published) values ($1, true)
       on conflict (business_id) do update set published = true`,
      [shop.businessId],
    );
    const { rows } = await t.db.pool.query<{ slug: string }>(
      'select slug from public.businesses where id = $1',
      [shop.businessId],
    );
    received.length = 0;
    const sent = await t.request(`/v1/showrooms/${rows[0]!.slug}/custom-requests`, {
      method: 'POST',
      body: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Une bague émeraude' },
    });
    expect(sent.status).toBe(201);
    await drain();
    expect(received).toHaveLength(1);
    expect(verify(secret, received[0]!.headers['carat-signature'] as string, received[0]!.body)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'lead.created',
      businessId: shop.businessId,
      data: { name: 'Ada Lovelace', kind: 'custom' },
    });
  });

  it('keeps endpoints to their business, their managers and DIAMOND', async () => {
    const other = await jeweller('Maison Voisine');
    expect((await t.request(`/v1/webhook-endpoints/${endpoint.id}`, { token: other.token })).status).toBe(
      404,
    );
    const list = (await (await t.request('/v1/webhook-endpoints', { token: other.token })).json()) as {
      items: unknown[];
    };
    expect(list.items).toEqual([]);
    const silver = await t.createUser('Maison Argent', { plan: 'SILVER' });
    const res = await t.request('/v1/webhook-endpoints', { token: silver.token });
    expect(res.status).toBe(403);
    // The secret is stored sealed, never as given.
    const { rows } = await t.db.pool.query<{ secret_ciphertext: string }>(
      'select secret_ciphertext from public.webhook_endpoints where id = $1',
      [endpoint.id],
    );
    expect(rows[0]!.secret_ciphertext).not.toContain(endpoint.secret.slice(6));
  });
});

describe('webhook targets (SSRF)', () => {
  const port = () => new URL(url).port;
  /** Every way of writing an internal address a tester tried, pointed at the listener. */
  const internalTargets = () => [
    `http://127.0.0.1:${port()}/x`,
    `http://localhost:${port()}/x`,
    `http://localhost.:${port()}/x`,
    `http://[::1]:${port()}/x`,
    `http://[::ffff:127.0.0.1]:${port()}/x`,
    `http://[::ffff:7f00:1]:${port()}/x`,
    `http://[::127.0.0.1]:${port()}/x`,
    `http://[64:ff9b::7f00:1]:${port()}/x`,
    `http://[2002:7f00:1::]:${port()}/x`,
    `http://2130706433:${port()}/x`,
    `http://0177.0.0.1:${port()}/x`,
    `http://0x7f.0.0.1:${port()}/x`,
    `http://127.1:${port()}/x`,
    `http://0.0.0.0:${port()}/x`,
    `http://[::]:${port()}/x`,
    'http://[::ffff:a9fe:a9fe]/latest/meta-data',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://169.254.169.254/latest/meta-data',
    'http://[fe80::1]/x',
    'http://[fd00::1]/x',
    'http://[fc00::1]/x',
    'http://10.1.2.3/x',
    'http://172.16.0.1/x',
    'http://192.168.1.1/x',
    'http://100.64.0.1/x',
    'http://224.0.0.1/x',
    'http://[ff02::1]/x',
    'http://255.255.255.255/x',
    'http://198.18.0.1/x',
  ];

  it('refuses every form of an internal address, literal or not, unless allowed', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const target of internalTargets()) expect(isAllowedWebhookUrl(target, false), target).toBe(false);
    for (const target of [
      'https://hooks.example.com/x',
      'http://93.184.216.34/x',
      'http://[2606:4700::1111]/x',
    ]) {
      expect(isAllowedWebhookUrl(target, false), target).toBe(true);
    }
    expect(isAllowedWebhookUrl('http://localhost:3000/x', true)).toBe(true);
  });

  it('delivers nothing to an internal address, and a name that resolves to one is refused where it connects', async () => {
    received.length = 0;
    for (const target of internalTargets().filter((u) => u.includes(`:${port()}/`))) {
      await expect(postWebhook(target, {}, '{}', { allowPrivate: false }), target).rejects.toBeInstanceOf(
        UnsafeWebhookTarget,
      );
    }
    // A public-looking name is checked where the connection is made: one that resolves to a private
    // address (DNS rebinding, an internal record) is refused too, in any of its IPv6 spellings.
    for (const address of ['127.0.0.1', '::ffff:7f00:1', '::1']) {
      const resolver = ((
        _host: string,
        _options: object,
        callback: (e: null, a: { address: string; family: number }[]) => void,
      ) => callback(null, [{ address, family: address.includes(':') ? 6 : 4 }])) as never;
      await expect(
        postWebhook(`http://hooks.example.com:${port()}/x`, {}, '{}', { allowPrivate: false, resolver }),
      ).rejects.toBeInstanceOf(UnsafeWebhookTarget);
    }
    expect(received).toHaveLength(0);
    // Allowed explicitly (tests, a local receiver), loopback is reached.
    await expect(postWebhook(url, {}, '{}', { allowPrivate: true })).resolves.toMatchObject({ status: 200 });
    expect(received).toHaveLength(1);
  });

  it('with production settings, refuses such a target at creation and at delivery', async () => {
    const owner = await jeweller('Maison SSRF');
    const config = t.deps.config as { webhookAllowPrivateUrls: boolean };
    // Saved while allowed (as an endpoint saved before the rule tightened), then the production rule.
    const saved = await t.request('/v1/webhook-endpoints', {
      method: 'POST',
      token: owner.token,
      body: { url: `http://[::ffff:127.0.0.1]:${port()}/hooks`, events: ['order.created'] },
    });
    expect(saved.status).toBe(201);
    const endpoint = (await saved.json()) as { id: string };
    config.webhookAllowPrivateUrls = false;
    try {
      for (const target of internalTargets()) {
        const res = await t.request('/v1/webhook-endpoints', {
          method: 'POST',
          token: owner.token,
          body: { url: target, events: ['order.created'] },
        });
        expect(res.status, target).toBe(422);
      }
      const publicName = await t.request('/v1/webhook-endpoints', {
        method: 'POST',
        token: owner.token,
        body: { url: 'https://hooks.example.com/carat', events: ['invoice.paid'] },
      });
      expect(publicName.status, await publicName.clone().text()).toBe(201);

      received.length = 0;
      await createOrder(owner, 'Bague SSRF');
      await drain();
      expect(received).toHaveLength(0);
      const log = await t.request(`/v1/webhook-endpoints/${endpoint.id}/deliveries`, { token: owner.token });
      const { items } = (await log.json()) as {
        items: {
          status: string;
          responseStatus: number | null;
          responseExcerpt?: string | null;
          error: string | null;
        }[];
      };
      expect(items[0]).toMatchObject({ responseStatus: null });
      expect(items[0]!.error).toContain('unsafe target');
    } finally {
      config.webhookAllowPrivateUrls = true;
    }
  });
});
