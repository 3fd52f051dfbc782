import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { identityFor, supabaseIdentity } from './identity.ts';

/** A Supabase Auth stand-in: records each call and answers by path. */
function fakeSupabase(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      method: init.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const path = new URL(url).pathname + new URL(url).search;
    const answer = answers[path] ?? { status: 404 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const user = { id: '7b0c6a52-7d39-4d1e-9a35-0c3b1c7d9a11', email: 'jeweller@example.com' };
const tx = {} as never;

describe('hosted Supabase Auth', () => {
  it('checks the password with a throw-away sign-in, then signs that session out', async () => {
    const supabase = fakeSupabase({
      '/auth/v1/token?grant_type=password': {
        status: 200,
        body: { access_token: 'throwaway', user: { factors: [{ status: 'verified' }] } },
      },
      '/auth/v1/logout?scope=local': { status: 204 },
    });
    const identity = supabaseIdentity({
      url: 'https://project.supabase.co',
      anonKey: 'sb_publishable_project_key',
      serviceRoleKey: 'sb_secret_project_key',
      fetch: supabase.fetch,
    });
    expect(await identity.checkPassword(tx, user, 'right')).toEqual({ matches: true, verifiedFactor: true });
    expect(supabase.calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', 'https://project.supabase.co/auth/v1/token?grant_type=password'],
      ['POST', 'https://project.supabase.co/auth/v1/logout?scope=local'],
    ]);
    expect(supabase.calls[0]!.headers.apikey).toBe('sb_publishable_project_key');
    expect(supabase.calls[0]!.body).toEqual({ email: user.email, password: 'right' });
    expect(supabase.calls[1]!.headers.authorization).toBe('Bearer throwaway');
  });

  it('answers false on invalid credentials', async () => {
    const supabase = fakeSupabase({
      '/auth/v1/token?grant_type=password': { status: 400, body: { error_code: 'invalid_credentials' } },
    });
    const identity = supabaseIdentity({
      url: 'https://project.supabase.co',
      anonKey: 'sb_publishable_project_key',
      serviceRoleKey: undefined,
      fetch: supabase.fetch,
    });
    expect(await identity.checkPassword(tx, user, 'wrong')).toEqual({
      matches: false,
      verifiedFactor: false,
    });
  });

  it('deletes the user through the admin API (hard delete); a user already gone is fine', async () => {
    const supabase = fakeSupabase({ [`/auth/v1/admin/users/${user.id}`]: { status: 200, body: {} } });
    const identity = supabaseIdentity({
      url: 'https://project.supabase.co',
      anonKey: undefined,
      serviceRoleKey: 'sb_secret_project_key',
      fetch: supabase.fetch,
    });
    await identity.deleteUser({} as never, user.id);
    expect(supabase.calls[0]).toMatchObject({
      method: 'DELETE',
      url: `https://project.supabase.co/auth/v1/admin/users/${user.id}`,
      headers: { apikey: 'sb_secret_project_key', authorization: 'Bearer sb_secret_project_key' },
      body: { should_soft_delete: false },
    });
    const gone = supabaseIdentity({
      url: 'https://project.supabase.co',
      anonKey: undefined,
      serviceRoleKey: 'sb_secret_project_key',
      fetch: fakeSupabase({}).fetch,
    });
    await expect(gone.deleteUser({} as never, user.id)).resolves.toBeUndefined();
  });

  it('refuses to work without its keys, and is chosen by SUPABASE_URL', async () => {
    const identity = supabaseIdentity({
      url: 'https://project.supabase.co',
      anonKey: undefined,
      serviceRoleKey: undefined,
    });
    await expect(identity.checkPassword(tx, user, 'x')).rejects.toMatchObject({
      code: 'account_deletion_unavailable',
    });
    await expect(identity.deleteUser({} as never, user.id)).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
    expect(identityFor(loadConfig({ NODE_ENV: 'test' })).mode).toBe('embedded');
    expect(
      identityFor(loadConfig({ NODE_ENV: 'test', SUPABASE_URL: 'https://project.supabase.co' })).mode,
    ).toBe('supabase');
  });
});
