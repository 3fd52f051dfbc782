import { isIsoDate } from '@carat/domain/dates';
import { DEFAULT_LOCALE, defineMessages, LOCALES, type Locale, localize } from '@carat/domain/locale';
import {
  CERTIFICATE_LABS,
  LAYAWAY_FEE_KINDS,
  SALE_PAYMENT_METHODS,
  STOCK_STATUSES,
} from '@carat/domain/sales';
import { z } from 'zod';
import { emailText, emptyToNull, optionalText, pageFields, perLocale, searchField } from '#lib/fields.ts';

/**
 * Stock items and the in-store sale (issue 32 part A). Money is in the business's currency, in integer
 * minor units; counter prices are tax included. Weights are grams with up to three decimals (milligrams).
 */

export { CERTIFICATE_LABS, LAYAWAY_FEE_KINDS, SALE_PAYMENT_METHODS, STOCK_STATUSES };

export const STOCK_LIMITS = {
  textMax: 200,
  notesMax: 5000,
  stonesMax: 30,
  saleLinesMax: 200,
  paymentsMax: 20,
  /** 10 million in major units, as minor units. */
  amountMaxMinor: 1_000_000_000,
  weightMaxGrams: 100_000,
  /** A stock CSV import (ADR 072). */
  importRowsMax: 5000,
  importCsvMaxChars: 2_000_000,
} as const;

/** How a return is refunded (ADR 072). */
export const SALE_REFUND_METHODS = ['cash', 'card', 'transfer', 'credit', 'gift-card'] as const;

/** Statuses a member sets by hand; `sold` comes only from a sale, `returned` from a return. */
export const STOCK_MANUAL_STATUSES = ['in_stock', 'reserved', 'memo_out'] as const;

const fr = {
  'stock.name.required': 'Le nom de la pièce est requis',
  'stock.text.max': `Au plus ${STOCK_LIMITS.textMax} caractères`,
  'stock.notes.max': `Au plus ${STOCK_LIMITS.notesMax} caractères`,
  'stock.tag.invalid': 'Numéro d’étiquette invalide (lettres, chiffres, . _ / -, 40 au plus)',
  'stock.amount.invalid': 'Montant invalide (un nombre entier de centimes, positif ou nul)',
  'stock.weight.invalid': 'Poids invalide (en grammes, au milligramme près)',
  'stock.fineness.invalid': 'Titre invalide (en millièmes, de 1 à 1000)',
  'stock.status.invalid': 'Statut inconnu',
  'stock.lab.invalid': 'Laboratoire inconnu (GIA, IGI ou HRD)',
  'stock.stones.max': `Au plus ${STOCK_LIMITS.stonesMax} pierres`,
  'sale.lines.required': 'Ajoutez au moins une ligne',
  'sale.lines.max': `Au plus ${STOCK_LIMITS.saleLinesMax} lignes`,
  'sale.line.what': 'Une ligne nomme une pièce du stock, un article du catalogue ou une description',
  'sale.quantity.invalid': 'Quantité invalide',
  'sale.payments.required': 'Ajoutez au moins un paiement',
  'sale.payment.method': 'Moyen de paiement inconnu',
  'sale.payment.min': 'Le paiement doit être supérieur à zéro',
  'sale.oldgold.required': 'Le poids, le titre et le cours d’achat sont requis pour l’or repris',
  'memo.counterparty.required': 'Indiquez le fournisseur, le client ou la boutique',
  'memo.date.invalid': 'Date invalide (AAAA-MM-JJ)',
  'memo.items.required': 'Ajoutez au moins une pièce',
  'memo.items.max': `Au plus ${200} pièces`,
  'memo.direction.invalid': 'Sens inconnu (reçu ou confié)',
  'layaway.schedule.required': 'Ajoutez au moins une échéance',
  'layaway.schedule.max': 'Au plus 24 échéances',
  'layaway.payment.method': 'Moyen de paiement inconnu (carte, espèces ou virement)',
  'layaway.fee.invalid': 'Pourcentage invalide (de 0 à 100 %)',
  'layaway.reminder.invalid': 'De 0 à 30 jours',
  'salelink.payment.invalid': 'Ce paiement n’est pas une part carte de la vente',
  'sale.refund.method': 'Moyen de remboursement inconnu (espèces, carte, virement, avoir ou carte cadeau)',
  'drawer.reason.required': 'Indiquez le motif du mouvement',
  'drawer.kind.invalid': 'Sens inconnu (entrée ou sortie)',
  'count.location.required': 'Choisissez l’emplacement à compter',
  'giftcard.code.required': 'Saisissez le code de la carte cadeau',
  'giftcard.line.invalid':
    'Une carte cadeau est une ligne d’un montant, sans pièce ni article, en un exemplaire',
  'count.code.required': 'Scannez ou tapez une étiquette',
  'giftcard.validity.invalid': 'Durée invalide (en mois, de 0 — sans expiration — à 120)',
  'giftcard.bounds.invalid': 'Le montant maximum doit être au moins le minimum',
  'giftcard.presets.max': 'Au plus 6 montants proposés',
  'giftcard.amount.range': 'Choisissez un montant entre le minimum et le maximum proposés',
  'giftcard.name.required': 'Indiquez un nom',
  'giftcard.email.invalid': 'Adresse e-mail invalide',
  'giftcard.sendon.invalid': 'Date d’envoi invalide (aujourd’hui ou plus tard)',
  'stock.import.csv': `Joignez un fichier CSV (au plus ${STOCK_LIMITS.importCsvMaxChars / 1_000_000} millions de caractères)`,
};

