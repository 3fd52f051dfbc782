import { DEFAULT_LOCALE, defineMessages, type Locale, localize } from '@carat/domain/locale';
import { CERTIFICATE_LABS, SALE_PAYMENT_METHODS, STOCK_STATUSES } from '@carat/domain/sales';
import { z } from 'zod';
import { emptyToNull, optionalText, pageFields, perLocale, searchField } from '#lib/fields.ts';

/**
 * Stock items and the in-store sale (issue 32 part A). Money is in the business's currency, in integer
 * minor units; counter prices are tax included. Weights are grams with up to three decimals (milligrams).
 */

export { CERTIFICATE_LABS, SALE_PAYMENT_METHODS, STOCK_STATUSES };

export const STOCK_LIMITS = {
  textMax: 200,
  notesMax: 5000,
  stonesMax: 30,
  saleLinesMax: 200,
  paymentsMax: 20,
  /** 10 million in major units, as minor units. */
  amountMaxMinor: 1_000_000_000,
  weightMaxGrams: 100_000,
} as const;

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
    })
    .refine((l) => l.stockItemId || l.productId || l.description, m['sale.line.what'])
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
  });
});

export type StockItemInput = z.input<ReturnType<typeof stockItemInputSchema>>;
export type StockItemInputParsed = z.output<ReturnType<typeof stockItemInputSchema>>;
export type StockItemPatch = z.output<ReturnType<typeof stockItemPatchSchema>>;
export type StockListQuery = z.output<ReturnType<typeof stockListQuerySchema>>;
export type SaleInput = z.input<ReturnType<typeof saleInputSchema>>;
export type SaleInputParsed = z.output<ReturnType<typeof saleInputSchema>>;
export type SaleReturnInput = z.output<ReturnType<typeof saleReturnSchema>>;

/** `POST /v1/sales/{id}/email`: the receipt to this address, or to the sale's client when none is given. */
export const saleEmailSchema = perLocale((messages) =>
  z.strictObject({
    to: z.preprocess(emptyToNull, z.email(messages['auth.email.invalid']).max(320).nullable().optional()),
  }),
);
export type SaleEmailInput = z.output<ReturnType<typeof saleEmailSchema>>;
