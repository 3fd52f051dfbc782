import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error of the embedded provider, answered in Supabase Auth's shape — `{ code, error_code, msg }` —
 * which supabase-js turns into an AuthApiError whose `code` is `error_code` (auth-js lib/fetch.ts).
 */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Seconds, for 429s: sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }

  body() {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export const providerDisabled = () =>
  badRequest('provider_disabled', 'Unsupported provider: provider is not enabled');

export const tooManyRequests = (retryAfter: number) =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter);

export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });

export const otpExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

export const unexpectedFailure = () =>
  new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
