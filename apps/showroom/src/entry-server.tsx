import { PassThrough } from 'node:stream';
import { ApiError } from '@carat/api-client';
import { designShareQuery, showroomQueries } from '@carat/api-client/react';
import type { Locale } from '@carat/ui/i18n';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, preloadPage } from '#app/App.tsx';
import { AppProviders } from '#app/AppProviders.tsx';
import { createClients } from '#app/clients.ts';
import { type HeadData, headFor } from '#app/head.ts';
import { blockRefs } from '#features/home/blocks/arrange.ts';
import { catalogueFilters } from '#lib/catalogueFilters.ts';
import { cookieValue, LANG_COOKIE, LANG_PARAM, pickLocale } from '#lib/locale.ts';
import { isLinkPage, matchPage } from '#lib/pages.ts';

export interface RenderOptions {
  /** Where this server reaches the API. */
  apiUrl: string;
  /** The showroom's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** The request's Cookie header (the language the visitor chose). */
  cookie?: string | null;
}

export interface Rendered {
  status: number;
  head: string;
  html: string;
  /** The queries this render fetched, for the browser to start from (JSON, `<` escaped). */
  state: string;
  /** The page's language (the `<html lang>`, and the browser's first render). */
  locale: Locale;
  /** Set when the showroom moved to another slug: answer a 301 to this path instead of a page. */
  redirect?: string;
}

const isMoved = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'showroom_moved' && typeof error.details.slug === 'string';

/** The same address under the showroom's new slug (`/s/old/product/3?x` → `/s/new/product/3?x`). */
export function movedPath(pathname: string, search: string, from: string, to: string): string {
  return `${pathname.replace(`/s/${from}`, `/s/${to}`)}${search}`;
}

const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Renders one showroom page on the server: fetches what the page shows from the public API (the same
 * queries the browser would make), renders the app with that data, and builds the head from it.
 */
export async function render(url: string, options: RenderOptions): Promise<Rendered> {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const match = matchPage(pathname);
  const { api, queryClient } = createClients(options.apiUrl);
  const data: HeadData = {};
  let status = match ? 200 : 404;
  let locale: Locale = pickLocale({
    query: searchParams.get(LANG_PARAM),
    cookie: cookieValue(options.cookie, LANG_COOKIE),
    offered: undefined,
  });

  if (match && !isLinkPage(match.route.kind)) {
    try {
      // The settings first: they say where a moved showroom is now, and which languages it offers.
      let settings: Awaited<ReturnType<ReturnType<typeof showroomQueries.settings>['queryFn']>>;
      try {
        settings = await queryClient.fetchQuery(showroomQueries.settings(api, match.slug));
      } catch (error) {
        if (isMoved(error) && !match.route.demo) {
          const to = error.details.slug as string;
          return {
            status: 301,
            head: '',
            html: '',
            state: '',
            locale,
            redirect: movedPath(pathname, search, match.slug, to),
          };
        }
        throw error;
      }
      locale = pickLocale({
        query: searchParams.get(LANG_PARAM),
        cookie: cookieValue(options.cookie, LANG_COOKIE),
        offered: settings.languages,
      });
      data.settings = settings;
      data.locale = locale;
      // The home shows the builder's published blocks too: read with the showroom, in parallel, and part
      // of it (an error reading them is an error of the page, as for the showroom itself). Its catalogue
      // grid (the address's filters) and the jeweller's collections come with it.
      const home = match.route.kind === 'home';
      const [showroom, page] = await Promise.all([
        queryClient.fetchQuery(showroomQueries.home(api, match.slug, locale)),
        // …and the pieces its products blocks show (the page carries those, not the whole catalogue).
        home
          ? queryClient.fetchQuery(showroomQueries.page(api, match.slug)).then(async (page) => {
              const refs = blockRefs(page.blocks);
              if (refs.length > 0)
                await queryClient.fetchQuery(showroomQueries.pieces(api, match.slug, refs, locale));
              return page;
            })
          : Promise.resolve(undefined),
        home
          ? queryClient.fetchInfiniteQuery(
              showroomQueries.products(api, match.slug, catalogueFilters(searchParams), locale),
            )
          : Promise.resolve(undefined),
        home
          ? queryClient.fetchQuery(showroomQueries.collections(api, match.slug, locale))
          : Promise.resolve(undefined),
      ]);
      data.showroom = showroom;
      data.page = page;
      if (match.route.kind === 'product') {
        const ref = match.route.demo ? (match.ref ?? 1) : match.ref;
        if (ref === null) status = 404;
        else {
          try {
            data.product = await queryClient.fetchQuery(
              showroomQueries.product(api, match.slug, ref, locale),
            );
          } catch (error) {
            if (!isNotFound(error)) throw error;
            // The spec: on the demo routes an unknown product falls back to product 1.
            if (match.route.demo) {
              data.product = await queryClient.fetchQuery(
                showroomQueries.product(api, match.slug, 1, locale),
              );
            } else status = 404;
          }
        }
      }
      if (match.route.kind === 'collaborations')
        await queryClient.prefetchQuery(showroomQueries.collaborations(api, match.slug));
      if (match.route.kind === 'reviews')
        await queryClient.prefetchQuery(showroomQueries.reviews(api, match.slug));
      if (match.route.kind === 'appointment')
        await queryClient.prefetchQuery(showroomQueries.services(api, match.slug, locale));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      status = 404;
    }
  }

  // A shared design: read here too, so that a messaging app's preview of the link shows the piece.
  const token = match?.route.kind === 'design' ? pathname.split('/')[2] : undefined;
  if (token && SHARE_TOKEN.test(token)) {
    data.locale = locale;
    data.design = await queryClient.fetchQuery(designShareQuery(api, token, locale)).catch(() => undefined);
  }

  if (match) await preloadPage(match.route.kind);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders api={api} queryClient={queryClient} locale={locale}>
      <StaticRouter location={`${pathname}${search}`}>
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    prelude.pipe(sink);
  });
  // Only successful reads travel to the browser: a 404 is asked again there, and shown the same.
  const state = JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  ).replace(/</g, '\\u003c');
  const head = headFor(match, data, options.origin, status);
  return { status, head: head.tags, html, state, locale };
}
