/**
 * The dashboard keeps the supabase-js session in cookies named `sb-carat-auth.0`, `sb-carat-auth.1`, …: each
 * holds a URI-encoded slice of the session's JSON. They are shared across localhost ports and, in production,
 * set on the parent domain, so this site can tell a signed-in visitor without loading supabase-js.
 */
export const SESSION_COOKIE = 'sb-carat-auth';
const MAX_CHUNKS = 8;

function cookieJar(cookieHeader: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    jar.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return jar;
}

/** True when the cookies hold a session that can be refreshed (an expired access token still counts). */
export function hasDashboardSession(cookieHeader: string): boolean {
  const jar = cookieJar(cookieHeader);
  let json = '';
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const chunk = jar.get(`${SESSION_COOKIE}.${i}`);
    if (chunk === undefined) break;
    try {
      json += decodeURIComponent(chunk);
    } catch {
      return false;
    }
  }
  if (!json) return false;
  try {
    const session: unknown = JSON.parse(json);
    if (typeof session !== 'object' || session === null || !('refresh_token' in session)) return false;
    return typeof session.refresh_token === 'string' && session.refresh_token.length > 0;
  } catch {
    return false;
  }
}
