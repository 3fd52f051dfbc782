import { randomUUID } from 'node:crypto';
import { formatOrderNumber } from '@carat/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#lib/auth/passwords.ts';
import type { Database } from '#lib/connection.ts';
import { asService } from '#lib/rls.ts';
import { authUsers } from '#lib/schema/auth.ts';
import { clients, orders } from '#lib/schema/clients.ts';
import { businesses } from '#lib/schema/tenancy.ts';
import { seedDemoAppointments } from './appointments.ts';
import { seedBackOffice } from './back-office.ts';
import { atelierJeweller, DEMO_PASSWORD, type DemoBusiness, demoJeweller } from './demo-data.ts';
import { seedDemoLeads } from './leads.ts';
import { seedDemoShop } from './shop.ts';
import { seedDemoShowroom } from './showroom.ts';

export type { DemoBusiness } from './demo-data.ts';
export { atelierJeweller, DEMO_PASSWORD, demoJeweller } from './demo-data.ts';

export interface SeedResult {
  created: string[];
  skipped: string[];
}

/**
 * Loads the demo jewellers (slug `demo` and `atelier`) with their local-only accounts. Idempotent: a
 * business that already exists is left as it is. Refused in production: the accounts have a public
 * password.
 */
export async function seedDemo(
  db: Database,
  options: { log?: (line: string) => void; now?: Date; env?: string } = {},
): Promise<SeedResult> {
  if ((options.env ?? process.env.NODE_ENV) === 'production') {
    throw new Error('The demo seed is refused in production: its accounts have a published password.');
  }
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const result: SeedResult = { created: [], skipped: [] };
  for (const demo of [demoJeweller, atelierJeweller]) {
    const [existing] = await asService(db, (tx) =>
      tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, demo.business.slug)),
    );
    if (existing) {
      // An installation seeded before the flag existed (0014): mark the demo business, but only when the
      // seed's own account owns it — never a jeweller who happens to hold the slug.
      if (demo.business.isDemo) await markDemo(db, existing.id, demo.account.email);
      // An installation seeded before the shop's counter and stock existed gets them once.
      if (demo.business.slug === 'demo' && (await topUpDemoShop(db, existing.id, demo.account.email, now)))
        log(`added the counter and stock to ${demo.business.slug}`);
      result.skipped.push(demo.business.slug);
      continue;
    }
    await seedBusiness(db, demo, now);
    result.created.push(demo.business.slug);
    log(`seeded ${demo.business.slug} (${demo.account.email} / ${DEMO_PASSWORD})`);
  }
  return result;
}

async function markDemo(db: Database, businessId: string, ownerEmail: string) {
  // Written as the owner, like seedBusiness: the check reads auth.users, which service_role may not
  // (42501 — it failed every second start of an installation, issue 28).
  await db.transaction((tx) =>
    tx.execute(sql`update public.businesses b set is_demo = true
      where b.id = ${businessId} and not b.is_demo and exists (
        select 1 from public.memberships m join auth.users u on u.id = m.user_id
        where m.business_id = b.id and m.role = 'owner' and u.email = ${ownerEmail})`),
  );
}

async function topUpDemoShop(db: Database, businessId: string, ownerEmail: string, now: Date) {
  return db.transaction(async (tx) => {
    // Only the seed's own account's business: never a jeweller who happens to hold the slug.
    const { rows } = await tx.execute<{ user_id: string }>(sql`select m.user_id from public.memberships m
      join auth.users u on u.id = m.user_id
      where m.business_id = ${businessId} and m.role = 'owner' and u.email = ${ownerEmail}`);
    const ownerId = rows[0]?.user_id;
    return ownerId ? seedDemoShop(tx, businessId, ownerId, now) : false;
  });
}

async function seedBusiness(db: Database, demo: DemoBusiness, now: Date) {
  const userId = randomUUID();
  const encryptedPassword = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // auth.users is the auth provider's table: written as the owner. The sign-up trigger creates the
    // profile, the business and the owner membership, which we then dress as the demo shop.
    await tx.insert(authUsers).values({
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: demo.account.email,
      encryptedPassword,
      emailConfirmedAt: now,
      rawAppMetaData: { provider: 'email', providers: ['email'] },
      rawUserMetaData: { full_name: demo.account.fullName, business_name: demo.business.name },
      createdAt: now,
      updatedAt: now,
    });
    const [business] = await tx
      .update(businesses)
      .set(demo.business)
      .where(sql`id = (select business_id from public.memberships where user_id = ${userId})`)
      .returning({ id: businesses.id });
    const businessId = business!.id;

    const inserted = await tx
      .insert(clients)
      .values(
        demo.clients.map((c, i) => ({
          ...c,
          businessId,
          // Spread sign-up dates over the last year, newest first in the generated list.
          createdAt: new Date(now.getTime() - (demo.clients.length - i) * 2.3 * 86_400_000),
        })),
      )
      .returning({ id: clients.id, name: clients.name });
    const clientIdByName = new Map(inserted.map((c) => [c.name, c.id]));

    const byYear = new Map<number, number>();
    const orderRows = [...demo.orders]
      .sort((a, b) => b.daysAgo - a.daysAgo)
      .map((o) => {
        const createdAt = new Date(now.getTime() - o.daysAgo * 86_400_000);
        const year = createdAt.getUTCFullYear();
        const seq = (byYear.get(year) ?? 0) + 1;
        byYear.set(year, seq);
        return {
          businessId,
          number: formatOrderNumber(year, seq),
          clientId: clientIdByName.get(o.client) ?? null,
          item: o.item,
          status: o.status,
          amountMinor: o.amountMinor,
          currency: demo.business.currency,
          createdAt,
        };
      });
    await tx.insert(orders).values(orderRows);
    // The counters continue after the seeded numbers.
    for (const [year, last] of byYear) {
      await tx.execute(sql`insert into private.business_counters (business_id, kind, year, last_value)
        values (${businessId}, 'order', ${year}, ${last})`);
    }
    await seedDemoShowroom(tx, businessId, demo.business.slug, now);
    await seedBackOffice(tx, businessId, demo, now);
    if (demo.business.slug === 'demo') {
      await seedDemoAppointments(tx, businessId, demo, now);
      await seedDemoLeads(tx, businessId, now);
      await seedDemoShop(tx, businessId, userId, now);
    }
  });
}