type StockMessages = Readonly<Record<keyof typeof fr, string>>;

const en: StockMessages = {
  'stock.name.required': "The piece's name is required",
  'stock.text.max': `At most ${STOCK_LIMITS.textMax} characters`,
  'stock.notes.max': `At most ${STOCK_LIMITS.notesMax} characters`,
  'stock.tag.invalid': 'Invalid tag number (letters, digits, . _ / -, at most 40)',
  'stock.amount.invalid': 'Invalid amount (a whole number of minor units, zero or more)',
  'stock.weight.invalid': 'Invalid weight (grams, to the milligram)',
  'stock.fineness.invalid': 'Invalid fineness (parts per thousand, 1 to 1000)',
  'stock.status.invalid': 'Unknown status',
  'stock.lab.invalid': 'Unknown lab (GIA, IGI or HRD)',
  'stock.stones.max': `At most ${STOCK_LIMITS.stonesMax} stones`,
  'sale.lines.required': 'Add at least one line',
  'sale.lines.max': `At most ${STOCK_LIMITS.saleLinesMax} lines`,
  'sale.line.what': 'A line names a stock item, a catalogue piece or a description',
  'sale.quantity.invalid': 'Invalid quantity',
  'sale.payments.required': 'Add at least one payment',
  'sale.payment.method': 'Unknown payment method',
  'sale.payment.min': 'The payment must be more than zero',
  'sale.oldgold.required': 'Weight, fineness and buy rate are required for old gold',
  'memo.counterparty.required': 'Give the supplier, the client or the shop',
  'memo.date.invalid': 'Invalid date (YYYY-MM-DD)',
  'memo.items.required': 'Add at least one piece',
  'memo.items.max': `At most ${200} pieces`,
  'memo.direction.invalid': 'Unknown direction (in or out)',
  'layaway.schedule.required': 'Add at least one instalment',
  'layaway.schedule.max': 'At most 24 instalments',
  'layaway.payment.method': 'Unknown payment method (card, cash or transfer)',
  'layaway.fee.invalid': 'Invalid percentage (0 to 100 %)',
  'layaway.reminder.invalid': 'From 0 to 30 days',
  'salelink.payment.invalid': 'This payment is not a card part of the sale',
  'sale.refund.method': 'Unknown refund method (cash, card, transfer, store credit or gift card)',
  'drawer.reason.required': 'Give the reason for the movement',
  'drawer.kind.invalid': 'Unknown direction (in or out)',
  'count.location.required': 'Choose the location to count',
  'giftcard.code.required': "Type the gift card's code",
  'giftcard.line.invalid':
    'A gift card is a line of an amount, with no piece nor catalogue item, one at a time',
  'count.code.required': 'Scan or type a tag',
  'giftcard.validity.invalid': 'Invalid validity (months, from 0 — no expiry — to 120)',
  'giftcard.bounds.invalid': 'The maximum must be at least the minimum',
  'giftcard.presets.max': 'At most 6 amounts offered',
  'giftcard.amount.range': 'Choose an amount between the minimum and the maximum offered',
  'giftcard.name.required': 'Give a name',
  'giftcard.email.invalid': 'Invalid email address',
  'giftcard.sendon.invalid': 'Invalid send date (today or later)',
  'stock.import.csv': `Attach a CSV file (at most ${STOCK_LIMITS.importCsvMaxChars / 1_000_000} million characters)`,
};

