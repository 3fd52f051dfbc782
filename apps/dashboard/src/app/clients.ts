import { type ApiError, createApiClient } from '@carat/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { chosenBusiness } from '#lib/business-choice.ts';
import { env } from '#lib/env.ts';
import { sessionClient } from '#lib/session-client.ts';

/**
 * The signed-in routes' clients (the API's, the query cache), with the session's: not in the entry, which the
 * sign-in page loads (ADR 095); `app/SessionProviders.tsx` and the pages' data loaders import them.
 */
export { sessionClient };

/** The typed API client; every call carries the current access token and the business chosen. */
export const api = createApiClient({
  baseUrl: env.apiUrl,
  getAccessToken: async () => (await sessionClient.auth.getSession()).data.session?.access_token ?? null,
  getBusinessId: chosenBusiness,
});

/**
 * The API refuses a password-only session of an account with a second factor (403 mfa_required), e.g. a
 * factor turned on in another tab: ask for the code, as at sign-in, and come back here.
 */
function stepUpOnMfaRequired(error: unknown) {
  if ((error as { code?: ApiError['code'] }).code !== 'mfa_required') return;
  // A read started before the guard sent the page to the code (the first data a route's loader asks for)
  // may answer once the sign-in page shows: it is asking already, and sending it on would nest the redirect.
  if (window.location.pathname === '/auth') return;
  const from = window.location.pathname + window.location.search;
  window.location.assign(`/auth?redirect=${encodeURIComponent(from)}&mfa=1`);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: stepUpOnMfaRequired }),
  mutationCache: new MutationCache({ onError: stepUpOnMfaRequired }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; a network blip might.
      retry: (count, error) => count < 2 && !((error as { status?: number }).status! >= 400),
    },
  },
});
