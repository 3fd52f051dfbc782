import { ErrorScreen } from '@carat/ui/screens';
import { env } from '#lib/env.ts';

/** The calm error screen a page that threw leaves behind; the stack only in development. */
export function AppErrorScreen({ error }: { error: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorScreen homeHref={`${env.marketingUrl}/`} detail={detail} />;
}
