import { randomBytes } from 'node:crypto';
import {
  clients,
  counterSettings,
  type GiftCardSource,
  giftCardMovements,
  giftCardOrders,
  giftCards,
  sales,
} from '@carat/db';
import { todayIn } from '@carat/domain/dates';
import { addMonths, giftCardCodeFrom, normaliseGiftCardCode } from '@carat/domain/sales';
import type { GiftCardListQuery, GiftCardSettingsInput } from '@carat/validation/stock';
import { and, asc, desc, eq, gte, ilike, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * Gift cards (ADR 077): sold as a sale line, spent as a sale payment, credited by a return. The code is
 * random (80 bits) and unique per business; the balance is only ever moved by one conditional update
 * (`balance_minor >= amount`, or `= initial` to void), so two sales racing on one card never overspend it:
 * the second waits for the first's row lock and then finds the balance it left. Each move is appended to
 * `gift_card_movements` with the balance after it.
 */

/** A card sold today is valid for twelve months by default, to the day, in the business's time zone. */
export const GIFT_CARD_VALIDITY_MONTHS = 12;

/** The jeweller's gift card settings (ADR 089); a business that never saved them has the defaults. */
export const GIFT_CARD_SETTINGS_DEFAULT: GiftCardSettingsInput = {
  validityMonths: GIFT_CARD_VALIDITY_MONTHS,
  online: false,
  presetsMinor: [5000, 10000, 20000],
  minMinor: 2000,
  maxMinor: 100000,
};

const settingsColumns = {
  validityMonths: counterSettings.giftCardValidityMonths,
  online: counterSettings.giftCardsOnline,
  presetsMinor: counterSettings.giftCardPresetsMinor,
  minMinor: counterSettings.giftCardMinMinor,
  maxMinor: counterSettings.giftCardMaxMinor,
};

/** A business's gift card settings, read by its members or, for the showroom, on the API's own connection. */
export async function giftCardSettings(
  scope: Pick<TenantScope, 'tx'>,
  businessId: string,
): Promise<GiftCardSettingsInput> {
  const [row] = await scope.tx
    .select(settingsColumns)
    .from(counterSettings)
    .where(eq(counterSettings.businessId, businessId));
  return row ? { ...row, presetsMinor: row.presetsMinor.map(Number) } : GIFT_CARD_SETTINGS_DEFAULT;
}

/** `PUT /v1/gift-card-settings` (owners and admins, as the counter's other settings): no card issued moves. */
export async function putGiftCardSettings(scope: TenantScope, input: GiftCardSettingsInput) {
  const set = {
    giftCardValidityMonths: input.validityMonths,
    giftCardsOnline: input.online,
    giftCardPresetsMinor: [...new Set(input.presetsMinor)].sort((a, b) => a - b),
    giftCardMinMinor: input.minMinor,
    giftCardMaxMinor: input.maxMinor,
  };
  await scope.tx
    .insert(counterSettings)
    .values({ businessId: scope.businessId, ...set })
    .onConflictDoUpdate({ target: counterSettings.businessId, set: { ...set, updatedAt: scope.now } });
  return giftCardSettings(scope, scope.businessId);
}

/** The expiry of a card issued today: the validity in months from today, or none when it is 0. */
export function giftCardExpiry(today: string, validityMonths: number): string | null {
  return validityMonths === 0 ? null : addMonths(today, validityMonths);
}

type CardRow = typeof giftCards.$inferSelect;

const unknownCard = (field: string) =>
  new AppError('gift_card_unknown', 'No gift card has this code', 422, { [field]: 'gift_card_unknown' });

/** A new card holding `amountMinor`: a fresh code (drawn again on the rare clash), the movement that made it. */
export async function issueGiftCard(
  scope: TenantScope,
  input: {
    amountMinor: number;
    clientId: string | null;
    saleId?: string | null;
    saleReturnId?: string | null;
    /** Bought on the showroom (no member made it). */
    source?: GiftCardSource;
  },
): Promise<{ id: string; code: string; last4: string; expiresOn: string | null }> {
  const { validityMonths } = await giftCardSettings(scope, scope.businessId);
  const expiresOn = giftCardExpiry(todayIn(scope.now, scope.timeZone), validityMonths);
  const createdBy = input.source === 'online' ? null : scope.userId;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = giftCardCodeFrom(randomBytes(10));
    const last4 = code.slice(-4);
    const [card] = await scope.tx
      .insert(giftCards)
      .values({
        businessId: scope.businessId,
        code,
        last4,
        currency: scope.currency,
        initialMinor: input.amountMinor,
        balanceMinor: input.amountMinor,
        clientId: input.clientId,
        saleId: input.saleId ?? null,
        saleReturnId: input.saleReturnId ?? null,
        expiresOn,
        source: input.source ?? 'counter',
        createdBy,
        createdAt: scope.now,
      })
      .onConflictDoNothing({ target: [giftCards.businessId, giftCards.code] })
      .returning({ id: giftCards.id });
    if (!card) continue;
    await scope.tx.insert(giftCardMovements).values({
      businessId: scope.businessId,
      giftCardId: card.id,
      kind: input.saleReturnId ? 'refund' : 'issued',
      amountMinor: input.amountMinor,
      balanceAfterMinor: input.amountMinor,
      saleId: input.saleId ?? null,
      saleReturnId: input.saleReturnId ?? null,
      createdBy,
      createdAt: scope.now,
    });
    return { id: card.id, code, last4, expiresOn };
  }
  throw new Error('Could not draw a free gift card code');
}

