import { todayIn } from '@carat/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isYearlyOccasion } from '#api/features/marketing/automation-rules.ts';
import { runAutomations } from '#api/features/marketing/automations.ts';
import { AUTOMATIONS_QUEUE } from '#api/features/marketing/automations-job.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { systemScopeOf } from '#api/scope.ts';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';

let t: TestContext;
let jeweller: TestUser;
let today: string;

type Json = Record<string, unknown>;
const json = async <T = Json>(res: Response) => (await res.json()) as T;
const outboxFor = (address: string): MailMessage[] => t.deps.mailer.outbox.filter((m) => m.to === address);

async function call(user: TestUser, path: string, method: string, body?: unknown) {
  const res = await t.request(path, { method, token: user.token, ...(body ? { body } : {}) });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return json<Json & { id: string }>(res);
}

async function client(user: TestUser, body: Json, consent: boolean | 'withdrawn' = true): Promise<string> {
  const { id } = await call(user, '/v1/clients', 'POST', body);
  if (consent) await call(user, `/v1/clients/${id}/marketing-consent`, 'PUT', { consented: true });
  if (consent === 'withdrawn')
    await call(user, `/v1/clients/${id}/marketing-consent`, 'PUT', { consented: false });
  return id;
}

const run = (businessId?: string) => runAutomations(systemScopeOf(t.deps), businessId ? { businessId } : {});