export const stockMessages = defineMessages({ fr, en });

export function stockMessagesFor(locale: Locale = DEFAULT_LOCALE): StockMessages {
  return localize(stockMessages, locale);
}

const amount = (m: StockMessages) =>
  z
    .number({ error: m['stock.amount.invalid'] })
    .int(m['stock.amount.invalid'])
    .min(0, m['stock.amount.invalid'])
    .max(STOCK_LIMITS.amountMaxMinor, m['stock.amount.invalid']);

/** Grams with at most three decimals. */
const grams = (m: StockMessages) =>
  z
    .number({ error: m['stock.weight.invalid'] })
    .min(0, m['stock.weight.invalid'])
    .max(STOCK_LIMITS.weightMaxGrams, m['stock.weight.invalid'])
    .refine((g) => Math.abs(Math.round(g * 1000) - g * 1000) < 1e-6, m['stock.weight.invalid']);

const fineness = (m: StockMessages) =>
  z
    .number({ error: m['stock.fineness.invalid'] })
    .int(m['stock.fineness.invalid'])
    .min(1, m['stock.fineness.invalid'])
    .max(1000, m['stock.fineness.invalid']);

const stoneSchema = (m: StockMessages) =>
  z.strictObject({
    kind: z.string().trim().min(1, m['stock.text.max']).max(100, m['stock.text.max']),
    carats: z.number().min(0).max(1000).nullable().optional(),
    lab: z.preprocess(emptyToNull, z.enum(CERTIFICATE_LABS, m['stock.lab.invalid']).nullable().optional()),
    certificateNumber: optionalText(40, m['stock.text.max']),
  });

const itemFields = (m: StockMessages) => ({
  name: z
    .string({ error: m['stock.name.required'] })
    .trim()
    .min(1, m['stock.name.required'])
    .max(STOCK_LIMITS.textMax, m['stock.text.max']),
  description: optionalText(STOCK_LIMITS.notesMax, m['stock.notes.max']),
  productId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
  combination: z.record(z.string().max(40), z.string().max(100)).nullable().optional(),
  costMinor: amount(m).optional(),
  priceMinor: amount(m),
  supplier: optionalText(STOCK_LIMITS.textMax, m['stock.text.max']),
  location: optionalText(100, m['stock.text.max']),
  metal: optionalText(100, m['stock.text.max']),
  metalWeightGrams: grams(m).nullable().optional(),
  fineness: fineness(m).nullable().optional(),
  stones: z.array(stoneSchema(m)).max(STOCK_LIMITS.stonesMax, m['stock.stones.max']).optional(),
});

const tag = (m: StockMessages) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: m['stock.tag.invalid'] })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/, m['stock.tag.invalid'])
      .nullable()
      .optional(),
  );

/** A new stock item; without a tag it takes the next T-NNNNN. */
export const stockItemInputSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    tag: tag(m),
    ...itemFields(m),
    status: z.enum(STOCK_MANUAL_STATUSES, m['stock.status.invalid']).optional(),
  });
});

