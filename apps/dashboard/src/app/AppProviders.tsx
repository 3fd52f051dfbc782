import { ThemeProvider, Toaster } from '@carat/ui';
import { I18nProvider } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { catalogue } from '#app/i18n.ts';

/**
 * What every page needs, the sign-in page included: the theme, the texts and the toasts. The session, the
 * API and the subscription are the signed-in routes' (`app/SessionProviders.tsx`, a chunk of its own), so the
 * sign-in page's first load does not carry the session client, the API client nor the query cache (ADR 095).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider catalogue={catalogue}>
        {children}
        <Toaster />
      </I18nProvider>
    </ThemeProvider>
  );
}