/** A date in 1990 on today's month and day (a day later with `shift`), never in the future. */
const yearly = (shift = 0) => {
  const d = new Date(`1990-${today.slice(5)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + shift);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestContext();
  jeweller = await t.createUser('Maison Automne');
  const { rows } = await t.deps.db.execute<{ time_zone: string }>(
    sql`select time_zone from public.businesses where id = ${jeweller.businessId}`,
  );
  today = todayIn(new Date(), rows[0]!.time_zone);
});
afterAll(() => t?.close());

describe('isYearlyOccasion', () => {
  it('matches the month and day, and a 29 February on the 28th of a common year', () => {
    expect(isYearlyOccasion('1990-05-04', '2026-05-04')).toBe(true);
    expect(isYearlyOccasion('1990-05-04', '2026-05-05')).toBe(false);
    expect(isYearlyOccasion('1992-02-29', '2026-02-28')).toBe(true);
    expect(isYearlyOccasion('1992-02-29', '2028-02-28')).toBe(false);
    expect(isYearlyOccasion(null, '2026-02-28')).toBe(false);
  });
});

describe('marketing automations', () => {
  it('are off until switched on, per business, and say how many were sent', async () => {
    const list = await call(jeweller, '/v1/marketing/automations', 'GET');
    expect(list.automations).toEqual([
      { kind: 'birthday', enabled: false, locale: 'fr', sms: false, sentCount: 0, lastSentAt: null },
      { kind: 'anniversary', enabled: false, locale: 'fr', sms: false, sentCount: 0, lastSentAt: null },
      { kind: 'review-request', enabled: false, locale: 'fr', sms: false, sentCount: 0, lastSentAt: null },
      { kind: 're-engagement', enabled: false, locale: 'fr', sms: false, sentCount: 0, lastSentAt: null },
    ]);
    const bad = await t.request('/v1/marketing/automations/newsletter', {
      method: 'PUT',
      token: jeweller.token,
      body: { enabled: true },
    });
    expect(bad.status).toBe(422);
  });

  it('writes once per client and occasion to consenting clients only, in French or English', async () => {
    // Clients of a business created here, each with one occasion today (or none).
    await client(jeweller, { name: 'Alice Martin', email: 'alice@auto.test', birthday: yearly() });
    await client(jeweller, { name: 'Bruno Noconsent', email: 'bruno@auto.test', birthday: yearly() }, false);
    await client(
      jeweller,
      { name: 'Chloé Retrait', email: 'chloe@auto.test', birthday: yearly() },
      'withdrawn',
    );
    await client(jeweller, { name: 'Denis Demain', email: 'denis@auto.test', birthday: yearly(1) });
    await client(jeweller, { name: 'Emma Noces', email: 'emma@auto.test', anniversary: yearly() });
    const fanny = await client(jeweller, { name: 'Fanny Bijou', email: 'fanny@auto.test' });
    await call(jeweller, '/v1/orders', 'POST', {
      clientId: fanny,
      item: 'Solitaire',
      price: 1200,
      stage: 'collected',
    });
    const gaspard = await client(jeweller, { name: 'Gaspard Ancien', email: 'gaspard@auto.test' });
    const old = await call(jeweller, '/v1/orders', 'POST', {
      clientId: gaspard,
      item: 'Alliance',
      price: 400,
      stage: 'polishing',
    });
    const hugo = await client(jeweller, { name: 'Hugo Recent', email: 'hugo@auto.test' });
    await call(jeweller, '/v1/orders', 'POST', {
      clientId: hugo,
      item: 'Chaîne',
      price: 300,
      stage: 'design',
    });
    // Gaspard's purchase was 13 months ago (the API dates orders now).
    await t.deps.db.execute(
      sql`update public.orders set created_at = now() - interval '13 months' where id = ${old.id}`,
    );

    // Nothing is on yet: nothing is sent.
    expect((await run(jeweller.businessId)).sent).toEqual({
      birthday: 0,
      anniversary: 0,
      'review-request': 0,
      're-engagement': 0,
    });

    for (const kind of ['birthday', 'review-request', 're-engagement'])
      await call(jeweller, `/v1/marketing/automations/${kind}`, 'PUT', { enabled: true });
    await call(jeweller, '/v1/marketing/automations/anniversary', 'PUT', { enabled: true, locale: 'en' });

    const first = await run(jeweller.businessId);
    expect(first.sent).toEqual({ birthday: 1, anniversary: 1, 'review-request': 1, 're-engagement': 1 });
    // The daily job again, and once more by hand: nobody is written to twice.
    await t.deps.jobs.send(AUTOMATIONS_QUEUE, {});
    expect(await t.deps.jobs.drain(AUTOMATIONS_QUEUE)).toBe(1);
    expect((await run()).sent).toEqual({
      birthday: 0,
      anniversary: 0,
      'review-request': 0,
      're-engagement': 0,
    });
    await t.deps.jobs.drain('email.send');

    const only = (address: string) => {
      const mails = outboxFor(address);
      expect(mails, address).toHaveLength(1);
      return mails[0]!;
    };
    const alice = only('alice@auto.test');
    expect(alice.subject).toBe('Joyeux anniversaire Alice !');
    expect(alice.text).toContain('Maison Automne');
    expect(only('emma@auto.test').subject).toBe('Happy anniversary Emma');
    const review = only('fanny@auto.test');
    expect(review.subject).toBe('Fanny, votre avis compte pour nous');
    expect(review.html).toMatch(/\/reviews"/);
    expect(only('gaspard@auto.test').subject).toBe('Gaspard, cela fait longtemps');
    for (const address of ['bruno@auto.test', 'chloe@auto.test', 'denis@auto.test', 'hugo@auto.test'])
      expect(outboxFor(address), address).toHaveLength(0);

    // Campaign headers: RFC 8058 one-click, and the visible link.
    for (const mail of [alice, review]) {
      expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers!['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:8787\/v1\/unsubscribe\/[\w.-]+>$/,
      );
      expect(mail.html).toContain(mail.headers!['List-Unsubscribe']!.slice(1, -1));
    }

    const list = await call(jeweller, '/v1/marketing/automations', 'GET');
    expect(
      (list.automations as { kind: string; enabled: boolean; locale: string; sentCount: number }[]).map(
        (a) => [a.kind, a.enabled, a.locale, a.sentCount],
      ),
    ).toEqual([
      ['birthday', true, 'fr', 1],
      ['anniversary', true, 'en', 1],
      ['review-request', true, 'fr', 1],
      ['re-engagement', true, 'fr', 1],
    ]);
  });

  it('honours an unsubscribe and a switch turned off at once', async () => {
    const alice = outboxFor('alice@auto.test')[0]!;
    const path = alice.headers!['List-Unsubscribe']!.slice(1, -1).replace('http://localhost:8787', '');
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    // Another occasion for Alice (a new year's period) would not reach her now: her consent is withdrawn.
    await t.deps.db.execute(
      sql`delete from public.marketing_automation_sends where business_id = ${jeweller.businessId} and kind = 'birthday'`,
    );
    await client(jeweller, { name: 'Inès Fête', email: 'ines@auto.test', birthday: yearly() });
    expect((await run(jeweller.businessId)).sent.birthday).toBe(1);
    await t.deps.jobs.drain('email.send');
    expect(outboxFor('alice@auto.test')).toHaveLength(1);
    expect(outboxFor('ines@auto.test')).toHaveLength(1);

    await call(jeweller, '/v1/marketing/automations/birthday', 'PUT', { enabled: false });
    await client(jeweller, { name: 'Jules Off', email: 'jules@auto.test', birthday: yearly() });
    expect((await run(jeweller.businessId)).sent.birthday).toBe(0);
  });

  it('sends nothing for a business whose plan lacks the studio, and keeps businesses apart', async () => {
    const other = await t.createUser('Maison Voisine');
    const otherList = await call(other, '/v1/marketing/automations', 'GET');
    expect((otherList.automations as { enabled: boolean }[]).every((a) => !a.enabled)).toBe(true);
    const small = await t.createUser('Maison Petite', { plan: 'CZ' });
    const gated = await t.request('/v1/marketing/automations/birthday', {
      method: 'PUT',
      token: small.token,
      body: { enabled: true },
    });
    expect(gated.status).toBe(403);
    // Switched on before a downgrade: the daily run still leaves the business out.
    await t.deps.db.execute(
      sql`insert into public.marketing_automations (business_id, kind, enabled) values (${small.businessId}, 'birthday', true)`,
    );
    await client(small, { name: 'Karim Petit', email: 'karim@auto.test', birthday: yearly() });
    expect((await run(small.businessId)).businesses).toBe(0);
  });
});

describe('birthday wishes by text (issue 33)', () => {
  it('go by SMS too when switched on, to clients who agreed to texts only, once, with the opt-out line', async () => {
    const shop = await t.createUser('Maison Voeux');
    const withText = async (name: string, email: string, sms: boolean) => {
      const id = await client(shop, { name, email, phone: '+44 7911 200301', birthday: yearly() });
      await call(shop, `/v1/clients/${id}/consents`, 'PUT', {
        sms,
        email: true,
        whatsapp: false,
        source: 'in-shop',
      });
      return id;
    };
    const iris = await withText('Iris Texto', 'iris@auto.test', true);
    const jules = await withText('Jules Courriel', 'jules@auto.test', false);

    const switched = await call(shop, '/v1/marketing/automations/birthday', 'PUT', {
      enabled: true,
      sms: true,
    });
    expect((switched.automations as Json[]).find((a) => a.kind === 'birthday')).toMatchObject({ sms: true });
    // Texts are wishes only: the review request stays an email.
    const review = await call(shop, '/v1/marketing/automations/review-request', 'PUT', {
      enabled: false,
      sms: true,
    });
    expect((review.automations as Json[]).find((a) => a.kind === 'review-request')).toMatchObject({
      sms: false,
    });

    const texts = async (clientId: string) =>
      (
        await t.deps.db.execute<{ body: string }>(
          sql`select body from public.messages where client_id = ${clientId} and kind = 'automation'`,
        )
      ).rows.map((row) => row.body);
    expect((await run(shop.businessId)).sent.birthday).toBe(2);
    const sent = await texts(iris);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^Maison Voeux : joyeux anniversaire Iris !/);
    expect(sent[0]).toContain('STOP');
    expect(await texts(jules)).toEqual([]);
    // The daily job again: no second wish.
    await run(shop.businessId);
    expect(await texts(iris)).toHaveLength(1);
  });
});
