import { randomUUID } from 'node:crypto';
import {
  giftCards,
  products,
  saleLines,
  salePayments,
  saleReturns,
  sales,
  stockItemEvents,
  stockItems,
} from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { formatCreditNoteNumber } from '@carat/domain/invoice';
import {
  gramsToMilligrams,
  linesPaidMinor,
  refundTax,
  returnAmountMinor,
  SaleError,
  saleTotals,
  settlePayments,
} from '@carat/domain/sales';
import type { SaleInputParsed, SaleReturnInput } from '@carat/validation/stock';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { assertOwnReferences, referenceRefused } from '#api/lib/references.ts';
import { taxRuleOf } from '#api/lib/tax-rule.ts';
import type { TenantScope } from '#api/scope.ts';
import { releaseCatalogueStock, takeCatalogueStock } from './catalogue-stock.ts';
import {
  issueGiftCard,
  raiseGiftCard,
  redeemGiftCard,
  returnGiftCardTopUp,
  voidGiftCard,
} from './gift-cards.ts';
import { clientName } from './items.ts';
import { settleSoldMemoItems } from './memos.ts';

/**
 * The in-store sale (issue 32 part A, ADR 063). Its stock items are marked sold by one conditional update
 * (`… where status = 'in_stock' returning`) in the sale's transaction: of two sales of one piece, the
 * second finds it no longer in stock and answers 409 `item_sold`, and nothing of it is kept.
 */

/** A gift card line's description when none is given, in the member's language. */
const GIFT_CARD_LINE = { fr: 'Carte cadeau', en: 'Gift card' } as const;
/** A top-up line's description when none is given: the card's last four characters (ADR 089). */
const GIFT_CARD_TOP_UP_LINE = { fr: 'Recharge carte cadeau', en: 'Gift card top-up' } as const;

export const formatSaleNumber = (year: number, n: number) => `SALE-${year}-${String(n).padStart(3, '0')}`;

const receiptUrlOf = (id: string) => `/v1/sales/${id}/receipt.pdf`;

function saleErrorToApp(error: SaleError): AppError {
  const d = error.detail;
  switch (d.code) {
    case 'line_discount_too_large':
      return new AppError('discount_too_large', 'A line discount is larger than the line', 422, {
        [`lines.${d.line}.discountMinor`]: 'discount_too_large',
      });
    case 'sale_discount_too_large':
      return new AppError('discount_too_large', 'The sale discount is larger than the lines', 422, {
        discountMinor: 'discount_too_large',
      });
    case 'payments_mismatch':
      return new AppError(
        'payments_mismatch',
        `The payments (${d.paidMinor}) must add up to the total (${d.totalMinor})`,
        422,
        { payments: 'payments_mismatch' },
        { totalMinor: String(d.totalMinor), paidMinor: String(d.paidMinor) },
      );
    case 'old_gold_amount':
      return new AppError(
        'old_gold_amount',
        `Old gold at this weight, fineness and rate is worth ${d.expectedMinor}`,
        422,
        { [`payments.${d.payment}.amountMinor`]: 'old_gold_amount' },
        { expectedMinor: String(d.expectedMinor) },
      );
    case 'tendered_below_amount':
      return AppError.validation({ [`payments.${d.payment}.tenderedMinor`]: 'tendered_below_amount' });
  }
}

