import { randomBytes } from 'node:crypto';
import { type PaymentLinkKind, paymentAccounts, paymentLinks } from '@carat/db';
import { canTakePayments } from '@carat/domain';
import { addDays } from '@carat/domain/dates';
import { eq } from 'drizzle-orm';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { hashToken } from '#api/lib/tokens.ts';
import type { TenantScope } from '#api/scope.ts';

/** Pay links last this many days (to the end of the last one, UTC). */
const PAY_LINK_DAYS = 30;

/**
 * A new pay link for an invoice, an order's stage or a counter job's balance: a random token (only its SHA-256 kept, like the booking
 * links) that expires; the client's URL carries it in the fragment.
 */
export async function issuePayLink(
  scope: TenantScope,
  input: {
    kind: PaymentLinkKind;
    invoiceId?: string;
    orderId?: string;
    repairId?: string;
    layawayId?: string;
  },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(`${addDays(scope.now.toISOString().slice(0, 10), PAY_LINK_DAYS)}T23:59:59Z`);
  await asConnectionOwner(scope.tx, () =>
    scope.tx.insert(paymentLinks).values({
      tokenHash: hashToken(token),
      businessId: scope.businessId,
      kind: input.kind,
      invoiceId: input.invoiceId ?? null,
      orderId: input.orderId ?? null,
      repairId: input.repairId ?? null,
      layawayId: input.layawayId ?? null,
      expiresAt,
    }),
  );
  return {
    token,
    url: `${scope.deps.config.SHOWROOM_URL}/pay#${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Whether the business takes payments online now: its plan, and a connected account that can charge. */
export async function takesPaymentsNow(scope: TenantScope): Promise<boolean> {
  if (!canTakePayments(scope.plan)) return false;
  const [account] = await scope.tx
    .select({ chargesEnabled: paymentAccounts.chargesEnabled })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, scope.businessId));
  return account?.chargesEnabled ?? false;
}