/** A change: any field; the status only between in stock, reserved and on memo (a sale sells). */
export const stockItemPatchSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  const fields = itemFields(m);
  return z.strictObject({
    tag: tag(m),
    ...fields,
    name: fields.name.optional(),
    priceMinor: fields.priceMinor.optional(),
    status: z.enum(STOCK_MANUAL_STATUSES, m['stock.status.invalid']).optional(),
  });
});

export const stockListQuerySchema = perLocale(() =>
  z.object({ ...searchField, status: z.enum(STOCK_STATUSES).optional(), ...pageFields }),
);

const saleLineSchema = (m: StockMessages) =>
  z
    .strictObject({
      stockItemId: z.uuid().optional(),
      productId: z.uuid().optional(),
      description: z.string().trim().min(1).max(300).optional(),
      priceMinor: amount(m).optional(),
      quantity: z
        .number({ error: m['sale.quantity.invalid'] })
        .int(m['sale.quantity.invalid'])
        .min(1, m['sale.quantity.invalid'])
        .max(9999, m['sale.quantity.invalid'])
        .optional(),
      discountMinor: amount(m).optional(),
      /** A catalogue piece's option combination, whose stock the sale lowers. */
      combination: z
        .strictObject({
          size: z.string().trim().max(40).nullable().optional(),
          metal: z.string().trim().max(100).nullable().optional(),
          stone: z.string().trim().max(100).nullable().optional(),
        })
        .nullable()
        .optional(),
      /** A gift card sold for `priceMinor`: its code is made at the sale and printed on the receipt. */
      giftCard: z.literal(true).optional(),
      /** With `giftCard`: an existing card topped up by `priceMinor` rather than a new card (ADR 089). */
      giftCardCode: z.string().trim().min(1).max(40, m['stock.text.max']).optional(),
    })
    .refine((l) => l.giftCard || l.stockItemId || l.productId || l.description, m['sale.line.what'])
    // A gift card is an amount: no piece, no catalogue item, one card per line, a price above zero.
    .refine(
      (l) =>
        !l.giftCard ||
        (!l.stockItemId &&
          !l.productId &&
          (l.quantity ?? 1) === 1 &&
          !l.discountMinor &&
          (l.priceMinor ?? 0) > 0),
      { message: m['giftcard.line.invalid'], path: ['giftCard'] },
    )
    .refine((l) => !l.giftCardCode || l.giftCard, {
      message: m['giftcard.line.invalid'],
      path: ['giftCardCode'],
    })
    .refine((l) => !(l.stockItemId && l.productId), m['sale.line.what'])
    // A free line (no stock item nor catalogue piece) says its price.
    .refine((l) => l.stockItemId || l.productId || l.priceMinor !== undefined, {
      message: m['stock.amount.invalid'],
      path: ['priceMinor'],
    })
    // A tagged piece is one piece.
    .refine((l) => !l.stockItemId || (l.quantity ?? 1) === 1, {
      message: m['sale.quantity.invalid'],
      path: ['quantity'],
    });

const paymentSchema = (m: StockMessages) =>
  z
    .strictObject({
      method: z.enum(SALE_PAYMENT_METHODS, m['sale.payment.method']),
      amountMinor: amount(m).min(1, m['sale.payment.min']),
      /** Cash: what the client handed over; the change is given back. */
      tenderedMinor: amount(m).optional(),
      /** Old gold: grams (to the milligram), fineness ‰ and the buy rate per gram of fine metal. */
      weightGrams: grams(m).optional(),
      fineness: fineness(m).optional(),
      buyRateMinorPerGram: amount(m).min(1, m['stock.amount.invalid']).optional(),
      description: optionalText(300, m['stock.text.max']),
      reference: optionalText(100, m['stock.text.max']),
      /** Gift card: the code on the card (case, spaces and dashes do not matter). */
      giftCardCode: z.string().trim().max(40, m['stock.text.max']).optional(),
    })
    .refine((p) => p.method !== 'gift-card' || !!p.giftCardCode, {
      message: m['giftcard.code.required'],
      path: ['giftCardCode'],
    })
    .refine(
      (p) =>
        p.method !== 'old-gold' ||
        (p.weightGrams !== undefined && p.fineness !== undefined && p.buyRateMinorPerGram !== undefined),
      { message: m['sale.oldgold.required'], path: ['weightGrams'] },
    );