/** Why a code cannot be spent or credited: unknown (or another business's), or past its date. */
async function refuseCode(scope: TenantScope, code: string | null, field: string): Promise<CardRow> {
  if (!code) throw unknownCard(field);
  const [card] = await scope.tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.businessId, scope.businessId), eq(giftCards.code, code)));
  if (!card) throw unknownCard(field);
  if (card.expiresOn && card.expiresOn < todayIn(scope.now, scope.timeZone)) {
    throw new AppError('gift_card_expired', 'This gift card has expired', 422, {
      [field]: 'gift_card_expired',
    });
  }
  return card;
}

const spendable = (scope: TenantScope) =>
  or(isNull(giftCards.expiresOn), gte(giftCards.expiresOn, todayIn(scope.now, scope.timeZone)));

/**
 * Spends `amountMinor` of the card: read and lowered in one statement, so a balance short answers 409
 * `gift_card_insufficient` (with what is left) and never goes below zero.
 */
export async function redeemGiftCard(
  scope: TenantScope,
  input: { code: string; amountMinor: number; saleId: string; field: string },
): Promise<{ id: string; balanceMinor: number }> {
  const code = normaliseGiftCardCode(input.code);
  const [spent] = code
    ? await scope.tx
        .update(giftCards)
        .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${input.amountMinor}` })
        .where(
          and(
            eq(giftCards.businessId, scope.businessId),
            eq(giftCards.code, code),
            gte(giftCards.balanceMinor, input.amountMinor),
            spendable(scope),
          ),
        )
        .returning({ id: giftCards.id, balanceMinor: giftCards.balanceMinor })
    : [];
  if (!spent) {
    const card = await refuseCode(scope, code, input.field);
    throw new AppError(
      'gift_card_insufficient',
      `The gift card holds ${card.balanceMinor}, less than ${input.amountMinor}`,
      409,
      { [input.field]: 'gift_card_insufficient' },
      { balanceMinor: String(card.balanceMinor) },
    );
  }
  await scope.tx.insert(giftCardMovements).values({
    businessId: scope.businessId,
    giftCardId: spent.id,
    kind: 'redeemed',
    amountMinor: -input.amountMinor,
    balanceAfterMinor: spent.balanceMinor,
    saleId: input.saleId,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  return spent;
}

/**
 * A card's balance raised in the transaction that credits it, by one conditional update that holds only
 * while the card is valid (otherwise 422 `gift_card_expired`, or `gift_card_unknown`); the card keeps the
 * expiry it was issued with. Two kinds: a return refunded onto a card the client holds (`refund`, with the
 * return's id) and a top-up sold at the counter as a sale line (`topped-up`, with the sale's id, ADR 089).
 */
export async function raiseGiftCard(
  scope: TenantScope,
  input: { code: string; amountMinor: number; field: string } & (
    | { kind: 'refund'; saleReturnId: string }
    | { kind: 'topped-up'; saleId: string }
  ),
): Promise<{ id: string; code: string; last4: string; balanceMinor: number; expiresOn: string | null }> {
  const code = normaliseGiftCardCode(input.code);
  const [raised] = code
    ? await scope.tx
        .update(giftCards)
        .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${input.amountMinor}` })
        .where(and(eq(giftCards.businessId, scope.businessId), eq(giftCards.code, code), spendable(scope)))
        .returning({
          id: giftCards.id,
          code: giftCards.code,
          last4: giftCards.last4,
          balanceMinor: giftCards.balanceMinor,
          expiresOn: giftCards.expiresOn,
        })
    : [];
  if (!raised) {
    await refuseCode(scope, code, input.field);
    throw unknownCard(input.field);
  }
  await scope.tx.insert(giftCardMovements).values({
    businessId: scope.businessId,
    giftCardId: raised.id,
    kind: input.kind,
    amountMinor: input.amountMinor,
    balanceAfterMinor: raised.balanceMinor,
    ...(input.kind === 'refund' ? { saleReturnId: input.saleReturnId } : { saleId: input.saleId }),
    createdBy: scope.userId,
    createdAt: scope.now,
  });
  return raised;
}

