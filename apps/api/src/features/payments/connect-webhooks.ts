import { connectWebhookEvents, paymentAccounts, type Tx } from '@carat/db';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Deps } from '#api/context.ts';
import { verifyStripeEvent } from '#api/features/billing/index.ts';
import { accountColumns } from '#api/features/payments/account-state.ts';
import { retrieveConnectedAccount, retrievePaymentSession } from '#api/features/payments/stripe-connect.ts';
import { type SystemScope, withTx } from '#api/scope.ts';
import { applyPaymentSession } from './settle.ts';

/**
 * `POST /webhooks/stripe-connect`: the events of the jewellers' connected accounts, on their own endpoint
 * and secret. Each is verified over the raw body, its `livemode` checked against ours, its `account`
 * routed to the business that connected it, and applied once. Order-proof: the event only says what to
 * look at; the object is read again from Stripe, so an old event can never put an older state back. A
 * failure (Stripe unreachable, the database) records nothing and answers 500, so Stripe retries.
 */

export type ConnectWebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_account' | 'wrong_mode';

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
]);

/** What Stripe says now, read outside any transaction (no transaction waits on the network). */
type Fresh =
  | { kind: 'account'; account: Stripe.Account }
  | { kind: 'session'; session: Stripe.Checkout.Session }
  | { kind: 'none' };

async function readFresh(deps: Deps, event: Stripe.Event, accountId: string): Promise<Fresh> {
  if (event.type === 'account.updated') {
    return { kind: 'account', account: await retrieveConnectedAccount(deps.stripe, accountId) };
  }
  if (SESSION_EVENTS.has(event.type)) {
    const id = (event.data.object as { id: string }).id;
    return { kind: 'session', session: await retrievePaymentSession(deps.stripe, accountId, id) };
  }
  return { kind: 'none' };
}

export async function handleConnectWebhook(
  scope: SystemScope,
  { rawBody, signature }: { rawBody: string; signature: string | undefined },
): Promise<ConnectWebhookOutcome> {
  const { deps } = scope;
  const event = await verifyStripeEvent(deps.stripe, deps.billing.connectWebhookSecret, rawBody, signature);
  // A test event at a live endpoint (or the reverse) is someone else's business: answered, not applied.
  if (event.livemode !== deps.billing.livemode) return 'wrong_mode';
  const accountId = event.account;
  if (!accountId) return 'ignored';
  const [seen] = await deps.db
    .select({ id: connectWebhookEvents.id })
    .from(connectWebhookEvents)
    .where(eq(connectWebhookEvents.id, event.id));
  if (seen) return 'duplicate';
  const [owner] = await deps.db
    .select({ businessId: paymentAccounts.businessId })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.stripeAccountId, accountId));
  // An account no business has (disconnected, or not ours): answered so Stripe stops, nothing changed.
  if (!owner) return 'unknown_account';

  if (event.type === 'account.application.deauthorized') {
    return deps.db.transaction(async (tx) => {
      if (!(await record(tx, event, accountId))) return 'duplicate';
      await tx.delete(paymentAccounts).where(eq(paymentAccounts.stripeAccountId, accountId));
      return 'applied';
    });
  }

  const fresh = await readFresh(deps, event, accountId);
  return deps.db.transaction(async (tx) => {
    if (!(await record(tx, event, accountId))) return 'duplicate' as const;
    if (fresh.kind === 'none') return 'ignored' as const;
    if (fresh.kind === 'account') {
      await tx
        .update(paymentAccounts)
        .set(accountColumns(fresh.account))
        .where(eq(paymentAccounts.stripeAccountId, accountId));
      return 'applied' as const;
    }
    await applyPaymentSession(withTx(scope, tx), {
      businessId: owner.businessId,
      accountId,
      session: fresh.session,
    });
    return 'applied' as const;
  });
}

/** Records the event in the transaction that applies it: false when another delivery got there first. */
async function record(tx: Tx, event: Stripe.Event, account: string) {
  const inserted = await tx
    .insert(connectWebhookEvents)
    .values({ id: event.id, type: event.type, account })
    .onConflictDoNothing()
    .returning({ id: connectWebhookEvents.id });
  return inserted.length > 0;
}
