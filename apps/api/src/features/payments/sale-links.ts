import { randomUUID } from 'node:crypto';
import { businesses, clientPayments, type SaleLinkHeldItem, saleLinks, sales, stockItems } from '@carat/db';
import { canTakePayments } from '@carat/domain';
import { addMinutes } from '@carat/domain/dates';
import type { SaleInputParsed, SaleLinkInputParsed } from '@carat/validation/stock';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { createSale } from '#api/features/stock/index.ts';
import { qrPng } from '#api/lib/barcodes.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { type SystemScope, type TenantScope, tenantScopeOf, withTx } from '#api/scope.ts';
import { chargeableAccount } from './account.ts';
import { recordRefund } from './credits.ts';
import { HOLD_EXPIRY_QUEUE, type HoldExpiryJob } from './deposits.ts';
import { applicationFeeOf, type ClientPaymentRow } from './fees.ts';
import {
  createPaymentSession,
  expirePaymentSession,
  refundPayment,
  retrievePaymentSession,
} from './stripe-connect.ts';

/**
 * The counter sale's card part paid on the client's phone (ADR 087). The sale the member entered is
 * checked as it would be made now (made in a savepoint and undone), its pieces are held (`reserved`, so a
 * second sale or a layaway of one answers 409 `item_reserved`), and a Checkout session on the jeweller's
 * account asks for the card part; the dashboard shows its link as a QR code. Once the session is paid
 * (the Connect webhook, the dashboard's polling or the hold's expiry job, whichever reads it first; the
 * payment's own open → paid update is the guard), the sale is made by `createSale` as entered, the link's
 * payment carrying the payment intent. An expired or cancelled link gives the pieces back. Paid when the
 * sale can no longer be made (a gift card spent meanwhile, a catalogue piece gone), the card is refunded
 * in full and the link reads 'refunded'.
 */

/** Stripe's shortest Checkout session; the pieces are held as long. */
const SESSION_MINUTES = 30;

type SaleLinkRow = typeof saleLinks.$inferSelect;

/** Thrown to undo a sale made only to see whether it can be made. */
class DryRun extends Error {}