/** `POST /v1/sales`. */
export const saleInputSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    lines: z
      .array(saleLineSchema(m), m['sale.lines.required'])
      .min(1, m['sale.lines.required'])
      .max(STOCK_LIMITS.saleLinesMax, m['sale.lines.max']),
    clientId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
    /** A discount on the whole sale, tax included. */
    discountMinor: amount(m).optional(),
    payments: z
      .array(paymentSchema(m), m['sale.payments.required'])
      .min(1, m['sale.payments.required'])
      .max(STOCK_LIMITS.paymentsMax),
  });
});

/**
 * `POST /v1/sale-links`: a sale whose card part (the payment at `linkPaymentIndex`, a card payment) is paid on
 * the client's phone; the sale is made once it is paid.
 */
export const saleLinkInputSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z
    .strictObject({
      sale: saleInputSchema(locale),
      linkPaymentIndex: z.number().int().min(0).max(STOCK_LIMITS.paymentsMax),
    })
    .refine((input) => input.sale.payments[input.linkPaymentIndex]?.method === 'card', {
      message: m['salelink.payment.invalid'],
      path: ['linkPaymentIndex'],
    });
});

/** `POST /v1/sales/{id}/return`: some lines (all by default) and how many of each (all by default). */
export const saleReturnSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    lines: z
      .array(
        z.strictObject({
          lineId: z.uuid(),
          quantity: z.number().int(m['sale.quantity.invalid']).min(1, m['sale.quantity.invalid']).optional(),
        }),
      )
      .min(1)
      .max(STOCK_LIMITS.saleLinesMax)
      .optional(),
    reason: optionalText(500, m['stock.text.max']),
    /** How the credit note is paid back; cash comes out of the open drawer (ADR 072). */
    refundMethod: z.enum(SALE_REFUND_METHODS, m['sale.refund.method']).optional(),
    /** With `gift-card`: the card credited; none issues a new card holding the refund (ADR 077). */
    giftCardCode: z.string().trim().max(40, m['stock.text.max']).optional(),
  });
});

export type StockItemInput = z.input<ReturnType<typeof stockItemInputSchema>>;
export type StockItemInputParsed = z.output<ReturnType<typeof stockItemInputSchema>>;
export type StockItemPatch = z.output<ReturnType<typeof stockItemPatchSchema>>;
export type StockListQuery = z.output<ReturnType<typeof stockListQuerySchema>>;
export type SaleInput = z.input<ReturnType<typeof saleInputSchema>>;
export type SaleInputParsed = z.output<ReturnType<typeof saleInputSchema>>;
export type SaleLinkInput = z.input<ReturnType<typeof saleLinkInputSchema>>;
export type SaleLinkInputParsed = z.output<ReturnType<typeof saleLinkInputSchema>>;
export type SaleReturnInput = z.output<ReturnType<typeof saleReturnSchema>>;

/** `POST /v1/sales/{id}/email`: the receipt to this address, or to the sale's client when none is given. */
export const saleEmailSchema = perLocale((messages) =>
  z.strictObject({
    to: z.preprocess(emptyToNull, z.email(messages['auth.email.invalid']).max(320).nullable().optional()),
  }),
);
export type SaleEmailInput = z.output<ReturnType<typeof saleEmailSchema>>;

/* Memos and layaway (ADR 067). */

export const MEMO_DIRECTIONS = ['in', 'out'] as const;
export const MEMO_LIST_STATUSES = ['open', 'overdue', 'closed'] as const;
export const LAYAWAY_STATUSES = ['active', 'completed', 'cancelled'] as const;
/** Counter payments of a layaway; 'online' ones come through its pay link. */
export const LAYAWAY_COUNTER_METHODS = ['card', 'cash', 'transfer'] as const;

