/**
 * What a webhook event carries for a change made outside the API's detail readers (a showroom booking, a
 * visitor's request, a payment): the resource's public fields, never internal ones (tokens, sequences).
 */
function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = row[key];
  return out;
}

const APPOINTMENT_FIELDS = [
  'id',
  'type',
  'mode',
  'status',
  'startsAt',
  'endsAt',
  'timeZone',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'clientId',
  'productId',
  'depositMinor',
  'depositCurrency',
  'depositStatus',
  'confirmedAt',
  'cancelledAt',
  'createdAt',
] as const;

export function appointmentPayload<T extends Record<(typeof APPOINTMENT_FIELDS)[number], unknown>>(row: T) {
  return pick(row, APPOINTMENT_FIELDS);
}

const LEAD_FIELDS = [
  'id',
  'kind',
  'name',
  'email',
  'phone',
  'message',
  'budget',
  'items',
  'status',
  'locale',
  'createdAt',
] as const;

export function leadPayload<T extends Record<(typeof LEAD_FIELDS)[number], unknown>>(row: T) {
  return pick(row, LEAD_FIELDS);
}

const INVOICE_FIELDS = [
  'id',
  'number',
  'status',
  'clientId',
  'clientName',
  'clientEmail',
  'totalMinor',
  'currency',
  'paidAt',
  'orderId',
] as const;

/** An invoice's public fields (those the row has: the Connect path reads the raw row). */
export function invoicePayload(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of INVOICE_FIELDS) if (key in row) out[key] = row[key];
  return out;
}