/** The sale, made in a savepoint and undone: whatever would refuse it (stock, totals, gift cards) refuses it now. */
async function checkSale(scope: TenantScope, sale: SaleInputParsed) {
  try {
    await scope.tx.transaction(async (savepoint) => {
      await createSale(withTx(scope, savepoint), sale);
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
}

/** Holds the sale's pieces: each in stock or out on memo becomes reserved by one conditional update. */
async function holdPieces(scope: TenantScope, ids: string[]): Promise<SaleLinkHeldItem[]> {
  const held: SaleLinkHeldItem[] = [];
  for (const from of ['in_stock', 'memo_out'] as const) {
    const rows = ids.length
      ? await scope.tx
          .update(stockItems)
          .set({ status: 'reserved' })
          .where(
            and(
              eq(stockItems.businessId, scope.businessId),
              inArray(stockItems.id, ids),
              eq(stockItems.status, from),
            ),
          )
          .returning({ id: stockItems.id })
      : [];
    held.push(...rows.map((r) => ({ id: r.id, from })));
  }
  if (held.length !== ids.length) {
    throw new AppError('item_reserved', 'A piece of this sale is held or sold meanwhile', 409);
  }
  return held;
}

/** The held pieces back where they were (those still reserved: nothing else moves a reserved piece). */
async function releasePieces(scope: SystemScope | TenantScope, link: SaleLinkRow) {
  for (const item of link.heldItems) {
    await scope.tx
      .update(stockItems)
      .set({ status: item.from })
      .where(
        and(
          eq(stockItems.businessId, link.businessId),
          eq(stockItems.id, item.id),
          eq(stockItems.status, 'reserved'),
        ),
      );
  }
}

/** `POST /v1/sales/card-links`: the sale checked, its pieces held, the Checkout session and its QR code. */
export async function startSaleLink(scope: TenantScope, input: SaleLinkInputParsed) {
  if (!canTakePayments(scope.plan)) {
    throw new AppError('plan_required', 'Card payments by link need a plan that takes payments', 403);
  }
  const account = await chargeableAccount(scope, scope.businessId);
  const { sale, linkPaymentIndex } = input;
  await checkSale(scope, sale);
  const held = await holdPieces(
    scope,
    sale.lines.flatMap((l) => (l.stockItemId ? [l.stockItemId] : [])),
  );
  const amountMinor = sale.payments[linkPaymentIndex]!.amountMinor;
  const [business] = await scope.tx
    .select({ name: businesses.name, slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const id = randomUUID();
  const fee = applicationFeeOf(scope.deps.billing, scope.plan, amountMinor);
  const expiresAt = addMinutes(scope.now, SESSION_MINUTES);
  const { config } = scope.deps;
  const showroom = `${config.SHOWROOM_URL}/s/${business?.slug ?? ''}`;
  const session = await createPaymentSession(scope.deps.stripe, {
    accountId: account.stripeAccountId,
    amountMinor,
    currency: scope.currency,
    description: `${scope.locale === 'fr' ? 'Achat en boutique' : 'In-store purchase'} — ${business?.name ?? ''}`,
    customerEmail: null,
    successUrl: `${showroom}?paid=1`,
    cancelUrl: showroom,
    expiresAt,
    applicationFeeMinor: fee,
    metadata: { business_id: scope.businessId, kind: 'counter_sale', sale_link_id: id },
    idempotencyKey: `counter-sale-${id}`,
  });
  const [link] = await scope.tx
    .insert(saleLinks)
    .values({
      id,
      businessId: scope.businessId,
      saleInput: sale as unknown as Record<string, unknown>,
      linkPaymentIndex,
      amountMinor,
      currency: scope.currency,
      heldItems: held,
      url: session.url!,
      createdBy: scope.userId,
      createdAt: scope.now,
      expiresAt: new Date((session.expires_at ?? 0) * 1000),
    })
    .returning();
  await asConnectionOwner(scope.tx, async () => {
    const [payment] = await scope.tx
      .insert(clientPayments)
      .values({
        businessId: scope.businessId,
        stripeAccountId: account.stripeAccountId,
        checkoutSessionId: session.id,
        kind: 'counter_sale',
        saleLinkId: id,
        clientId: sale.clientId ?? null,
        amountMinor,
        applicationFeeMinor: fee,
        currency: scope.currency,
        expiresAt: link!.expiresAt,
      })
      .returning({ id: clientPayments.id });
    // The hold's end: the session is ended on Stripe and what it then says is applied (as a booking's).
    await scope.deps.jobs.send<HoldExpiryJob>(
      HOLD_EXPIRY_QUEUE,
      { paymentId: payment!.id },
      { tx: scope.tx, startAfter: link!.expiresAt, singletonKey: `hold:${payment!.id}` },
    );
  });
  return view(scope, link!);
}

async function linkRow(scope: TenantScope, id: string, lock = false) {
  const query = scope.tx
    .select()
    .from(saleLinks)
    .where(and(eq(saleLinks.businessId, scope.businessId), eq(saleLinks.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Sale link');
  return row;
}

async function view(scope: TenantScope, link: SaleLinkRow) {
  const [sale] = link.saleId
    ? await scope.tx
        .select({ id: sales.id, number: sales.number, totalMinor: sales.totalMinor })
        .from(sales)
        .where(and(eq(sales.businessId, link.businessId), eq(sales.id, link.saleId)))
    : [];
  const open = link.status === 'open';
  return {
    id: link.id,
    status: link.status,
    url: open ? link.url : null,
    /** The link as a QR code for the client's phone (a PNG data URL) while it can be paid. */
    qrDataUrl: open ? `data:image/png;base64,${(await qrPng(link.url)).toString('base64')}` : null,
    amountMinor: link.amountMinor,
    currency: link.currency,
    expiresAt: link.expiresAt.toISOString(),
    /** 'sandbox': the local stand-in for Stripe, no money moves (the screen says so). */
    mode: scope.deps.billing.mode,
    sale: sale ? { ...sale, receiptUrl: `/v1/sales/${sale.id}/receipt.pdf` } : null,
  };
}

export type SaleLinkView = Awaited<ReturnType<typeof view>>;

/** `GET /v1/sales/card-links`: the latest links, newest first (those still open at the top of the counter). */
export async function listSaleLinks(scope: TenantScope) {
  const rows = await scope.tx
    .select({
      id: saleLinks.id,
      status: saleLinks.status,
      amountMinor: saleLinks.amountMinor,
      currency: saleLinks.currency,
      saleId: saleLinks.saleId,
      expiresAt: saleLinks.expiresAt,
      createdAt: saleLinks.createdAt,
    })
    .from(saleLinks)
    .where(eq(saleLinks.businessId, scope.businessId))
    .orderBy(desc(saleLinks.createdAt), desc(saleLinks.id))
    .limit(50);
  return {
    items: rows.map((r) => ({
      ...r,
      expiresAt: r.expiresAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The link's payment, locked, on the API's own connection (members only read payments). */
async function paymentOf(scope: TenantScope, linkId: string) {
  const [payment] = await scope.tx
    .select()
    .from(clientPayments)
    .where(and(eq(clientPayments.saleLinkId, linkId), eq(clientPayments.kind, 'counter_sale')))
    .for('update');
  return payment ?? null;
}

/** Applies what Stripe says of the session now, as the webhook would (the settle step is passed in). */
type Settle = (
  scope: SystemScope,
  session: Stripe.Checkout.Session,
  payment: ClientPaymentRow,
) => Promise<unknown>;

const systemOf = (scope: TenantScope): SystemScope => ({
  kind: 'system',
  tx: scope.tx,
  deps: scope.deps,
  now: scope.now,
  locale: scope.locale,
});

/**
 * `GET /v1/sales/card-links/{id}`: the dashboard's polling. While open, the session is read from Stripe
 * and applied (paid: the sale is made now, without waiting for the webhook).
 */
export async function readSaleLink(scope: TenantScope, id: string, settle: Settle) {
  const link = await linkRow(scope, id);
  if (link.status !== 'open') return view(scope, link);
  await asConnectionOwner(scope.tx, async () => {
    const payment = await paymentOf(scope, id);
    if (payment?.status !== 'open') return;
    const session = await retrievePaymentSession(
      scope.deps.stripe,
      payment.stripeAccountId,
      payment.checkoutSessionId,
    );
    await settle(systemOf(scope), session, payment);
  });
  return view(scope, await linkRow(scope, id));
}

/**
 * `POST /v1/sales/card-links/{id}/cancel`: the session ended on Stripe so nobody can pay it any more, the
 * pieces back. Paid meanwhile, the sale is made instead (the answer says so).
 */
export async function cancelSaleLink(scope: TenantScope, id: string, settle: Settle) {
  const before = await linkRow(scope, id);
  if (before.status !== 'open') return view(scope, before);
  await asConnectionOwner(scope.tx, async () => {
    // The payment first, then the link: the order the settle step locks them in.
    const payment = await paymentOf(scope, id);
    const link = await linkRow(scope, id, true);
    if (link.status !== 'open') return;
    if (payment?.status === 'open') {
      const { stripe } = scope.deps;
      try {
        await expirePaymentSession(stripe, payment.stripeAccountId, payment.checkoutSessionId);
      } catch (error) {
        // Already complete or expired: the read below says which.
        if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
      }
      const session = await retrievePaymentSession(
        stripe,
        payment.stripeAccountId,
        payment.checkoutSessionId,
      );
      if (session.status === 'complete') {
        await settle(systemOf(scope), session, payment);
        return;
      }
      await scope.tx
        .update(clientPayments)
        .set({ status: 'expired' })
        .where(eq(clientPayments.id, payment.id));
    }
    await closeLink(systemOf(scope), link, 'cancelled');
  });
  return view(scope, await linkRow(scope, id));
}

async function closeLink(scope: SystemScope, link: SaleLinkRow, status: 'expired' | 'cancelled') {
  await releasePieces(scope, link);
  await scope.tx
    .update(saleLinks)
    .set({ status, closedAt: scope.now })
    .where(and(eq(saleLinks.id, link.id), eq(saleLinks.status, 'open')));
}

async function lockedLink(scope: SystemScope, payment: ClientPaymentRow) {
  if (!payment.saleLinkId) return null;
  const [link] = await scope.tx
    .select()
    .from(saleLinks)
    .where(and(eq(saleLinks.id, payment.saleLinkId), eq(saleLinks.businessId, payment.businessId)))
    .for('update');
  return link ?? null;
}

/**
 * The sale as the member entered it, made in a savepoint as that member of the business (a refusal undoes
 * only it); the held pieces allowed while the link is still open.
 */
async function makeSale(scope: SystemScope, link: SaleLinkRow, userId: string, input: SaleInputParsed) {
  const [business] = await scope.tx
    .select({ timeZone: businesses.timeZone, currency: businesses.currency, locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, link.businessId));
  // The plan by the one rule (migration 0042).
  const { rows } = await scope.tx.execute<{ plan: TenantScope['plan'] | null }>(
    sql`select private.plan_of_business(${link.businessId}) as plan`,
  );
  return scope.tx.transaction(async (savepoint) => {
    const tenant = tenantScopeOf(
      { tx: savepoint, deps: scope.deps, now: scope.now, userId, locale: business?.locale ?? 'fr' },
      {
        businessId: link.businessId,
        role: 'owner',
        plan: rows[0]?.plan ?? 'CZ',
        timeZone: business?.timeZone ?? 'Europe/London',
        currency: (business?.currency ?? link.currency).trim(),
      },
    );
    const sale = await createSale(tenant, input, {
      reservedItemIds: link.status === 'open' ? link.heldItems.map((i) => i.id) : [],
    });
    return sale.id;
  });
}

/** The session ran out unpaid: an open link gives its pieces back. */
export async function saleLinkExpired(scope: SystemScope, payment: ClientPaymentRow) {
  const link = await lockedLink(scope, payment);
  if (link?.status === 'open') await closeLink(scope, link, 'expired');
}

/**
 * The card part is paid (once per payment: the settle step's open → paid update is the guard): the sale
 * is made as entered, by the member who opened the link, its held pieces allowed. Paid after the link was
 * closed, the sale is tried with the pieces as they are now. A sale that cannot be made refunds the card.
 */
export async function saleLinkPaid(scope: SystemScope, payment: ClientPaymentRow) {
  const link = await lockedLink(scope, payment);
  if (!link || link.status === 'completed' || link.status === 'refunded') return;
  const input = link.saleInput as unknown as SaleInputParsed;
  const paid: SaleInputParsed = {
    ...input,
    payments: input.payments.map((p, index) =>
      index === link.linkPaymentIndex
        ? { ...p, reference: (payment.paymentIntentId ?? payment.checkoutSessionId).slice(0, 100) }
        : p,
    ),
  };
  // A link whose member has left the business cannot say who sold: refunded like any sale not made.
  const saleId = link.createdBy
    ? await makeSale(scope, link, link.createdBy, paid).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      })
    : null;
  if (saleId) {
    await scope.tx
      .update(saleLinks)
      .set({ status: 'completed', saleId, closedAt: scope.now })
      .where(eq(saleLinks.id, link.id));
    return;
  }
  if (link.status === 'open') await releasePieces(scope, link);
  const refund = await refundPayment(scope.deps.stripe, {
    accountId: payment.stripeAccountId,
    paymentIntentId: payment.paymentIntentId ?? '',
    amountMinor: payment.amountMinor,
    metadata: { business_id: payment.businessId, kind: payment.kind, reason: 'sale_failed' },
    idempotencyKey: `refund-${payment.id}-sale_failed`,
  });
  await recordRefund(scope, {
    payment,
    amountMinor: payment.amountMinor,
    reason: 'sale_failed',
    stripeRefundId: refund.id,
  });
  await scope.tx
    .update(saleLinks)
    .set({ status: 'refunded', closedAt: scope.now })
    .where(eq(saleLinks.id, link.id));
}
