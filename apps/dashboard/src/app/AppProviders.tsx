import { ApiProvider, SessionProvider, SubscriptionProvider } from '@carat/api-client/react';
import { ThemeProvider, Toaster } from '@carat/ui';
import { I18nProvider } from '@carat/ui/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api, queryClient, sessionClient } from '#app/clients.ts';
import { catalogue } from '#app/i18n.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider catalogue={catalogue}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider client={sessionClient} onEvent={onSessionEvent}>
            <ApiProvider client={api}>
              <SubscriptionProvider>
                {children}
                <Toaster />
              </SubscriptionProvider>
            </ApiProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

let currentUserId: string | null | undefined;

/** Signed out, or another account signed in: no cached data of the previous account may show. */
function onSessionEvent(_event: string, session: { user: { id: string } } | null) {
  const userId = session?.user.id ?? null;
  if (currentUserId !== undefined && userId !== currentUserId) queryClient.clear();
  currentUserId = userId;
}
