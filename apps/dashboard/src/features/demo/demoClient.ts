import { createApiClient } from '@carat/api-client';
import { readStoredLocale } from '@carat/ui/i18n';
import { QueryClient } from '@tanstack/react-query';
import { env } from '#lib/env.ts';

const READ_ONLY = {
  fr: 'Mode démo : lecture seule. Créez votre compte pour essayer avec vos propres données.',
  en: 'Demo mode: read-only. Create your account to try it with your own data.',
};

/**
 * The demo dashboard reads the demo jeweller through the API's read-only demo routes (/demo/v1/…). A
 * change is answered here, without a request, with the same refusal the API would give (the API refuses
 * it too: its demo transactions are READ ONLY).
 */
const readOnlyFetch: typeof fetch = (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' || method === 'HEAD') return fetch(input, init);
  const message = READ_ONLY[readStoredLocale() ?? 'fr'];
  return Promise.resolve(
    new Response(JSON.stringify({ error: { code: 'demo_read_only', message } }), {
      status: 403,
      headers: { 'content-type': 'application/json' },
    }),
  );
};

export const demoApi = createApiClient({
  baseUrl: `${env.apiUrl}/demo`,
  getAccessToken: () => null,
  fetch: readOnlyFetch,
});

/** Its own cache: the demo's data never mixes with a signed-in jeweller's. */
export const demoQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});
