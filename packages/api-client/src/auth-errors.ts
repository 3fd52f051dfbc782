import type { ErrorCode } from '@carat/domain/errors';
import type { Locale } from '@carat/domain/locale';
import { messageForCode } from '@carat/validation/error-messages';
import { validationMessage } from '@carat/validation/messages';

/**
 * What matters of a supabase-js `AuthError`: its `code` is the auth provider's `error_code` (Supabase's
 * contract, not ours), its `status` the HTTP status (0 when the request never got an answer).
 */
export interface AuthFailure {
  readonly code?: string | undefined;
  readonly status?: number | undefined;
  readonly name?: string | undefined;
}

/** The provider's `error_code`s a person can meet on the dashboard's auth and security pages. */
const CODE_OF_AUTH_ERROR: Readonly<Record<string, ErrorCode>> = {
  over_request_rate_limit: 'too_many_requests',
  over_email_send_rate_limit: 'too_many_requests',
  over_sms_send_rate_limit: 'too_many_requests',
  validation_failed: 'validation_failed',
  weak_password: 'validation_failed',
  email_address_invalid: 'validation_failed',
  invalid_credentials: 'invalid_password',
  bad_jwt: 'bad_jwt',
  no_authorization: 'unauthorized',
  session_not_found: 'unauthorized',
  session_expired: 'unauthorized',
  refresh_token_not_found: 'unauthorized',
  refresh_token_already_used: 'unauthorized',
  reauthentication_needed: 'unauthorized',
  reauthentication_not_valid: 'unauthorized',
  insufficient_aal: 'mfa_required',
  user_not_found: 'not_found',
  mfa_factor_not_found: 'not_found',
  email_exists: 'conflict',
  user_already_exists: 'conflict',
  mfa_verified_factor_exists: 'conflict',
  too_many_enrolled_mfa_factors: 'conflict',
  single_identity_not_deletable: 'last_identity',
  identity_not_found: 'not_found',
};

/** The `ErrorCode` whose message tells a person what went wrong with an auth provider's refusal. */
export function authErrorCode(error: AuthFailure): ErrorCode {
  const known = error.code === undefined ? undefined : CODE_OF_AUTH_ERROR[error.code];
  if (known) return known;
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return 'network_error';
  if (error.status === 429) return 'too_many_requests';
  if (error.status !== undefined && error.status >= 500) return 'auth_unavailable';
  return 'error';
}

/**
 * The sentence to show for an auth provider's refusal, in the reader's language, never the provider's
 * English `message`. A new password equal to the current one reads as the form's own message.
 */
export function authErrorMessage(error: AuthFailure, locale: Locale): string {
  if (error.code === 'same_password') return validationMessage('auth.newPassword.sameAsCurrent', locale);
  return messageForCode(authErrorCode(error), locale);
}
