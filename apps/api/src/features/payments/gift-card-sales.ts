import { clientPayments, giftCardOrders } from '@carat/db';
import { addMinutes, todayIn, zonedTimeToUtc } from '@carat/domain/dates';
import { type Currency, formatMoney } from '@carat/domain/money';
import type { GiftCardPurchaseInput } from '@carat/validation/stock';
import { and, eq } from 'drizzle-orm';
import { publishedBusiness } from '#api/features/appointments/index.ts';
import { applicationFeeOf, type ClientPaymentRow } from '#api/features/payments/fees.ts';
import { createPaymentSession } from '#api/features/payments/stripe-connect.ts';
import { giftCardSettings, issueGiftCard } from '#api/features/stock/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import { shopHeading } from '#api/lib/pdf/shop.ts';
import { EMAIL_QUEUE } from '#api/queue/email.ts';
import type { SystemScope } from '#api/scope.ts';
import { businessScopeOf } from './credits.ts';
import { depositAccount } from './deposits.ts';
import { giftCardBuyerMail, giftCardRecipientMail } from './gift-card-mail.ts';

/**
 * Gift cards bought on the showroom (ADR 089). Offered only while the jeweller has turned the sale on and
 * its connected Stripe account can charge; the visitor's order is written with a Checkout session on that
 * account, and the Connect webhook issues the card once (the payment's own open → paid update is the
 * guard), emails it to the recipient on the send date (a job that starts then) and a receipt to the buyer.
 */

/** Stripe's shortest Checkout session: 30 minutes. */
const SESSION_MINUTES = 30;
/** A card sent on a later day arrives in the morning, in the shop's time zone. */
const SEND_AT = '09:00';

/** What the showroom's page offers, or null when the sale is off or the account cannot charge. */
async function offerOf(server: SystemScope, slug: string) {
  const business = await publishedBusiness(server, slug);
  const settings = await giftCardSettings(server, business.id);
  if (!settings.online) return null;
  const account = await depositAccount(server, business.id);
  if (!account) return null;
  const scope = await businessScopeOf(server, business.id);
  return { business, settings, account, currency: scope.currency, scope };
}

/** `GET /v1/showrooms/{slug}/gift-cards`: the amounts offered (404 when the showroom sells no card). */
export async function giftCardOffer(server: SystemScope, slug: string) {
  const offer = await offerOf(server, slug);
  if (!offer) throw AppError.notFound('Gift cards');
  const { settings } = offer;
  return {
    currency: offer.currency,
    presetsMinor: settings.presetsMinor,
    minMinor: settings.minMinor,
    maxMinor: settings.maxMinor,
    validityMonths: settings.validityMonths,
    today: todayIn(server.now, offer.business.timeZone),
    mode: server.deps.billing.mode,
  };
}

const unavailable = () =>
  new AppError('gift_cards_unavailable', 'This showroom does not sell gift cards online', 409);

/**
 * `POST /v1/showrooms/{slug}/gift-cards`: the order and its Checkout session (409 `gift_cards_unavailable`
 * when the sale is off or Stripe is not connected; 422 for an amount out of bounds or a past send date).
 */
