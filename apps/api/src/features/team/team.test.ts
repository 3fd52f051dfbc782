import { randomUUID } from 'node:crypto';
import { authUsers, memberships } from '@carat/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '#api/mail/mailer.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Json = any;
const json = async (res: Response | Promise<Response>): Promise<Json> => (await res).json();

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const as = (user: TestUser, businessId = user.businessId) => ({
  token: user.token,
  headers: { 'x-business-id': businessId },
});

async function invite(owner: TestUser, email: string, role: 'admin' | 'staff' = 'staff') {
  return t.request('/v1/team/invitations', { method: 'POST', ...as(owner), body: { email, role } });
}

/** Delivers what was queued and hands back the mails sent to `to` since the last call. */
async function mailsTo(to: string): Promise<MailMessage[]> {
  await t.deps.jobs.drain('email.send');
  const mine = t.deps.mailer.outbox.filter((m) => m.to === to);
  for (const m of mine) t.deps.mailer.outbox.splice(t.deps.mailer.outbox.indexOf(m), 1);
  return mine;
}

const tokenIn = (mail: MailMessage) => /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';

/** An account signing up from an invitation link (the dashboard puts the token in the metadata). */
async function signUpInvited(email: string, invitation: string): Promise<TestUser> {
  const id = randomUUID();
  await t.db.db
    .insert(authUsers)
    .values({ id, email, rawUserMetaData: { full_name: 'Invited', invitation } });
  return { id, email, businessId: '', token: await t.token(id, { email }) };
}

