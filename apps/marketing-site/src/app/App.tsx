import { useI18n } from '@carat/ui/i18n';
import { useEffect, useMemo } from 'react';
import { AppProviders } from '#app/AppProviders.tsx';
import { catalogueFor } from '#app/i18n.ts';
import type { PageModule } from '#app/page.ts';
import type { SiteRoute } from '#app/routes.ts';

export interface AppProps {
  route: SiteRoute;
  page: PageModule;
}

/** One page of the site with its providers; the same tree is pre-rendered and hydrated. */
export function App({ route, page }: AppProps) {
  const catalogue = useMemo(() => catalogueFor(page.messages), [page]);
  const Page = page.default;
  return (
    <AppProviders catalogue={catalogue}>
      <DocumentHead route={route} />
      <Page />
    </AppProviders>
  );
}

/** Keeps the tab title and description in the chosen language (the pre-rendered head is French). */
function DocumentHead({ route }: { route: SiteRoute }) {
  const { t, locale } = useI18n();
  useEffect(() => {
    document.title = t(route.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t(route.description));
  }, [t, route, locale]);
  return null;
}
