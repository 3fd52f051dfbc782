import { ORDER_STATUSES } from '@carat/domain/clients';
import { isIsoDate } from '@carat/domain/dates';
import { ENGRAVING_MAX_INPUT_UNITS, isValidEngraving } from '@carat/domain/engraving';
import type { Locale } from '@carat/domain/locale';
import type { Currency } from '@carat/domain/money';
import { ORDER_STAGES } from '@carat/domain/orders';
import { z } from 'zod';
import {
  BACK_OFFICE_LIMITS,
  type BackOfficeMessages,
  backOfficeMessagesFor,
} from '#lib/back-office-messages.ts';
import {
  emptyToNull,
  minorAmount,
  optionalPhone,
  optionalText,
  pageFields,
  perLocale,
  perLocaleAndCurrency,
  searchField,
} from '#lib/fields.ts';

/** Amounts read for their format only, before the business's currency is known (see `minorAmount`). */
export { ANY_CURRENCY } from '#lib/fields.ts';

import { localeSchema } from '#lib/locale.ts';

/** An amount typed in the business's currency, in its minor units (see `minorAmount`). */
export function amountInMinor(m: BackOfficeMessages, currency: Currency = 'GBP') {
  return minorAmount(
    {
      required: m['order.price.required'],
      invalid: m['order.price.invalid'],
      min: m['order.price.min'],
      decimals: m['order.price.decimals'],
      wholeUnits: m['order.price.wholeUnits'],
      max: m['order.price.max'],
    },
    BACK_OFFICE_LIMITS.amountMaxMinor / 100,
    currency,
  );
}

function orderFields(m: BackOfficeMessages, currency: Currency) {
  return {
    item: z
      .string({ error: m['order.item.required'] })
      .trim()
      .min(1, { error: m['order.item.required'], abort: true })
      .max(BACK_OFFICE_LIMITS.itemMax, m['order.item.max']),
    metal: optionalText(BACK_OFFICE_LIMITS.metalMax, m['order.metal.max']),
    stones: optionalText(BACK_OFFICE_LIMITS.stonesMax, m['order.stones.max']),
    size: optionalText(BACK_OFFICE_LIMITS.sizeMax, m['order.size.max']),
    // Spaces count (the engraver cuts them), so the engraving is kept as typed, only emptied when blank.
    engraving: z.preprocess(
      emptyToNull,
      z
        .string({ error: m['order.engraving.max'] })
        .max(ENGRAVING_MAX_INPUT_UNITS, { error: m['order.engraving.max'], abort: true })
        .refine(isValidEngraving, m['order.engraving.max'])
        .nullable()
        .optional(),
    ),
    price: amountInMinor(m, currency),
    deposit: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      amountInMinor(m, currency).optional(),
    ),
    dueDate: z.preprocess(
      emptyToNull,
      z
        .string({ error: m['order.dueDate.invalid'] })
        .refine(isIsoDate, m['order.dueDate.invalid'])
        .nullable()
        .optional(),
    ),
    notes: optionalText(BACK_OFFICE_LIMITS.notesMax, m['order.notes.max']),
    clientId: z.preprocess(emptyToNull, z.uuid({ error: m['order.client.required'] }).nullable().optional()),
    imageFileIds: z.array(z.uuid()).max(BACK_OFFICE_LIMITS.imagesMax, m['order.images.max']),
  };
}

/** The client created with a new order, when it is not picked from the list. */
function newClientFields(locale: Locale) {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    name: z
      .string({ error: m['invoice.clientName.required'] })
      .trim()
      .min(1, { error: m['invoice.clientName.required'], abort: true })
      .max(BACK_OFFICE_LIMITS.clientNameMax, m['invoice.clientName.max']),
    email: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(254, m['invoice.clientEmail.invalid'])
        .pipe(z.email(m['invoice.clientEmail.invalid']))
        .nullable()
        .optional(),
    ),
    phone: optionalPhone(BACK_OFFICE_LIMITS.phoneMax, m['settings.phone.invalid']),
  });
}

/**
 * 'Nouvelle Commande': the piece and its price, and either a client picked from the list (`clientId`) or
 * one created with the order (`client`). The deposit is part of the price. An order may start at a later
 * stage (confirmed in the shop at the deposit, say).
 */
export const orderInputSchema = perLocaleAndCurrency((_, locale, currency) => {
  const m = backOfficeMessagesFor(locale);
  const f = orderFields(m, currency);
  return z
    .strictObject({
      ...f,
      client: newClientFields(locale).optional(),
      stage: z.enum(ORDER_STAGES, { error: m['order.stage.invalid'] }).default('enquiry'),
      imageFileIds: f.imageFileIds.default([]),
    })
    .superRefine((order, ctx) => {
      if (!order.clientId && !order.client) {
        ctx.addIssue({ code: 'custom', path: ['clientId'], message: m['order.client.required'] });
      }
      if ((order.deposit ?? 0) > order.price) {
        ctx.addIssue({ code: 'custom', path: ['deposit'], message: m['order.deposit.exceedsPrice'] });
      }
    });
});

/** A change to an order's details (the stage moves through its own action). */
export const orderPatchSchema = perLocaleAndCurrency((_, locale, currency) => {
  const f = orderFields(backOfficeMessagesFor(locale), currency);
  return z.strictObject({ ...f, imageFileIds: f.imageFileIds.optional() }).partial();
});

const localeField = localeSchema.optional();

/** Moving an order to a next stage; the client can be told by email, in their language. */
export const orderStageMoveSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    stage: z.enum(ORDER_STAGES, { error: m['order.stage.invalid'] }),
    note: optionalText(BACK_OFFICE_LIMITS.noteMax, m['order.note.max']),
    notifyClient: z.boolean().default(false),
    locale: localeField,
  });
});

export const orderCancelSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    reason: optionalText(BACK_OFFICE_LIMITS.reasonMax, m['order.reason.max']),
    notifyClient: z.boolean().default(false),
    locale: localeField,
  });
});

export const orderNoteSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z.strictObject({
    note: z
      .string({ error: m['order.note.required'] })
      .trim()
      .min(1, { error: m['order.note.required'], abort: true })
      .max(BACK_OFFICE_LIMITS.noteMax, m['order.note.max']),
  });
});

/** Download Invoice: the order's invoice (final unless a deposit invoice is asked for). */
export const orderInvoiceRequestSchema = perLocale(() =>
  z.strictObject({ kind: z.enum(['final', 'deposit']).default('final'), locale: localeField }),
);

export const ORDER_SORTS = ['recent', 'oldest', 'amount-desc', 'amount-asc', 'due'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The Orders table: search (number, client, item), status filter, sort and page. */
export const orderListQuerySchema = perLocale(() =>
  z.object({
    ...searchField,
    status: z.enum(ORDER_STATUSES).optional(),
    clientId: z.uuid().optional(),
    sort: z.enum(ORDER_SORTS).default('recent'),
    ...pageFields,
  }),
);

export type OrderInput = z.input<ReturnType<typeof orderInputSchema>>;
export type OrderInputParsed = z.output<ReturnType<typeof orderInputSchema>>;
export type OrderPatch = z.output<ReturnType<typeof orderPatchSchema>>;
export type OrderStageMove = z.output<ReturnType<typeof orderStageMoveSchema>>;
export type OrderCancel = z.output<ReturnType<typeof orderCancelSchema>>;
export type OrderListQuery = z.output<ReturnType<typeof orderListQuerySchema>>;
