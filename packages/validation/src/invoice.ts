import { MINOR_UNIT_DIGITS, MoneyError, toMinorUnits } from '@carat/domain/money';
import { z } from 'zod';
import { perLocale, requiredText } from '#lib/fields.ts';
import { FIELD_LIMITS, type ValidationMessages } from '#lib/messages.ts';

const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * A price typed in pounds (a number from a numeric input, or a decimal string, French comma allowed) turned
 * into integer pence through @carat/domain's exact parser, never through float maths: '19.99' → 1999.
 * A third significant decimal is refused rather than rounded (the field's step is 0.01); '1.990' is 1.99.
 */
function priceInPence(m: ValidationMessages) {
  return z
    .union([z.number(), z.string()], { error: m['invoice.item.price.invalid'] })
    .transform((value, ctx) => {
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      // String(19.99) is '19.99', the shortest text reading back as the same float, so nothing drifts.
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
      if (text === '') return fail(m['invoice.item.price.required']);
      const match = DECIMAL.exec(text);
      if (!match) return fail(m['invoice.item.price.invalid']);
      const [, sign = '', whole = '', fraction = ''] = match;
      if (whole + fraction === '') return fail(m['invoice.item.price.invalid']);
      if (sign === '-' && /[1-9]/.test(whole + fraction)) return fail(m['invoice.item.price.min']);
      const significant = fraction.replace(/0+$/, '');
      if (significant.length > MINOR_UNIT_DIGITS.GBP) return fail(m['invoice.item.price.decimals']);
      let pence: number;
      try {
        pence = toMinorUnits(`${whole || '0'}.${significant}`, 'GBP');
      } catch (error) {
        // The format is settled above, so the parser can only object to the size.
        if (error instanceof MoneyError) return fail(m['invoice.item.price.max']);
        throw error;
      }
      if (pence > FIELD_LIMITS.unitPriceMaxMinor) return fail(m['invoice.item.price.max']);
      return pence;
    });
}

/**
 * One invoice line (spec §5): description required, quantity a whole number ≥ 1, price ≥ 0 in steps of
 * 0.01. The output is the domain's InvoiceLine: `unitPriceMinor` in pence, ready for computeInvoiceTotals.
 */
export const invoiceItemSchema = perLocale((m) =>
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
      price: priceInPence(m),
    })
    .transform(({ description, quantity, price }) => ({ description, quantity, unitPriceMinor: price })),
);
export type InvoiceItemInput = z.input<ReturnType<typeof invoiceItemSchema>>;
export type InvoiceItemValues = z.output<ReturnType<typeof invoiceItemSchema>>;

/** The lines of an invoice: at least one (the form disables deleting the last line). */
export const invoiceItemsSchema = perLocale((m, locale) =>
  z.array(invoiceItemSchema(locale), { error: m['invoice.items.min'] }).min(1, m['invoice.items.min']),
);
export type InvoiceItemsValues = z.output<ReturnType<typeof invoiceItemsSchema>>;
