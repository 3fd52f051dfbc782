/**
 * Every error code the API answers (`{ "error": { "code", … } }`) and the two the api-client adds when no
 * answer could be read. A closed list: the API's `AppError` and the client's `ApiError` take only these, so
 * a misspelt or new free-string code fails the type-check, and each code has its French and English
 * message in `@carat/validation/error-messages`. The auth provider's Supabase `error_code`s are not here:
 * they follow Supabase's contract, not ours.
 */
export const ERROR_CODES = [
  // Generic refusals, also given by status when a framework layer answered (edge `statusCode()`).
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'too_many_requests',
  /** A 4xx status the edge has no name for. */
  'error',
  'internal_error',
  'database_unavailable',
  // Database refusals (lib/db-errors.ts).
  'invalid_reference',
  'invalid_value',
  'read_only',
  // Identity, tenancy, plan.
  'bad_jwt',
  'mfa_required',
  'auth_unavailable',
  'invalid_business',
  'no_business',
  'subscription_required',
  'plan_required',
  'demo_read_only',
  'seat_limit',
  'unknown_account',
  // Teams.
  'invitation_invalid',
  'invitation_email_mismatch',
  'already_member',
  'owner_cannot_leave',
  // Account.
  'invalid_password',
  /** The sign-in method is the account's only one: removing it would lock the account out. */
  'last_identity',
  'account_deletion_unavailable',
  'deletion_in_progress',
  // Billing.
  'checkout_failed',
  'invalid_session',
  'invalid_signature',
  'no_billing_account',
  'price_not_allowed',
  'free_plan_unavailable',
  // Files and imports.
  'empty_file',
  'file_missing',
  'file_too_large',
  'photo_unreadable',
  'unsupported_file_type',
  'unsafe_svg',
  'invalid_csv',
  'missing_name_column',
  'empty_import',
  'too_many_rows',
  'import_has_errors',
  // Invoices.
  'invoice_draft',
  'invoice_issued',
  'invoice_paid',
  'invoice_void',
  'deposits_exceed_total',
  'no_deposit',
  'no_invoice',
  // Orders, leads, appointments, bookings.
  'order_cancelled',
  'order_paid',
  'invalid_stage_move',
  // The counter: a piece is not handed back while a balance is owed.
  'balance_due',
  // Factur-X read back: the PDF carries no factur-x.xml, or one that is not a CII invoice.
  'no_factur_x',
  'invalid_factur_x',
  'already_converted',
  'invalid_status_move',
  'not_pending',
  'slot_taken',
  'booking_locked',
  // Stock and the in-store sale: an item already sold (409), a tag already used (409), payments
  // that do not settle the total or old gold not worth its weight × fineness × rate (422), a discount above
  // what it discounts (422), a return of what was already returned (409).
  'item_sold',
  'tag_taken',
  'payments_mismatch',
  'old_gold_amount',
  'discount_too_large',
  'nothing_to_return',
  // Memo goods and layaway (ADR 067): a piece a layaway holds (409), a piece not in stock for a memo or a
  // layaway (409), a closed memo or layaway (409), a buy of goods sent out (409), a catalogue combination
  // sold out (409), a schedule not adding up to the price (422), a payment above the balance (422), a
  // cancel whose refund is not the one shown (409).
  'item_reserved',
  'item_unavailable',
  'memo_closed',
  'memo_direction',
  'layaway_closed',
  'out_of_stock',
  'schedule_mismatch',
  'amount_exceeds_balance',
  'refund_changed',
  // The cash drawer (ADR 072): a second open drawer (409), a closed session changed (409), a movement or a
  // close with no open drawer (409).
  'drawer_already_open',
  'drawer_closed',
  'drawer_not_open',
  // A stock count finished (409): it takes no more scans.
  'count_finished',
  // Gift cards (ADR 077): a code no card has or past its date (422), a balance short (409), a card spent
  // already cannot be returned (409).
  'gift_card_unknown',
  'gift_card_expired',
  'gift_card_insufficient',
  'gift_card_spent',
  // Gift cards sold online (ADR 089): the showroom does not sell them now (off, or Stripe not connected).
  'gift_cards_unavailable',
  // Payments from the jeweller's clients (Stripe Connect).
  'payments_not_connected',
  'payments_not_ready',
  'payment_unavailable',
  // Deposit credits and refunds (ADR 038): a deposit already deducted on an invoice is not refunded through
  // the booking link; an invoice not paid online has nothing to refund; a refund above what is left.
  'deposit_deducted',
  'invoice_not_paid_online',
  'refund_exceeds_paid',
  // Showroom: a slug the showroom left (301, `details.slug` says where it is now).
  'showroom_moved',
  // A product category its pieces still name (409): deleted only with a category to move them to.
  'category_in_use',
  // A service of the jeweller's own that appointments name (409): hidden, not deleted (ADR 084).
  'service_in_use',
  // Design generator: a shared link past its expiry (410); a spec no solid can be built from (422).
  'link_expired',
  'design_invalid',
  // The public API and webhooks (ADR 032): a key unknown, revoked or expired (401); a route outside its
  // scopes (403); an Idempotency-Key reused with another body (422); a second factor needed to manage
  // keys; a webhook address the server will not call.
  'invalid_api_key',
  'insufficient_scope',
  'idempotency_conflict',
  'second_factor_required',
  'unsafe_webhook_url',
  // Client messages (ADR 065): a text to a client who did not agree to the channel (409); no
  // provider to send through (409); free WhatsApp text outside the 24-hour window (409: a template only).
  'no_consent',
  'messaging_unavailable',
  'whatsapp_window_closed',
  // A WhatsApp template asked for a kind the business has no approved template for (409, ADR 080).
  'whatsapp_template_missing',
] as const;

export type ServerErrorCode = (typeof ERROR_CODES)[number];

/** Failures the api-client names itself: the request never got an answer, or the answer was not JSON. */
export const CLIENT_ERROR_CODES = ['network_error', 'invalid_response'] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every code a caller of the API can meet. */
export type ErrorCode = ServerErrorCode | ClientErrorCode;

export const ALL_ERROR_CODES: readonly ErrorCode[] = [...ERROR_CODES, ...CLIENT_ERROR_CODES];

const SERVER_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const ALL_CODES: ReadonlySet<string> = new Set(ALL_ERROR_CODES);

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && SERVER_CODES.has(value);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ALL_CODES.has(value);
}
