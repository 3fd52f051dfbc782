/**
 * The session's cookie name and a check for it that costs nothing to load: a page that must know early
 * whether someone is signed in (the sign-in page) asks this before it loads the session client
 * (`@supabase/auth-js`, ~25 KB gzip), which it then loads only when there is a session to read, or later
 * (ADR 095).
 */
export const SESSION_STORAGE_KEY = 'sb-carat-auth';

/** Whether the cookies hold a stored session (its first chunk, `cookieStorage`'s `<key>.0`). */
export function hasStoredSession(
  doc: { cookie: string } | null = typeof document === 'undefined' ? null : document,
) {
  if (!doc) return false;
  return doc.cookie.split(';').some((part) => {
    const index = part.indexOf('=');
    return (
      index > 0 &&
      part.slice(0, index).trim() === `${SESSION_STORAGE_KEY}.0` &&
      part.slice(index + 1).trim() !== ''
    );
  });
}
