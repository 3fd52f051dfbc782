import { isServiceKey } from '@carat/domain/appointment-services';
import { isIsoDate, isWallTime } from '@carat/domain/dates';
import { LOCALES } from '@carat/domain/locale';
import { z } from 'zod';
import { bookingContactSchema, isPlausiblePhone } from '#lib/booking.ts';
import { engravingSchema } from '#lib/engraving.ts';
import { emailText, perLocale, requiredText } from '#lib/fields.ts';
import { FIELD_LIMITS, LEAD_PHOTOS_MAX, type ValidationMessages } from '#lib/messages.ts';
import { reviewSchema } from '#lib/review.ts';

/**
 * What the public showroom sends. Each form carries a honeypot field (`website`): people never see it,
 * form-filling robots fill it, and the API then drops the submission without saying so.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(500).optional();
const locale = z.enum(LOCALES).optional();

/** The per-business product number used in URLs (/product/1). */
export const productRefSchema = z.coerce.number().int().min(1).max(1_000_000);

const isoDate = z.string().max(10).refine(isIsoDate, 'YYYY-MM-DD');

/** `GET /v1/showrooms/{slug}/availability?type=&date=`. */
export const availabilityQuerySchema = z.object({
  type: z.string().refine(isServiceKey),
  date: isoDate,
});

/** The date and time of a booked slot. */
function slotFields(m: ValidationMessages) {
  return {
    date: z
      .string({ error: m['booking.slot.required'] })
      .max(10)
      .refine(isIsoDate, m['booking.slot.required']),
    time: z
      .string({ error: m['booking.slot.required'] })
      .max(5)
      .refine(isWallTime, m['booking.slot.required']),
  };
}

/**
 * A booking as the wizard sends it: type, date and time (whether the slot is bookable is decided by the
 * server with its own clock and the business's zone), the contact step, and optionally the product it is
 * about.
 */
export const showroomBookingSchema = perLocale((m, l) =>
  bookingContactSchema(l).extend({
    type: z
      .string({ error: m['booking.type.required'] })
      .refine(isServiceKey, { error: m['booking.type.required'] }),
    ...slotFields(m),
    productRef: productRefSchema.optional(),
    locale,
    /** The SMS tick box: the confirmation and reminder by text too; needs the phone number. */
    smsConsent: z.boolean().optional(),
    [HONEYPOT_FIELD]: honeypot,
  }),
);
export type ShowroomBookingInput = z.input<ReturnType<typeof showroomBookingSchema>>;
export type ShowroomBookingValues = z.output<ReturnType<typeof showroomBookingSchema>>;

/** Moving a booking through the emailed link: a new date and time. */
export const rescheduleSchema = perLocale((m) => z.object(slotFields(m)));

/** The reviews page form, as the API receives it. */
export const reviewSubmissionSchema = perLocale((_m, l) =>
  reviewSchema(l).extend({
    productRef: productRefSchema.optional(),
    [HONEYPOT_FIELD]: honeypot,
  }),
);
export type ReviewSubmissionInput = z.input<ReturnType<typeof reviewSubmissionSchema>>;

const optionalPhone = (invalid: string) =>
  z
    .string()
    .trim()
    .max(40, invalid)
    .refine((phone) => phone === '' || isPlausiblePhone(phone), invalid)
    .optional();

const leadContact = perLocale((m) =>
  z.object({
    name: requiredText(m['lead.name.required'], m['lead.name.max'], FIELD_LIMITS.nameMax),
    email: emailText(m['lead.email.required'], m['lead.email.invalid']),
    phone: optionalPhone(m['lead.phone.invalid']),
    locale,
    [HONEYPOT_FIELD]: honeypot,
  }),
);

/** The Custom Jewelry tile's request: who, and what they would like made. */
export const customRequestSchema = perLocale((m, l) =>
  leadContact(l).extend({
    message: requiredText(m['lead.message.required'], m['lead.message.max'], FIELD_LIMITS.messageMax),
    budget: z.string().trim().max(100, m['lead.budget.max']).optional(),
    /** Photos uploaded first (`POST /v1/showrooms/{slug}/request-photos`), named by their ids. */
    photoIds: z.array(z.uuid()).max(LEAD_PHOTOS_MAX, m['lead.photos.max']).optional(),
  }),
);
export type CustomRequestInput = z.input<ReturnType<typeof customRequestSchema>>;

/** One piece of the enquiry basket with the visitor's choices (checked against the product by the API). */
export const basketItemSchema = perLocale((_m, l) =>
  z.object({
    ref: productRefSchema,
    size: z.string().trim().max(40).optional(),
    colour: z.string().trim().max(40).optional(),
    stone: z.string().trim().max(40).optional(),
    engraving: engravingSchema(l).optional(),
  }),
);
export type BasketItemInput = z.input<ReturnType<typeof basketItemSchema>>;

export const BASKET_MAX_ITEMS = 20;

/** The enquiry basket sent to the jeweller as one enquiry (never an order: nothing is sold here). */
export const basketEnquirySchema = perLocale((m, l) =>
  leadContact(l).extend({
    message: z.string().trim().max(FIELD_LIMITS.messageMax, m['lead.message.max']).optional(),
    items: z
      .array(basketItemSchema(l), { error: m['basket.items.min'] })
      .min(1, m['basket.items.min'])
      .max(BASKET_MAX_ITEMS, m['basket.items.max']),
  }),
);
export type BasketEnquiryInput = z.input<ReturnType<typeof basketEnquirySchema>>;

export { LEAD_PHOTOS_MAX };
