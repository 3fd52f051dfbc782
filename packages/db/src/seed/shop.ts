/**
 * The demo shop's counter and stock: the metal rates with yesterday's change, tagged pieces (stones with
 * their laboratory certificates, one on the window, one in the safe), two counter sales (one with old
 * gold taken in), a gift card sold and partly spent, a band out on memo to another shop (overdue), a pendant on layaway with its deposit, repair jobs at each stage with their history, an insurance valuation, and a client's
 * text thread (consent recorded, 'ready for collection', her reply and the answer). Figures are computed
 * with the same domain rules as the API (`saleTotals`, the business's tax rule, `oldGoldValueMinor`), and
 * numbers come from the business's counters, so the next tag, sale or job continues after them.
 * Deterministic for a given `now`.
 */
import { addDays, todayIn } from '@carat/domain/dates';
import { METAL_GRADE_NAMES, METAL_GRADES, type MetalGrade } from '@carat/domain/metal';
import { oldGoldValueMinor, saleTotals } from '@carat/domain/sales';
import { businessTaxRule } from '@carat/domain/taxes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#lib/connection.ts';
import { clients } from '#lib/schema/clients.ts';
import { repairEvents, repairs, valuations } from '#lib/schema/counter.ts';
import { clientConsents, messages } from '#lib/schema/messaging.ts';
import { metalRateChanges, metalRates } from '#lib/schema/metal.ts';
import {
  cashDrawerMovements,
  cashDrawerSessions,
  layawayPayments,
  layaways,
  memoItems,
  memos,
  type StockCountPiece,
  type StockStone,
  saleLines,
  salePayments,
  sales,
  stockCountScans,
  stockCounts,
  stockItemEvents,
  stockItems,
} from '#lib/schema/stock.ts';
import { businesses } from '#lib/schema/tenancy.ts';
import { sellDemoGiftCard, spendDemoGiftCard } from './gift-cards.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Sell rates of fine metal, in minor units per kilogram (£ per gram × 100 000); buy at 92 %. */
const FINE_SELL_PER_KG: Record<'gold' | 'platinum' | 'palladium' | 'silver', number> = {
  gold: 9_850_000,
  platinum: 3_240_000,
  palladium: 2_980_000,
  silver: 118_000,
};
const familyOf = (grade: MetalGrade) => grade.split('-')[0] as keyof typeof FINE_SELL_PER_KG;

interface DemoPiece {
  name: string;
  description: string;
  costMinor: number;
  priceMinor: number;
  supplier: string;
  location: string;
  metal: MetalGrade;
  weightMg: number;
  stones: StockStone[];
  daysAgo: number;
}

