/** The spec's delays (§4 and §9), named for what waits on them. */

/** The subscription is re-checked every 60 s while signed in. */
export const SUBSCRIPTION_RECHECK_MS = 60_000;
/** After sign-up, the toast stays 1.5 s before going to /payment. */
export const SIGNUP_REDIRECT_MS = 1_500;
/** After 'Redirection...', 0.5 s before going to the payment provider. */
export const CHECKOUT_REDIRECT_MS = 500;
/** On return from payment with a session_id, 2 s before re-checking the subscription. */
export const PAYMENT_RETURN_RECHECK_MS = 2_000;
/** The /payment-success screen goes to /dashboard after 3 s. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 3_000;
/** The share dialog's 'Copied!' state lasts 2 s. */
export const COPIED_STATE_MS = 2_000;
/** The booking wizard's simulated card payment takes 1 s before the confirmation step. */
export const SIMULATED_PAYMENT_MS = 1_000;
/** First wait before retrying a failed session refresh. */
export const REFRESH_RETRY_BASE_MS = 200;
/** The booking reminder goes out 24 h before the appointment. */
export const BOOKING_REMINDER_HOURS_BEFORE = 24;

/**
 * Wait before retry number `attempt` (1 for the first retry): 200 ms doubled per attempt, so 200, 400, 800…
 * The spec sets no ceiling; callers cap the number of attempts.
 */
export function refreshRetryDelay(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`attempt must be a whole number from 1, got ${attempt}`);
  }
  return REFRESH_RETRY_BASE_MS * 2 ** (attempt - 1);
}
