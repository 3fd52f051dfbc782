import { billingCustomers, type Database, type Executor } from '@carat/db';
import { eq, sql } from 'drizzle-orm';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a Stripe customer belongs to: our table first, then the customer's metadata. Null for a
 * customer Stripe does not know, a deleted one, or one whose metadata names no account of ours (a signed
 * event about someone else's customer must not fail: Stripe would retry it for days).
 */
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
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await stripe.customers.retrieve(customerId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw error; // a transient failure: answered 500, so Stripe retries
  }
  if ('deleted' in customer && customer.deleted) return null;
  const userId = (customer as Stripe.Customer).metadata?.user_id;
  if (!userId || !UUID.test(userId)) return null;
  // Only for an account that exists (the metadata is Stripe's word, not ours).
  const inserted = await db.execute(sql`insert into public.billing_customers (user_id, stripe_customer_id)
    select ${userId}::uuid, ${customerId} where exists (select 1 from auth.users u where u.id = ${userId}::uuid)
    on conflict do nothing returning user_id`);
  if (inserted.rows.length > 0) return userId;
  const [again] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  return again?.userId ?? null;
}
