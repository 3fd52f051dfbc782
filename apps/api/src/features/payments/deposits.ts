import { appointments, clientPayments, paymentAccounts } from '@carat/db';
import { canTakePayments, type Tier } from '@carat/domain';
import { addMinutes } from '@carat/domain/dates';
import { type Currency, formatMoney } from '@carat/domain/money';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppointmentRow } from '#api/features/appointments/index.ts';
import {
  type BookingBusiness,
  bookingBusiness,
  issueManageToken,
  manageUrl,
  queueClientBookingMail,
  queueJewellerBookingNotice,
  scheduleReminder,
} from '#api/features/appointments/index.ts';
import { invoicePdf } from '#api/features/invoices/index.ts';
import { queueBookingText, queueReceiptText } from '#api/features/messaging/index.ts';
import { DEFAULT_REFUND_HOURS, refundable } from '#api/features/payments/deposit-rules.ts';
import { applicationFeeOf, type ClientPaymentRow } from '#api/features/payments/fees.ts';
import {
  createPaymentSession,
  expirePaymentSession,
  refundPayment,
  retrievePaymentSession,
} from '#api/features/payments/stripe-connect.ts';
import { pgErrorOf } from '#api/lib/db-errors.ts';
import { asConnectionOwner } from '#api/lib/owner-role.ts';
import type { MailAttachment } from '#api/mail/mailer.ts';
import type { Scope, SystemScope } from '#api/scope.ts';
import type { PaymentAccountRow } from './account.ts';
import {
  assertDepositCreditWhole,
  businessScopeOf,
  receiptDeposit,
  recordRefund,
  withdrawDepositCredit,
} from './credits.ts';

/**
 * Booking deposits paid online. A booking whose type asks a deposit, at a business that
 * takes payments, HOLDS its slot for 15 minutes while the client pays on the jeweller's account: the row is
 * a live booking for the no-overlap constraint (so a second visitor is refused before paying), and the
 * availability stops counting it once the hold runs out. The Connect webhook confirms it (then the
 * emails go and the reminder is set); an expired or abandoned payment releases it.
 */

/** Stripe's shortest Checkout session: 30 minutes. The hold is shorter; the job expires the session. */
const SESSION_MINUTES = 30;
export const HOLD_EXPIRY_QUEUE = 'payments.hold-expiry';

export interface HoldExpiryJob {
  paymentId: string;
}

/** The business's account when it takes deposits online now (plan, connected, charges enabled), else null. */
export async function depositAccount(
  scope: Scope,
  businessId: string,
): Promise<{ account: PaymentAccountRow; plan: Tier } | null> {
  // The plan by the one rule (migration 0042); this runs on the API's own connection for a visitor.
  const { rows } = await scope.tx.execute<{ plan: Tier | null }>(
    sql`select private.plan_of_business(${businessId}) as plan`,
  );
  const plan = rows[0]?.plan ?? 'CZ';
  if (!canTakePayments(plan)) return null;
  const [account] = await scope.tx
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, businessId));
  return account?.chargesEnabled ? { account, plan } : null;
}

/** Holds that ran out, released (the caller holds the business's booking lock). */
export async function releaseExpiredHolds(scope: Scope, businessId: string) {
  await scope.tx
    .update(appointments)
    .set({ status: 'cancelled', depositStatus: 'expired', holdExpiresAt: null, cancelledAt: scope.now })
    .where(
      and(
        eq(appointments.businessId, businessId),
        isNotNull(appointments.holdExpiresAt),
        lte(appointments.holdExpiresAt, scope.now),
      ),
    );
}

/**
 * The payment of a held booking: a Checkout session on the jeweller's account (metadata: business,
 * booking), its row, and the job that releases the hold when it runs out. In the booking's transaction:
 * if Stripe refuses, there is no hold.
 */
