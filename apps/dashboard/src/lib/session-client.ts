import { createSessionClient } from '@carat/api-client/session';
import { env } from '#lib/env.ts';

/**
 * The app's single session client (`@supabase/auth-js`): the session, shared with the other apps through
 * cookies. A module of its own, out of the entry: the signed-in routes' providers import it, and the sign-in
 * page loads it when it needs it (`loadSessionClient`, ADR 095).
 */
export const sessionClient = createSessionClient({
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  cookieDomain: env.cookieDomain,
});
