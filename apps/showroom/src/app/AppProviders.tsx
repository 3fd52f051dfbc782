import type { ApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { I18nProvider, type Locale } from '@carat/ui/i18n';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { catalogue } from '#app/i18n.ts';

const ToasterHost = lazy(() => import('#lib/toaster.tsx').then((m) => ({ default: m.ToasterHost })));

/** Mounts the toaster after hydration: no toast can be due before, and its code stays off the first load. */
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // The page is interactive from here (end-to-end tests wait for it before clicking).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}

/** The same providers on the server and in the browser (the clients differ: one per render, one per tab). */
export function AppProviders({
  api,
  queryClient,
  locale,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <I18nProvider catalogue={catalogue} initialLocale={locale}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          {children}
          <DeferredToaster />
        </ApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
