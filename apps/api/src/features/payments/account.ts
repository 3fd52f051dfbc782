import { businesses, type Executor, paymentAccounts } from '@carat/db';
import { eq } from 'drizzle-orm';
import { accountColumns } from '#api/features/payments/account-state.ts';
import { DEFAULT_REFUND_HOURS } from '#api/features/payments/deposit-rules.ts';
import {
  createConnectedAccount,
  createOnboardingLink,
  retrieveConnectedAccount,
} from '#api/features/payments/stripe-connect.ts';
import { AppError } from '#api/lib/errors.ts';
import type { Scope, TenantScope } from '#api/scope.ts';

/**
 * The jeweller's connected Stripe account (Settings → Paiements): connect, finish onboarding, see what
 * Stripe says of it, disconnect. The row is written only from Stripe's answers (here and in the Connect
 * webhook), so what the dashboard shows is the account's own state.
 */

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export async function paymentAccountOf(scope: Scope & { tx: Executor }, businessId: string) {
  const [row] = await scope.tx
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, businessId));
  return row ?? null;
}

/** Where the jeweller lands back from Stripe, and where an expired onboarding link sends them. */
function settingsUrl(scope: TenantScope, state: 'return' | 'refresh') {
  return `${scope.deps.config.DASHBOARD_URL}/dashboard/settings?tab=payments&stripe=${state}`;
}

/** The connected account's Stripe dashboard: the sandbox's page, or Stripe's own (the jeweller logs in). */
function dashboardUrl(scope: Scope, accountId: string) {
  const { billing } = scope.deps;
  return billing.mode === 'sandbox'
    ? `${billing.sandboxUrl}/connect/dashboard/${accountId}`
    : `https://dashboard.stripe.com/${billing.livemode ? '' : 'test/'}dashboard`;
}

function view(scope: Scope, row: PaymentAccountRow | null) {
  const { billing } = scope.deps;
  return {
    /** 'sandbox': the local stand-in (no real money; the screens say 'Sandbox'). */
    mode: billing.mode,
    connected: row !== null,
    accountId: row?.stripeAccountId ?? null,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    dashboardUrl: row ? dashboardUrl(scope, row.stripeAccountId) : null,
    syncedAt: row?.syncedAt.toISOString() ?? null,
    /** The refund policy: cancelled at least this many hours ahead, a deposit is refunded in full. */
    depositRefundHours: row?.depositRefundHours ?? DEFAULT_REFUND_HOURS,
  };
}

export type PaymentAccountView = ReturnType<typeof view>;

/** `GET /v1/payments/account`: the account as Stripe describes it now (re-read on each visit). */
export async function getPaymentAccount(scope: TenantScope): Promise<PaymentAccountView> {
  const row = await paymentAccountOf(scope, scope.businessId);
  if (!row) return view(scope, null);
  const account = await retrieveConnectedAccount(scope.deps.stripe, row.stripeAccountId);
  const [updated] = await scope.tx
    .update(paymentAccounts)
    .set(accountColumns(account))
    .where(eq(paymentAccounts.businessId, scope.businessId))
    .returning();
  return view(scope, updated ?? row);
}

/**
 * `POST /v1/payments/account`: connects a Stripe account when there is none, then gives a fresh onboarding
 * link (Account Links expire within minutes and are used once, so one is made per press).
 */
export async function startPaymentOnboarding(scope: TenantScope) {
  if (scope.role !== 'owner') throw new AppError('forbidden', 'Only the owner connects payments', 403);
  const { stripe } = scope.deps;
  let row = await paymentAccountOf(scope, scope.businessId);
  if (!row) {
    const [business] = await scope.tx
      .select({ name: businesses.name, email: businesses.email })
      .from(businesses)
      .where(eq(businesses.id, scope.businessId));
    const account = await createConnectedAccount(stripe, {
      businessId: scope.businessId,
      businessName: business?.name ?? '',
      email: business?.email ?? null,
      country: null,
    });
    const [inserted] = await scope.tx
      .insert(paymentAccounts)
      .values({ businessId: scope.businessId, stripeAccountId: account.id, ...accountColumns(account) })
      .onConflictDoUpdate({ target: paymentAccounts.businessId, set: accountColumns(account) })
      .returning();
    row = inserted!;
  }
  const link = await createOnboardingLink(stripe, {
    accountId: row.stripeAccountId,
    returnUrl: settingsUrl(scope, 'return'),
    refreshUrl: settingsUrl(scope, 'refresh'),
  });
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
}

/**
 * `PATCH /v1/payments/account`: the refund policy (Settings → Paiements). The owner sets it on the
 * connected account; with none, there are no deposits to refund (409 payments_not_connected).
 */
export async function updatePaymentPolicy(
  scope: TenantScope,
  input: { depositRefundHours: number },
): Promise<PaymentAccountView> {
  if (scope.role !== 'owner') throw new AppError('forbidden', 'Only the owner sets the refund policy', 403);
  const [updated] = await scope.tx
    .update(paymentAccounts)
    .set({ depositRefundHours: input.depositRefundHours })
    .where(eq(paymentAccounts.businessId, scope.businessId))
    .returning();
  if (!updated) throw new AppError('payments_not_connected', 'No payment account is connected', 409);
  return view(scope, updated);
}

/**
 * `DELETE /v1/payments/account`: the business stops taking payments through it. The account stays the
 * jeweller's on Stripe (with its payments, refunds and payouts); connecting again makes a new one.
 */
export async function disconnectPaymentAccount(scope: TenantScope): Promise<PaymentAccountView> {
  if (scope.role !== 'owner') throw new AppError('forbidden', 'Only the owner disconnects payments', 403);
  await scope.tx.delete(paymentAccounts).where(eq(paymentAccounts.businessId, scope.businessId));
  return view(scope, null);
}

/** The account a payment is made on: connected and able to take charges, or a refusal saying which. */
export async function chargeableAccount(scope: Scope, businessId: string): Promise<PaymentAccountRow> {
  const row = await paymentAccountOf(scope, businessId);
  if (!row) throw new AppError('payments_not_connected', 'No payment account is connected', 409);
  if (!row.chargesEnabled)
    throw new AppError('payments_not_ready', 'The account cannot take charges yet', 409);
  return row;
}
