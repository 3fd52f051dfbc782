import { createApiClient } from '@carat/api-client';
import { createSessionClient } from '@carat/api-client/session';
import { QueryClient } from '@tanstack/react-query';
import { env } from '#app/env.ts';

/** The app's single supabase-js client: the session, shared with the other apps through cookies. */
export const sessionClient = createSessionClient({
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
  cookieDomain: env.cookieDomain,
});

/** The typed API client; every call carries the current access token. */
export const api = createApiClient({
  baseUrl: env.apiUrl,
  getAccessToken: async () => (await sessionClient.auth.getSession()).data.session?.access_token ?? null,
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; a network blip might.
      retry: (count, error) => count < 2 && !((error as { status?: number }).status! >= 400),
    },
  },
});
