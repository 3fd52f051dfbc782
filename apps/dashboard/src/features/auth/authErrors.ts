/** The spec's error catalogue for /auth, from what the auth provider answered. */
export function signUpErrorToast(message: string, t: (key: string) => string) {
  if (/already registered/i.test(message)) {
    return { title: t('auth.toast.emailTaken.title'), description: t('auth.toast.emailTaken.body') };
  }
  return { title: t('auth.toast.error.title'), description: message };
}

export function signInErrorToast(t: (key: string) => string, message?: string) {
  if (message && /too many|rate limit/i.test(message)) {
    return { title: t('auth.toast.signInFailed.title'), description: t('auth.toast.tooMany') };
  }
  return { title: t('auth.toast.signInFailed.title'), description: t('auth.toast.signInFailed.body') };
}
