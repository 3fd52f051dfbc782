import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '#test/testing.ts';
import { campaignFooter, queueReceiptText, sendSmsCampaign } from './campaign-texts.ts';
import { sendQueuedMessage } from './outbound.ts';

/**
 * Texts that are not a booking's (ADR 068): a campaign by SMS reaches only the clients who agreed to
 * texts, each text signed and ended with the opt-out line (the business's own only when it still says
 * STOP); a deposit or payment receipt goes to a consenting client only.
 */

let t: TestContext;
let owner: TestUser;
// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.createUser('Campaign Texts');
  await t.db.pool.query("update public.businesses set country = 'GB', name = 'Maison Opale' where id = $1", [
    owner.businessId,
  ]);
});
afterAll(() => t?.close());

async function client(name: string, phone: string | null, consents: { sms: boolean; email: boolean }) {
  const created = await json(
    await t.request('/v1/clients', {
      method: 'POST',
      token: owner.token,
      body: {
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        ...(phone ? { phone } : {}),
      },
    }),
  );
  if (consents.sms || consents.email) {
    const res = await t.request(`/v1/clients/${created.id}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { ...consents, whatsapp: false, source: 'in-shop' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return created.id as string;
}

const campaignTexts = async () =>
  (
    await t.db.pool.query<{ client_id: string; body: string; kind: string }>(
      "select client_id, body, kind from public.messages where business_id = $1 and kind = 'campaign'",
      [owner.businessId],
    )
  ).rows;

describe('SMS campaigns', () => {
  it('reach only the clients who agreed to texts, each text ending with the opt-out line', async () => {
    const yes1 = await client('Ava Oui', '07911 200001', { sms: true, email: false });
    const yes2 = await client('Ben Oui', '07911 200002', { sms: true, email: true });
    await client('Cleo Email', '07911 200003', { sms: false, email: true });
    await client('Dan Rien', '07911 200004', { sms: false, email: false });
    await client('Eve Sans', null, { sms: false, email: true });
    // Agreed, then withdrew: the newest consent is the state.
    const withdrawn = await client('Fay Stop', '07911 200006', { sms: true, email: false });
    await t.request(`/v1/clients/${withdrawn}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { sms: false, email: false, whatsapp: false, source: 'reply' },
    });

    const res = await t.request('/v1/campaigns/sms', {
      method: 'POST',
      token: owner.token,
      body: { text: 'Nouvelle collection en boutique ce samedi.', locale: 'en' },
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const answer = await json(res);
    expect(answer).toMatchObject({ queued: 2, skipped: 4 });
    const texts = await campaignTexts();
    expect(texts.map((m) => m.client_id).sort()).toEqual([yes1, yes2].sort());
    for (const text of texts) {
      expect(text.body.startsWith('Maison Opale : Nouvelle collection')).toBe(true);
      expect(text.body.endsWith('\nReply STOP to opt out')).toBe(true);
    }
    // A STOP received before the job runs wins: the queued text is skipped, not sent.
    await t.request(`/v1/clients/${yes2}/consents`, {
      method: 'PUT',
      token: owner.token,
      body: { sms: false, email: true, whatsapp: false, source: 'reply' },
    });
    const { rows: queued } = await t.db.pool.query<{ id: string }>(
      "select id from public.messages where client_id = $1 and kind = 'campaign'",
      [yes2],
    );
    // The send job, whenever it runs (a campaign queued on a Sunday waits for Monday).
    expect(await sendQueuedMessage(t.deps, queued[0]!.id)).toBe('skipped');
    // Commercial hours in the business's zone: 08:00–20:00, never a Sunday.
    const { rows: times } = await t.db.pool.query<{ send_after: Date }>(
      "select send_after from public.messages where business_id = $1 and kind = 'campaign'",
      [owner.businessId],
    );
    for (const { send_after } of times) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        weekday: 'short',
        hour: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(send_after);
      const hour = Number(local.find((p) => p.type === 'hour')!.value);
      expect(hour >= 8 && hour < 20, String(send_after)).toBe(true);
      expect(local.find((p) => p.type === 'weekday')!.value).not.toBe('Sun');
    }
  });

  it("wait past a public holiday of the business's country: 14 July in Lyon goes on the 15th at 08:00", async () => {
    const lyon = await t.createUser('Bijoux Lyon');
    await t.db.pool.query(
      "update public.businesses set country = 'FR', time_zone = 'Europe/Paris', name = 'Bijoux Lyon' where id = $1",
      [lyon.businessId],
    );
    const res = await t.request('/v1/clients', {
      method: 'POST',
      token: lyon.token,
      body: { name: 'Léa Martin', email: 'lea@example.com', phone: '06 12 34 56 78' },
    });
    const lea = (await json(res)).id as string;
    await t.request(`/v1/clients/${lea}/consents`, {
      method: 'PUT',
      token: lyon.token,
      body: { sms: true, email: false, whatsapp: false, source: 'in-shop' },
    });
    const sendAfter = (now: string) =>
      t.asTenant(
        lyon,
        async (scope) => {
          const sent = await sendSmsCampaign(scope, { text: 'Soldes d’été.', locale: 'fr' });
          expect(sent.queued).toBe(1);
          const [row] = (
            await scope.tx.execute<{ send_after: Date | string }>(
              sql`select send_after from public.messages where client_id = ${lea} and kind = 'campaign'`,
            )
          ).rows;
          return new Date(row!.send_after).toISOString();
        },
        { now: new Date(now) },
      );
    // Wednesday 14 July 2027, noon in Paris: Bastille Day.
    expect(await sendAfter('2027-07-14T10:00:00Z')).toBe('2027-07-15T06:00:00.000Z');
    // The day before, an ordinary Tuesday: at once.
    expect(await sendAfter('2027-07-13T10:00:00Z')).toBe('2027-07-13T10:00:00.000Z');
  });

  it('keep the legal opt-out line even when the jeweller’s own footer dropped it', () => {
    expect(campaignFooter('Pour ne plus recevoir nos SMS, répondez STOP', 'fr')).toBe(
      'Pour ne plus recevoir nos SMS, répondez STOP',
    );
    expect(campaignFooter('Merci de votre fidélité', 'fr')).toBe(
      'STOP : répondez STOP pour ne plus recevoir nos SMS',
    );
    expect(campaignFooter('', 'en')).toBe('Reply STOP to opt out');
  });

  it('are the marketing studio’s: staff of another business cannot send one for this one', async () => {
    const other = await t.createUser('Other Shop');
    const res = await t.request('/v1/campaigns/sms', {
      method: 'POST',
      token: other.token,
      body: { text: 'Hello', locale: 'fr' },
    });
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ queued: 0 });
    expect((await campaignTexts()).length).toBe(2);
  });
});

