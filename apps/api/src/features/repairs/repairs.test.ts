import { applyClaims, memberships } from '@carat/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePdf, pdfImages, readBarcode, solidPng } from '#test/pdf-testing.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

/**
 * The counter: a job taken in, quoted, approved by the client's link, worked, ready (the
 * client emailed), refused at pickup while a balance is owed, paid at the counter and collected; the
 * envelope whose bar code reads back as the job number; roles, isolation and two collections at once.
 */

let t: TestContext;
let owner: TestUser;
let staff: TestUser;
let other: TestUser;
const year = new Date().getFullYear();

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

const signature = () =>
  `data:image/png;base64,${Buffer.from(solidPng(60, 20, [10, 10, 10])).toString('base64')}`;

function send(user: TestUser, path: string, body?: unknown, method = 'POST', businessId?: string) {
  return t.request(path, {
    method,
    token: user.token,
    body,
    ...(businessId ? { headers: { 'x-business-id': businessId } } : {}),
  });
}

async function uploadPhoto(user: TestUser, rgb: [number, number, number]): Promise<string> {
  const res = await t.app.request('/v1/files?kind=repair', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
    body: solidPng(40, 40, rgb),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const resize = (extra: Json = {}) => ({
  client: { name: 'Zoë Lefèvre', email: 'zoe@example.com', phone: '+44 20 7946 0000' },
  piece: {
    type: 'ring',
    metal: 'or jaune 18 ct',
    stones: 'solitaire 0,5 ct',
    marks: ['hallmark', 'scratches'],
  },
  conditionNotes: 'Anneau fin à l’arrière',
  declaredValueMinor: 250_000,
  work: [
    { label: 'Mise à taille +2', priceMinor: 4_500 },
    { label: 'Rhodiage', priceMinor: 3_000 },
  ],
  dueDate: '2099-12-31',
  depositMinor: 2_000,
  intakeSignature: signature(),
  ...extra,
});

async function takeIn(user: TestUser, extra: Json = {}, businessId?: string) {
  const res = await send(user, '/v1/repairs', resize(extra), 'POST', businessId);
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

async function move(user: TestUser, id: unknown, body: Json, businessId?: string) {
  return send(user, `/v1/repairs/${id}/stage`, body, 'POST', businessId);
}

/** The quote link's token, read from the email the client got. */
function quoteTokenFromMailbox(to: string): string {
  const mail = [...t.deps.mailer.outbox].reverse().find((m) => m.to === to && m.text.includes('/quote#'));
  expect(mail).toBeDefined();
  return /\/quote#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Atelier Dupont');
  staff = await t.createUser('Counter Staff', { plan: null });
  other = await t.createUser('Other Shop');
  await t.db.db.insert(memberships).values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
}, 60_000);
afterAll(() => t?.close());

describe('a service job at the counter', () => {
  it('goes taken in → quoted → approved by the link → bench → ready → refused while owed → paid → collected', async () => {
    const photos = [await uploadPhoto(owner, [200, 180, 40]), await uploadPhoto(owner, [40, 40, 200])];
    const custodyBefore = await json(await send(owner, '/v1/custody', undefined, 'GET'));
    const job = await takeIn(owner, { photoFileIds: photos });
    expect(job).toMatchObject({
      number: `REP-${year}-001`,
      stage: 'taken_in',
      quoteMinor: 7_500,
      depositMinor: 2_000,
      paidMinor: 2_000,
      balanceMinor: 5_500,
      declaredValueMinor: 250_000,
      currency: 'GBP',
      client: { name: 'Zoë Lefèvre', email: 'zoe@example.com' },
      nextStages: ['quoted', 'bench', 'outside', 'ready'],
    });
    expect((job.photos as Json[]).map((p) => p.fileId)).toEqual(photos);
    expect(job.intakeSignature).toMatch(/^data:image\/png;base64,/);
    // The photos are read with the member's token only.
    const photo = (job.photos as { url: string }[])[0]!;
    expect((await t.request(photo.url, { token: owner.token })).status).toBe(200);
    expect((await t.request(photo.url, { token: other.token })).status).toBe(404);

    const custodyIn = await json(await send(owner, '/v1/custody', undefined, 'GET'));
    expect(custodyIn.count).toBe((custodyBefore.count as number) + 1);
    expect(custodyIn.declaredValueMinor).toBe((custodyBefore.declaredValueMinor as number) + 250_000);

    // Quoted: the client gets the link, reads and approves the quote.
    t.deps.mailer.outbox.length = 0;
    const quoted = await move(owner, job.id, { stage: 'quoted' });
    expect(quoted.status).toBe(200);
    expect(await t.deps.jobs.drain('email.send')).toBeGreaterThan(0);
    const token = quoteTokenFromMailbox('zoe@example.com');
    const quote = await json(await t.request(`/v1/quotes/${token}`));
    expect(quote).toMatchObject({ number: job.number, quoteMinor: 7_500, approvedAt: null });
    const approved = await t.request(`/v1/quotes/${token}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect((await json(approved)).approvedAt).toEqual(expect.any(String));
    const unknown = await t.request('/v1/quotes/not-a-real-token-at-all-000000/approve', { method: 'POST' });
    expect(unknown.status, await unknown.clone().text()).toBe(404);

    // At the bench, then ready: the client is told, with the balance.
    expect((await move(owner, job.id, { stage: 'bench' })).status).toBe(200);
    t.deps.mailer.outbox.length = 0;
    const ready = await json(await move(owner, job.id, { stage: 'ready' }));
    expect(ready.stage).toBe('ready');
    expect(await t.deps.jobs.drain('email.send')).toBeGreaterThan(0);
    const readyMail = t.deps.mailer.outbox.find((m) => m.to === 'zoe@example.com');
    expect(readyMail?.subject).toBe(`Votre pièce est prête — ${job.number}`);
    expect(readyMail?.text).toContain('55,00');

    // Pickup refused while owed; nothing changes.
    const refused = await send(owner, `/v1/repairs/${job.id}/collect`, { signature: signature() });
    expect(refused.status).toBe(409);
    expect(((await json(refused)).error as Json).code).toBe('balance_due');
    const still = await json(await send(owner, `/v1/repairs/${job.id}`, undefined, 'GET'));
    expect(still).toMatchObject({ stage: 'ready', paidMinor: 2_000, balanceMinor: 5_500 });

    // Paid at the counter and collected with the client's signature.
    const collected = await send(owner, `/v1/repairs/${job.id}/collect`, {
      signature: signature(),
      paymentMinor: 5_500,
      paymentMethod: 'card',
    });
    expect(collected.status).toBe(200);
    const done = await json(collected);
    expect(done).toMatchObject({ stage: 'collected', paidMinor: 7_500, balanceMinor: 0, nextStages: [] });
    expect(done.pickupSignature).toMatch(/^data:image\/png;base64,/);
    expect((done.events as Json[]).map((e) => e.kind)).toEqual([
      'created',
      'stage',
      'quote_sent',
      'quote_approved',
      'stage',
      'stage',
      'email',
      'payment',
      'collected',
    ]);

    // The custody count and value go down by the piece.
    const custodyAfter = await json(await send(owner, '/v1/custody', undefined, 'GET'));
    expect(custodyAfter.count).toBe(custodyBefore.count);
    expect(custodyAfter.declaredValueMinor).toBe(custodyBefore.declaredValueMinor);
  });

  it('refuses moves the stages do not allow, and a collection before ready', async () => {
    const job = await takeIn(owner, { depositMinor: 0 });
    expect((await move(owner, job.id, { stage: 'bench' })).status).toBe(200);
    const back = await move(owner, job.id, { stage: 'quoted' });
    expect(back.status).toBe(409);
    expect(((await json(back)).error as Json).code).toBe('invalid_stage_move');
    const early = await send(owner, `/v1/repairs/${job.id}/collect`, {
      signature: signature(),
      paymentMinor: 7_500,
    });
    expect(early.status).toBe(409);
    expect(((await json(early)).error as Json).code).toBe('invalid_stage_move');
    const outside = await move(owner, job.id, { stage: 'outside' });
    expect(outside.status).toBe(422);
    const sent = await json(
      await move(owner, job.id, {
        stage: 'outside',
        workshop: 'Sertissage Martin',
        expectedAt: '2099-01-10',
      }),
    );
    expect(sent).toMatchObject({
      stage: 'outside',
      workshop: 'Sertissage Martin',
      expectedBack: '2099-01-10',
    });
  });

  it('finds a job by number, client name (without accents) and piece, and by stage', async () => {
    const job = await takeIn(owner, {
      client: { name: 'Hélène Martin' },
      piece: { type: 'watch', marks: [] },
    });
    const byName = await json(await send(owner, '/v1/repairs?q=helene', undefined, 'GET'));
    expect((byName.items as Json[]).map((r) => r.id)).toContain(job.id);
    const byNumber = await json(await send(owner, `/v1/repairs?q=${job.number}`, undefined, 'GET'));
    expect((byNumber.items as Json[]).map((r) => r.id)).toEqual([job.id]);
    const byStage = await json(await send(owner, '/v1/repairs?stage=collected', undefined, 'GET'));
    expect((byStage.items as Json[]).every((r) => r.stage === 'collected')).toBe(true);
  });

  it('changes what was taken in; a new list of work re-prices the quote', async () => {
    const job = await takeIn(owner);
    const res = await send(
      owner,
      `/v1/repairs/${job.id}`,
      { work: [{ label: 'Soudure', priceMinor: 2_500 }], declaredValueMinor: 100_000, depositMinor: 500 },
      'PATCH',
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      quoteMinor: 2_500,
      declaredValueMinor: 100_000,
      depositMinor: 500,
      paidMinor: 500,
      balanceMinor: 2_000,
    });
    const priced = await json(await send(owner, `/v1/repairs/${job.id}`, { quoteMinor: 3_000 }, 'PATCH'));
    expect(priced.quoteMinor).toBe(3_000);
  });
});

describe('custody and the quote link', () => {
  it('lists jobs past their due date and ready ones left 30 days, and forgets an expired quote link', async () => {
    const late = await takeIn(owner, { dueDate: '2020-01-01' });
    const left = await takeIn(owner);
    expect((await move(owner, left.id, { stage: 'ready' })).status).toBe(200);
    const fresh = await takeIn(owner);
    expect((await move(owner, fresh.id, { stage: 'ready' })).status).toBe(200);
    await t.db.pool.query(`update public.repairs set ready_at = now() - interval '31 days' where id = $1`, [
      left.id,
    ]);
    const seen = await json(await send(owner, '/v1/custody', undefined, 'GET'));
    const overdue = new Map((seen.overdue as Json[]).map((o) => [o.id, o.reason]));
    expect(overdue.get(late.id)).toBe('past_due');
    expect(overdue.get(left.id)).toBe('uncollected');
    expect(overdue.has(fresh.id)).toBe(false);
    const listed = await json(await send(owner, `/v1/repairs/${late.id}`, undefined, 'GET'));
    expect(listed.overdue).toBe('past_due');

    t.deps.mailer.outbox.length = 0;
    expect((await move(owner, late.id, { stage: 'quoted' })).status).toBe(200);
    await t.deps.jobs.drain('email.send');
    const token = quoteTokenFromMailbox('zoe@example.com');
    expect((await t.request(`/v1/quotes/${token}`)).status).toBe(200);
    await t.db.pool.query(
      `update public.repairs set quote_token_expires_at = now() - interval '1 minute' where id = $1`,
      [late.id],
    );
    expect((await t.request(`/v1/quotes/${token}`)).status).toBe(404);
    expect((await t.request(`/v1/quotes/${token}/approve`, { method: 'POST' })).status).toBe(404);
  });
});

describe('row-level security', () => {
  it('hides another business’s jobs from a raw query, and lets only owners and admins write the limit', async () => {
    await takeIn(owner);
    await takeIn(other);
    const seen = await t.db.db.transaction(async (tx) => {
      await applyClaims(tx, { role: 'authenticated', claims: { sub: owner.id } });
      const { rows } = await tx.execute<{ business_id: string }>(sql`select business_id from public.repairs`);
      return rows.map((r) => r.business_id);
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((b) => b === owner.businessId)).toBe(true);
    const staffWrite = t.db.db.transaction(async (tx) => {
      await applyClaims(tx, { role: 'authenticated', claims: { sub: staff.id } });
      await tx.execute(
        sql`insert into public.counter_settings (business_id, custody_limit_minor) values (${owner.businessId}, 1)
            on conflict (business_id) do update set custody_limit_minor = 1`,
      );
    });
    // Drizzle wraps the driver's error: the database's own message is its cause.
    const refusal = await staffWrite.then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
    );
    expect(refusal).toMatch(/row-level security/);
    // The same statement as the owner is allowed.
    await t.db.db
      .transaction(async (tx) => {
        await applyClaims(tx, { role: 'authenticated', claims: { sub: owner.id } });
        await tx.execute(
          sql`insert into public.counter_settings (business_id, custody_limit_minor) values (${owner.businessId}, 1)
            on conflict (business_id) do update set custody_limit_minor = 1`,
        );
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
  });
});

describe('the envelope', () => {
  it('is a PDF whose bar code and QR code read back as the job number, in each size', async () => {
    const job = await takeIn(owner);
    for (const size of ['a6', 'dl', 'c6']) {
      const res = await send(owner, `/v1/repairs/${job.id}/ticket.pdf?size=${size}`, undefined, 'GET');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const parsed = await parsePdf(bytes);
      for (const text of [
        job.number as string,
        'Zoë Lefèvre',
        'Mise à taille +2',
        '2 500,00 £',
        'TICKET DE DÉPÔT',
      ]) {
        expect(parsed.text, text).toContain(text);
      }
      const read = (await pdfImages(bytes)).map(readBarcode);
      expect(read).toContainEqual({ format: 'code128', text: job.number });
      expect(read).toContainEqual({ format: 'qr', text: job.number });
    }
    expect((await send(owner, `/v1/repairs/${job.id}/ticket.pdf?size=a4`, undefined, 'GET')).status).toBe(
      422,
    );
  });

  it("prints the shop's own terms once set (owner and admin), and the default text when cleared", async () => {
    const job = await takeIn(owner);
    const ticketText = async () =>
      (
        await parsePdf(
          new Uint8Array(
            await (await send(owner, `/v1/repairs/${job.id}/ticket.pdf`, undefined, 'GET')).arrayBuffer(),
          ),
        )
      ).text.replace(/\s+/g, ' ');
    expect(await ticketText()).toContain('Conditions : la pièce est rendue au porteur');

    const terms = 'Pièces gardées 6 mois. Garantie 1 an sur la main-d’œuvre. Atelier Dupont, 12 rue du Bac.';
    const limitBefore = (await json(await send(owner, '/v1/custody', undefined, 'GET'))).limitMinor;
    const set = await json(await send(owner, '/v1/custody', { terms: `  ${terms}  ` }, 'PATCH'));
    // The terms alone: the limit is kept.
    expect(set).toMatchObject({ terms, limitMinor: limitBefore });
    expect(await ticketText()).toContain('Garantie 1 an sur la main-d’œuvre');
    expect(await ticketText()).not.toContain('Conditions : la pièce est rendue');

    expect((await send(staff, '/v1/custody', { terms: 'Autre' }, 'PATCH', owner.businessId)).status).toBe(
      403,
    );
    const long = await send(owner, '/v1/custody', { terms: 'x'.repeat(601) }, 'PATCH');
    expect(long.status).toBe(422);
    expect(((await json(long)).error as Json).fields).toHaveProperty('terms');

    expect(await json(await send(owner, '/v1/custody', { terms: '' }, 'PATCH'))).toMatchObject({
      terms: null,
    });
    expect(await ticketText()).toContain('Conditions : la pièce est rendue au porteur');
  });
});

describe('two staff collecting the same job at once', () => {
  it('lets one succeed and answers the other 409', async () => {
    const job = await takeIn(owner, { depositMinor: 0, work: [], quoteMinor: 0 });
    expect((await move(owner, job.id, { stage: 'ready' })).status).toBe(200);
    const answers = await Promise.all([
      send(owner, `/v1/repairs/${job.id}/collect`, { signature: signature() }),
      send(staff, `/v1/repairs/${job.id}/collect`, { signature: signature() }, 'POST', owner.businessId),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await json(refused)).error as Json).code).toBe('invalid_stage_move');
    const final = await json(await send(owner, `/v1/repairs/${job.id}`, undefined, 'GET'));
    expect((final.events as Json[]).filter((e) => e.kind === 'collected')).toHaveLength(1);
  });
});

describe('roles', () => {
  it('lets staff take in and move jobs, but not see declared-value totals nor set the limit', async () => {
    const job = await takeIn(staff, {}, owner.businessId);
    expect((await move(staff, job.id, { stage: 'bench' }, owner.businessId)).status).toBe(200);
    const seen = await json(await send(staff, '/v1/custody', undefined, 'GET', owner.businessId));
    expect(seen.count).toEqual(expect.any(Number));
    expect(seen.count).toBeGreaterThan(0);
    expect(seen.declaredValueMinor).toBeNull();
    expect(seen.limitMinor).toBeNull();
    expect((seen.overdue as Json[]).every((o) => o.declaredValueMinor === null)).toBe(true);
    expect((await send(staff, '/v1/custody', { limitMinor: 100 }, 'PATCH', owner.businessId)).status).toBe(
      403,
    );

    const set = await json(await send(owner, '/v1/custody', { limitMinor: 100_000 }, 'PATCH'));
    expect(set).toMatchObject({ limitMinor: 100_000, overLimit: true });
    expect(set.declaredValueMinor).toEqual(expect.any(Number));
  });
});

describe('isolation', () => {
  it("answers 404 for another business's job and 422 for its client or photos", async () => {
    const theirs = await takeIn(other);
    for (const [path, method, body] of [
      [`/v1/repairs/${theirs.id}`, 'GET', undefined],
      [`/v1/repairs/${theirs.id}`, 'PATCH', { conditionNotes: 'x' }],
      [`/v1/repairs/${theirs.id}/stage`, 'POST', { stage: 'bench' }],
      [`/v1/repairs/${theirs.id}/collect`, 'POST', { signature: signature() }],
      [`/v1/repairs/${theirs.id}/ticket.pdf`, 'GET', undefined],
    ] as const) {
      expect((await send(owner, path, body, method)).status, `${method} ${path}`).toBe(404);
    }
    const list = await json(await send(owner, `/v1/repairs?q=${theirs.number}`, undefined, 'GET'));
    expect((list.items as Json[]).map((r) => r.id)).not.toContain(theirs.id);

    const theirClient = (theirs.client as Json).id;
    const withClient = await send(owner, '/v1/repairs', {
      ...resize(),
      client: undefined,
      clientId: theirClient,
    });
    expect(withClient.status).toBe(422);
    expect(((await json(withClient)).error as Json).fields).toHaveProperty('clientId');
    const theirPhoto = await uploadPhoto(other, [1, 2, 3]);
    const withPhoto = await send(owner, '/v1/repairs', resize({ photoFileIds: [theirPhoto] }));
    expect(withPhoto.status).toBe(422);
  });
});

describe('valuations', () => {
  it('numbers a valuation, invoices its fee, and keeps v1 when v2 supersedes it', async () => {
    const job = await takeIn(owner);
    const clientId = (job.client as Json).id;
    const photo = await uploadPhoto(owner, [220, 200, 60]);
    const body = {
      clientId,
      repairId: job.id,
      description: 'Bague solitaire, or jaune 18 ct',
      metal: { type: 'or jaune', fineness: '750', weightGrams: 4.2, hallmarks: 'tête d’aigle' },
      stones: [
        {
          kind: 'diamant',
          count: 1,
          shape: 'rond brillant',
          caratWeight: 0.52,
          measurements: '5,15 × 5,18 × 3,2 mm',
          colour: 'G',
          clarity: 'VS1',
          cut: 'Excellent',
        },
      ],
      replacementValueMinor: 450_000,
      valuerName: 'Marie Dupont',
      signature: signature(),
      validUntil: '2099-06-30',
      photoFileIds: [photo],
      feeMinor: 7_500,
    };
    const v1res = await send(owner, '/v1/valuations', body);
    expect(v1res.status, await v1res.clone().text()).toBe(201);
    const v1 = await json(v1res);
    expect(v1).toMatchObject({ number: `VAL-${year}-001`, version: 1, current: true, feeMinor: 7_500 });
    expect(v1.invoiceId).toEqual(expect.any(String));
    const invoice = await json(await send(owner, `/v1/invoices/${v1.invoiceId}`, undefined, 'GET'));
    expect(invoice).toMatchObject({ clientName: 'Zoë Lefèvre', status: 'draft' });

    const v2res = await send(owner, '/v1/valuations', {
      ...body,
      supersedesId: v1.id,
      replacementValueMinor: 480_000,
      feeMinor: 0,
    });
    expect(v2res.status, await v2res.clone().text()).toBe(201);
    const v2 = await json(v2res);
    expect(v2).toMatchObject({ number: v1.number, version: 2, supersedesId: v1.id, current: true });

    const list = await json(await send(owner, `/v1/valuations?clientId=${clientId}`, undefined, 'GET'));
    const byId = new Map((list.items as Json[]).map((v) => [v.id, v]));
    expect(byId.get(v1.id)).toMatchObject({ current: false, supersededById: v2.id });
    expect(byId.get(v2.id)).toMatchObject({ current: true, supersededById: null });
    const again = await send(owner, '/v1/valuations', { ...body, supersedesId: v1.id, feeMinor: 0 });
    expect(again.status).toBe(409);

    const pdf = await send(owner, `/v1/valuations/${v2.id}/certificate.pdf`, undefined, 'GET');
    expect(pdf.status).toBe(200);
    const parsed = await parsePdf(new Uint8Array(await pdf.arrayBuffer()));
    for (const text of [
      v1.number as string,
      'version 2',
      'remplace la version 1',
      'Marie Dupont',
      'VS1',
      '4 800,00 £',
      'Zoë Lefèvre',
    ]) {
      expect(parsed.text, text).toContain(text);
    }
    // The photo and the valuer's signature.
    expect(parsed.images).toBeGreaterThanOrEqual(2);
  });

  it('refuses a fee from staff, and another business’s client or job', async () => {
    const job = await takeIn(owner);
    const clientId = (job.client as Json).id;
    const base = { clientId, description: 'Chaîne', replacementValueMinor: 10_000, valuerName: 'Staff' };
    expect(
      (await send(staff, '/v1/valuations', { ...base, feeMinor: 1_000 }, 'POST', owner.businessId)).status,
    ).toBe(403);
    expect((await send(staff, '/v1/valuations', base, 'POST', owner.businessId)).status).toBe(201);
    const theirs = await takeIn(other);
    expect(
      (await send(owner, '/v1/valuations', { ...base, clientId: (theirs.client as Json).id })).status,
    ).toBe(422);
    expect((await send(owner, '/v1/valuations', { ...base, repairId: theirs.id })).status).toBe(422);
  });
});
