/**
 * The demo shop's gift card: sold at the counter eight days ago (a sale of its own, untaxed, paid by card)
 * and partly spent yesterday on a cleaning and rhodium plating (a later sale paid by the card), so the gift
 * cards' list shows a card with its balance and its history, and each sale its receipt. Two steps, called in
 * the order of the shop's other sales so that sale numbers follow their dates. The code is drawn from the
 * business's id, so the seed stays deterministic; it is a demo's card, never a real one.
 */
import { createHash } from 'node:crypto';
import { todayIn } from '@carat/domain/dates';
import { addMonths, giftCardCodeFrom, saleTotals } from '@carat/domain/sales';
import type { TaxRule } from '@carat/domain/taxes';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import { giftCardMovements, giftCards, saleLines, salePayments, sales } from '#lib/schema/stock.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface DemoGiftCardContext {
  businessId: string;
  ownerId: string | null;
  now: Date;
  currency: string;
  timeZone: string;
  rule: TaxRule;
  /** The business's next number of a kind for a year (the counters the API continues from). */
  number: (kind: string, year: number) => Promise<number>;
  /** The client the card was bought for. */
  clientId: string | null;
}

const CARD_MINOR = 15_000;
const SERVICE = { description: 'Nettoyage et rhodiage', priceMinor: 4_500 };

const saleNumber = async (ctx: DemoGiftCardContext, at: Date) => {
  const year = Number(todayIn(at, ctx.timeZone).slice(0, 4));
  return `SALE-${year}-${String(await ctx.number('sale', year)).padStart(3, '0')}`;
};

/**
 * The card sold, with its sale, line, payment and first movement; answers the card's id, or null when the
 * business already holds the demo's card (its counter topped up again after the stock was emptied).
 */
export async function sellDemoGiftCard(tx: Tx, ctx: DemoGiftCardContext): Promise<string | null> {
  const { businessId, ownerId, now, currency, timeZone, rule } = ctx;
  const code = giftCardCodeFrom(
    createHash('sha256').update(`demo-gift-card:${businessId}`).digest().subarray(0, 10),
  );

  // The card sold: a line of its own, no tax inside (money kept for a later purchase).
  const soldAt = new Date(now.getTime() - 8 * DAY - 2 * HOUR);
  const cardLine = {
    description: 'Carte cadeau',
    quantity: 1,
    unitPriceMinor: CARD_MINOR,
    discountMinor: 0,
    untaxed: true,
  };
  const cardTotals = saleTotals([cardLine], 0, rule);
  const [cardSale] = await tx
    .insert(sales)
    .values({
      businessId,
      number: await saleNumber(ctx, soldAt),
      clientId: ctx.clientId,
      currency,
      linesTotalMinor: cardTotals.linesTotalMinor,
      discountMinor: 0,
      totalMinor: cardTotals.totalMinor,
      taxMinor: cardTotals.taxMinor,
      taxes: cardTotals.taxes,
      createdBy: ownerId,
      createdAt: soldAt,
    })
    .returning({ id: sales.id });
  const [card] = await tx
    .insert(giftCards)
    .values({
      businessId,
      code,
      last4: code.slice(-4),
      currency,
      initialMinor: CARD_MINOR,
      balanceMinor: CARD_MINOR,
      clientId: ctx.clientId,
      saleId: cardSale!.id,
      expiresOn: addMonths(todayIn(soldAt, timeZone), 12),
      source: 'counter',
      createdBy: ownerId,
      createdAt: soldAt,
    })
    .returning({ id: giftCards.id });
  const { untaxed: _untaxed, ...cardLineRow } = cardLine;
  await tx.insert(saleLines).values({
    businessId,
    saleId: cardSale!.id,
    position: 0,
    ...cardLineRow,
    totalMinor: cardTotals.lines[0]!.totalMinor,
    giftCardId: card!.id,
  });
  await tx.insert(salePayments).values({
    businessId,
    saleId: cardSale!.id,
    position: 0,
    method: 'card',
    amountMinor: cardTotals.totalMinor,
    reference: 'Terminal 1',
  });

  await tx.insert(giftCardMovements).values({
    businessId,
    giftCardId: card!.id,
    kind: 'issued',
    amountMinor: CARD_MINOR,
    balanceAfterMinor: CARD_MINOR,
    saleId: cardSale!.id,
    createdBy: ownerId,
    createdAt: soldAt,
  });
  return card!.id;
}

/** Spent in part: a cleaning and rhodium plating paid with the card (taxed, as any service). */
export async function spendDemoGiftCard(tx: Tx, ctx: DemoGiftCardContext, cardId: string): Promise<void> {
  const { businessId, ownerId, now, currency, rule } = ctx;
  const spentAt = new Date(now.getTime() - DAY - 4 * HOUR);
  const serviceLine = {
    description: SERVICE.description,
    quantity: 1,
    unitPriceMinor: SERVICE.priceMinor,
    discountMinor: 0,
  };
  const serviceTotals = saleTotals([serviceLine], 0, rule);
  const [serviceSale] = await tx
    .insert(sales)
    .values({
      businessId,
      number: await saleNumber(ctx, spentAt),
      clientId: ctx.clientId,
      currency,
      linesTotalMinor: serviceTotals.linesTotalMinor,
      discountMinor: 0,
      totalMinor: serviceTotals.totalMinor,
      taxMinor: serviceTotals.taxMinor,
      taxes: serviceTotals.taxes,
      createdBy: ownerId,
      createdAt: spentAt,
    })
    .returning({ id: sales.id });
  await tx.insert(saleLines).values({
    businessId,
    saleId: serviceSale!.id,
    position: 0,
    ...serviceLine,
    totalMinor: serviceTotals.lines[0]!.totalMinor,
  });
  await tx.insert(salePayments).values({
    businessId,
    saleId: serviceSale!.id,
    position: 0,
    method: 'gift-card',
    amountMinor: serviceTotals.totalMinor,
    giftCardId: cardId,
  });

  const balanceAfterMinor = CARD_MINOR - serviceTotals.totalMinor;
  await tx
    .update(giftCards)
    .set({ balanceMinor: balanceAfterMinor })
    .where(and(eq(giftCards.businessId, businessId), eq(giftCards.id, cardId)));
  await tx.insert(giftCardMovements).values({
    businessId,
    giftCardId: cardId,
    kind: 'redeemed',
    amountMinor: -serviceTotals.totalMinor,
    balanceAfterMinor,
    saleId: serviceSale!.id,
    createdBy: ownerId,
    createdAt: spentAt,
  });
}
