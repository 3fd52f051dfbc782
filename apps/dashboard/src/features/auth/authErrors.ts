import type { AuthFailure } from '@carat/api-client/auth-errors';
import type { Locale, MessageKey, Translate } from '@carat/ui/i18n';

type T = Translate<MessageKey>;

/**
 * The spec's error catalogue for /auth, from what the auth provider answered. The error codes' messages load
 * with the first refusal shown (the sign-in page's first load does not carry them, ADR 095).
 */
export async function signUpErrorToast(error: AuthFailure & { message: string }, t: T, locale: Locale) {
  if (
    error.code === 'user_already_exists' ||
    error.code === 'email_exists' ||
    /already registered/i.test(error.message)
  ) {
    return { title: t('auth.toast.emailTaken.title'), description: t('auth.toast.emailTaken.body') };
  }
  const { authErrorMessage } = await import('@carat/api-client/auth-errors');
  return { title: t('auth.toast.error.title'), description: authErrorMessage(error, locale) };
}

export function signInErrorToast(t: T, message?: string) {
  if (message && /too many|rate limit/i.test(message)) {
    return { title: t('auth.toast.signInFailed.title'), description: t('auth.toast.tooMany') };
  }
  return { title: t('auth.toast.signInFailed.title'), description: t('auth.toast.signInFailed.body') };
}