/**
 * A top-up brought back: the balance lowered by what the line added, only while the card still holds it
 * (one conditional update); otherwise 409 `gift_card_spent`.
 */
export async function returnGiftCardTopUp(
  scope: TenantScope,
  input: { id: string; amountMinor: number; saleReturnId: string; field: string },
): Promise<void> {
  const [lowered] = await scope.tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${input.amountMinor}` })
    .where(
      and(
        eq(giftCards.businessId, scope.businessId),
        eq(giftCards.id, input.id),
        gte(giftCards.balanceMinor, input.amountMinor),
      ),
    )
    .returning({ balanceMinor: giftCards.balanceMinor });
  if (!lowered) {
    throw new AppError('gift_card_spent', 'This gift card has been used already', 409, {
      [input.field]: 'gift_card_spent',
    });
  }
  await scope.tx.insert(giftCardMovements).values({
    businessId: scope.businessId,
    giftCardId: input.id,
    kind: 'top-up-returned',
    amountMinor: -input.amountMinor,
    balanceAfterMinor: lowered.balanceMinor,
    saleReturnId: input.saleReturnId,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
}

/**
 * A card sold and brought back: refunded only while nothing of it was spent (the balance is still what it
 * was sold for), and its balance goes to zero in the same statement; otherwise 409 `gift_card_spent`.
 */
export async function voidGiftCard(
  scope: TenantScope,
  input: { id: string; saleReturnId: string; field: string },
): Promise<void> {
  const [before] = await scope.tx
    .select({ initialMinor: giftCards.initialMinor })
    .from(giftCards)
    .where(and(eq(giftCards.businessId, scope.businessId), eq(giftCards.id, input.id)));
  const [voided] = before
    ? await scope.tx
        .update(giftCards)
        .set({ balanceMinor: 0 })
        .where(
          and(
            eq(giftCards.businessId, scope.businessId),
            eq(giftCards.id, input.id),
            eq(giftCards.balanceMinor, giftCards.initialMinor),
            sql`${giftCards.balanceMinor} > 0`,
          ),
        )
        .returning({ id: giftCards.id })
    : [];
  if (!before || !voided) {
    throw new AppError('gift_card_spent', 'This gift card has been used already', 409, {
      [input.field]: 'gift_card_spent',
    });
  }
  await scope.tx.insert(giftCardMovements).values({
    businessId: scope.businessId,
    giftCardId: input.id,
    kind: 'voided',
    amountMinor: -before.initialMinor,
    balanceAfterMinor: 0,
    saleReturnId: input.saleReturnId,
    createdBy: scope.userId,
    createdAt: scope.now,
  });
}

const listColumns = {
  id: giftCards.id,
  code: giftCards.code,
  last4: giftCards.last4,
  currency: giftCards.currency,
  initialMinor: giftCards.initialMinor,
  balanceMinor: giftCards.balanceMinor,
  expiresOn: giftCards.expiresOn,
  createdAt: giftCards.createdAt,
  saleId: giftCards.saleId,
  clientId: giftCards.clientId,
  clientName: clients.name,
  source: giftCards.source,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The cards, newest first; `q` finds a code by its last four (or all of it) or a client by name. */
export async function listGiftCards(scope: TenantScope, query: GiftCardListQuery) {
  const q = query.q?.trim();
  const code = q ? normaliseGiftCardCode(q) : null;
  const last4 =
    q && /^[0-9a-z]{4}$/i.test(q) ? q.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1') : null;
  const search = q
    ? or(
        ...(code ? [eq(giftCards.code, code)] : []),
        ...(last4 ? [eq(giftCards.last4, last4)] : []),
        ilike(clients.name, `%${escapeLike(q)}%`),
      )
    : undefined;
  return scope.tx
    .select(listColumns)
    .from(giftCards)
    .leftJoin(clients, and(eq(clients.businessId, giftCards.businessId), eq(clients.id, giftCards.clientId)))
    .where(and(eq(giftCards.businessId, scope.businessId), search))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** One card with its balance and every movement, oldest first, each with the sale's number. */
export async function getGiftCard(scope: TenantScope, id: string) {
  const [card] = await scope.tx
    .select(listColumns)
    .from(giftCards)
    .leftJoin(clients, and(eq(clients.businessId, giftCards.businessId), eq(clients.id, giftCards.clientId)))
    .where(and(eq(giftCards.businessId, scope.businessId), eq(giftCards.id, id)));
  if (!card) throw AppError.notFound('Gift card');
  const history = await scope.tx
    .select({
      id: giftCardMovements.id,
      kind: giftCardMovements.kind,
      amountMinor: giftCardMovements.amountMinor,
      balanceAfterMinor: giftCardMovements.balanceAfterMinor,
      saleId: giftCardMovements.saleId,
      saleNumber: sales.number,
      createdAt: giftCardMovements.createdAt,
    })
    .from(giftCardMovements)
    .leftJoin(
      sales,
      and(eq(sales.businessId, giftCardMovements.businessId), eq(sales.id, giftCardMovements.saleId)),
    )
    .where(and(eq(giftCardMovements.businessId, scope.businessId), eq(giftCardMovements.giftCardId, id)))
    .orderBy(asc(giftCardMovements.createdAt), asc(giftCardMovements.id));
  // Bought on the showroom: who bought it, for whom, and when it is sent.
  const [order] = await scope.tx
    .select({
      buyerName: giftCardOrders.buyerName,
      buyerEmail: giftCardOrders.buyerEmail,
      recipientName: giftCardOrders.recipientName,
      recipientEmail: giftCardOrders.recipientEmail,
      message: giftCardOrders.message,
      sendOn: giftCardOrders.sendOn,
    })
    .from(giftCardOrders)
    .where(and(eq(giftCardOrders.businessId, scope.businessId), eq(giftCardOrders.giftCardId, id)));
  return { ...card, history, online: order ?? null };
}

export type GiftCardDetail = Awaited<ReturnType<typeof getGiftCard>>;