const PIECES: DemoPiece[] = [
  {
    name: 'Solitaire Aurore 1,02 ct',
    description: 'Platine 950, griffes six, diamant rond brillant G VS1',
    costMinor: 640_000,
    priceMinor: 1_250_000,
    supplier: 'Hatton Diamonds Ltd',
    location: 'Coffre',
    metal: 'platinum-950',
    weightMg: 4_800,
    stones: [{ kind: 'Diamant rond', carats: 1.02, lab: 'GIA', certificateNumber: '2437916548' }],
    daysAgo: 64,
  },
  {
    name: 'Alliance demi-éternité',
    description: 'Or blanc 18k, 11 diamants 0,55 ct',
    costMinor: 98_000,
    priceMinor: 219_000,
    supplier: 'Atelier Hale',
    location: 'Vitrine 1',
    metal: 'gold-18k',
    weightMg: 3_600,
    stones: [{ kind: 'Diamants ronds', carats: 0.55, lab: 'IGI', certificateNumber: 'LG612345678' }],
    daysAgo: 41,
  },
  {
    name: 'Pendentif saphir poire',
    description: 'Or jaune 18k, saphir de Ceylan 1,4 ct, entourage diamants',
    costMinor: 145_000,
    priceMinor: 329_000,
    supplier: 'Colour Gems London',
    location: 'Vitrine 2',
    metal: 'gold-18k',
    weightMg: 2_900,
    stones: [{ kind: 'Saphir poire', carats: 1.4, lab: 'GIA', certificateNumber: '6224871035' }],
    daysAgo: 33,
  },
  {
    name: 'Chaîne gourmette 50 cm',
    description: 'Or jaune 9k, maille 4 mm',
    costMinor: 41_000,
    priceMinor: 89_500,
    supplier: 'Birmingham Chains',
    location: 'Vitrine 3',
    metal: 'gold-9k',
    weightMg: 14_200,
    stones: [],
    daysAgo: 27,
  },
  {
    name: 'Boucles d’oreilles perles',
    description: 'Or jaune 18k, perles d’Akoya 7,5 mm',
    costMinor: 22_000,
    priceMinor: 54_000,
    supplier: 'Pearl House',
    location: 'Vitrine 2',
    metal: 'gold-18k',
    weightMg: 1_600,
    stones: [],
    daysAgo: 22,
  },
  {
    name: 'Bracelet tennis 3 ct',
    description: 'Or blanc 18k, 42 diamants',
    costMinor: 290_000,
    priceMinor: 645_000,
    supplier: 'Hatton Diamonds Ltd',
    location: 'Coffre',
    metal: 'gold-18k',
    weightMg: 11_400,
    stones: [{ kind: 'Diamants ronds', carats: 3.05, lab: 'HRD', certificateNumber: '240098712' }],
    daysAgo: 19,
  },
  {
    name: 'Chevalière ovale',
    description: 'Or jaune 18k, plateau à graver',
    costMinor: 61_000,
    priceMinor: 135_000,
    supplier: 'Atelier Hale',
    location: 'Vitrine 1',
    metal: 'gold-18k',
    weightMg: 9_800,
    stones: [],
    daysAgo: 15,
  },
  {
    name: 'Jonc argent martelé',
    description: 'Argent 925, finition martelée main',
    costMinor: 6_500,
    priceMinor: 18_500,
    supplier: 'Atelier Hale',
    location: 'Vitrine 3',
    metal: 'silver-925',
    weightMg: 24_000,
    stones: [],
    daysAgo: 12,
  },
  {
    name: 'Bague émeraude taille émeraude',
    description: 'Or jaune 18k, émeraude de Colombie 0,9 ct',
    costMinor: 120_000,
    priceMinor: 268_000,
    supplier: 'Colour Gems London',
    location: 'Vitrine 1',
    metal: 'gold-18k',
    weightMg: 4_100,
    stones: [{ kind: 'Émeraude', carats: 0.9, lab: 'GIA', certificateNumber: '5212904417' }],
    daysAgo: 9,
  },
  {
    name: 'Créoles or rose',
    description: 'Or rose 14k, 25 mm',
    costMinor: 17_000,
    priceMinor: 42_000,
    supplier: 'Birmingham Chains',
    location: 'Vitrine 3',
    metal: 'gold-14k',
    weightMg: 3_200,
    stones: [],
    daysAgo: 6,
  },
];

/** The pieces sold over the counter, by index in PIECES; the second sale takes old gold in. */
const SOLD = { card: 4, withOldGold: 6 } as const;

