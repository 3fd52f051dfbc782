import { clients, invoices, orders } from '@carat/db';
import { canRaiseInvoice, ORDER_STAGE_INFO, type OrderStageOrCancelled } from '@carat/domain';
import type { Locale } from '@carat/domain/locale';
import { and, desc, eq, ne } from 'drizzle-orm';
import { createInvoice, getInvoice } from '#api/features/invoices/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';
import { recordOrderEvent } from './events.ts';

type InvoiceKind = 'deposit' | 'final';

const LABELS = {
  fr: {
    deposit: 'Acompte',
    order: 'commande',
    metal: 'Métal',
    stones: 'Pierres',
    size: 'Taille',
    engraving: 'Gravure',
    colon: ' : ',
  },
  en: {
    deposit: 'Deposit',
    order: 'order',
    metal: 'Metal',
    stones: 'Stones',
    size: 'Size',
    engraving: 'Engraving',
    colon: ': ',
  },
} as const;

/** The order's live invoice of a kind: the latest that is not void. */
async function currentInvoice(scope: TenantScope, orderId: string, kind: InvoiceKind) {
  const { tx, businessId } = scope;
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, businessId),
        eq(invoices.orderId, orderId),
        eq(invoices.kind, kind),
        ne(invoices.status, 'void'),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Drafts an order's invoice from the order. The deposit invoice bills the deposit (a tax point of its
 * own); the final one bills the whole piece and deducts the deposit invoices already issued (domain
 * facts: "the final invoice deducts it").
 */
async function draftFromOrder(scope: TenantScope, orderId: string, kind: InvoiceKind, locale: Locale) {
  const { tx, businessId } = scope;
  const [order] = await tx
    .select({
      number: orders.number,
      stage: orders.stage,
      item: orders.item,
      metal: orders.metal,
      stones: orders.stones,
      size: orders.size,
      engraving: orders.engraving,
      amountMinor: orders.amountMinor,
      depositMinor: orders.depositMinor,
      clientId: orders.clientId,
      clientName: clients.name,
      clientEmail: clients.email,
      clientLocation: clients.location,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), eq(clients.businessId, businessId)))
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)));
  if (!order) throw AppError.notFound('Order');
  if (!canRaiseInvoice(order, kind)) {
    throw order.stage === 'cancelled'
      ? new AppError('order_cancelled', 'A cancelled order raises no new invoice', 409)
      : new AppError('no_deposit', 'This order has no deposit to invoice', 422);
  }
  const t = LABELS[locale];
  let description: string;
  let unitPriceMinor: number;
  if (kind === 'deposit') {
    description = `${t.deposit} — ${order.item} (${t.order} ${order.number})`;
    unitPriceMinor = order.depositMinor;
  } else {
    const { colon } = t;
    const details = [
      order.metal ? `${t.metal}${colon}${order.metal}` : null,
      order.stones ? `${t.stones}${colon}${order.stones}` : null,
      order.size ? `${t.size}${colon}${order.size}` : null,
      order.engraving ? `${t.engraving}${colon}“${order.engraving}”` : null,
    ].filter(Boolean);
    description = [order.item, ...details].join(' — ');
    unitPriceMinor = order.amountMinor;
  }
  const invoice = await createInvoice(scope, {
    kind,
    orderId,
    clientId: order.clientId,
    clientName: order.clientName ?? '',
    clientEmail: order.clientEmail ?? null,
    clientAddress: order.clientLocation ?? null,
    items: [{ description: description.slice(0, 500), quantity: 1, unitPriceMinor }],
    locale,
    pricesIncludeTax: false,
  });
  await recordOrderEvent(scope, { orderId, kind: 'invoice', detail: { invoiceId: invoice.id, kind } });
  return invoice;
}

/**
 * Download Invoice: the order's invoice of that kind, drafted from the order when there is none and the
 * order may raise one (domain: canRaiseInvoice; a draft prints as a pro forma until it is issued).
 */
export async function invoiceForOrder(
  scope: TenantScope,
  { orderId, kind, locale }: { orderId: string; kind: InvoiceKind; locale?: Locale },
) {
  const [order] = await scope.tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, scope.businessId), eq(orders.id, orderId)));
  if (!order) throw AppError.notFound('Order');
  const existing = await currentInvoice(scope, orderId, kind);
  if (existing) return { invoice: await getInvoice(scope, existing.id), created: false };
  const invoice = await draftFromOrder(scope, orderId, kind, locale ?? 'fr');
  return { invoice, created: true };
}

/**
 * The invoice a stage raises (domain: ORDER_STAGE_INFO[stage].invoice): the deposit invoice when the
 * order reaches the deposit (if it has one), the final invoice when the piece is ready. Drafted once;
 * the jeweller reviews and sends it.
 */
export async function createStageInvoice(
  scope: TenantScope,
  { orderId, stage }: { orderId: string; stage: OrderStageOrCancelled },
) {
  if (stage === 'cancelled') return;
  const raises = ORDER_STAGE_INFO[stage].invoice;
  if (!raises) return;
  const kind: InvoiceKind = raises === 'deposit' ? 'deposit' : 'final';
  if (await currentInvoice(scope, orderId, kind)) return;
  const [order] = await scope.tx
    .select({ stage: orders.stage, depositMinor: orders.depositMinor })
    .from(orders)
    .where(and(eq(orders.businessId, scope.businessId), eq(orders.id, orderId)));
  if (!order || !canRaiseInvoice(order, kind)) return;
  await draftFromOrder(scope, orderId, kind, 'fr');
}
