import type { ApiClient } from '@carat/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';

/** Loads a page's code (its route's chunk) ahead of a click; a path with no page does nothing. */
export type PrefetchPage = (path: string) => void;

const PrefetchContext = createContext<PrefetchPage>(() => {});

/** The shell gives the router's prefetch to every link below it (`app/routes.tsx` `prefetchPage`). */
export const PrefetchProvider = PrefetchContext.Provider;

export function usePrefetchPage(): PrefetchPage {
  return useContext(PrefetchContext);
}

/**
 * Starts a page's code and the data it reads first (`page-data.ts`, its own chunk) side by side, for a link
 * pointed at, focused or touched, through the API and cache given: the layout's (the signed-in dashboard's,
 * or the demo's). Not read from context here: this module is in the sign-in page's first load.
 */
export function usePrefetchPageAndData(clients: { queryClient: QueryClient; api: ApiClient }) {
  const prefetch = usePrefetchPage();
  return (path: string) => {
    prefetch(path);
    void import('./page-data.ts').then(({ prefetchPageData }) =>
      prefetchPageData(path, clients.queryClient, clients.api),
    );
  };
}

/**
 * Once the page is idle (and not before a few seconds, so the first paint keeps the network and the main
 * thread), the pages the jeweller is likely to open next load in the background, unless data is to be saved.
 */
export function useIdlePrefetch(paths: readonly string[]) {
  const prefetch = usePrefetchPage();
  // Starts again only when the list changes, not for each render's new array.
  const key = paths.join('|');
  useEffect(() => {
    const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const run = () => {
        for (const path of paths) prefetch(path);
      };
      idle =
        'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : undefined;
      if (idle === undefined) run();
    }, 3_000);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [key, prefetch]);
}
