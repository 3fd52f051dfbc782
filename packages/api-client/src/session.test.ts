import { describe, expect, it } from 'vitest';
import { cookieStorage, SESSION_STORAGE_KEY } from './session.ts';
import { hasStoredSession } from './session-cookie.ts';

/** A document.cookie stand-in with the browser's write semantics (one cookie per assignment). */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split('; ');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (attrs.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('cookie storage for the session', () => {
  it('round-trips a value larger than one cookie through numbered chunks', () => {
    const doc = fakeDocument();
    const storage = cookieStorage({ doc });
    const session = JSON.stringify({ access_token: 'a'.repeat(7000), user: { email: 'zoé@example.com' } });
    storage.setItem('sb-test', session);
    expect([...doc.jar.keys()]).toEqual(['sb-test.0', 'sb-test.1', 'sb-test.2']);
    expect(storage.getItem('sb-test')).toBe(session);
  });

  it('drops stale chunks when the value shrinks, and everything on remove', () => {
    const doc = fakeDocument();
    const storage = cookieStorage({ doc });
    storage.setItem('sb-test', 'x'.repeat(7000));
    storage.setItem('sb-test', 'short');
    expect(storage.getItem('sb-test')).toBe('short');
    expect(doc.jar.has('sb-test.1')).toBe(false);
    storage.removeItem('sb-test');
    expect(storage.getItem('sb-test')).toBeNull();
  });

  it('ignores foreign cookies that are not URI-encoded', () => {
    const doc = fakeDocument();
    doc.jar.set('other', '%E0%A4%A');
    const storage = cookieStorage({ doc });
    storage.setItem('sb-test', 'v');
    expect(storage.getItem('sb-test')).toBe('v');
  });
});

describe('the stored session check the sign-in page makes before loading the session client', () => {
  it('sees the session the cookie storage wrote, and no longer once removed', () => {
    const doc = fakeDocument();
    expect(hasStoredSession(doc)).toBe(false);
    const storage = cookieStorage({ doc });
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'a' }));
    expect(hasStoredSession(doc)).toBe(true);
    storage.removeItem(SESSION_STORAGE_KEY);
    expect(hasStoredSession(doc)).toBe(false);
  });

  it("ignores another key's cookies and an empty first chunk", () => {
    expect(hasStoredSession({ cookie: 'sb-carat-check-1.0=x; theme=dark' })).toBe(false);
    expect(hasStoredSession({ cookie: `${SESSION_STORAGE_KEY}.0=` })).toBe(false);
  });
});