export async function startDepositCheckout(
  scope: SystemScope,
  input: {
    business: BookingBusiness;
    appointment: AppointmentRow;
    account: PaymentAccountRow;
    plan: Tier;
    description: string;
    /** The client's link to their booking: where they land once paid. */
    manageToken: string;
  },
) {
  const { appointment, account, business } = input;
  const holdExpiresAt = appointment.holdExpiresAt!;
  const { config } = scope.deps;
  const session = await createPaymentSession(scope.deps.stripe, {
    accountId: account.stripeAccountId,
    amountMinor: appointment.depositMinor,
    currency: appointment.depositCurrency,
    description: input.description,
    customerEmail: appointment.email,
    successUrl: `${config.SHOWROOM_URL}/booking/manage?paid=1#${input.manageToken}`,
    cancelUrl: `${config.SHOWROOM_URL}/s/${business.slug}/appointment?payment=cancelled`,
    expiresAt: addMinutes(scope.now, SESSION_MINUTES),
    applicationFeeMinor: applicationFeeOf(scope.deps.billing, input.plan, appointment.depositMinor),
    metadata: {
      business_id: business.id,
      kind: 'booking_deposit',
      appointment_id: appointment.id,
    },
    idempotencyKey: `booking-deposit-${appointment.id}`,
  });
  const [payment] = await scope.tx
    .insert(clientPayments)
    .values({
      businessId: business.id,
      stripeAccountId: account.stripeAccountId,
      checkoutSessionId: session.id,
      kind: 'booking_deposit',
      appointmentId: appointment.id,
      clientId: appointment.clientId,
      amountMinor: appointment.depositMinor,
      applicationFeeMinor: applicationFeeOf(scope.deps.billing, input.plan, appointment.depositMinor),
      currency: appointment.depositCurrency,
      expiresAt: new Date((session.expires_at ?? 0) * 1000),
    })
    .returning();
  await asConnectionOwner(scope.tx, () =>
    scope.deps.jobs.send<HoldExpiryJob>(
      HOLD_EXPIRY_QUEUE,
      { paymentId: payment!.id },
      { tx: scope.tx, startAfter: holdExpiresAt, singletonKey: `hold:${payment!.id}` },
    ),
  );
  return { url: session.url!, expiresAt: holdExpiresAt.toISOString() };
}

async function appointmentOf(scope: Scope, id: string | null) {
  if (!id) return null;
  const [row] = await scope.tx.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/**
 * The deposit is paid: the booking stops being a hold and becomes a request like any other (the emails
 * go, the reminder is set). Paid after its hold was released, it takes its slot back if still free;
 * if someone else has it now, the deposit is refunded in full at once.
 */
export async function depositPaid(scope: SystemScope, payment: ClientPaymentRow) {
  const appointment = await appointmentOf(scope, payment.appointmentId);
  if (!appointment || appointment.depositStatus === 'paid' || appointment.depositStatus === 'refunded')
    return;
  let confirmed: AppointmentRow | undefined;
  try {
    confirmed = await scope.tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(appointments)
        .set({ status: 'pending', depositStatus: 'paid', holdExpiresAt: null, cancelledAt: null })
        .where(eq(appointments.id, appointment.id))
        .returning();
      return row;
    });
  } catch (error) {
    if (pgErrorOf(error)?.code !== '23P01') throw error;
  }
  if (!confirmed) {
    await refundAll(scope, payment, 'slot_taken');
    await scope.tx
      .update(appointments)
      .set({ depositStatus: 'refunded' })
      .where(eq(appointments.id, appointment.id));
    return;
  }
  const business = await bookingBusiness(scope, confirmed.businessId);
  const token = await issueManageToken(scope, { appointmentId: confirmed.id, expiresAt: confirmed.startsAt });
  // The deposit's receipt (a paid deposit invoice) and the client's credit; its PDF goes with the email.
  const receipt = await receiptDeposit(scope, { payment, appointment: confirmed });
  const attachments: MailAttachment[] = [];
  if (receipt) {
    const { bytes, fileName } = await invoicePdf(await businessScopeOf(scope, confirmed.businessId), {
      id: receipt.invoiceId,
    });
    attachments.push({
      filename: fileName,
      contentType: 'application/pdf',
      contentBase64: Buffer.from(bytes).toString('base64'),
    });
  }
  await queueClientBookingMail(scope, {
    business,
    appointment: confirmed,
    kind: 'new',
    token,
    attachments,
  });
  const [linked] = await scope.tx
    .select({ clientId: appointments.clientId })
    .from(appointments)
    .where(eq(appointments.id, confirmed.id));
  const clientId = linked?.clientId ?? payment.clientId;
  // The booking's confirmation by text, with its change and cancel link, as for a booking without deposit.
  await queueBookingText(scope, {
    business,
    appointment: { ...confirmed, clientId },
    kind: 'booking_confirmation',
    link: manageUrl(scope.deps.config.SHOWROOM_URL, token),
  });
  if (receipt) {
    // A short receipt by text too, when the client agreed to SMS (the booking form's tick box).
    await queueReceiptText(scope, {
      businessId: confirmed.businessId,
      clientId,
      locale: confirmed.locale,
      timeZone: business.timeZone,
      kind: 'deposit_receipt',
      amount: formatMoney(payment.amountMinor, payment.currency as Currency, confirmed.locale),
      number: receipt.number,
    });
  }
  await queueJewellerBookingNotice(scope, { business, appointment: confirmed, kind: 'new' });
  await scheduleReminder(scope, confirmed);
}

