import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prefetchPage, routes } from '#app/routes.tsx';
import { PrefetchProvider } from '#lib/prefetch.tsx';

/**
 * The router and every route: a chunk of its own, so the sign-in page's first load does not carry it (ADR 100).
 * Every other page fetches it beside the entry (index.html's preload, `vite.config.ts`).
 */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router over the page's address; its routes' code loads as they are matched (ADR 047). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Once the router has matched the address it started at and loaded that route's code. */
export function initialized(router: AppRouter): Promise<AppRouter> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

export function RouterApp({ router }: { router: AppRouter }) {
  return (
    <PrefetchProvider value={prefetchPage}>
      <RouterProvider router={router} />
    </PrefetchProvider>
  );
}
