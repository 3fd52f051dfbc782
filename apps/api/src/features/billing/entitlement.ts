import type { Executor } from '@carat/db';
import { sql } from 'drizzle-orm';

export interface SubscriptionStatus {
  subscribed: boolean;
  product_id: string | null;
  subscription_end: string | null;
}

type Status = SubscriptionStatus & { plan: string | null };

const bestLive = (userId: string) => sql`
  select s.product_id, s.plan, coalesce(s.cancel_at, s.current_period_end) as end_at
    from public.billing_subscriptions s
   -- The user's own subscription, or that of an owner of a business they belong to (a team member works
   -- under the owner's plan; ADR 031).
   where s.user_id in (select ${userId}::uuid union
           select o.user_id from public.memberships m
             join public.memberships o on o.business_id = m.business_id and o.role = 'owner'
            where m.user_id = ${userId}::uuid)
     -- The one rule (migration 0042): active or trialing, and a cancellation date that has passed ends
     -- access even before Stripe's 'deleted' event arrives.
     and public.subscription_is_live(s.status, s.cancel_at, now())
   order by public.tier_rank(s.plan) desc,
            s.current_period_end desc nulls last
   limit 1`;

function statusOf(
  best: { product_id: string | null; plan: string | null; end_at: Date | string | null } | undefined,
): Status {
  if (!best?.plan) return { subscribed: false, product_id: null, subscription_end: null, plan: null };
  const end = best.end_at ? new Date(best.end_at) : null;
  return {
    subscribed: true,
    product_id: best.product_id,
    subscription_end: end ? end.toISOString() : null,
    plan: best.plan,
  };
}

/**
 * The spec's answer to "is this user subscribed" (theirs, or their business owner's for a team member):
 * active or trialing counts, the highest plan wins, and
 * the end is the cancellation date when one is set, else the period's end. One indexed read.
 */
export async function subscriptionStatus(db: Executor, userId: string): Promise<Status> {
  const { rows } = await db.execute<{ product_id: string | null; plan: string | null; end_at: Date | null }>(
    bestLive(userId),
  );
  return statusOf(rows[0]);
}

/**
 * The subscription and whether the user has a verified second factor, in one statement: the two things
 * every authenticated check needs, so a check the cache does not answer costs one round trip.
 */
async function callerState(db: Executor, userId: string): Promise<{ status: Status; factor: boolean }> {
  const { rows } = await db.execute<{
    product_id: string | null;
    plan: string | null;
    end_at: Date | null;
    factor: boolean;
  }>(sql`select b.product_id, b.plan, b.end_at,
      exists (select 1 from auth.mfa_factors f where f.user_id = ${userId} and f.status = 'verified') as factor
    from (select 1) one left join (${bestLive(userId)}) b on true`);
  const row = rows[0];
  return { status: statusOf(row), factor: row?.factor === true };
}

/**
 * The subscription check, remembered per user for a few seconds: the check runs on every page of the
 * dashboard (and every 60 s per open tab), while the state changes a few times a year. This process
 * forgets a user as soon as it writes their billing rows; another replica's copy is at most `ttlMs` old.
 */
export class EntitlementCache {
  private readonly entries = new Map<string, { status: Status; factor: boolean; at: number }>();

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = 5_000,
    private readonly max = 50_000,
  ) {}

  private async state(userId: string) {
    const hit = this.entries.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit;
    const state = { ...(await callerState(this.db, userId)), at: Date.now() };
    this.entries.delete(userId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, state);
    return state;
  }

  /**
   * The remembered state of a user, without waiting, while it is fresh; else undefined (the hot check
   * then takes the full path, which reads and remembers it).
   */
  peek(userId: string): { status: Status; factor: boolean } | undefined {
    const hit = this.entries.get(userId);
    return hit && Date.now() - hit.at < this.ttlMs ? hit : undefined;
  }

  async status(userId: string): Promise<Status> {
    return (await this.state(userId)).status;
  }

  /**
   * Whether the user has a verified second factor, read with the subscription (one statement, one cache
   * entry): asked only for aal1 tokens (the API then answers 403 mfa_required). Row-level security carries
   * the same rule (0014), so a factor verified a moment ago is enforced by the database even before this
   * copy expires.
   */
  async hasVerifiedFactor(userId: string): Promise<boolean> {
    return (await this.state(userId)).factor;
  }

  /** Everything forgotten (another process's change could not be heard: its listener was lost). */
  forgetAll(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener('*');
  }

  forget(userId: string): void {
    this.entries.delete(userId);
    for (const listener of this.listeners) listener(userId);
  }

  private readonly listeners: ((userId: string) => void)[] = [];

  /** Called whenever a user's billing state is forgotten (the API key cache follows; ADR 042). */
  onForget(listener: (userId: string) => void): void {
    this.listeners.push(listener);
  }
}
