import { PassThrough } from 'node:stream';
import { ApiError } from '@carat/api-client';
import { showroomQueries } from '@carat/api-client/react';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, preloadPage } from '#app/App.tsx';
import { AppProviders } from '#app/AppProviders.tsx';
import { createClients } from '#app/clients.ts';
import { type HeadData, headFor } from '#app/head.ts';
import { matchPage } from '#lib/pages.ts';

export interface RenderOptions {
  /** Where this server reaches the API. */
  apiUrl: string;
  /** The showroom's public origin, for canonical and Open Graph URLs. */
  origin: string;
}

export interface Rendered {
  status: number;
  head: string;
  html: string;
  /** The queries this render fetched, for the browser to start from (JSON, `<` escaped). */
  state: string;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Renders one showroom page on the server: fetches what the page shows from the public API (the same
 * queries the browser would make), renders the app with that data, and builds the head from it.
 */
export async function render(url: string, options: RenderOptions): Promise<Rendered> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchPage(pathname);
  const { api, queryClient } = createClients(options.apiUrl);
  const data: HeadData = {};
  let status = match ? 200 : 404;

  if (match && match.route.kind !== 'manage' && match.route.kind !== 'design') {
    try {
      // The home shows the builder's published blocks too: read with the showroom, in parallel, and part
      // of it (an error reading them is an error of the page, as for the showroom itself).
      const [showroom, page] = await Promise.all([
        queryClient.fetchQuery(showroomQueries.home(api, match.slug)),
        match.route.kind === 'home'
          ? queryClient.fetchQuery(showroomQueries.page(api, match.slug))
          : Promise.resolve(undefined),
      ]);
      data.showroom = showroom;
      data.page = page;
      if (match.route.kind === 'product') {
        const ref = match.route.demo ? (match.ref ?? 1) : match.ref;
        if (ref === null) status = 404;
        else {
          try {
            data.product = await queryClient.fetchQuery(showroomQueries.product(api, match.slug, ref));
          } catch (error) {
            if (!isNotFound(error)) throw error;
            // The spec: on the demo routes an unknown product falls back to product 1.
            if (match.route.demo) {
              data.product = await queryClient.fetchQuery(showroomQueries.product(api, match.slug, 1));
            } else status = 404;
          }
        }
      }
      if (match.route.kind === 'collaborations')
        await queryClient.prefetchQuery(showroomQueries.collaborations(api, match.slug));
      if (match.route.kind === 'reviews')
        await queryClient.prefetchQuery(showroomQueries.reviews(api, match.slug));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      status = 404;
    }
  }

  if (match) await preloadPage(match.route.kind);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders api={api} queryClient={queryClient}>
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
  return { status, head: head.tags, html, state };
}