export async function startGiftCardCheckout(
  server: SystemScope,
  input: GiftCardPurchaseInput & { slug: string },
): Promise<{ url: string; orderId: string }> {
  const offer = await offerOf(server, input.slug);
  if (!offer) throw unavailable();
  const { business, settings, account, currency } = offer;
  const isPreset = settings.presetsMinor.includes(input.amountMinor);
  if (!isPreset && (input.amountMinor < settings.minMinor || input.amountMinor > settings.maxMinor)) {
    throw AppError.validation({ amountMinor: 'out_of_range' }, 'The amount is outside the offered bounds');
  }
  if (input.sendOn < todayIn(server.now, business.timeZone)) {
    throw AppError.validation({ sendOn: 'past' }, 'The send date is before today');
  }
  const locale = input.locale ?? server.locale;
  const [order] = await server.tx
    .insert(giftCardOrders)
    .values({
      businessId: business.id,
      amountMinor: input.amountMinor,
      currency,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      message: input.message ?? null,
      sendOn: input.sendOn,
      locale,
      createdAt: server.now,
    })
    .returning({ id: giftCardOrders.id });
  const { config } = server.deps;
  const fee = applicationFeeOf(server.deps.billing, account.plan, input.amountMinor);
  const session = await createPaymentSession(server.deps.stripe, {
    accountId: account.account.stripeAccountId,
    amountMinor: input.amountMinor,
    currency,
    description: `${locale === 'fr' ? 'Carte cadeau' : 'Gift card'} — ${business.name}`,
    customerEmail: input.buyerEmail,
    successUrl: `${config.SHOWROOM_URL}/s/${business.slug}/gift-card?paid=1`,
    cancelUrl: `${config.SHOWROOM_URL}/s/${business.slug}/gift-card?payment=cancelled`,
    expiresAt: addMinutes(server.now, SESSION_MINUTES),
    applicationFeeMinor: fee,
    metadata: { business_id: business.id, kind: 'gift_card', gift_card_order_id: order!.id },
    idempotencyKey: `gift-card-order-${order!.id}`,
  });
  await server.tx.insert(clientPayments).values({
    businessId: business.id,
    stripeAccountId: account.account.stripeAccountId,
    checkoutSessionId: session.id,
    kind: 'gift_card',
    giftCardOrderId: order!.id,
    amountMinor: input.amountMinor,
    applicationFeeMinor: fee,
    currency,
    expiresAt: new Date((session.expires_at ?? 0) * 1000),
  });
  return { url: session.url!, orderId: order!.id };
}

/**
 * The webhook's part, once per payment (the caller's open → paid update guards it): the card issued as
 * sold online with the business's validity, the recipient's email queued for the send date (09:00 there,
 * or now when that is today or past), the buyer's receipt now.
 */
export async function giftCardPaid(server: SystemScope, payment: ClientPaymentRow) {
  if (!payment.giftCardOrderId) return;
  const [order] = await server.tx
    .update(giftCardOrders)
    .set({ status: 'paid' })
    .where(
      and(
        eq(giftCardOrders.businessId, payment.businessId),
        eq(giftCardOrders.id, payment.giftCardOrderId),
        eq(giftCardOrders.status, 'open'),
      ),
    )
    .returning();
  if (!order) return;
  const scope = await businessScopeOf(server, payment.businessId);
  const card = await issueGiftCard(scope, {
    amountMinor: order.amountMinor,
    clientId: null,
    source: 'online',
  });
  await server.tx.update(giftCardOrders).set({ giftCardId: card.id }).where(eq(giftCardOrders.id, order.id));
  const shop = await shopHeading(scope);
  const amount = formatMoney(order.amountMinor, order.currency as Currency, order.locale);
  const common = { locale: order.locale, shop, amount, expiresOn: card.expiresOn };
  const sendAt = zonedTimeToUtc(order.sendOn, SEND_AT, scope.timeZone);
  const replyTo = shop.email ? { replyTo: shop.email } : {};
  await asConnectionOwner(server.tx, async () => {
    await server.deps.jobs.send(
      EMAIL_QUEUE,
      {
        to: order.recipientEmail,
        ...giftCardRecipientMail({
          ...common,
          code: card.code,
          recipientName: order.recipientName,
          buyerName: order.buyerName,
          message: order.message,
        }),
        ...replyTo,
      },
      { tx: server.tx, ...(sendAt > server.now ? { startAfter: sendAt } : {}) },
    );
    await server.deps.jobs.send(
      EMAIL_QUEUE,
      {
        to: order.buyerEmail,
        ...giftCardBuyerMail({
          ...common,
          last4: card.last4,
          recipientName: order.recipientName,
          sendOn: order.sendOn,
          reference: payment.paymentIntentId ?? payment.checkoutSessionId,
        }),
        ...replyTo,
      },
      { tx: server.tx },
    );
  });
}

/** A Checkout session that ran out: its order will never be paid. */
export async function giftCardExpired(server: SystemScope, payment: ClientPaymentRow) {
  if (!payment.giftCardOrderId) return;
  await server.tx
    .update(giftCardOrders)
    .set({ status: 'expired' })
    .where(and(eq(giftCardOrders.id, payment.giftCardOrderId), eq(giftCardOrders.status, 'open')));
}