describe('receipts by text', () => {
  it('go to a client who agreed to texts, short, with the amount and number; not to others', async () => {
    const agreed = await client('Gus Recu', '07911 200007', { sms: true, email: false });
    const refused = await client('Hal Non', '07911 200008', { sms: false, email: true });
    const sent = await t.asTenant(
      owner,
      async (scope) => {
        const facts = {
          businessId: owner.businessId,
          locale: 'fr' as const,
          timeZone: 'Europe/London',
          kind: 'deposit_receipt' as const,
          amount: '50,00 £',
          number: 'INV-2026-001',
        };
        return [
          await queueReceiptText(scope, { ...facts, clientId: agreed }),
          await queueReceiptText(scope, { ...facts, clientId: refused }),
        ];
      },
      { commit: true },
    );
    expect(sent[0]).toBeTruthy();
    expect(sent[1]).toBeNull();
    const { rows } = await t.db.pool.query<{ body: string; kind: string; segments: number }>(
      'select body, kind, segments from public.messages where client_id = $1',
      [agreed],
    );
    expect(rows).toEqual([
      {
        body: 'Maison Opale : acompte de 50,00 £ encaissé, merci. Justificatif INV-2026-001.',
        kind: 'receipt',
        segments: 1,
      },
    ]);
  });
});
