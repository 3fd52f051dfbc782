import { clientPayments, clients, orderEvents, orders } from '@carat/db';
import { and, eq, inArray } from 'drizzle-orm';
import { recordOrderEvent } from '#api/features/orders/index.ts';
import type { ClientPaymentRow } from '#api/features/payments/fees.ts';
import {
  grossOfNet,
  ORDER_PAYMENT_KIND,
  type OrderPaymentStage,
  orderStageDue,
  paidPerStage,
} from '#api/features/payments/order-stages.ts';
import { AppError } from '#api/lib/errors.ts';
import { taxRuleOf } from '#api/lib/tax-rule.ts';
import type { Scope, SystemScope, TenantScope } from '#api/scope.ts';
import { chargeableAccount } from './account.ts';
import { issuePayLink, takesPaymentsNow } from './link-issue.ts';
import { settleOrderInvoices } from './order-invoices.ts';

/**
 * Custom orders paid in stages: the order's deposit, then its balance, asked for with
 * a pay link (the invoice links' table and public page), from the order sheet or in the stage emails. The
 * Connect webhook applies each payment and the order's timeline records it.
 */

/** What a stage of an order asks the client now, from the order and its payments already received. */
export async function orderPayDocument(scope: Scope, input: { orderId: string; stage: OrderPaymentStage }) {
  const [order] = await scope.tx
    .select({
      id: orders.id,
      businessId: orders.businessId,
      number: orders.number,
      item: orders.item,
      stage: orders.stage,
      amountMinor: orders.amountMinor,
      depositMinor: orders.depositMinor,
      currency: orders.currency,
      dueDate: orders.dueDate,
      clientId: orders.clientId,
      clientName: clients.name,
      clientEmail: clients.email,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), eq(clients.businessId, orders.businessId)))
    .where(eq(orders.id, input.orderId));
  if (!order) throw AppError.notFound('Order');
  const rows = await scope.tx
    .select({
      kind: clientPayments.kind,
      amountMinor: clientPayments.amountMinor,
      refundedMinor: clientPayments.refundedMinor,
    })
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.orderId, order.id),
        eq(clientPayments.status, 'paid'),
        inArray(clientPayments.kind, ['order_deposit', 'order_balance']),
      ),
    );
  const paid = paidPerStage(rows);
  // With the taxes the order's invoices will carry: the business's rule (ADR 052).
  const rule = await taxRuleOf({ tx: scope.tx, businessId: order.businessId });
  const due = orderStageDue(order, paid, input.stage, rule);
  const totalMinor = grossOfNet(input.stage === 'deposit' ? order.depositMinor : order.amountMinor, rule);
  const status = order.stage === 'cancelled' ? 'void' : due > 0 ? 'sent' : 'paid';
  return {
    order,
    kind: ORDER_PAYMENT_KIND[input.stage],
    number: order.number,
    status,
    totalMinor,
    paidBeforeMinor: totalMinor - due,
    amountDueMinor: due,
  };
}

function requireOrderPayable(doc: Awaited<ReturnType<typeof orderPayDocument>>, stage: OrderPaymentStage) {
  if (doc.order.stage === 'cancelled')
    throw new AppError('order_cancelled', 'A cancelled order takes no payment', 409);
  if (stage === 'deposit' && doc.order.depositMinor <= 0)
    throw new AppError('no_deposit', 'This order has no deposit', 422);
  if (doc.amountDueMinor <= 0) throw new AppError('order_paid', 'Nothing is left to pay for this stage', 409);
}

/** `POST /v1/orders/{id}/payment-link` `{ kind }`: a pay link for the order's deposit or its balance. */
export async function createOrderPaymentLink(
  scope: TenantScope,
  input: { id: string; kind: OrderPaymentStage },
) {
  const [own] = await scope.tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, scope.businessId), eq(orders.id, input.id)));
  if (!own) throw AppError.notFound('Order');
  const doc = await orderPayDocument(scope, { orderId: own.id, stage: input.kind });
  requireOrderPayable(doc, input.kind);
  await chargeableAccount(scope, scope.businessId);
  const link = await issuePayLink(scope, { kind: doc.kind, orderId: own.id });
  await recordOrderEvent(scope, {
    orderId: own.id,
    kind: 'payment_link',
    detail: { stage: input.kind, amountMinor: doc.amountDueMinor, currency: doc.order.currency },
  });
  return {
    ...link,
    amountDueMinor: doc.amountDueMinor,
    currency: doc.order.currency,
  };
}

/**
 * The stage email's pay link: the deposit's at 'deposit', the balance's at 'ready-for-collection', when
 * something is due and the business takes payments online now; otherwise none (the email goes without).
 */
export async function orderStagePayUrl(
  scope: TenantScope,
  input: { orderId: string; stage: string },
): Promise<string | null> {
  const kind: OrderPaymentStage | null =
    input.stage === 'deposit' ? 'deposit' : input.stage === 'ready-for-collection' ? 'balance' : null;
  if (!kind || !(await takesPaymentsNow(scope))) return null;
  const doc = await orderPayDocument(scope, { orderId: input.orderId, stage: kind });
  if (doc.status !== 'sent' || (kind === 'deposit' && doc.order.depositMinor <= 0)) return null;
  return (await createOrderPaymentLink(scope, { id: input.orderId, kind })).url;
}

/**
 * The webhook's part: the order's timeline records the payment (applied once, by the caller), and the
 * order's issued invoices it covers are paid.
 */
export async function orderPaid(scope: SystemScope, payment: ClientPaymentRow) {
  if (!payment.orderId) return;
  await settleOrderInvoices(scope, { businessId: payment.businessId, orderId: payment.orderId });
  await scope.tx.insert(orderEvents).values({
    businessId: payment.businessId,
    orderId: payment.orderId,
    kind: 'payment',
    detail: {
      stage: payment.kind === 'order_deposit' ? 'deposit' : 'balance',
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentId: payment.id,
    },
    actorId: null,
    createdAt: scope.now,
  });
}
