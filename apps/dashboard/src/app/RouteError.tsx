import { ErrorScreen } from '@carat/ui/screens';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { env } from '#lib/env.ts';

/** The router's error boundary: a 404 response shows the 404 page, anything else a calm error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorScreen homeHref={`${env.marketingUrl}/`} detail={detail} />;
}
