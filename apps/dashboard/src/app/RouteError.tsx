import { ErrorScreen } from '@carat/ui/screens';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { env } from '#lib/env.ts';

// Its own chunk, as the `*` route's (no route answers 404 but that one): not in every page's first load (ADR 100).
const NotFoundPage = lazy(() =>
  import('#features/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The router's error boundary: a 404 response shows the 404 page, anything else a calm error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorScreen homeHref={`${env.marketingUrl}/`} detail={detail} />;
}
