import { billingCustomers, type Database, type Executor } from '@carat/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';

/**
 * The caller's Stripe customer, created once: with metadata.user_id and an idempotency key derived from
 * the user, so two concurrent first checkouts make one customer. Never looked up by email (Stripe's
 * emails are neither unique nor matched case-insensitively).
 */
export async function ensureCustomer(
  db: Database,
  stripe: Stripe,
  user: { id: string; email: string | null },
): Promise<string> {
  const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (existing) return existing.stripeCustomerId;
  const customer = await stripe.customers.create(
    { ...(user.email ? { email: user.email } : {}), metadata: { user_id: user.id } },
    { idempotencyKey: `customer-for-user-${user.id}` },
  );
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  const [saved] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  return saved!.stripeCustomerId;
}

export async function customerOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId ?? null;
}

/** The user a Stripe customer belongs to: our table first, then the customer's metadata. */
export async function userOfCustomer(
  db: Executor,
  stripe: Stripe,
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  if (row) return row.userId;
  const customer = await stripe.customers.retrieve(customerId);
  if ('deleted' in customer && customer.deleted) return null;
  const userId = (customer as Stripe.Customer).metadata?.user_id;
  if (!userId) return null;
  await db.insert(billingCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
  return userId;
}
