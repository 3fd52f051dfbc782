import { computeTaxedInvoice } from '@carat/domain/invoice';
import type { TaxRule } from '@carat/domain/taxes';

/**
 * Custom orders paid in stages: what a deposit or a balance pay link asks for, in
 * integer minor units. The order's amounts are before VAT; the client pays them with VAT, worked out as
 * the order's invoices do (one line, the domain's rate and rounding), so a paid stage matches its invoice.
 */

export type OrderPaymentStage = 'deposit' | 'balance';

/** What one order amount (before VAT) costs the client, VAT included. */
export function grossOfNet(netMinor: number, rule: TaxRule): number {
  if (netMinor <= 0) return 0;
  return computeTaxedInvoice([{ quantity: 1, unitPriceMinor: netMinor }], rule).total;
}

export interface OrderAmounts {
  amountMinor: number;
  depositMinor: number;
}

/** What the client has paid online so far for an order, per stage. */
export interface OrderPaid {
  depositMinor: number;
  balanceMinor: number;
}

/**
 * What is left to ask for a stage: the deposit (with VAT) less what was paid towards it; the balance is the
 * whole piece (with VAT) less everything already paid. Never below zero.
 */
export function orderStageDue(
  order: OrderAmounts,
  paid: OrderPaid,
  stage: OrderPaymentStage,
  rule: TaxRule,
): number {
  const due =
    stage === 'deposit'
      ? grossOfNet(order.depositMinor, rule) - paid.depositMinor
      : grossOfNet(order.amountMinor, rule) - paid.depositMinor - paid.balanceMinor;
  return Math.max(0, due);
}

/** The pay link's and the payment's kind for a stage. */
export const ORDER_PAYMENT_KIND = {
  deposit: 'order_deposit',
  balance: 'order_balance',
} as const satisfies Record<OrderPaymentStage, string>;

/** Sums paid payments rows of an order into what was paid per stage. */
export function paidPerStage(rows: readonly { kind: string; amountMinor: number; refundedMinor: number }[]) {
  const paid: OrderPaid = { depositMinor: 0, balanceMinor: 0 };
  for (const row of rows) {
    const net = row.amountMinor - row.refundedMinor;
    if (row.kind === 'order_deposit') paid.depositMinor += net;
    if (row.kind === 'order_balance') paid.balanceMinor += net;
  }
  return paid;
}