/** The payment will not come (expired or abandoned): a booking still held lets its slot go. */
export async function depositExpired(scope: Scope, payment: ClientPaymentRow) {
  if (!payment.appointmentId) return;
  await scope.tx
    .update(appointments)
    .set({ status: 'cancelled', depositStatus: 'expired', holdExpiresAt: null, cancelledAt: scope.now })
    .where(and(eq(appointments.id, payment.appointmentId), eq(appointments.depositStatus, 'pending')));
}

/** Refunds what is left of a payment on the jeweller's account (idempotent per payment and reason). */
export async function refundAll(scope: Scope, payment: ClientPaymentRow, reason: 'cancelled' | 'slot_taken') {
  const left = payment.amountMinor - payment.refundedMinor;
  if (left <= 0 || !payment.paymentIntentId) return 0;
  const refund = await refundPayment(scope.deps.stripe, {
    accountId: payment.stripeAccountId,
    paymentIntentId: payment.paymentIntentId,
    amountMinor: left,
    metadata: {
      business_id: payment.businessId,
      kind: payment.kind,
      reason,
      ...(payment.appointmentId ? { appointment_id: payment.appointmentId } : {}),
    },
    idempotencyKey: `refund-${payment.id}-${reason}`,
  });
  await recordRefund(scope, { payment, amountMinor: left, reason, stripeRefundId: refund.id });
  return left;
}

/**
 * The hold-expiry job: the session is ended on Stripe (nobody can pay it any more), then read back and
 * applied like a webhook would (paid meanwhile: confirmed; else: released).
 */
export async function expireDepositHold(
  scope: SystemScope,
  job: HoldExpiryJob,
  apply: (
    scope: SystemScope,
    session: Stripe.Checkout.Session,
    payment: ClientPaymentRow,
  ) => Promise<unknown>,
) {
  const [payment] = await scope.tx.select().from(clientPayments).where(eq(clientPayments.id, job.paymentId));
  if (payment?.status !== 'open') return 'done';
  const { stripe } = scope.deps;
  try {
    await expirePaymentSession(stripe, payment.stripeAccountId, payment.checkoutSessionId);
  } catch (error) {
    // Already complete or expired: the read below says which.
    if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
  }
  const session = await retrievePaymentSession(stripe, payment.stripeAccountId, payment.checkoutSessionId);
  await scope.deps.db.transaction((tx) => apply({ ...scope, tx }, session, payment));
  return session.status;
}

/**
 * A booking with a paid deposit is cancelled through the client's link: the jeweller's policy decides
 * (refunded in full when cancelled at least `deposit_refund_hours` before the start, else kept). The
 * refund is made on the jeweller's account; the booking's deposit then reads 'refunded'.
 */
export async function refundDepositOnCancel(
  scope: Scope,
  appointment: AppointmentRow,
): Promise<'refunded' | 'kept' | 'none'> {
  if (appointment.depositStatus !== 'paid') return 'none';
  const [payment] = await scope.tx
    .select()
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.appointmentId, appointment.id),
        eq(clientPayments.kind, 'booking_deposit'),
        eq(clientPayments.status, 'paid'),
      ),
    );
  if (!payment) return 'none';
  const [account] = await scope.tx
    .select({ hours: paymentAccounts.depositRefundHours })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.businessId, appointment.businessId));
  const hours = account?.hours ?? DEFAULT_REFUND_HOURS;
  if (!refundable(appointment.startsAt, scope.now, hours)) return 'kept';
  // A deposit already deducted on an invoice is not refunded here (the whole cancel is refused).
  const receiptInvoiceId = await assertDepositCreditWhole(scope, payment);
  const refunded = await refundAll(scope, payment, 'cancelled');
  if (receiptInvoiceId) {
    await withdrawDepositCredit(scope, { payment, receiptInvoiceId, refundedMinor: refunded });
  }
  await scope.tx
    .update(appointments)
    .set({ depositStatus: 'refunded' })
    .where(eq(appointments.id, appointment.id));
  return 'refunded';
}

/**
 * What a visitor is told before paying (`GET /v1/showrooms/{slug}/payments`): whether deposits are taken
 * online at this showroom, on which Stripe (the local sandbox says so), and the refund policy.
 */
export async function showroomPaymentTerms(scope: SystemScope, businessId: string) {
  const online = await depositAccount(scope, businessId);
  return {
    online: online !== null,
    mode: scope.deps.billing.mode,
    refundHours: online?.account.depositRefundHours ?? DEFAULT_REFUND_HOURS,
  };
}
