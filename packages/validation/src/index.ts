export * from '#lib/auth.ts';
export * from '#lib/booking.ts';
export * from '#lib/clients.ts';
export * from '#lib/engraving.ts';
export * from '#lib/field-errors.ts';
export * from '#lib/invoice.ts';
export * from '#lib/messages.ts';
export * from '#lib/review.ts';