describe('invitations', () => {
  it('emails a link; a new account from it gets no business, accepts and works as staff', async () => {
    const owner = await t.createUser('Inviting Owner', { plan: 'DIAMOND' });
    const email = `new-${randomUUID().slice(0, 6)}@example.com`;
    const res = await invite(owner, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email, role: 'staff', status: 'pending' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^Invitation à rejoindre /);
    const token = tokenIn(mail!);
    expect(token).toHaveLength(43);
    // Only the hash is stored.
    const { rows } = await t.db.pool.query(
      'select token_hash from public.team_invitations where email = $1',
      [email],
    );
    expect(rows[0].token_hash).not.toContain(token);

    const preview = await t.request(`/v1/invitations/${token}`);
    expect(await preview.json()).toMatchObject({ email, role: 'staff', status: 'pending' });

    const invited = await signUpInvited(email, token);
    expect(await t.db.db.select().from(memberships).where(eq(memberships.userId, invited.id))).toEqual([]);
    expect((await t.request('/v1/businesses', { token: invited.token })).status).toBe(200);

    const accepted = await t.request(`/v1/invitations/${token}/accept`, {
      method: 'POST',
      token: invited.token,
    });
    expect(accepted.status).toBe(200);
    const mine = await json(t.request('/v1/businesses', { token: invited.token }));
    expect(mine.businesses).toEqual([expect.objectContaining({ id: owner.businessId, role: 'staff' })]);

    // Staff: clients yes; the team, invoices, billing-like areas no.
    expect((await t.request('/v1/clients', { token: invited.token })).status).toBe(200);
    expect((await t.request('/v1/team', { token: invited.token })).status).toBe(403);
    expect((await t.request('/v1/invoice-settings', { token: invited.token })).status).toBe(403);
    // The link works once.
    const again = await t.request(`/v1/invitations/${token}/accept`, {
      method: 'POST',
      token: invited.token,
    });
    expect(again.status).toBe(410);
    // Used: the link no longer says whom it was for.
    expect(await json(t.request(`/v1/invitations/${token}`))).toMatchObject({
      email: null,
      status: 'accepted',
    });
  });

  it('refuses another address, records a decline and tells the owner', async () => {
    const owner = await t.createUser('Declined Owner', { plan: 'DIAMOND' });
    const email = `decline-${randomUUID().slice(0, 6)}@example.com`;
    await invite(owner, email);
    const token = tokenIn((await mailsTo(email))[0]!);
    const stranger = await t.createUser('Stranger', { plan: null });
    const wrong = await t.request(`/v1/invitations/${token}/accept`, {
      method: 'POST',
      token: stranger.token,
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invitation_email_mismatch' } });

    expect((await t.request(`/v1/invitations/${token}/decline`, { method: 'POST' })).status).toBe(204);
    const told = await mailsTo(owner.email);
    expect(told.map((m) => m.subject)).toContain(`${email} a décliné votre invitation`);
    const list = await json(t.request('/v1/team/invitations', as(owner)));
    expect(list.items).toEqual([expect.objectContaining({ email, status: 'declined' })]);
  });

  it('counts pending invitations as seats, frees them on revoke, and replaces the link on resend', async () => {
    const owner = await t.createUser('Moissanite Owner', { plan: 'MOISSANITE' });
    const first = await invite(owner, 'first@example.com');
    expect(first.status).toBe(201);
    const refused = await invite(owner, 'second@example.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'seat_limit', details: { limit: '2', used: '2' } },
    });

    const { id } = await json(first);
    const oldToken = tokenIn((await mailsTo('first@example.com'))[0]!);
    const resent = await t.request(`/v1/team/invitations/${id}/resend`, { method: 'POST', ...as(owner) });
    expect(resent.status).toBe(200);
    const newToken = tokenIn((await mailsTo('first@example.com'))[0]!);
    expect(newToken).not.toBe(oldToken);
    expect((await t.request(`/v1/invitations/${oldToken}`)).status).toBe(404);

    expect((await t.request(`/v1/team/invitations/${id}`, { method: 'DELETE', ...as(owner) })).status).toBe(
      204,
    );
    expect((await t.request(`/v1/invitations/${newToken}`)).status).toBe(200);
    expect(await json(t.request(`/v1/invitations/${newToken}`))).toMatchObject({
      status: 'revoked',
      email: null,
    });
    expect((await invite(owner, 'second@example.com')).status).toBe(201);
  });

  it('keeps everyone after a downgrade below the seats in use, but invites no one', async () => {
    const owner = await t.createUser('Downgraded Owner', { plan: 'DIAMOND' });
    const staff = await t.createUser('Kept Staff', { plan: null });
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
    await t.db.pool.query(`update public.billing_subscriptions set plan = 'SILVER' where user_id = $1`, [
      owner.id,
    ]);
    const team = await json(t.request('/v1/team', as(owner)));
    expect(team.seats).toEqual({ used: 2, members: 2, limit: 1 });
    expect((await t.request('/v1/clients', as(staff, owner.businessId))).status).toBe(200);
    const refused = await invite(owner, 'more@example.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'seat_limit' } });
  });
});

describe('members', () => {
  async function teamOf(plan: 'DIAMOND' = 'DIAMOND') {
    const owner = await t.createUser('Team Owner', { plan });
    const admin = await t.createUser('Team Admin', { plan: null });
    const staff = await t.createUser('Team Staff', { plan: null });
    await t.db.db.insert(memberships).values([
      { businessId: owner.businessId, userId: admin.id, role: 'admin' },
      { businessId: owner.businessId, userId: staff.id, role: 'staff' },
    ]);
    return { owner, admin, staff };
  }

  it('lets an admin change a staff role but never touch the owner; removal ends access at once', async () => {
    const { owner, admin, staff } = await teamOf();
    const patch = (who: TestUser, userId: string, role: string) =>
      t.request(`/v1/team/members/${userId}`, {
        method: 'PATCH',
        ...as(who, owner.businessId),
        body: { role },
      });
    expect((await patch(staff, admin.id, 'staff')).status).toBe(403);
    expect((await patch(admin, staff.id, 'admin')).status).toBe(200);
    expect((await patch(admin, owner.id, 'staff')).status).toBe(403);
    const team = await json(t.request('/v1/team', as(owner)));
    expect(team.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'admin']);
    expect(team.members[1].email).toBe(admin.email);

    const removed = await t.request(`/v1/team/members/${staff.id}`, {
      method: 'DELETE',
      ...as(admin, owner.businessId),
    });
    expect(removed.status).toBe(200);
    expect((await t.request('/v1/clients', as(staff, owner.businessId))).status).toBe(404);
  });

  it('lets a member leave, but not the owner, who transfers ownership to a subscribed member', async () => {
    const { owner, admin, staff } = await teamOf();
    expect(
      (await t.request('/v1/team/leave', { method: 'POST', ...as(staff, owner.businessId) })).status,
    ).toBe(204);
    expect((await t.request('/v1/clients', as(staff, owner.businessId))).status).toBe(404);
    const refused = await t.request('/v1/team/leave', { method: 'POST', ...as(owner) });
    expect(await refused.json()).toMatchObject({ error: { code: 'owner_cannot_leave' } });

    const transfer = (userId: string) =>
      t.request('/v1/team/ownership', { method: 'POST', ...as(owner), body: { userId } });
    expect((await transfer(admin.id)).status).toBe(409);
    await t.db.pool.query(
      `insert into public.billing_subscriptions (id, user_id, stripe_customer_id, status, plan, interval, current_period_end)
       values ($1, $2, $3, 'active', 'DIAMOND', 'monthly', now() + interval '30 days')`,
      [`sub_${admin.id}`, admin.id, `cus_${admin.id}`],
    );
    expect((await transfer(admin.id)).status).toBe(200);
    const team = await json(t.request('/v1/team', as(admin, owner.businessId)));
    expect(team.members.find((m: { userId: string }) => m.userId === admin.id).role).toBe('owner');
    expect(team.members.find((m: { userId: string }) => m.userId === owner.id).role).toBe('admin');
    // The former owner, now an admin, has lost billing-level areas.
    expect((await t.request('/v1/payments/account', as(owner))).status).toBe(403);
  });

  it('records who changed an order in the activity log, shown to owners and admins only', async () => {
    const { owner, admin, staff } = await teamOf();
    const created = await t.request('/v1/orders', {
      method: 'POST',
      ...as(staff, owner.businessId),
      body: { client: { name: 'Léa Martin' }, item: 'Bague solitaire', price: 1200 },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const log = await json(t.request('/v1/activity', as(admin, owner.businessId)));
    expect(log.items[0]).toMatchObject({
      entity: 'order',
      action: 'created',
      actor: { id: staff.id, name: 'Team Staff' },
      detail: { name: 'Bague solitaire' },
    });
    expect((await t.request('/v1/activity', as(staff, owner.businessId))).status).toBe(403);
    // The order's own timeline names the member too, for everyone of the business.
    const { id } = await json(created);
    const detail = await json(t.request(`/v1/orders/${id}`, as(staff, owner.businessId)));
    expect(detail.events[0]).toMatchObject({ kind: 'created', actorName: 'Team Staff' });
  });
});

describe('the subscription check', () => {
  it('says a team member works under the owner’s plan', async () => {
    const owner = await t.createUser('Plan Owner', { plan: 'DIAMOND' });
    const staff = await t.createUser('Plan Staff', { plan: null });
    const check = async () =>
      json(t.request('/functions/v1/check-subscription', { method: 'POST', token: staff.token, body: {} }));
    expect(await check()).toMatchObject({ subscribed: false });
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
    t.deps.entitlements.forget(staff.id);
    expect(await check()).toMatchObject({ subscribed: true });
  });
});

describe('what staff may not do', () => {
  let owner: TestUser;
  let staff: TestUser;
  const png = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

  beforeAll(async () => {
    owner = await t.createUser('Staff Limits Owner', { plan: 'DIAMOND' });
    staff = await t.createUser('Staff Limits Staff', { plan: null });
    await t.db.db
      .insert(memberships)
      .values({ businessId: owner.businessId, userId: staff.id, role: 'staff' });
  });

  it("neither deletes nor uploads the owner's invoice logo", async () => {
    const upload = (user: TestUser, kind = 'logo') =>
      t.app.request(`/v1/files?kind=${kind}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.token}`,
          'x-business-id': owner.businessId,
          'content-type': 'image/png',
        },
        body: png,
      });
    const logo = await upload(owner);
    expect(logo.status).toBe(201);
    const { id } = await json(logo);
    const refused = await t.request(`/v1/files/${id}`, { method: 'DELETE', ...as(staff, owner.businessId) });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.request(`/v1/files/${id}`, as(owner))).status).toBe(200);
    expect((await upload(staff)).status).toBe(403);
    // A reference image (an order's) is staff's work: uploaded and deleted.
    const reference = await upload(staff, 'reference');
    expect(reference.status).toBe(201);
    const ref = await json(reference);
    expect(
      (await t.request(`/v1/files/${ref.id}`, { method: 'DELETE', ...as(staff, owner.businessId) })).status,
    ).toBe(204);
  });

  it('sees no revenue tile (paid invoices) on the home, the owner does', async () => {
    const mine = await json(t.request('/v1/dashboard/stats', as(owner)));
    expect(mine.revenue).toMatchObject({ value: expect.any(Number) });
    const theirs = await json(t.request('/v1/dashboard/stats', as(staff, owner.businessId)));
    expect(theirs.revenue).toBeNull();
    expect(theirs.orders).toMatchObject({ value: expect.any(Number) });
    expect((await t.request('/v1/invoices', as(staff, owner.businessId))).status).toBe(403);
  });

  it("is refused an order's pay link (403) before any payment account check", async () => {
    const created = await t.request('/v1/orders', {
      method: 'POST',
      ...as(owner),
      body: { client: { name: 'Pay Link Client' }, item: 'Ring', price: '1200', deposit: '300' },
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const res = await t.request(`/v1/orders/${id}/payment-link`, {
      method: 'POST',
      ...as(staff, owner.businessId),
      body: { kind: 'deposit' },
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: { code: 'forbidden' } });
    // The owner, without an account, is told so.
    const ownerRes = await t.request(`/v1/orders/${id}/payment-link`, {
      method: 'POST',
      ...as(owner),
      body: { kind: 'deposit' },
    });
    expect(ownerRes.status).toBe(409);
  });
});
