import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantFixtures } from '#test/tenant-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * Issue 28, item 6: a body field that names a row (an id, or the address of an uploaded file or photo)
 * must name one of the caller's business. Row-level security hides another tenant's rows from reads, but
 * a foreign key (or an id kept in JSON, or a URL) is not a read: such references were stored. Each case
 * below sends one field carrying another business's row and expects 422 naming that field, and nothing
 * stored.
 */
let t: TestContext;
let mine: TestUser;
let theirs: TestUser;
const own: Record<string, string> = {};
const other: Record<string, string> = {};

const NEEDED = [
  '/v1/clients',
  '/v1/products',
  '/v1/collections',
  '/v1/files',
  '/v1/orders',
  '/v1/designs',
  '/v1/marketing/library',
  '/v1/marketing/posts',
  '/v1/campaigns',
  '/v1/collaborations',
  '/v1/repairs',
  '/v1/valuations',
];

async function publicFile(user: TestUser, kind: 'product' | 'showroom' | 'logo'): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const res = await t.app.request(`/v1/files?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  if (res.status !== 201) throw new Error(`file: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestContext();
  mine = await t.createUser('Reference Atelier');
  theirs = await t.createUser('Other Atelier');
  for (const fixture of tenantFixtures.filter((f) => NEEDED.includes(f.collection))) {
    own[fixture.collection] = await fixture.create(t, mine);
    other[fixture.collection] = await fixture.create(t, theirs);
  }
  other.showroomFile = await publicFile(theirs, 'showroom');
  other.productFile = await publicFile(theirs, 'product');
  other.logo = await publicFile(theirs, 'logo');
}, 180_000);
afterAll(() => t?.close());

interface Case {
  method: 'POST' | 'PATCH' | 'PUT';
  path: () => string;
  body: () => Record<string, unknown>;
  /** The field the refusal names (a key of `error.fields`). */
  field: string;
}

const api = () => t.deps.config.API_URL;
const ring = { nameFr: 'Bague', category: 'RINGS', priceMinor: 100000 };
const campaign = (blocks: unknown[], audience?: unknown) => ({
  name: 'Campagne',
  subject: 'Bonjour',
  blocks,
  ...(audience ? { audience } : {}),
});

