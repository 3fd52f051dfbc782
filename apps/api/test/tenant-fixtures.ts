import type { TestContext, TestUser } from '#test/testing.ts';

/**
 * How to make one row of each tenant resource, so the isolation and malformed-input suites can walk
 * every route with an `{id}`. A new tenant route without a fixture here fails those suites.
 */
export interface TenantFixture {
  /** The collection path as in /openapi.json, e.g. '/v1/clients'. */
  collection: string;
  create(t: TestContext, user: TestUser): Promise<string>;
  /** A valid change, for PATCH. */
  patch?: Record<string, unknown>;
}

async function createVia(t: TestContext, user: TestUser, path: string, body: unknown): Promise<string> {
  const res = await t.request(path, { method: 'POST', token: user.token, body });
  if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** An endpoint that receives orders' events (the fixture does not deliver them: jobs are drained by hand). */
async function createWebhookEndpoint(t: TestContext, user: TestUser): Promise<string> {
  const res = await t.request('/v1/webhook-endpoints', {
    method: 'POST',
    token: await t.token(user.id, { email: user.email, aal: 'aal2' }),
    body: { url: 'https://hooks.example.com/carat', events: ['order.created'] },
  });
  if (res.status !== 201) throw new Error(`fixture /v1/webhook-endpoints: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Each appointment fixture on a day of its own, so two of one business never overlap. */
let appointmentDay = 0;
const fixtureDate = () =>
  new Date(Date.now() + (30 + appointmentDay++) * 86_400_000).toISOString().slice(0, 10);

export const tenantFixtures: TenantFixture[] = [
  // A full export of the business (queued; the fixture does not build it: jobs are drained by hand).
  {
    collection: '/v1/account/exports',
    create: async (t, u) => {
      const res = await t.request('/v1/account/exports', { method: 'POST', token: u.token, body: {} });
      if (res.status !== 202)
        throw new Error(`fixture /v1/account/exports: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  },
  // The public API and webhooks (DIAMOND, owner, created with a second factor).
  {
    collection: '/v1/api-keys',
    create: async (t, u) => {
      const token = await t.token(u.id, { email: u.email, aal: 'aal2' });
      const res = await t.request('/v1/api-keys', {
        method: 'POST',
        token,
        body: { name: 'Fixture key', scopes: ['clients:read'] },
      });
      if (res.status !== 201) throw new Error(`fixture /v1/api-keys: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  },
  // Calendars (ADR 068): a member's feed, and an imported ICS address (its sync fails: .invalid never resolves).
  {
    collection: '/v1/calendar-feeds',
    create: async (t, u) => {
      const res = await t.request('/v1/calendar-feeds', { method: 'POST', token: u.token });
      if (res.status !== 201)
        throw new Error(`fixture /v1/calendar-feeds: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  },
  {
    collection: '/v1/calendar-imports',
    create: async (t, u) => {
      const res = await t.request('/v1/calendar-imports', {
        method: 'POST',
        token: u.token,
        body: { url: `https://calendar.invalid/${crypto.randomUUID()}.ics` },
      });
      if (res.status !== 201)
        throw new Error(`fixture /v1/calendar-imports: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  },
  {
    collection: '/v1/webhook-endpoints',
    create: (t, u) => createWebhookEndpoint(t, u),
    patch: { description: 'Changed' },
  },
  {
    collection: '/v1/webhook-deliveries',
    create: async (t, u) => {
      await createWebhookEndpoint(t, u);
      await createVia(t, u, '/v1/orders', {
        client: { name: 'Fixture Client' },
        item: 'Fixture ring',
        price: '1200',
      });
      const res = await t.request('/v1/webhook-deliveries', { token: u.token });
      const { items } = (await res.json()) as { items: { id: string }[] };
      if (!items[0]) throw new Error('fixture /v1/webhook-deliveries: no delivery');
      return items[0].id;
    },
  },
  // The marketing studio: campaigns and the library's saved visuals.
  {
    collection: '/v1/campaigns',
    create: (t, u) =>
      createVia(t, u, '/v1/campaigns', {
        name: 'Fixture campaign',
        subject: 'Bonjour {{firstName}}',
        blocks: [{ type: 'heading', text: 'Bonjour' }],
      }),
    patch: { name: 'Changed' },
  },
  {
    collection: '/v1/marketing/library',
    create: async (t, u) => {
      const productId = await createVia(t, u, '/v1/products', {
        nameFr: 'Bague visuel',
        category: 'RINGS',
        priceMinor: 90000,
      });
      const res = await t.request('/v1/marketing/visuals?save=true', {
        method: 'POST',
        token: u.token,
        body: { productId, format: 'email-header' },
      });
      const id = res.headers.get('x-library-item');
      if (res.status !== 200 || !id) throw new Error(`fixture library: ${res.status}`);
      return id;
    },
  },
  {
    collection: '/v1/marketing/posts',
    create: (t, u) =>
      createVia(t, u, '/v1/marketing/posts', {
        network: 'instagram',
        caption: 'Fixture post',
        plannedAt: '2026-12-01T09:00:00Z',
      }),
    patch: { caption: 'Changed' },
  },
  {
    collection: '/v1/clients',
    create: (t, u) =>
      createVia(t, u, '/v1/clients', { name: 'Fixture Client', email: 'fixture@example.com' }),
    patch: { name: 'Changed' },
  },
  {
    collection: '/v1/products',
    create: (t, u) =>
      createVia(t, u, '/v1/products', { nameFr: 'Bague fixture', category: 'RINGS', priceMinor: 120000 }),
    patch: { nameFr: 'Changée' },
  },
  // The AI design generator (DIAMOND, the test users' default plan): a band from the form, quick to build.
  {
    collection: '/v1/designs',
    create: (t, u) =>
      createVia(t, u, '/v1/designs', {
        locale: 'fr',
        spec: {
          piece: 'band',
          metal: 'yellow-gold-18',
          stone: null,
          setting: 'bezel',
          band: { profile: 'court', widthMm: 2, thicknessMm: 1.7 },
          ringSize: { system: 'fr', value: 54 },
          innerDiameterMm: null,
          engraving: null,
        },
      }),
    patch: { brief: 'alliance or blanc 18 carats, taille 52' },
  },
  // Back office: files, orders, invoices.
  {
    collection: '/v1/files',
    create: async (t, u) => {
      const res = await t.request('/v1/files?kind=reference', {
        method: 'POST',
        token: u.token,
        headers: { 'content-type': 'image/svg+xml' },
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      });
      if (res.status !== 201) throw new Error(`fixture /v1/files: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  },
  {
    collection: '/v1/orders',
    create: (t, u) =>
      createVia(t, u, '/v1/orders', {
        client: { name: 'Fixture Client', email: 'fixture@example.com' },
        item: 'Fixture ring',
        price: '1200',
        deposit: '300',
      }),
    patch: { notes: 'Changed' },
  },
  // The counter: a service job (a new client in the same body) and a valuation for its client.
  {
    collection: '/v1/repairs',
    create: (t, u) =>
      createVia(t, u, '/v1/repairs', {
        client: { name: 'Fixture Client', email: 'fixture@example.com' },
        piece: { type: 'ring', marks: ['hallmark'] },
        declaredValueMinor: 50_000,
        work: [{ label: 'Resize', priceMinor: 4_500 }],
      }),
    patch: { conditionNotes: 'Changed' },
  },
  {
    collection: '/v1/valuations',
    create: async (t, u) => {
      const res = await t.request('/v1/repairs', {
        method: 'POST',
        token: u.token,
        body: {
          client: { name: 'Fixture Client' },
          piece: { type: 'ring', marks: [] },
          declaredValueMinor: 0,
        },
      });
      if (res.status !== 201) throw new Error(`fixture /v1/valuations: ${res.status} ${await res.text()}`);
      const repair = (await res.json()) as { client: { id: string } };
      return createVia(t, u, '/v1/valuations', {
        clientId: repair.client.id,
        description: 'Fixture ring',
        replacementValueMinor: 100_000,
        valuerName: 'Fixture Valuer',
      });
    },
  },
  {
    collection: '/v1/stock-items',
    create: (t, u) => createVia(t, u, '/v1/stock-items', { name: 'Fixture ring', priceMinor: 100_000 }),
    patch: { location: 'Changed' },
  },
  {
    collection: '/v1/sales',
    create: (t, u) =>
      createVia(t, u, '/v1/sales', {
        lines: [{ description: 'Fixture service', priceMinor: 5_000 }],
        payments: [{ method: 'card', amountMinor: 5_000 }],
      }),
  },
  // A card link needs the business's Stripe account connected (through the sandbox's onboarding page).
  {
    collection: '/v1/sales/card-links',
    create: async (t, u) => {
      const res = await t.request('/v1/payments/account', { method: 'POST', token: u.token });
      const { url } = (await res.json()) as { url: string };
      t.deps.sandbox!.completeOnboarding(url.split('/connect/onboarding/')[1]!);
      await t.deps.sandbox!.settled();
      await t.request('/v1/payments/account', { token: u.token });
      const stockItemId = await createVia(t, u, '/v1/stock-items', {
        name: 'Fixture chain',
        priceMinor: 5_000,
      });
      return createVia(t, u, '/v1/sales/card-links', {
        sale: { lines: [{ stockItemId }], payments: [{ method: 'card', amountMinor: 5_000 }] },
        linkPaymentIndex: 0,
      });
    },
  },
  {
    collection: '/v1/memos',
    create: (t, u) =>
      createVia(t, u, '/v1/memos', {
        direction: 'in',
        counterparty: 'Fixture supplier',
        dueDate: '2099-01-01',
        items: [{ name: 'Fixture pendant', priceMinor: 20_000, memoPriceMinor: 10_000 }],
      }),
    patch: { terms: 'Changed' },
  },
  {
    collection: '/v1/layaways',
    create: async (t, u) => {
      const stockItemId = await createVia(t, u, '/v1/stock-items', {
        name: 'Fixture ring',
        priceMinor: 10_000,
      });
      const clientId = await createVia(t, u, '/v1/clients', { name: 'Fixture Client' });
      return createVia(t, u, '/v1/layaways', {
        stockItemId,
        clientId,
        schedule: [{ dueDate: '2099-01-01', amountMinor: 10_000 }],
      });
    },
  },
  // A drawer session is opened, not posted to its collection; the list is /v1/cash-drawer/sessions.
  {
    collection: '/v1/cash-drawer/sessions',
    // One drawer is open at a time: a fixture made again for the same business closes the last one first.
    create: async (t, u) => {
      await t.request('/v1/cash-drawer/close', {
        method: 'POST',
        token: u.token,
        body: { countedCashMinor: 0 },
      });
      return createVia(t, u, '/v1/cash-drawer/open', { openingFloatMinor: 10_000 });
    },
  },
  // A gift card is sold at the counter, as a sale's line.
  {
    collection: '/v1/gift-cards',
    create: async (t, u) => {
      const res = await t.request('/v1/sales', {
        method: 'POST',
        token: u.token,
        body: {
          lines: [{ giftCard: true, priceMinor: 5_000 }],
          payments: [{ method: 'card', amountMinor: 5_000 }],
        },
      });
      if (res.status !== 201) throw new Error(`fixture /v1/gift-cards: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { giftCards: { id: string }[] }).giftCards[0]!.id;
    },
  },
  {
    collection: '/v1/stock-counts',
    create: (t, u) => createVia(t, u, '/v1/stock-counts', { location: 'Vitrine 1' }),
  },
  {
    collection: '/v1/invoices',
    create: (t, u) =>
      createVia(t, u, '/v1/invoices', {
        clientName: 'Fixture Client',
        clientEmail: 'fixture@example.com',
        items: [{ description: 'Fixture ring', quantity: 1, price: '1200' }],
      }),
    patch: { notes: 'Changed' },
  },
  // Leads come from visitors through a published showroom, never from a tenant POST: the row is written
  // as the owner connection writes a visitor's request (features/showroom/submissions.ts).
  {
    collection: '/v1/leads',
    create: async (t, u) => {
      const { rows } = await t.db.pool.query<{ id: string }>(
        `insert into public.showroom_leads (business_id, kind, name, email, message)
         values ($1, 'custom', 'Fixture Visitor', 'visitor@example.com', 'A fixture ring') returning id`,
        [u.businessId],
      );
      return rows[0]!.id;
    },
    patch: { status: 'contacted' },
  },
  // Assistant conversations come from visitors through a published showroom, never from a tenant POST.
  {
    collection: '/v1/assistant/conversations',
    create: async (t, u) => {
      const { rows } = await t.db.pool.query<{ id: string }>(
        `insert into public.assistant_conversations (business_id, visitor_token_hash)
         values ($1, repeat('a', 64)) returning id`,
        [u.businessId],
      );
      return rows[0]!.id;
    },
  },
  // The showroom's own: collections, collaborations, and reviews (left by visitors, moderated here).
  {
    collection: '/v1/collections',
    create: (t, u) => createVia(t, u, '/v1/collections', { nameFr: 'Fixture collection' }),
    patch: { nameFr: 'Changed' },
  },
  {
    collection: '/v1/collaborations',
    create: (t, u) =>
      createVia(t, u, '/v1/collaborations', { title: 'Fixture', celebrity: 'A Star', year: 2024 }),
    patch: { title: 'Changed' },
  },
  {
    collection: '/v1/reviews',
    create: async (t, u) => {
      const { rows } = await t.db.pool.query<{ id: string }>(
        `insert into public.reviews (business_id, name, email, rating, comment)
         values ($1, 'Fixture Visitor', 'visitor@example.com', 5, 'Lovely') returning id`,
        [u.businessId],
      );
      return rows[0]!.id;
    },
    patch: { status: 'hidden' },
  },
  {
    collection: '/v1/appointments',
    create: (t, u) =>
      createVia(t, u, '/v1/appointments', {
        type: 'store',
        date: fixtureDate(),
        time: '10:00',
        client: { name: 'Fixture Client', email: 'fixture@example.com' },
      }),
  },
  // Team invitations: revoked by DELETE, read by GET.
  {
    collection: '/v1/team/invitations',
    create: (t, u) =>
      createVia(t, u, '/v1/team/invitations', { email: `fixture-${u.id.slice(0, 8)}@example.com` }),
  },
];