const isoDate = (m: StockMessages) =>
  z
    .string({ error: m['memo.date.invalid'] })
    .max(10, m['memo.date.invalid'])
    .refine(isIsoDate, m['memo.date.invalid']);

const memoItemIds = (m: StockMessages) =>
  z.array(z.uuid()).min(1, m['memo.items.required']).max(200, m['memo.items.max']);

/**
 * `POST /v1/memos`. In: new pieces received from a supplier (each a stock item, its cost the memo price);
 * out: pieces of the stock, in stock now, sent to a client (clientId) or another shop (counterparty).
 */
export const memoInputSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  const { priceMinor, costMinor: _cost, supplier: _supplier, ...rest } = itemFields(m);
  return z
    .strictObject({
      direction: z.enum(MEMO_DIRECTIONS, m['memo.direction.invalid']),
      counterparty: optionalText(STOCK_LIMITS.textMax, m['stock.text.max']),
      clientId: z.preprocess(emptyToNull, z.uuid().nullable().optional()),
      dueDate: isoDate(m),
      terms: optionalText(2000, m['stock.notes.max']),
      /** Memo in: the pieces received. */
      items: z
        .array(
          z.strictObject({
            tag: tag(m),
            ...rest,
            /** The retail price once bought. */
            priceMinor,
            /** What the shop owes the supplier if it keeps the piece. */
            memoPriceMinor: amount(m),
          }),
        )
        .max(200, m['memo.items.max'])
        .optional(),
      /** Memo out: the pieces sent, each at the memo price agreed (its price by default). */
      stockItems: z
        .array(z.strictObject({ stockItemId: z.uuid(), memoPriceMinor: amount(m).optional() }))
        .max(200, m['memo.items.max'])
        .optional(),
    })
    .refine((v) => (v.direction === 'in' ? (v.items?.length ?? 0) > 0 : (v.stockItems?.length ?? 0) > 0), {
      message: m['memo.items.required'],
      path: ['items'],
    })
    .refine((v) => v.direction === 'out' || !v.clientId, {
      message: m['memo.direction.invalid'],
      path: ['clientId'],
    })
    .refine((v) => v.counterparty || v.clientId, {
      message: m['memo.counterparty.required'],
      path: ['counterparty'],
    });
});

export const memoPatchSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    counterparty: z
      .string()
      .trim()
      .min(1, m['memo.counterparty.required'])
      .max(STOCK_LIMITS.textMax)
      .optional(),
    dueDate: isoDate(m).optional(),
    terms: optionalText(2000, m['stock.notes.max']),
  });
});

/** Return or buy: some of the memo's pieces still open (all of them by default). */
export const memoSettleSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({ stockItemIds: memoItemIds(m).optional() });
});

export const memoListQuerySchema = perLocale(() =>
  z.object({
    direction: z.enum(MEMO_DIRECTIONS).optional(),
    status: z.enum(MEMO_LIST_STATUSES).optional(),
    ...pageFields,
  }),
);

/** `POST /v1/layaways`: a piece in stock for a client, the agreed price (its price by default), a schedule. */
export const layawayInputSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    stockItemId: z.uuid(),
    clientId: z.uuid(),
    priceMinor: amount(m).min(1, m['stock.amount.invalid']).optional(),
    /** The instalments, the deposit first; they add up to the price. */
    schedule: z
      .array(z.strictObject({ dueDate: isoDate(m), amountMinor: amount(m).min(1, m['sale.payment.min']) }))
      .min(1, m['layaway.schedule.required'])
      .max(24, m['layaway.schedule.max']),
    /** The deposit taken now at the counter, if any. */
    deposit: z
      .strictObject({
        method: z.enum(LAYAWAY_COUNTER_METHODS, m['layaway.payment.method']),
        amountMinor: amount(m).min(1, m['sale.payment.min']),
        reference: optionalText(100, m['stock.text.max']),
      })
      .optional(),
    notes: optionalText(2000, m['stock.notes.max']),
  });
});