const CASES: Record<string, Case> = {
  'order client': {
    method: 'POST',
    path: () => '/v1/orders',
    body: () => ({ clientId: other['/v1/clients'], item: 'Bague', price: '1200' }),
    field: 'clientId',
  },
  'order images': {
    method: 'PATCH',
    path: () => `/v1/orders/${own['/v1/orders']}`,
    body: () => ({ imageFileIds: [other['/v1/files']] }),
    field: 'imageFileIds',
  },
  'order client (change)': {
    method: 'PATCH',
    path: () => `/v1/orders/${own['/v1/orders']}`,
    body: () => ({ clientId: other['/v1/clients'] }),
    field: 'clientId',
  },
  'invoice client': {
    method: 'POST',
    path: () => '/v1/invoices',
    body: () => ({
      clientId: other['/v1/clients'],
      clientName: 'Ana',
      items: [{ description: 'Bague', quantity: 1, price: '1200' }],
    }),
    field: 'clientId',
  },
  'invoice logo': {
    method: 'PUT',
    path: () => '/v1/invoice-settings',
    body: () => ({ logoFileId: other.logo }),
    field: 'logoFileId',
  },
  'appointment client': {
    method: 'POST',
    path: () => '/v1/appointments',
    body: () => ({ type: 'store', date: '2031-03-04', time: '10:00', clientId: other['/v1/clients'] }),
    field: 'clientId',
  },
  'design order client': {
    method: 'POST',
    path: () => `/v1/designs/${own['/v1/designs']}/order`,
    body: () => ({ clientId: other['/v1/clients'] }),
    field: 'clientId',
  },
  'collection pieces': {
    method: 'POST',
    path: () => '/v1/collections',
    body: () => ({ nameFr: 'Collection', productIds: [other['/v1/products']] }),
    field: 'productIds',
  },
  'collection cover (a file of theirs)': {
    method: 'PATCH',
    path: () => `/v1/collections/${own['/v1/collections']}`,
    body: () => ({ coverImage: `${api()}/files/${other.showroomFile}` }),
    field: 'coverImage',
  },
  'collaboration photo (a file of theirs)': {
    method: 'PATCH',
    path: () => `/v1/collaborations/${own['/v1/collaborations']}`,
    body: () => ({ imageUrl: `/files/${other.showroomFile}` }),
    field: 'imageUrl',
  },
  'showroom logo (a file of theirs)': {
    method: 'PATCH',
    path: () => '/v1/showroom/settings',
    body: () => ({ logoImage: `${api()}/files/${other.showroomFile}` }),
    field: 'logoImage',
  },
  'showroom banner (a file of theirs)': {
    method: 'PATCH',
    path: () => '/v1/showroom/settings',
    body: () => ({ bannerImage: `${api()}/files/${other.productFile}` }),
    field: 'bannerImage',
  },
  'campaign pieces': {
    method: 'POST',
    path: () => '/v1/campaigns',
    body: () => campaign([{ type: 'pieces', productIds: [other['/v1/products']] }]),
    field: 'blocks.0.productIds',
  },
  'campaign pieces (change)': {
    method: 'PATCH',
    path: () => `/v1/campaigns/${own['/v1/campaigns']}`,
    body: () => ({
      blocks: [
        { type: 'heading', text: 'Hi' },
        { type: 'pieces', productIds: [other['/v1/products']] },
      ],
    }),
    field: 'blocks.1.productIds',
  },
  'campaign audience collection': {
    method: 'POST',
    path: () => '/v1/campaigns',
    body: () =>
      campaign([{ type: 'heading', text: 'Hi' }], {
        kind: 'collection',
        collectionId: other['/v1/collections'],
      }),
    field: 'audience.collectionId',
  },
  'campaign audience collection (change)': {
    method: 'PATCH',
    path: () => `/v1/campaigns/${own['/v1/campaigns']}`,
    body: () => ({ audience: { kind: 'collection', collectionId: other['/v1/collections'] } }),
    field: 'audience.collectionId',
  },
  'campaign image (a file of theirs)': {
    method: 'POST',
    path: () => '/v1/campaigns',
    body: () => campaign([{ type: 'image', src: `${api()}/files/${other.productFile}` }]),
    field: 'blocks.0.src',
  },
  'caption pieces': {
    method: 'POST',
    path: () => '/v1/marketing/captions',
    body: () => ({ productIds: [other['/v1/products']], locale: 'fr' }),
    field: 'productIds',
  },
  'caption collection': {
    method: 'POST',
    path: () => '/v1/marketing/captions',
    body: () => ({ collectionId: other['/v1/collections'], locale: 'fr' }),
    field: 'collectionId',
  },
  'caption design': {
    method: 'POST',
    path: () => '/v1/marketing/captions',
    body: () => ({ occasion: 'design', designId: other['/v1/designs'], locale: 'fr' }),
    field: 'designId',
  },
  'visual piece': {
    method: 'POST',
    path: () => '/v1/marketing/visuals',
    body: () => ({ productId: other['/v1/products'], format: '1080x1080' }),
    field: 'productId',
  },
  'visual design': {
    method: 'POST',
    path: () => '/v1/marketing/visuals',
    body: () => ({ designId: other['/v1/designs'], format: '1080x1080' }),
    field: 'designId',
  },
  'post library visual': {
    method: 'POST',
    path: () => '/v1/marketing/posts',
    body: () => ({ network: 'instagram', caption: 'Hi', libraryItemId: other['/v1/marketing/library'] }),
    field: 'libraryItemId',
  },
  'post visual piece': {
    method: 'POST',
    path: () => '/v1/marketing/posts',
    body: () => ({
      network: 'instagram',
      caption: 'Hi',
      visual: { productId: other['/v1/products'], format: '1080x1080' },
    }),
    field: 'visual.productId',
  },
  'post library visual (change)': {
    method: 'PATCH',
    path: () => `/v1/marketing/posts/${own['/v1/marketing/posts']}`,
    body: () => ({ libraryItemId: other['/v1/marketing/library'] }),
    field: 'libraryItemId',
  },
  // The counter.
  'repair client': {
    method: 'POST',
    path: () => '/v1/repairs',
    body: () => ({ clientId: other['/v1/clients'], piece: { type: 'ring' }, declaredValueMinor: 0 }),
    field: 'clientId',
  },
  'repair photos': {
    method: 'POST',
    path: () => '/v1/repairs',
    body: () => ({
      clientId: own['/v1/clients'],
      piece: { type: 'ring' },
      declaredValueMinor: 0,
      photoFileIds: [other['/v1/files']],
    }),
    field: 'photoFileIds',
  },
  'repair photos (change)': {
    method: 'PATCH',
    path: () => `/v1/repairs/${own['/v1/repairs']}`,
    body: () => ({ photoFileIds: [other['/v1/files']] }),
    field: 'photoFileIds',
  },
  'valuation client': {
    method: 'POST',
    path: () => '/v1/valuations',
    body: () => ({
      clientId: other['/v1/clients'],
      description: 'Bague',
      replacementValueMinor: 1,
      valuerName: 'V',
    }),
    field: 'clientId',
  },
  'valuation repair': {
    method: 'POST',
    path: () => '/v1/valuations',
    body: () => ({
      clientId: own['/v1/clients'],
      repairId: other['/v1/repairs'],
      description: 'Bague',
      replacementValueMinor: 1,
      valuerName: 'V',
    }),
    field: 'repairId',
  },
  'valuation superseded': {
    method: 'POST',
    path: () => '/v1/valuations',
    body: () => ({
      clientId: own['/v1/clients'],
      supersedesId: other['/v1/valuations'],
      description: 'Bague',
      replacementValueMinor: 1,
      valuerName: 'V',
    }),
    field: 'supersedesId',
  },
  'valuation photos': {
    method: 'POST',
    path: () => '/v1/valuations',
    body: () => ({
      clientId: own['/v1/clients'],
      description: 'Bague',
      replacementValueMinor: 1,
      valuerName: 'V',
      photoFileIds: [other['/v1/files']],
    }),
    field: 'photoFileIds',
  },
  'piece photo order': {
    method: 'PATCH',
    path: () => `/v1/products/${own['/v1/products']}`,
    body: () => ({ imageOrder: [other['/v1/products']] }),
    field: 'imageOrder',
  },
};

