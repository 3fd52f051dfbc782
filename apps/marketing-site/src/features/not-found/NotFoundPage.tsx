import { NotFoundScreen } from '@carat/ui/screens';
import { env } from '#lib/env.ts';

/**
 * The spec's 404 ('Page introuvable', 'Retour' back in history, 'Accueil' to /), served as dist/404.html for
 * any unknown path: the design system's NotFoundScreen, which draws its buttons with `buttonVariants` (no
 * tailwind-merge on the site's pages, see docs/decisions/003-marketing-prerender.md).
 */
export default function NotFoundPage() {
  return <NotFoundScreen homeHref={`${env.marketingUrl}/`} displayClassName="font-medium" />;
}
