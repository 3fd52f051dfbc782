import { z } from 'zod';
import { minorAmount, perLocaleAndCurrency, requiredText } from '#lib/fields.ts';
import { FIELD_LIMITS } from '#lib/messages.ts';

/**
 * One invoice line (spec §5): description required, quantity a whole number ≥ 1, price ≥ 0 in steps of
 * 0.01. The output is the domain's InvoiceLine: `unitPriceMinor` in pence, ready for computeInvoiceTotals.
 */
export const invoiceItemSchema = perLocaleAndCurrency((m, _, currency) =>
  z
    .object({
      description: requiredText(
        m['invoice.item.description.required'],
        m['invoice.item.description.max'],
        FIELD_LIMITS.descriptionMax,
      ),
      // A numeric string from a form field is read as a number first; '' stays '' and is refused.
      quantity: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
        z
          .number({ error: m['invoice.item.quantity.invalid'] })
          .refine((quantity) => Number.isSafeInteger(quantity) && quantity >= 1, {
            error: m['invoice.item.quantity.invalid'],
            abort: true,
          })
          .max(FIELD_LIMITS.quantityMax, m['invoice.item.quantity.max']),
      ),
      price: minorAmount(
        {
          required: m['invoice.item.price.required'],
          invalid: m['invoice.item.price.invalid'],
          min: m['invoice.item.price.min'],
          decimals: m['invoice.item.price.decimals'],
          wholeUnits: m['invoice.item.price.wholeUnits'],
          max: m['invoice.item.price.max'],
        },
        FIELD_LIMITS.unitPriceMaxMinor / 100,
        currency,
      ),
    })
    .transform(({ description, quantity, price }) => ({ description, quantity, unitPriceMinor: price })),
);
export type InvoiceItemInput = z.input<ReturnType<typeof invoiceItemSchema>>;
export type InvoiceItemValues = z.output<ReturnType<typeof invoiceItemSchema>>;

/** The lines of an invoice: at least one (the form disables deleting the last line). */
export const invoiceItemsSchema = perLocaleAndCurrency((m, locale, currency) =>
  z
    .array(invoiceItemSchema(locale, currency), { error: m['invoice.items.min'] })
    .min(1, m['invoice.items.min']),
);
export type InvoiceItemsValues = z.output<ReturnType<typeof invoiceItemsSchema>>;
