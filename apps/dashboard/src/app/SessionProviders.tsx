import { ApiProvider, SessionProvider, SubscriptionProvider } from '@carat/api-client/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { api, queryClient, sessionClient } from '#app/clients.ts';

/**
 * The layout route around every page but the sign-in page: the query cache, the session, the API and the
 * subscription. Its own chunk, loaded beside the matched page's (react-router's `lazy` loads a route's
 * layouts and page side by side), so the sign-in page's first load carries none of them (ADR 095).
 */
export function SessionProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider client={sessionClient} onEvent={onSessionEvent}>
        <ApiProvider client={api}>
          <SubscriptionProvider>
            <Outlet />
          </SubscriptionProvider>
        </ApiProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

// Module-level, not the provider's state: the provider unmounts while the sign-in page shows, and the account
// signed in there must still be compared with the one before.
let currentUserId: string | null | undefined;

/** Signed out, or another account signed in: no cached data of the previous account may show. */
function onSessionEvent(_event: string, session: { user: { id: string } } | null) {
  const userId = session?.user.id ?? null;
  if (currentUserId !== undefined && userId !== currentUserId) queryClient.clear();
  currentUserId = userId;
}