export const layawayPaymentSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    method: z.enum(LAYAWAY_COUNTER_METHODS, m['layaway.payment.method']),
    amountMinor: amount(m).min(1, m['sale.payment.min']),
    reference: optionalText(100, m['stock.text.max']),
  });
});

/** Cancel: the refund shown before confirming is sent back, so a policy changed meanwhile is caught. */
export const layawayCancelSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    expectedRefundMinor: amount(m).optional(),
    reason: optionalText(500, m['stock.text.max']),
  });
});

export const layawayListQuerySchema = perLocale(() =>
  z.object({ status: z.enum(LAYAWAY_STATUSES).optional(), ...pageFields }),
);

/** The layaway policy: kind and value (basis points for a percentage, minor units for a fixed fee). */
export const layawayPolicySchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z
    .strictObject({
      kind: z.enum(LAYAWAY_FEE_KINDS),
      value: amount(m),
      /** How many days before an instalment its client is reminded (kept as it is when left out). */
      reminderDays: z
        .number(m['layaway.reminder.invalid'])
        .int(m['layaway.reminder.invalid'])
        .min(0, m['layaway.reminder.invalid'])
        .max(30, m['layaway.reminder.invalid'])
        .optional(),
    })
    .refine((p) => p.kind !== 'percent' || p.value <= 10_000, {
      message: m['layaway.fee.invalid'],
      path: ['value'],
    });
});

/* Gift cards' settings and their sale on the showroom (ADR 089). */

export const GIFT_CARD_LIMITS = {
  validityMonthsMax: 120,
  presetsMax: 6,
  messageMax: 500,
  nameMax: 120,
} as const;

/** `PUT /v1/gift-card-settings`: validity (0: no expiry), the showroom's sale, its amounts and bounds. */
export const giftCardSettingsSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z
    .strictObject({
      validityMonths: z
        .number({ error: m['giftcard.validity.invalid'] })
        .int(m['giftcard.validity.invalid'])
        .min(0, m['giftcard.validity.invalid'])
        .max(GIFT_CARD_LIMITS.validityMonthsMax, m['giftcard.validity.invalid']),
      online: z.boolean(),
      presetsMinor: z
        .array(amount(m).min(1, m['stock.amount.invalid']))
        .max(GIFT_CARD_LIMITS.presetsMax, m['giftcard.presets.max']),
      minMinor: amount(m).min(1, m['stock.amount.invalid']),
      maxMinor: amount(m).min(1, m['stock.amount.invalid']),
    })
    .refine((s) => s.maxMinor >= s.minMinor, { message: m['giftcard.bounds.invalid'], path: ['maxMinor'] });
});
export type GiftCardSettingsInput = z.output<ReturnType<typeof giftCardSettingsSchema>>;

/**
 * `POST /v1/showrooms/{slug}/gift-cards`: a card bought online. The amount's bounds and the send date's
 * 'today' are the business's, checked by the server; here only their shape.
 */
export const giftCardPurchaseSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  const name = z
    .string({ error: m['giftcard.name.required'] })
    .trim()
    .min(1, m['giftcard.name.required'])
    .max(GIFT_CARD_LIMITS.nameMax, m['stock.text.max']);
  const email = emailText(m['giftcard.email.invalid'], m['giftcard.email.invalid']);
  return z.strictObject({
    amountMinor: amount(m).min(1, m['giftcard.amount.range']),
    buyerName: name,
    buyerEmail: email,
    recipientName: name,
    recipientEmail: email,
    message: optionalText(GIFT_CARD_LIMITS.messageMax, m['stock.text.max']),
    sendOn: z.string().refine(isIsoDate, m['giftcard.sendon.invalid']),
    locale: z.enum(LOCALES).optional(),
    /** The honeypot every showroom form carries: filled only by robots. */
    website: z.string().max(500).optional(),
  });
});
export type GiftCardPurchaseInput = z.output<ReturnType<typeof giftCardPurchaseSchema>>;