/** Seeds the demo shop once: a business that already has stock items is left as it is. */
export async function seedDemoShop(
  tx: Tx,
  businessId: string,
  ownerId: string | null,
  now: Date,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(eq(stockItems.businessId, businessId))
    .limit(1);
  if (existing) return false;
  const [business] = await tx
    .select({
      currency: businesses.currency,
      timeZone: businesses.timeZone,
      country: businesses.country,
      region: businesses.region,
      taxRegistration: businesses.taxRegistration,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return false;
  const { currency, timeZone } = business;
  // The counters' own table, as `next_business_number` keeps it (that function wants a member's claims).
  const number = async (kind: string, year: number) => {
    const { rows } = await tx.execute<{ n: number }>(
      sql`insert into private.business_counters (business_id, kind, year, last_value)
        values (${businessId}, ${kind}, ${year}, 1)
        on conflict (business_id, kind, year) do update set last_value = business_counters.last_value + 1
        returning last_value as n`,
    );
    return Number(rows[0]!.n);
  };

  // Metal rates: yesterday's, then today's (gold up 1.5 %), each change in the history.
  const yesterday = new Date(now.getTime() - DAY);
  for (const grade of METAL_GRADE_NAMES) {
    const sell = FINE_SELL_PER_KG[familyOf(grade)];
    const before = Math.round(familyOf(grade) === 'gold' ? sell / 1.015 : sell);
    const buyOf = (s: number) => Math.round(s * 0.92);
    await tx.insert(metalRates).values({
      businessId,
      metal: grade,
      buyPerKgMinor: buyOf(sell),
      sellPerKgMinor: sell,
      updatedBy: ownerId,
      updatedAt: now,
    });
    await tx.insert(metalRateChanges).values([
      {
        businessId,
        metal: grade,
        buyPerKgMinor: buyOf(before),
        sellPerKgMinor: before,
        changedBy: ownerId,
        changedAt: yesterday,
      },
      {
        businessId,
        metal: grade,
        buyPerKgMinor: buyOf(sell),
        sellPerKgMinor: sell,
        previousBuyPerKgMinor: buyOf(before),
        previousSellPerKgMinor: before,
        changedBy: ownerId,
        changedAt: now,
      },
    ]);
  }

  // The tagged pieces, numbered by the business's tag counter.
  const items: { id: string; tag: string; name: string; priceMinor: number }[] = [];
  for (const piece of PIECES) {
    const tag = `T-${String(await number('stock_tag', 0)).padStart(5, '0')}`;
    const createdAt = new Date(now.getTime() - piece.daysAgo * DAY);
    const [row] = await tx
      .insert(stockItems)
      .values({
        businessId,
        tag,
        name: piece.name,
        description: piece.description,
        costMinor: piece.costMinor,
        priceMinor: piece.priceMinor,
        currency,
        supplier: piece.supplier,
        location: piece.location,
        metal: piece.metal,
        metalWeightMg: piece.weightMg,
        fineness: METAL_GRADES[piece.metal],
        stones: piece.stones,
        createdBy: ownerId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: stockItems.id });
    await tx.insert(stockItemEvents).values({
      businessId,
      stockItemId: row!.id,
      kind: 'created',
      toStatus: 'in_stock',
      actorId: ownerId,
      createdAt,
    });
    items.push({ id: row!.id, tag, name: piece.name, priceMinor: piece.priceMinor });
  }

  const featured = await tx
    .select({ id: clients.id, name: clients.name, phone: clients.phone })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, businessId),
        inArray(clients.name, ['Sophie Martin', 'James Whitfield', 'Charlotte Ashworth', 'Oliver Bennett']),
      ),
    )
    .orderBy(asc(clients.name));
  const client = (name: string) => featured.find((c) => c.name === name) ?? null;

  // Two counter sales: a card sale, and a signet ring paid part in old gold (4.2 g of 18k), part cash.
  const rule = businessTaxRule(business);
  const year = Number(todayIn(now, timeZone).slice(0, 4));
  const oldGoldRate = Math.round((FINE_SELL_PER_KG.gold * 0.92) / 1000);
  const oldGold = oldGoldValueMinor({ weightMg: 4_200, fineness: 750, buyRateMinorPerGram: oldGoldRate });
  const saleSpecs = [
    { piece: SOLD.card, daysAgo: 5, clientName: 'James Whitfield', oldGold: 0 },
    { piece: SOLD.withOldGold, daysAgo: 2, clientName: 'Oliver Bennett', oldGold },
  ];
  // A gift card sold before those sales and partly spent after them: sale numbers follow their dates.
  const giftCard = {
    businessId,
    ownerId,
    now,
    currency,
    timeZone,
    rule,
    number,
    clientId: client('Charlotte Ashworth')?.id ?? null,
  };
  const giftCardId = await sellDemoGiftCard(tx, giftCard);
  let cashSalesMinor = 0;
  for (const spec of saleSpecs) {
    const item = items[spec.piece]!;
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY - 3 * HOUR);
    const line = {
      stockItemId: item.id,
      productId: null,
      description: `${item.name} (${item.tag})`,
      quantity: 1,
      unitPriceMinor: item.priceMinor,
      discountMinor: 0,
    };
    const totals = saleTotals([line], 0, rule);
    const saleNumber = `SALE-${year}-${String(await number('sale', year)).padStart(3, '0')}`;
    const buyer = client(spec.clientName);
    const [sale] = await tx
      .insert(sales)
      .values({
        businessId,
        number: saleNumber,
        clientId: buyer?.id ?? null,
        currency,
        linesTotalMinor: totals.linesTotalMinor,
        discountMinor: totals.discountMinor,
        totalMinor: totals.totalMinor,
        taxMinor: totals.taxMinor,
        taxes: totals.taxes,
        createdBy: ownerId,
        createdAt,
      })
      .returning({ id: sales.id });
    const saleId = sale!.id;
    await tx
      .insert(saleLines)
      .values({ businessId, saleId, position: 0, ...line, totalMinor: totals.lines[0]!.totalMinor });
    const payments = spec.oldGold
      ? [
          {
            method: 'old-gold' as const,
            amountMinor: spec.oldGold,
            weightMg: 4_200,
            fineness: 750,
            buyRateMinorPerGram: oldGoldRate,
            description: 'Alliance ancienne 18k',
          },
          {
            method: 'cash' as const,
            amountMinor: totals.totalMinor - spec.oldGold,
            tenderedMinor: totals.totalMinor - spec.oldGold,
          },
        ]
      : [{ method: 'card' as const, amountMinor: totals.totalMinor, reference: 'Terminal 1' }];
    await tx
      .insert(salePayments)
      .values(payments.map((p, position) => ({ businessId, saleId, position, ...p })));
    if (spec.daysAgo === 2) cashSalesMinor += payments.find((p) => p.method === 'cash')?.amountMinor ?? 0;
    await tx
      .update(stockItems)
      .set({ status: 'sold', soldSaleId: saleId, updatedAt: createdAt })
      .where(eq(stockItems.id, item.id));
    await tx.insert(stockItemEvents).values({
      businessId,
      stockItemId: item.id,
      kind: 'sold',
      fromStatus: 'in_stock',
      toStatus: 'sold',
      detail: { saleId, number: saleNumber },
      actorId: ownerId,
      createdAt,
    });
  }

  if (giftCardId) await spendDemoGiftCard(tx, giftCard, giftCardId);

  // The cash drawer of the old-gold sale's day, closed that evening with its Z report (ADR 072): a float,
  // the sale's cash, a deposit taken to the bank, and the count 2.00 short. Opened, moved, then closed, as
  // the API does (a closed session takes no movement).
  const drawerOpenedAt = new Date(now.getTime() - 2 * DAY - 9 * HOUR);
  const drawerClosedAt = new Date(now.getTime() - 2 * DAY + HOUR);
  const [drawer] = await tx
    .insert(cashDrawerSessions)
    .values({ businessId, currency, openingFloatMinor: 20_000, openedBy: ownerId, openedAt: drawerOpenedAt })
    .returning({ id: cashDrawerSessions.id });
  await tx.insert(cashDrawerMovements).values({
    businessId,
    sessionId: drawer!.id,
    kind: 'out',
    amountMinor: 10_000,
    reason: 'Dépôt en banque',
    createdBy: ownerId,
    createdAt: new Date(now.getTime() - 2 * DAY - HOUR),
  });
  const expectedCashMinor = 20_000 + cashSalesMinor - 10_000;
  await tx
    .update(cashDrawerSessions)
    .set({
      status: 'closed',
      closedAt: drawerClosedAt,
      closedBy: ownerId,
      expectedCashMinor,
      countedCashMinor: expectedCashMinor - 200,
      differenceMinor: -200,
      closingNote: 'Écart de 2 € : rendu monnaie à vérifier',
    })
    .where(eq(cashDrawerSessions.id, drawer!.id));

  // A band sent on memo to another shop, due back two days ago (the overdue list shows it).
  const today0 = todayIn(now, timeZone);
  const band = items[1]!;
  const memoAt = new Date(now.getTime() - 12 * DAY);
  const [memo] = await tx
    .insert(memos)
    .values({
      businessId,
      number: `MEMO-${year}-${String(await number('memo', year)).padStart(3, '0')}`,
      direction: 'out',
      counterparty: 'Lambert Joailliers, Bath',
      dueDate: addDays(today0, -2),
      terms: 'Dépôt de 10 jours ; la pièce reste la propriété de Hale & Co. jusqu’au paiement.',
      createdBy: ownerId,
      createdAt: memoAt,
      updatedAt: memoAt,
    })
    .returning({ id: memos.id, number: memos.number });
  await tx.insert(memoItems).values({
    businessId,
    memoId: memo!.id,
    position: 0,
    stockItemId: band.id,
    memoPriceMinor: 175_000,
  });
  await tx
    .update(stockItems)
    .set({ status: 'memo_out', updatedAt: memoAt })
    .where(eq(stockItems.id, band.id));
  await tx.insert(stockItemEvents).values({
    businessId,
    stockItemId: band.id,
    kind: 'memo',
    fromStatus: 'in_stock',
    toStatus: 'memo_out',
    detail: { memoId: memo!.id, number: memo!.number },
    actorId: ownerId,
    createdAt: memoAt,
  });

  // A sapphire pendant on layaway: a third paid as the deposit, two instalments to come.
  const pendant = items[2]!;
  const charlotte = client('Charlotte Ashworth');
  if (charlotte) {
    const layawayAt = new Date(now.getTime() - 10 * DAY);
    const deposit = 109_000;
    const rest = pendant.priceMinor - deposit;
    const [layaway] = await tx
      .insert(layaways)
      .values({
        businessId,
        number: `LAY-${year}-${String(await number('layaway', year)).padStart(3, '0')}`,
        stockItemId: pendant.id,
        clientId: charlotte.id,
        currency,
        priceMinor: pendant.priceMinor,
        paidMinor: deposit,
        schedule: [
          { dueDate: addDays(today0, -10), amountMinor: deposit },
          { dueDate: addDays(today0, 20), amountMinor: Math.floor(rest / 2) },
          { dueDate: addDays(today0, 50), amountMinor: rest - Math.floor(rest / 2) },
        ],
        createdBy: ownerId,
        createdAt: layawayAt,
        updatedAt: layawayAt,
      })
      .returning({ id: layaways.id, number: layaways.number });
    await tx.insert(layawayPayments).values({
      businessId,
      layawayId: layaway!.id,
      method: 'card',
      amountMinor: deposit,
      reference: 'Terminal 1',
      createdBy: ownerId,
      createdAt: layawayAt,
    });
    await tx
      .update(stockItems)
      .set({ status: 'reserved', updatedAt: layawayAt })
      .where(eq(stockItems.id, pendant.id));
    await tx.insert(stockItemEvents).values({
      businessId,
      stockItemId: pendant.id,
      kind: 'layaway',
      fromStatus: 'in_stock',
      toStatus: 'reserved',
      detail: { layawayId: layaway!.id, number: layaway!.number },
      actorId: ownerId,
      createdAt: layawayAt,
    });
  }

  // Repair jobs at the counter, one per stage a jeweller looks at.
  const today = todayIn(now, timeZone);
  const jobs = [
    {
      clientName: 'Sophie Martin',
      piece: { type: 'Bague', metal: 'Or rose 18k', stones: 'Diamant 0,3 ct', marks: ['rayures légères'] },
      work: [{ label: 'Mise à taille N → P', priceMinor: 6_500 }],
      stage: 'ready' as const,
      daysAgo: 8,
      due: -1,
      paid: 6_500,
    },
    {
      clientName: 'Charlotte Ashworth',
      piece: { type: 'Collier', metal: 'Or jaune 18k', marks: ['fermoir cassé'] },
      work: [
        { label: 'Fermoir mousqueton neuf', priceMinor: 4_500 },
        { label: 'Nettoyage et polissage', priceMinor: 2_500 },
      ],
      stage: 'bench' as const,
      daysAgo: 4,
      due: 3,
      paid: 2_000,
    },
    {
      clientName: 'James Whitfield',
      piece: { type: 'Montre', metal: 'Acier', marks: ['verre rayé'], description: 'Révision complète' },
      work: [{ label: 'Révision du mouvement (atelier partenaire)', priceMinor: 28_000 }],
      stage: 'outside' as const,
      daysAgo: 12,
      due: 9,
      paid: 0,
    },
    {
      clientName: 'Oliver Bennett',
      piece: { type: 'Bague', metal: 'Or jaune 18k', marks: ['griffe levée'] },
      work: [{ label: 'Reprise de deux griffes', priceMinor: 4_000 }],
      stage: 'taken_in' as const,
      daysAgo: 0,
      due: 6,
      paid: 0,
    },
  ];
  const path = ['taken_in', 'quoted', 'bench', 'outside', 'ready'] as const;
  for (const job of jobs) {
    const createdAt = new Date(now.getTime() - job.daysAgo * DAY - 2 * HOUR);
    const quoteMinor = job.work.reduce((sum, w) => sum + w.priceMinor, 0);
    const owner = client(job.clientName);
    const [row] = await tx
      .insert(repairs)
      .values({
        businessId,
        number: `REP-${year}-${String(await number('repair', year)).padStart(3, '0')}`,
        clientId: owner?.id ?? null,
        piece: job.piece,
        declaredValueMinor: quoteMinor * 20,
        currency,
        work: job.work,
        quoteMinor,
        dueDate: addDays(today, job.due),
        depositMinor: job.paid,
        paidMinor: job.paid,
        stage: job.stage,
        quoteApprovedAt: job.stage === 'taken_in' ? null : createdAt,
        workshop: job.stage === 'outside' ? 'Clerkenwell Watch Services' : null,
        sentOutAt: job.stage === 'outside' ? new Date(createdAt.getTime() + DAY) : null,
        expectedBack: job.stage === 'outside' ? addDays(today, job.due - 2) : null,
        readyAt: job.stage === 'ready' ? new Date(now.getTime() - DAY) : null,
        createdBy: ownerId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: repairs.id });
    const stages = path.slice(0, path.indexOf(job.stage as (typeof path)[number]) + 1);
    await tx.insert(repairEvents).values(
      stages.map((stage, i) => ({
        businessId,
        repairId: row!.id,
        kind: i === 0 ? ('created' as const) : ('stage' as const),
        fromStage: i === 0 ? null : stages[i - 1]!,
        toStage: stage,
        actorId: ownerId,
        createdAt: new Date(createdAt.getTime() + i * 6 * HOUR),
      })),
    );
  }

  // An insurance valuation of the solitaire sold earlier in the year.
  const sophie = client('Sophie Martin');
  await tx.insert(valuations).values({
    businessId,
    number: `VAL-${year}-${String(await number('valuation', year)).padStart(3, '0')}`,
    clientId: sophie?.id ?? null,
    description: 'Bague solitaire, platine 950, diamant rond brillant',
    metal: { type: 'Platine', fineness: '950', weightGrams: 4.6, hallmarks: 'PT950, London' },
    stones: [
      {
        kind: 'Diamant',
        count: 1,
        shape: 'Rond brillant',
        caratWeight: 0.9,
        colour: 'F',
        clarity: 'VS1',
        cut: 'Excellent',
        certificate: 'GIA 2215083361',
      },
    ],
    replacementValueMinor: 1_180_000,
    currency,
    valuerName: 'Victoria Hale FGA',
    validUntil: addDays(today, 3 * 365),
    feeMinor: 7_500,
    createdBy: ownerId,
    createdAt: new Date(now.getTime() - 20 * DAY),
  });

  // A client who agreed to texts in the shop: 'ready for collection', her reply, the jeweller's answer.
  if (sophie?.phone) {
    const to = `+${sophie.phone.replace(/\D/g, '')}`;
    await tx.insert(clientConsents).values({
      businessId,
      clientId: sophie.id,
      email: true,
      sms: true,
      whatsapp: false,
      source: 'in-shop',
      recordedBy: ownerId,
      createdAt: new Date(now.getTime() - 8 * DAY),
    });
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    await tx.insert(messages).values([
      {
        businessId,
        clientId: sophie.id,
        direction: 'outbound',
        channel: 'sms',
        kind: 'repair_ready',
        toNumber: to,
        body: 'Hale & Co. : votre bague est prête, vous pouvez passer la chercher aux heures d’ouverture.',
        status: 'delivered',
        sendAfter: at(24),
        sentAt: at(24),
        platform: true,
        createdBy: ownerId,
        createdAt: at(24),
      },
      {
        businessId,
        clientId: sophie.id,
        direction: 'inbound',
        channel: 'sms',
        kind: 'reply',
        toNumber: '+447700900000',
        fromNumber: to,
        body: 'Merci ! Je passe samedi vers 11 h.',
        status: 'received',
        sentAt: at(22),
        createdAt: at(22),
      },
      {
        businessId,
        clientId: sophie.id,
        direction: 'outbound',
        channel: 'sms',
        kind: 'manual',
        toNumber: to,
        body: 'Parfait, nous vous attendons samedi. Victoria',
        status: 'delivered',
        sendAfter: at(21),
        sentAt: at(21),
        platform: true,
        createdBy: ownerId,
        createdAt: at(21),
      },
    ]);
  }
  await seedFinishedStockCount(tx, businessId, ownerId, now);
  return true;
}

