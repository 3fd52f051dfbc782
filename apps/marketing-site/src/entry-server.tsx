import { createTranslator } from '@carat/ui/i18n';
import { renderToString } from 'react-dom/server';
import { App } from '#app/App.tsx';
import { headTags } from '#app/head.ts';
import { catalogueFor } from '#app/i18n.ts';
import { routes, type SiteRoute } from '#app/routes.ts';

export { themeInitScript } from '@carat/ui';
export { canonicalUrl } from '#app/head.ts';
export { routes };

export interface RenderedPage {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** Its <head> tags. */
  head: string;
}

/** Renders one route as the server sees it: French, signed out. Used by scripts/prerender.ts. */
export async function render(route: SiteRoute): Promise<RenderedPage> {
  const page = await route.load();
  const html = renderToString(<App route={route} page={page} />);
  const t = createTranslator(catalogueFor(page.messages), 'fr');
  const head = headTags({
    route,
    title: t(route.title),
    description: t(route.description),
    structuredData: page.structuredData?.() ?? [],
  });
  return { html, head };
}
