import { createApiClient } from '@carat/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The public API client (no account, no token) and a query client, for one browser tab or one render. */
export function createClients(apiUrl: string) {
  const api = createApiClient({ baseUrl: apiUrl, getAccessToken: () => null });
  const queryClient = new QueryClient({
    defaultOptions: {
      // Server-rendered data is fresh for a minute: hydration does not fetch it again.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
  return { api, queryClient };
}