/** 'Vente': lines resolved, items sold atomically, totals and payments checked, the next SALE-YYYY-NNN. */
export async function createSale(
  scope: TenantScope,
  input: SaleInputParsed,
  /**
   * Reserved pieces this sale may sell: a layaway's release sells the piece it reserved (ADR 067), a
   * card link's sale the pieces it held (ADR 087).
   */
  options: { reservedItemIds?: readonly string[] } = {},
) {
  const { tx, businessId } = scope;
  const saleId = randomUUID();
  await assertOwnReferences(scope, [
    { field: 'clientId', kind: 'client', ids: [input.clientId] },
    { field: 'lines', kind: 'product', ids: input.lines.map((l) => l.productId) },
  ]);

  // The pieces, sold now or never: one conditional update; anything not in stock any more refuses the sale.
  // A piece out on memo may be sold (the client kept it); a reserved one only by its own layaway's release.
  const itemIds = input.lines.flatMap((l) => (l.stockItemId ? [l.stockItemId] : []));
  if (new Set(itemIds).size !== itemIds.length) {
    throw new AppError('item_sold', 'The same piece is on two lines', 409, { lines: 'item_sold' });
  }
  const released = options.reservedItemIds ?? [];
  const sold = itemIds.length
    ? await tx
        .update(stockItems)
        .set({ status: 'sold', soldSaleId: saleId })
        .where(
          and(
            eq(stockItems.businessId, businessId),
            inArray(stockItems.id, itemIds),
            released.length > 0
              ? or(
                  inArray(stockItems.status, ['in_stock', 'memo_out']),
                  and(inArray(stockItems.id, [...released]), eq(stockItems.status, 'reserved')),
                )
              : inArray(stockItems.status, ['in_stock', 'memo_out']),
          ),
        )
        .returning({
          id: stockItems.id,
          tag: stockItems.tag,
          name: stockItems.name,
          priceMinor: stockItems.priceMinor,
          productId: stockItems.productId,
        })
    : [];
  if (sold.length !== itemIds.length) {
    const missing = itemIds.filter((id) => !sold.some((s) => s.id === id));
    const existing = await tx
      .select({ id: stockItems.id, tag: stockItems.tag, status: stockItems.status })
      .from(stockItems)
      .where(and(eq(stockItems.businessId, businessId), inArray(stockItems.id, missing)));
    if (existing.length !== missing.length) throw referenceRefused(scope.locale, 'lines', 'product');
    // A reserved piece (a layaway or an open card link holds it) says so; anything else is no longer in stock.
    const reserved = existing.every((e) => e.status === 'reserved');
    throw new AppError(
      reserved ? 'item_reserved' : 'item_sold',
      `${reserved ? 'Reserved' : 'No longer in stock'}: ${existing.map((e) => e.tag).join(', ')}`,
      409,
      undefined,
      { tags: existing.map((e) => e.tag).join(','), status: existing[0]!.status },
    );
  }
  const fromMemo = await settleSoldMemoItems(
    scope,
    sold.map((s) => s.id),
  );
  const soldById = new Map(sold.map((s) => [s.id, s]));

  const productIds = input.lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const catalogue = productIds.length
    ? await tx
        .select({ id: products.id, name: products.name, priceMinor: products.priceMinor })
        .from(products)
        .where(and(eq(products.businessId, businessId), inArray(products.id, productIds)))
    : [];
  const productById = new Map(catalogue.map((p) => [p.id, p]));

  const lines = input.lines.map((line) => {
    const item = line.stockItemId ? soldById.get(line.stockItemId)! : null;
    const product = line.productId ? productById.get(line.productId)! : null;
    const description =
      line.description ??
      (line.giftCard
        ? line.giftCardCode
          ? `${GIFT_CARD_TOP_UP_LINE[scope.locale]} •••• ${line.giftCardCode
              .replace(/[^0-9a-z]/gi, '')
              .slice(-4)
              .toUpperCase()}`
          : GIFT_CARD_LINE[scope.locale]
        : item
          ? `${item.name} (${item.tag})`
          : product!.name);
    return {
      stockItemId: item?.id ?? null,
      productId: product?.id ?? item?.productId ?? null,
      combination: product ? (line.combination ?? null) : null,
      description: description.slice(0, 300),
      quantity: line.quantity ?? 1,
      unitPriceMinor: line.priceMinor ?? item?.priceMinor ?? product?.priceMinor ?? 0,
      discountMinor: line.discountMinor ?? 0,
      untaxed: line.giftCard === true,
    };
  });

  // Catalogue pieces sold from the shelf lower the catalogue's stock of their combination (409 out_of_stock).
  for (const [index, line] of input.lines.entries()) {
    if (line.productId) {
      await takeCatalogueStock(scope, {
        productId: line.productId,
        combination: line.combination ?? null,
        quantity: line.quantity ?? 1,
        field: `lines.${index}`,
      });
    }
  }

  const rule = await taxRuleOf(scope);
  let totals: ReturnType<typeof saleTotals>;
  let changeMinor: number;
  const payments = input.payments.map((p) => ({
    ...p,
    weightMg: p.weightGrams === undefined ? null : gramsToMilligrams(p.weightGrams),
  }));
  try {
    totals = saleTotals(lines, input.discountMinor ?? 0, rule);
    ({ changeMinor } = settlePayments(totals.totalMinor, payments));
  } catch (error) {
    if (error instanceof SaleError) throw saleErrorToApp(error);
    throw error;
  }

  // Gift cards spent: each balance read and lowered atomically (409 gift_card_insufficient, 422 unknown or
  // expired); the sale's transaction undoes it if anything later refuses the sale.
  const cardOfPayment = new Map<number, string>();
  for (const [index, p] of payments.entries()) {
    if (p.method !== 'gift-card') continue;
    const card = await redeemGiftCard(scope, {
      code: p.giftCardCode ?? '',
      amountMinor: p.amountMinor,
      saleId,
      field: `payments.${index}.giftCardCode`,
    });
    cardOfPayment.set(index, card.id);
  }

  const year = Number(todayIn(scope.now, scope.timeZone).slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'sale', ${year}) as n`,
  );
  const number = formatSaleNumber(year, Number(rows[0]!.n));
  await tx.insert(sales).values({
    id: saleId,
    businessId,
    number,
    clientId: input.clientId ?? null,
    currency: scope.currency,
    linesTotalMinor: totals.linesTotalMinor,
    discountMinor: totals.discountMinor,
    totalMinor: totals.totalMinor,
    taxMinor: totals.taxMinor,
    taxes: totals.taxes,
    changeMinor,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  // Gift cards sold: each a new card holding its line's price, its code printed on the receipt. A line
  // naming a card's code tops that card up instead, in this transaction (422 when expired or unknown).
  const giftCardsSold: { line: number; id: string; code: string; expiresOn: string | null }[] = [];
  const topUps: { line: number; id: string; code: string; balanceMinor: number; expiresOn: string | null }[] =
    [];
  for (const [index, line] of input.lines.entries()) {
    if (!line.giftCard) continue;
    if (line.giftCardCode) {
      const { id, code, balanceMinor, expiresOn } = await raiseGiftCard(scope, {
        kind: 'topped-up',
        code: line.giftCardCode,
        amountMinor: totals.lines[index]!.totalMinor,
        saleId,
        field: `lines.${index}.giftCardCode`,
      });
      topUps.push({ line: index, id, code, balanceMinor, expiresOn });
      continue;
    }
    const card = await issueGiftCard(scope, {
      amountMinor: totals.lines[index]!.totalMinor,
      clientId: input.clientId ?? null,
      saleId,
    });
    giftCardsSold.push({ line: index, id: card.id, code: card.code, expiresOn: card.expiresOn });
  }
  await tx.insert(saleLines).values(
    lines.map(({ untaxed: _untaxed, ...line }, position) => ({
      businessId,
      saleId,
      position,
      ...line,
      totalMinor: totals.lines[position]!.totalMinor,
      giftCardId: [...giftCardsSold, ...topUps].find((g) => g.line === position)?.id ?? null,
      giftCardTopUp: topUps.some((g) => g.line === position),
    })),
  );
  await tx.insert(salePayments).values(
    payments.map((p, position) => ({
      businessId,
      saleId,
      position,
      method: p.method,
      amountMinor: p.amountMinor,
      tenderedMinor: p.method === 'cash' ? (p.tenderedMinor ?? null) : null,
      weightMg: p.method === 'old-gold' ? p.weightMg : null,
      fineness: p.method === 'old-gold' ? (p.fineness ?? null) : null,
      buyRateMinorPerGram: p.method === 'old-gold' ? (p.buyRateMinorPerGram ?? null) : null,
      description: p.description ?? null,
      reference: p.reference ?? null,
      giftCardId: cardOfPayment.get(position) ?? null,
    })),
  );
  if (sold.length > 0) {
    await tx.insert(stockItemEvents).values(
      sold.map((item) => ({
        businessId,
        stockItemId: item.id,
        kind: 'sold' as const,
        fromStatus: released.includes(item.id) ? 'reserved' : fromMemo.has(item.id) ? 'memo_out' : 'in_stock',
        toStatus: 'sold',
        detail: { saleId, number },
        actorId: scope.userId,
        createdAt: scope.now,
      })),
    );
  }
  return {
    id: saleId,
    number,
    totalMinor: totals.totalMinor,
    receiptUrl: receiptUrlOf(saleId),
    giftCards: giftCardsSold.map(({ id, code, expiresOn }) => ({ id, code, expiresOn })),
    giftCardTopUps: topUps.map(({ id, code, balanceMinor, expiresOn }) => ({
      id,
      code,
      balanceMinor,
      expiresOn,
    })),
  };
}

async function saleRow(scope: TenantScope, id: string, lock = false) {
  const query = scope.tx
    .select()
    .from(sales)
    .where(and(eq(sales.businessId, scope.businessId), eq(sales.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Sale');
  return row;
}

/** The sale with its lines, payments (old gold with its weight), client and credit notes. */
export async function getSale(scope: TenantScope, id: string) {
  const { tx, businessId } = scope;
  const row = await saleRow(scope, id);
  const [lines, payments, returns, client] = [
    await tx
      .select({
        id: saleLines.id,
        stockItemId: saleLines.stockItemId,
        productId: saleLines.productId,
        description: saleLines.description,
        quantity: saleLines.quantity,
        unitPriceMinor: saleLines.unitPriceMinor,
        discountMinor: saleLines.discountMinor,
        totalMinor: saleLines.totalMinor,
        returnedQuantity: saleLines.returnedQuantity,
        tag: stockItems.tag,
        giftCardId: saleLines.giftCardId,
        giftCardCode: giftCards.code,
        giftCardTopUp: saleLines.giftCardTopUp,
      })
      .from(saleLines)
      .leftJoin(
        stockItems,
        and(eq(stockItems.id, saleLines.stockItemId), eq(stockItems.businessId, businessId)),
      )
      .leftJoin(giftCards, and(eq(giftCards.id, saleLines.giftCardId), eq(giftCards.businessId, businessId)))
      .where(and(eq(saleLines.businessId, businessId), eq(saleLines.saleId, id)))
      .orderBy(asc(saleLines.position)),
    await tx
      .select({ payment: salePayments, giftCardLast4: giftCards.last4 })
      .from(salePayments)
      .leftJoin(
        giftCards,
        and(eq(giftCards.id, salePayments.giftCardId), eq(giftCards.businessId, businessId)),
      )
      .where(and(eq(salePayments.businessId, businessId), eq(salePayments.saleId, id)))
      .orderBy(asc(salePayments.position)),
    await tx
      .select()
      .from(saleReturns)
      .where(and(eq(saleReturns.businessId, businessId), eq(saleReturns.saleId, id)))
      .orderBy(asc(saleReturns.createdAt), asc(saleReturns.number)),
    await clientName(scope, row.clientId),
  ];
  return {
    id: row.id,
    number: row.number,
    client,
    currency: row.currency,
    linesTotalMinor: row.linesTotalMinor,
    discountMinor: row.discountMinor,
    totalMinor: row.totalMinor,
    taxMinor: row.taxMinor,
    taxes: row.taxes,
    changeMinor: row.changeMinor,
    returnedMinor: row.returnedMinor,
    receiptUrl: receiptUrlOf(row.id),
    lines,
    payments: payments.map(({ payment: p, giftCardLast4 }) => ({
      method: p.method,
      giftCardLast4,
      amountMinor: p.amountMinor,
      tenderedMinor: p.tenderedMinor,
      weightGrams: p.weightMg === null ? null : p.weightMg / 1000,
      fineness: p.fineness,
      buyRateMinorPerGram: p.buyRateMinorPerGram,
      description: p.description,
      reference: p.reference,
    })),
    creditNotes: returns.map((r) => ({
      id: r.id,
      number: r.number,
      totalMinor: r.totalMinor,
      taxMinor: r.taxMinor,
      lines: r.lines,
      createdAt: r.createdAt,
    })),
    createdAt: row.createdAt,
  };
}

export type SaleDetail = Awaited<ReturnType<typeof getSale>>;

/** The latest sales, newest first. */
export async function listSales(scope: TenantScope, query: { page: number; pageSize: number }) {
  const rows = await scope.tx
    .select({
      id: sales.id,
      number: sales.number,
      totalMinor: sales.totalMinor,
      returnedMinor: sales.returnedMinor,
      currency: sales.currency,
      createdAt: sales.createdAt,
    })
    .from(sales)
    .where(eq(sales.businessId, scope.businessId))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map((r) => ({ ...r, receiptUrl: receiptUrlOf(r.id) }));
}

/**
 * A return against the receipt: the lines named (all that is left by default), their pieces back in stock
 * (the history says 'returned'), and a credit note CN-YYYY-NNN for what they were paid, the sale's discount
 * shared across its lines; the credit note takes the next number of the business's credit-note series.
 */
export async function returnSale(scope: TenantScope, input: { id: string; body: SaleReturnInput }) {
  const { tx, businessId } = scope;
  const sale = await saleRow(scope, input.id, true);
  const lines = await tx
    .select()
    .from(saleLines)
    .where(and(eq(saleLines.businessId, businessId), eq(saleLines.saleId, sale.id)))
    .orderBy(asc(saleLines.position));
  const paid = linesPaidMinor(
    lines.map((l) => l.totalMinor),
    sale.discountMinor,
  );
  const asked: readonly { lineId: string; quantity?: number | undefined }[] =
    input.body.lines ?? lines.filter((l) => l.returnedQuantity < l.quantity).map((l) => ({ lineId: l.id }));
  if (asked.length === 0) throw new AppError('nothing_to_return', 'Everything was returned already', 409);
  const returnId = randomUUID();
  const returned: {
    lineId: string;
    quantity: number;
    amountMinor: number;
    stockItemId: string | null;
    giftCardId: string | null;
  }[] = [];
  const shelf: { productId: string; combination: Record<string, string | null> | null; quantity: number }[] =
    [];
  for (const [index, want] of asked.entries()) {
    const i = lines.findIndex((l) => l.id === want.lineId);
    const line = lines[i];
    if (!line)
      throw AppError.validation({ [`lines.${index}.lineId`]: 'not_found' }, 'Not a line of this sale');
    const left = line.quantity - line.returnedQuantity;
    const quantity = want.quantity ?? left;
    if (left === 0 || quantity > left) {
      throw new AppError('nothing_to_return', 'More than what is left on the line', 409, {
        [`lines.${index}.quantity`]: 'nothing_to_return',
      });
    }
    returned.push({
      lineId: line.id,
      quantity,
      amountMinor: returnAmountMinor(paid[i]!, line.quantity, line.returnedQuantity, quantity),
      stockItemId: line.stockItemId,
      giftCardId: line.giftCardId,
    });
    // A gift card brought back is refunded only while unspent, and is emptied by the same statement; a
    // top-up brought back takes off what it added, while the card still holds it.
    if (line.giftCardId && line.giftCardTopUp) {
      await returnGiftCardTopUp(scope, {
        id: line.giftCardId,
        amountMinor: returned.at(-1)!.amountMinor,
        saleReturnId: returnId,
        field: `lines.${index}.lineId`,
      });
    } else if (line.giftCardId) {
      await voidGiftCard(scope, {
        id: line.giftCardId,
        saleReturnId: returnId,
        field: `lines.${index}.lineId`,
      });
    }
    if (line.productId && !line.stockItemId) {
      shelf.push({ productId: line.productId, combination: line.combination, quantity });
    }
    await tx
      .update(saleLines)
      .set({ returnedQuantity: line.returnedQuantity + quantity })
      .where(and(eq(saleLines.businessId, businessId), eq(saleLines.id, line.id)));
  }
  // Catalogue pieces returned go back on the shelf: their combination's stock rises again.
  for (const back of shelf) await releaseCatalogueStock(scope, back);
  const totalMinor = returned.reduce((sum, r) => sum + r.amountMinor, 0);
  // Gift cards carry no tax (ADR 077): the credit note's tax is inside the goods returned only.
  const taxedMinor = returned.reduce((sum, r) => (r.giftCardId ? sum : sum + r.amountMinor), 0);
  // Refunded onto a gift card: the one the client hands over, or a new card holding the refund.
  let refundCard: { id: string; code: string } | null = null;
  if (input.body.refundMethod === 'gift-card' && totalMinor > 0) {
    refundCard = input.body.giftCardCode
      ? await raiseGiftCard(scope, {
          kind: 'refund',
          code: input.body.giftCardCode,
          amountMinor: totalMinor,
          saleReturnId: returnId,
          field: 'giftCardCode',
        })
      : await issueGiftCard(scope, {
          amountMinor: totalMinor,
          clientId: sale.clientId,
          saleReturnId: returnId,
        });
  }
  const year = Number(todayIn(scope.now, scope.timeZone).slice(0, 4));
  const { rows } = await tx.execute<{ n: number }>(
    sql`select public.next_business_number(${businessId}, 'credit_note', ${year}) as n`,
  );
  const number = formatCreditNoteNumber(year, Number(rows[0]!.n));
  const [note] = await tx
    .insert(saleReturns)
    .values({
      id: returnId,
      businessId,
      saleId: sale.id,
      number,
      lines: returned.map(({ lineId, quantity, amountMinor }) => ({ lineId, quantity, amountMinor })),
      totalMinor,
      taxMinor: refundTax(taxedMinor, await taxRuleOf(scope)),
      refundMethod: input.body.refundMethod ?? null,
      giftCardId: refundCard?.id ?? null,
      createdBy: scope.userId,
      createdAt: scope.now,
    })
    .returning({ id: saleReturns.id });
  await tx
    .update(sales)
    .set({ returnedMinor: sale.returnedMinor + totalMinor })
    .where(and(eq(sales.businessId, businessId), eq(sales.id, sale.id)));
  const itemIds = returned.flatMap((r) => (r.stockItemId ? [r.stockItemId] : []));
  if (itemIds.length > 0) {
    const back = await tx
      .update(stockItems)
      .set({ status: 'in_stock', soldSaleId: null })
      .where(
        and(
          eq(stockItems.businessId, businessId),
          inArray(stockItems.id, itemIds),
          eq(stockItems.status, 'sold'),
          eq(stockItems.soldSaleId, sale.id),
        ),
      )
      .returning({ id: stockItems.id });
    if (back.length > 0) {
      await tx.insert(stockItemEvents).values(
        back.map((item) => ({
          businessId,
          stockItemId: item.id,
          kind: 'returned' as const,
          fromStatus: 'sold',
          toStatus: 'in_stock',
          detail: { saleId: sale.id, number: sale.number, creditNote: number },
          actorId: scope.userId,
          createdAt: scope.now,
        })),
      );
    }
  }
  return {
    id: note!.id,
    number,
    saleId: sale.id,
    totalMinor,
    receiptUrl: receiptUrlOf(sale.id),
    giftCard: refundCard ? { id: refundCard.id, code: refundCard.code } : null,
  };
}
