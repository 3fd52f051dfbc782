import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage } from './auth-errors.ts';

describe('auth provider errors', () => {
  it('names the provider’s error_code with an ErrorCode', () => {
    expect(authErrorCode({ code: 'over_request_rate_limit', status: 429 })).toBe('too_many_requests');
    expect(authErrorCode({ code: 'session_not_found', status: 403 })).toBe('unauthorized');
    expect(authErrorCode({ code: 'insufficient_aal', status: 403 })).toBe('mfa_required');
  });

  it('falls back on the status, the network, then the generic error', () => {
    expect(authErrorCode({ code: 'something_new', status: 429 })).toBe('too_many_requests');
    expect(authErrorCode({ name: 'AuthRetryableFetchError', status: 0 })).toBe('network_error');
    expect(authErrorCode({ status: 503 })).toBe('auth_unavailable');
    expect(authErrorCode({ code: 'something_new', status: 400 })).toBe('error');
  });

  it('shows the catalogue’s message in the reader’s language, never the provider’s text', () => {
    expect(authErrorMessage({ code: 'over_email_send_rate_limit', status: 429 }, 'fr')).toBe(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
    expect(authErrorMessage({ code: 'over_email_send_rate_limit', status: 429 }, 'en')).toBe(
      'Too many attempts. Try again in a few minutes.',
    );
    // Unlinking the last identity: our sentence, not GoTrue's 'User must have at least 1 identity…'.
    expect(authErrorMessage({ code: 'single_identity_not_deletable', status: 422 }, 'fr')).toBe(
      'C’est le seul moyen de vous connecter à ce compte : il ne peut pas être retiré.',
    );
    expect(authErrorMessage({ code: 'single_identity_not_deletable', status: 422 }, 'en')).toBe(
      'This is the only way to sign in to this account: it cannot be removed.',
    );
    expect(authErrorMessage({ code: 'same_password', status: 422 }, 'fr')).toBe(
      "Le nouveau mot de passe doit être différent de l'actuel",
    );
  });
});