export type MemoInput = z.input<ReturnType<typeof memoInputSchema>>;
export type MemoInputParsed = z.output<ReturnType<typeof memoInputSchema>>;
export type MemoPatch = z.output<ReturnType<typeof memoPatchSchema>>;
export type MemoSettleInput = z.output<ReturnType<typeof memoSettleSchema>>;
export type MemoListQuery = z.output<ReturnType<typeof memoListQuerySchema>>;
export type LayawayInput = z.input<ReturnType<typeof layawayInputSchema>>;
export type LayawayInputParsed = z.output<ReturnType<typeof layawayInputSchema>>;
export type LayawayPaymentInput = z.output<ReturnType<typeof layawayPaymentSchema>>;
export type LayawayCancelInput = z.output<ReturnType<typeof layawayCancelSchema>>;
export type LayawayListQuery = z.output<ReturnType<typeof layawayListQuerySchema>>;
export type LayawayPolicyInput = z.output<ReturnType<typeof layawayPolicySchema>>;

/* The cash drawer (ADR 072). */

export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;

/** `POST /v1/cash-drawer/open`: the float the drawer starts with. */
export const cashDrawerOpenSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({ openingFloatMinor: amount(m) });
});

/** `POST /v1/cash-drawer/movements`: cash put in or taken out of the open drawer, with its reason. */
export const cashMovementSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    kind: z.enum(CASH_MOVEMENT_KINDS, m['drawer.kind.invalid']),
    amountMinor: amount(m).min(1, m['sale.payment.min']),
    reason: z
      .string({ error: m['drawer.reason.required'] })
      .trim()
      .min(1, m['drawer.reason.required'])
      .max(STOCK_LIMITS.textMax, m['stock.text.max']),
  });
});

/** `POST /v1/cash-drawer/close`: the cash counted in the drawer. */
export const cashDrawerCloseSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    countedCashMinor: amount(m),
    note: optionalText(500, m['stock.text.max']),
    /** The session the screen shows: a session closed meanwhile answers 409 drawer_closed. */
    sessionId: z.uuid().optional(),
  });
});

export type CashDrawerOpenInput = z.output<ReturnType<typeof cashDrawerOpenSchema>>;
export type CashMovementInput = z.output<ReturnType<typeof cashMovementSchema>>;
export type CashDrawerCloseInput = z.output<ReturnType<typeof cashDrawerCloseSchema>>;

/* Stock as CSV (ADR 072). */

/** `POST /v1/stock-items/import`: the file's text; `dryRun` checks every row and writes nothing. */
export const stockImportSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    csv: z
      .string({ error: m['stock.import.csv'] })
      .min(1, m['stock.import.csv'])
      .max(STOCK_LIMITS.importCsvMaxChars, m['stock.import.csv']),
    dryRun: z.boolean().optional(),
  });
});
export type StockImportInput = z.output<ReturnType<typeof stockImportSchema>>;

/* Stock counts (ADR 072). */

/** `POST /v1/stock-counts`: the location counted (a case, the safe, a window), as the pieces name it. */
export const stockCountSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    location: z
      .string({ error: m['count.location.required'] })
      .trim()
      .min(1, m['count.location.required'])
      .max(100, m['stock.text.max']),
  });
});

/** `POST /v1/stock-counts/{id}/scans`: a tag or bar code, scanned or typed. */
export const stockCountScanSchema = perLocale((_, locale) => {
  const m = stockMessagesFor(locale);
  return z.strictObject({
    code: z
      .string({ error: m['count.code.required'] })
      .trim()
      .min(1, m['count.code.required'])
      .max(100, m['stock.text.max']),
  });
});
export type StockCountInput = z.output<ReturnType<typeof stockCountSchema>>;
export type StockCountScanInput = z.output<ReturnType<typeof stockCountScanSchema>>;

/* Gift cards (ADR 077). */

/** `GET /v1/gift-cards?q=`: the code (its last four or all of it) or the client's name. */
export const giftCardListQuerySchema = perLocale(() => z.object({ ...searchField, ...pageFields }));
export type GiftCardListQuery = z.output<ReturnType<typeof giftCardListQuerySchema>>;
