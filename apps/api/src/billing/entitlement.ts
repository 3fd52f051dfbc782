import { billingSubscriptions, type Executor } from '@carat/db';
import { and, inArray, sql } from 'drizzle-orm';

const LIVE = ['active', 'trialing'];
const rank = sql`case ${billingSubscriptions.plan} when 'DIAMOND' then 4 when 'MOISSANITE' then 3 when 'SILVER' then 2 else 1 end`;

export interface SubscriptionStatus {
  subscribed: boolean;
  product_id: string | null;
  subscription_end: string | null;
}

/**
 * The spec's answer to "is this user subscribed" (theirs, or their business owner's for a team member):
 * active or trialing counts, the highest plan wins, and
 * the end is the cancellation date when one is set, else the period's end. One indexed read.
 */
export async function subscriptionStatus(
  db: Executor,
  userId: string,
): Promise<SubscriptionStatus & { plan: string | null }> {
  const [best] = await db
    .select({
      productId: billingSubscriptions.productId,
      plan: billingSubscriptions.plan,
      end: sql<Date | null>`coalesce(${billingSubscriptions.cancelAt}, ${billingSubscriptions.currentPeriodEnd})`,
    })
    .from(billingSubscriptions)
    .where(
      and(
        // The user's own subscription, or that of an owner of a business they belong to (a team member
        // works under the owner's plan; ADR 031).
        sql`${billingSubscriptions.userId} in (select ${userId}::uuid union
          select o.user_id from public.memberships m
            join public.memberships o on o.business_id = m.business_id and o.role = 'owner'
           where m.user_id = ${userId}::uuid)`,
        inArray(billingSubscriptions.status, LIVE),
        // A cancellation date that has passed ends access even before Stripe's 'deleted' event arrives.
        sql`(${billingSubscriptions.cancelAt} is null or ${billingSubscriptions.cancelAt} > now())`,
      ),
    )
    .orderBy(sql`${rank} desc`, sql`${billingSubscriptions.currentPeriodEnd} desc nulls last`)
    .limit(1);
  if (!best) return { subscribed: false, product_id: null, subscription_end: null, plan: null };
  const end = best.end ? new Date(best.end) : null;
  return {
    subscribed: true,
    product_id: best.productId,
    subscription_end: end ? end.toISOString() : null,
    plan: best.plan,
  };
}

/**
 * The subscription check, remembered per user for a few seconds: the check runs on every page of the
 * dashboard (and every 60 s per open tab), while the state changes a few times a year. This process
 * forgets a user as soon as it writes their billing rows; another replica's copy is at most `ttlMs` old.
 */
export class EntitlementCache {
  private readonly entries = new Map<
    string,
    { value: Awaited<ReturnType<typeof subscriptionStatus>>; at: number }
  >();
  private readonly factors = new Map<string, { value: boolean; at: number }>();

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = 5_000,
    private readonly max = 50_000,
  ) {}

  async status(userId: string): Promise<Awaited<ReturnType<typeof subscriptionStatus>>> {
    const hit = this.entries.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = await subscriptionStatus(this.db, userId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { value, at: Date.now() });
    return value;
  }

  /**
   * Whether the user has a verified second factor, remembered like the subscription: asked only for aal1
   * tokens (the API then answers 403 mfa_required). Row-level security carries the same rule (0014), so
   * a factor verified a moment ago is enforced by the database even before this copy expires.
   */
  async hasVerifiedFactor(userId: string): Promise<boolean> {
    const hit = this.factors.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const { rows } = await this.db.execute<{ found: boolean }>(
      sql`select exists (select 1 from auth.mfa_factors f where f.user_id = ${userId} and f.status = 'verified') as found`,
    );
    const value = rows[0]?.found === true;
    if (this.factors.size >= this.max) this.factors.delete(this.factors.keys().next().value!);
    this.factors.set(userId, { value, at: Date.now() });
    return value;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
    this.factors.delete(userId);
  }
}
