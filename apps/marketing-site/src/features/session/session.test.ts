import { describe, expect, it } from 'vitest';
import { hasDashboardSession, SESSION_COOKIE } from '#features/session/session.ts';

/** The cookies the dashboard's session storage writes: URI-encoded slices of the session's JSON. */
function sessionCookies(session: object, chunkSize = 40): string {
  const json = JSON.stringify(session);
  const chunks: string[] = [];
  for (let i = 0; i < json.length; i += chunkSize) chunks.push(json.slice(i, i + chunkSize));
  return chunks.map((chunk, i) => `${SESSION_COOKIE}.${i}=${encodeURIComponent(chunk)}`).join('; ');
}

describe('hasDashboardSession', () => {
  const session = { access_token: 'a.b.c', refresh_token: 'r-123', expires_at: 1, user: { id: 'u1' } };

  it('sees a session split over several cookies, among other cookies', () => {
    expect(hasDashboardSession(`theme=dark; ${sessionCookies(session)}; other=1`)).toBe(true);
  });

  it('counts an expired access token as signed in while a refresh token is there', () => {
    expect(hasDashboardSession(sessionCookies({ ...session, expires_at: 0 }))).toBe(true);
  });

  it('is signed out without cookies, without a refresh token, or with a broken session', () => {
    expect(hasDashboardSession('')).toBe(false);
    expect(hasDashboardSession(sessionCookies({ ...session, refresh_token: '' }))).toBe(false);
    expect(hasDashboardSession(`${SESSION_COOKIE}.0=%7B%22refresh_tok`)).toBe(false);
    expect(hasDashboardSession(`${SESSION_COOKIE}.0=%E0%A4%A`)).toBe(false);
    // A missing first chunk means no session, whatever follows.
    expect(hasDashboardSession(sessionCookies(session).replace(`${SESSION_COOKIE}.0=`, 'x='))).toBe(false);
  });
});
