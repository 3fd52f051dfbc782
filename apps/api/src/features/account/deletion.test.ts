import { memberships } from '@carat/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ANON_KEY } from '#api/config.ts';
import { carryOutAccountDeletion, carryOutOverdueDeletions } from '#api/features/account/deletion.ts';
import { deletionSubject } from '#api/features/account/deletion-subject.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { datedRows } from '#test/testing-rows.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.deps.sandbox?.settled();
  await t?.close();
});

const PASSWORD = 'a sound password';
/** The deletion job's scope, at a given instant. */
const jobAt = (now: Date) => systemScopeOf(t.deps, { now });
const DAY = 86_400_000;
let counter = 0;

interface Status {
  status: 'none' | 'scheduled';
  requestedAt: string | null;
  scheduledFor: string | null;
  businesses: { id: string; name: string }[];
}

const auth = (path: string, body: unknown) =>
  t.app.request(`/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: DEVELOPMENT_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A jeweller signed up through the embedded provider: they have a password and can sign in. */
async function signUp(name: string): Promise<TestUser> {
  const email = `deletion-${Date.now().toString(36)}-${++counter}@example.test`;
  const res = await auth('/signup', { email, password: PASSWORD, data: { full_name: name } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  const [m] = await t.db.db.select().from(memberships).where(eq(memberships.userId, body.user.id));
  return { id: body.user.id, email, businessId: m!.businessId, token: body.access_token };
}

/** Checkout on the sandbox, paid with the test card, synced by the return's session id. */
async function subscribe(user: TestUser, priceId = 'price_diamond_monthly_usd'): Promise<string> {
  const checkout = await t.request('/functions/v1/create-checkout', {
    method: 'POST',
    token: user.token,
    body: { priceId },
  });
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = url.split('/checkout/')[1]!;
  await t.deps.sandbox!.payCheckoutSession(sessionId, '4242 4242 4242 4242');
  const check = await t.request('/functions/v1/check-subscription', {
    method: 'POST',
    token: user.token,
    body: { session_id: sessionId },
  });
  expect(await check.json()).toMatchObject({ subscribed: true });
  return t.deps.sandbox!.checkoutSession(sessionId).subscription!;
}

const deletion = {
  status: async (user: TestUser, headers?: Record<string, string>) => {
    const res = await t.request('/v1/account/deletion', { token: user.token, headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Status;
  },
  request: (user: TestUser, password: unknown = PASSWORD, headers?: Record<string, string>) =>
    t.request('/v1/account/deletion', { method: 'POST', token: user.token, body: { password }, headers }),
  cancel: (user: TestUser) => t.request('/v1/account/deletion', { method: 'DELETE', token: user.token }),
};

async function requestRow(userId: string) {
  const { rows } = await t.db.pool.query<{
    id: string;
    scheduled_for: Date;
    canceled_subscription_ids: string[];
  }>(
    'select id, scheduled_for, canceled_subscription_ids from public.account_deletion_requests where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

async function job(id: string) {
  const { rows } = await t.db.pool.query<{ state: string; start_after: Date; data: unknown }>(
    `select state, start_after, data from pgboss.job where name = 'account.delete' and id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

async function mailsTo(address: string) {
  await t.deps.jobs.drain('email.send');
  return t.deps.mailer.outbox.filter((m) => m.to === address);
}

const count = async (table: string, column: string, value: string) => {
  const { rows } = await t.db.pool.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${column} = $1`,
    [value],
  );
  return rows[0]!.n;
};

/** A real 1 × 1 PNG (uploads are decoded and written again: ADR 045). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
async function upload(user: TestUser, kind = 'reference') {
  const res = await t.app.request(`/v1/files?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return `${user.businessId}/${id}`;
}

/** A catalogue photo of a new piece: its six stored sizes' keys. */
async function uploadProductPhoto(user: TestUser): Promise<string[]> {
  const created = await t.request('/v1/products', {
    method: 'POST',
    token: user.token,
    body: { nameFr: 'Bague photographiée', category: 'RINGS', priceMinor: 120_000 },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b08d3c' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'ring.jpg');
  const res = await t.app.request(`/v1/products/${id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const { rows } = await t.db.pool.query<{ key: string }>(
    `select v->>'key' as key from public.product_images, jsonb_array_elements(variants) v where product_id = $1`,
    [id],
  );
  expect(rows).toHaveLength(6);
  return rows.map((r) => r.key);
}

describe('asking for the deletion', () => {
  it('refuses a missing or wrong password, and records nothing', async () => {
    const user = await signUp('Wrong Password');
    const missing = await deletion.request(user, '');
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: { fields: { password: 'Mot de passe requis' } } });

    const wrong = await deletion.request(user, 'not the password');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      error: { code: 'invalid_password', fields: { password: 'Mot de passe incorrect' } },
    });
    expect(await requestRow(user.id)).toBeNull();
    expect((await deletion.status(user)).status).toBe('none');
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('schedules it within the 30 days (29 days ahead): one job, the subscription set to end at its period’s end, an email', async () => {
    const user = await signUp('Leaving Jeweller');
    const subscriptionId = await subscribe(user);
    const before = Date.now();
    const res = await deletion.request(user);
    expect(res.status).toBe(200);
    const status = (await res.json()) as Status;
    expect(status).toMatchObject({ status: 'scheduled', businesses: [{ id: user.businessId }] });
    const scheduledFor = Date.parse(status.scheduledFor!);
    expect(scheduledFor - before).toBeGreaterThanOrEqual(29 * DAY);
    expect(scheduledFor - Date.now()).toBeLessThanOrEqual(29 * DAY);

    const row = (await requestRow(user.id))!;
    expect(row.canceled_subscription_ids).toEqual([subscriptionId]);
    const queued = (await job(row.id))!;
    expect(queued.state).toBe('created');
    expect(queued.start_after.getTime()).toBe(scheduledFor);
    // The job carries the request's id, nothing that names the person.
    expect(queued.data).toEqual({ requestId: row.id });

    // No refund, access until the period's end: Stripe ends it then, and our rows say so.
    const subscription = t.deps.sandbox!.subscription(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const summary = await (await t.request('/billing/summary', { token: user.token })).json();
    expect(summary).toMatchObject({ subscribed: true, status: 'active' });
    expect((summary as { cancelAt: string | null }).cancelAt).not.toBeNull();

    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/^Suppression de votre compte Carat prévue le \d{1,2} \S+ \d{4}$/);
    expect(mail!.text).toContain('Annuler la suppression');
    expect(mail!.text).toContain('sans remboursement');

    // A second request changes nothing: same request, same single job, no second email.
    const again = await deletion.request(user);
    expect(await again.json()).toEqual(status);
    const { rows } = await t.db.pool.query(
      `select id from pgboss.job where name = 'account.delete' and singleton_key = $1`,
      [`account:${user.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);

    // Somebody else sees nothing of it.
    const other = await t.createUser('Bystander');
    expect((await deletion.status(other)).status).toBe('none');
    expect((await deletion.cancel(user)).status).toBe(200);
  });

  it('asks for the second factor too when two-factor authentication is on', async () => {
    const user = await signUp('Two Factors');
    await t.db.pool.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
       values (gen_random_uuid(), $1, 'Carat', 'totp', 'verified', now(), now())`,
      [user.id],
    );
    const aal1 = await deletion.request(user);
    expect(aal1.status).toBe(403);
    expect(await aal1.json()).toMatchObject({ error: { code: 'mfa_required' } });
    expect(await requestRow(user.id)).toBeNull();
    const aal2 = { ...user, token: await t.token(user.id, { email: user.email, aal: 'aal2' }) };
    expect((await deletion.request(aal2)).status).toBe(200);
    expect((await deletion.cancel(aal2)).status).toBe(200);
  });

  it('is open without a subscription, like the data export', async () => {
    const user = await signUp('Never Subscribed');
    expect((await t.request('/v1/clients', { token: user.token })).status).toBe(402);
    expect((await deletion.status(user)).status).toBe('none');
    const res = await deletion.request(user);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Status).status).toBe('scheduled');
    expect((await deletion.cancel(user)).status).toBe(200);
  });
});

describe('cancelling the deletion', () => {
  it('cancels the job, resumes the subscription it had ended, and says so by email', async () => {
    const user = await signUp('Changed Mind');
    const subscriptionId = await subscribe(user);
    await deletion.request(user);
    const row = (await requestRow(user.id))!;

    const res = await deletion.cancel(user);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'none', requestedAt: null, scheduledFor: null });
    expect((await job(row.id))!.state).toBe('cancelled');
    expect(await requestRow(user.id)).toBeNull();
    expect(t.deps.sandbox!.subscription(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
    const summary = (await (await t.request('/billing/summary', { token: user.token })).json()) as {
      cancelAt: string | null;
    };
    expect(summary.cancelAt).toBeNull();
    // The two emails (the queue does not promise their order).
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Suppression de votre compte Carat prévue le /),
        'La suppression de votre compte Carat est annulée',
      ]),
    );

    // The job of a cancelled request does nothing, even past its date.
    expect(await carryOutAccountDeletion(jobAt(new Date(Date.now() + 31 * DAY)), { requestId: row.id })).toBe(
      'nothing-to-do',
    );
    expect(await count('auth.users', 'id', user.id)).toBe(1);

    // Asking again makes a new request and a new job (the cancelled one stays cancelled).
    await deletion.request(user);
    const second = (await requestRow(user.id))!;
    expect(second.id).not.toBe(row.id);
    expect((await job(second.id))!.state).toBe('created');
    expect((await deletion.cancel(user)).status).toBe(200);
  });

  it('leaves alone a subscription the jeweller had already cancelled in the portal', async () => {
    const user = await signUp('Already Leaving');
    const subscriptionId = await subscribe(user);
    await t.deps.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await deletion.request(user);
    expect((await requestRow(user.id))!.canceled_subscription_ids).toEqual([]);
    await deletion.cancel(user);
    expect(t.deps.sandbox!.subscription(subscriptionId).cancel_at_period_end).toBe(true);
  });

  it('is refused once the date has come (the job may be deleting)', async () => {
    const user = await signUp('Too Late');
    await deletion.request(user);
    await t.db.pool.query(
      `update public.account_deletion_requests
          set requested_at = now() - interval '31 days', scheduled_for = now() - interval '1 day'
        where user_id = $1`,
      [user.id],
    );
    const res = await deletion.cancel(user);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'deletion_in_progress' } });
    expect(await requestRow(user.id)).not.toBeNull();
    await t.db.pool.query('delete from public.account_deletion_requests where user_id = $1', [user.id]);
  });
});

describe('the deletion job', () => {
  it('at the date, deletes the business, its files, the Stripe customer and the account; nobody else’s', async () => {
    const owner = await signUp('Maison Closing');
    const subscriptionId = await subscribe(owner);
    const customerId = t.deps.sandbox!.subscription(subscriptionId).customer;
    const rows = datedRows(t);
    const clientId = await rows.client(owner, new Date());
    await rows.order(owner, new Date(), { clientId });
    await rows.appointment(owner, new Date(Date.now() + 3 * DAY));
    await rows.product(owner, 'Bague solitaire');
    await rows.review(owner, 5);
    await rows.invoice(owner, new Date(), 120_000);
    // An issued invoice with its lines: the guard lets it go only with its business.
    const { rows: draft } = await t.db.pool.query<{ id: string }>(
      `insert into public.invoices (business_id, client_name, due_date) values ($1, 'Ada', current_date + 30) returning id`,
      [owner.businessId],
    );
    await t.db.pool.query(
      `insert into public.invoice_lines (business_id, invoice_id, position, description, quantity, unit_price_minor, net_minor, vat_minor)
       values ($1, $2, 0, 'Ring', 1, 1000, 1000, 200)`,
      [owner.businessId, draft[0]!.id],
    );
    await t.db.pool.query(
      `update public.invoices set status = 'sent', number = 'INV-2026-0900', issue_date = current_date,
         subtotal_minor = 1000, vat_minor = 200, total_minor = 1200, issued_at = now(), sent_at = now()
        where id = $1`,
      [draft[0]!.id],
    );
    const ownerFiles = [await upload(owner, 'logo'), await upload(owner)];
    const photoKeys = await uploadProductPhoto(owner);
    for (const key of photoKeys) expect(await t.deps.storage.get(key)).not.toBeNull();

    // A staff member of the business keeps their own account; a stranger keeps everything.
    const staff = await signUp('Staff Member');
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
    const stranger = await t.createUser('Maison Staying');
    await rows.client(stranger, new Date());
    const strangerFile = await upload(stranger);

    await deletion.request(owner);
    const request = (await requestRow(owner.id))!;
    const storage = t.deps.storage;

    // Before the date: nothing happens.
    expect(await carryOutAccountDeletion(jobAt(new Date()), { requestId: request.id })).toBe('not-due');
    expect(await count('public.businesses', 'id', owner.businessId)).toBe(1);

    const at = new Date(request.scheduled_for.getTime() + 60_000);
    expect(await carryOutAccountDeletion(jobAt(at), { requestId: request.id })).toBe('deleted');
    await t.deps.sandbox!.settled();

    for (const table of [
      'public.clients',
      'public.orders',
      'public.invoices',
      'public.invoice_lines',
      'public.appointments',
      'public.products',
      'public.reviews',
      'public.files',
      'public.memberships',
      'public.showroom_settings',
    ]) {
      expect(await count(table, 'business_id', owner.businessId), table).toBe(0);
    }
    expect(await count('public.businesses', 'id', owner.businessId)).toBe(0);
    for (const key of ownerFiles) expect(await storage.get(key)).toBeNull();
    for (const key of photoKeys) expect(await storage.get(key), key).toBeNull();

    for (const [table, column] of [
      ['auth.users', 'id'],
      ['auth.sessions', 'user_id'],
      ['public.profiles', 'user_id'],
      ['public.billing_customers', 'user_id'],
      ['public.billing_subscriptions', 'user_id'],
      ['public.account_deletion_requests', 'user_id'],
    ] as const) {
      expect(await count(table, column, owner.id), table).toBe(0);
    }
    expect(await count('auth.refresh_tokens', 'user_id', owner.id)).toBe(0);
    expect(await t.deps.stripe.customers.retrieve(customerId)).toMatchObject({ deleted: true });
    expect(t.deps.sandbox!.subscription(subscriptionId).status).toBe('canceled');

    // What is left: an anonymous record of the deletion.
    const { rows: trail } = await t.db.pool.query(
      'select * from public.account_deletions_completed where subject_hash = $1',
      [deletionSubject(owner.id)],
    );
    expect(trail).toHaveLength(1);
    // Two uploaded files and the six sizes of one catalogue photo.
    expect(trail[0]).toMatchObject({ businesses_deleted: 1, files_deleted: 8 });
    expect(JSON.stringify(trail[0])).not.toContain(owner.email);
    expect(JSON.stringify(trail[0])).not.toContain(owner.id);

    // The account can no longer sign in, and its old token reaches nothing.
    const signIn = await auth('/token?grant_type=password', { email: owner.email, password: PASSWORD });
    expect(signIn.status).toBe(400);
    expect((await t.request('/v1/account/deletion', { token: owner.token })).status).toBe(403);

    // The staff member lost only the membership; the stranger lost nothing.
    expect(await count('auth.users', 'id', staff.id)).toBe(1);
    expect(await count('public.businesses', 'id', staff.businessId)).toBe(1);
    expect(await count('public.memberships', 'user_id', staff.id)).toBe(1);
    expect(await count('public.clients', 'business_id', stranger.businessId)).toBe(1);
    expect(await storage.get(strangerFile)).not.toBeNull();

    // Run twice (a retry, a second worker, the daily pass): nothing more happens.
    expect(await carryOutAccountDeletion(jobAt(at), { requestId: request.id })).toBe('nothing-to-do');
    expect(await carryOutOverdueDeletions(jobAt(new Date(at.getTime() + DAY)))).toBe(0);
  });

  it('for a staff member, deletes their own business and account, not the business they work for', async () => {
    const owner = await t.createUser('Maison Employer', { plan: 'DIAMOND' });
    const staff = await signUp('Leaving Staff');
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
    const asStaff = { 'x-business-id': owner.businessId };
    // Acting for the employer's business, the staff member is told only their own business goes.
    const res = await deletion.request(staff, PASSWORD, asStaff);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Status).businesses).toEqual([
      { id: staff.businessId, name: 'Leaving Staff' },
    ]);
    const request = (await requestRow(staff.id))!;
    // The daily pass catches a due request whose own job did not run.
    const later = new Date(request.scheduled_for.getTime() + 2 * 3_600_000);
    expect(await carryOutOverdueDeletions(jobAt(later))).toBe(1);
    expect(await count('auth.users', 'id', staff.id)).toBe(0);
    expect(await count('public.businesses', 'id', staff.businessId)).toBe(0);
    expect(await count('public.businesses', 'id', owner.businessId)).toBe(1);
    expect(await count('public.memberships', 'business_id', owner.businessId)).toBe(1);
  });
});
