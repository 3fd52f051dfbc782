import { LEAD_KINDS, LEAD_STATUSES } from '@carat/domain/leads';
import { z } from 'zod';
import { BACK_OFFICE_LIMITS, backOfficeMessagesFor } from '#lib/back-office-messages.ts';
import { emptyToNull, pageFields, perLocale, searchField } from '#lib/fields.ts';
import { localeSchema } from '#lib/locale.ts';

/**
 * The back office's inbox of showroom leads ('Demandes'): the list's query, a status change or the
 * jeweller's private note, and 'Créer la commande'. What visitors send is validated by showroom.ts.
 */

/** The list: search (name, email, message, piece names), status and kind filters, newest first, paged. */
export const leadListQuerySchema = perLocale(() =>
  z.object({
    ...searchField,
    status: z.enum(LEAD_STATUSES).optional(),
    kind: z.enum(LEAD_KINDS).optional(),
    ...pageFields,
  }),
);

/** 'Marquer comme contactée', 'Clôturer', or the jeweller's note (an empty note clears it). */
export const leadPatchSchema = perLocale((_, locale) => {
  const m = backOfficeMessagesFor(locale);
  return z
    .strictObject({
      status: z.enum(LEAD_STATUSES, { error: m['lead.status.invalid'] }),
      note: z.preprocess(
        emptyToNull,
        z
          .string({ error: m['lead.note.max'] })
          .trim()
          .max(BACK_OFFICE_LIMITS.leadNoteMax, m['lead.note.max'])
          .nullable(),
      ),
    })
    .partial();
});

/** 'Créer la commande': the language the order's notes are written in (the jeweller's, French by default). */
export const leadConvertSchema = perLocale(() => z.strictObject({ locale: localeSchema.default('fr') }));

export type LeadListQuery = z.output<ReturnType<typeof leadListQuerySchema>>;
export type LeadPatch = z.output<ReturnType<typeof leadPatchSchema>>;
export type LeadConvert = z.output<ReturnType<typeof leadConvertSchema>>;
