import { NotFoundScreen } from '@carat/ui/screens';
import { env } from '#lib/env.ts';

export function NotFoundPage() {
  return <NotFoundScreen homeHref={`${env.marketingUrl}/`} />;
}
