import { authUsers, billingSubscriptions, type Database } from '@carat/db';
import { atelierJeweller, demoJeweller } from '@carat/db/seed';
import type { StripeSandbox } from '@carat/stripe-sandbox';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ensureCustomer } from './customers.ts';
import { syncCustomer } from './sync.ts';

/** The plan each demo account works under (in the local sandbox only). */
const DEMO_PLANS = [
  { email: demoJeweller.account.email, priceId: 'price_diamond_monthly_usd' },
  { email: atelierJeweller.account.email, priceId: 'price_moissanite_monthly_usd' },
];

/**
 * Gives the seeded demo accounts a paid subscription in the local sandbox, so signing in as them opens
 * the dashboard. Idempotent; the sandbox only (a real Stripe account is never touched).
 */
export async function ensureDemoSubscriptions(
  db: Database,
  stripe: Stripe,
  sandbox: StripeSandbox,
): Promise<void> {
  for (const demo of DEMO_PLANS) {
    const [user] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, demo.email));
    if (!user) continue;
    const [existing] = await db
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, user.id));
    if (existing) continue;
    const customer = await ensureCustomer(db, stripe, { id: user.id, email: demo.email });
    if (sandbox.listSubscriptions({ customer }).length === 0)
      await sandbox.startSubscription(customer, demo.priceId);
    await syncCustomer(db, stripe, customer);
  }
}