describe('references to another business’s rows', () => {
  it.each(Object.entries(CASES))('refuses %s with 422 naming the field', async (_name, c) => {
    const res = await t.request(c.path(), { method: c.method, token: mine.token, body: c.body() });
    const body = (await res.json()) as { error?: { code: string; fields?: Record<string, string> } };
    // The field itself, or one of its items (`productIds.0`).
    const named = Object.keys(body.error?.fields ?? {}).some(
      (f) => f === c.field || f.startsWith(`${c.field}.`),
    );
    expect({ status: res.status, named }, `${_name}: ${JSON.stringify(body).slice(0, 300)}`).toEqual({
      status: 422,
      named: true,
    });
  });

  it('still accepts the same fields naming the business’s own rows', async () => {
    const accepted = await t.request('/v1/campaigns', {
      method: 'POST',
      token: mine.token,
      body: campaign([{ type: 'pieces', productIds: [own['/v1/products']] }], {
        kind: 'collection',
        collectionId: own['/v1/collections'],
      }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const cover = await publicFile(mine, 'showroom');
    const settings = await t.request('/v1/showroom/settings', {
      method: 'PATCH',
      token: mine.token,
      body: { logoImage: `${api()}/files/${cover}`, bannerImage: 'https://images.example.com/banner.jpg' },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    expect(ring.category).toBe('RINGS');
  });
});