/**
 * A finished stock count of 'Vitrine 1' yesterday (ADR 072's count mode, for the demo's 'Inventaire'): every
 * piece the case should hold scanned but one, which the count lists as missing, and a piece of another case
 * found there. Scanned while open, then finished, as the API does (a finished count takes no scan).
 */
async function seedFinishedStockCount(tx: Tx, businessId: string, ownerId: string | null, now: Date) {
  const location = 'Vitrine 1';
  const inShop = ['in_stock', 'reserved', 'memo_in'] as const;
  const pieces = await tx
    .select({
      id: stockItems.id,
      tag: stockItems.tag,
      name: stockItems.name,
      status: stockItems.status,
      location: stockItems.location,
    })
    .from(stockItems)
    .where(and(eq(stockItems.businessId, businessId), inArray(stockItems.status, inShop)))
    .orderBy(asc(stockItems.tag));
  const out = (p: (typeof pieces)[number]): StockCountPiece => ({ ...p, location: p.location ?? null });
  const expected = pieces.filter((p) => p.location === location);
  if (expected.length === 0) return;
  const counted = expected.slice(0, -1);
  const missing = expected.slice(-1);
  const stray = pieces.find((p) => p.location !== location);
  const startedAt = new Date(now.getTime() - DAY - 2 * HOUR);
  const finishedAt = new Date(now.getTime() - DAY - HOUR);
  const [count] = await tx
    .insert(stockCounts)
    .values({ businessId, location, createdBy: ownerId, createdAt: startedAt })
    .returning({ id: stockCounts.id });
  const scanned = [...counted, ...(stray ? [stray] : [])];
  if (scanned.length > 0) {
    await tx.insert(stockCountScans).values(
      scanned.map((p, i) => ({
        businessId,
        countId: count!.id,
        code: p.tag,
        stockItemId: p.id,
        createdBy: ownerId,
        createdAt: new Date(startedAt.getTime() + (i + 1) * 60_000),
      })),
    );
  }
  await tx
    .update(stockCounts)
    .set({
      status: 'finished',
      expectedCount: expected.length,
      countedCount: counted.length,
      missingCount: missing.length,
      unexpectedCount: stray ? 1 : 0,
      result: {
        counted: counted.map(out),
        missing: missing.map(out),
        unexpected: stray ? [{ code: stray.tag, item: out(stray), reason: 'elsewhere' }] : [],
      },
      finishedBy: ownerId,
      finishedAt,
    })
    .where(eq(stockCounts.id, count!.id));
}
