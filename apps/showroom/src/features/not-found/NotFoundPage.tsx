import { NotFoundScreen } from '@carat/ui/screens';
import { env } from '#lib/env.ts';

/** The spec's 404, whose 'Accueil' leads to the marketing site. */
export function NotFoundPage() {
  return <NotFoundScreen homeHref={`${env.marketingUrl}/`} />;
}
