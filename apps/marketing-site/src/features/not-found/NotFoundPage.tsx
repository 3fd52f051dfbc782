import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { env } from '#lib/env.ts';

/**
 * The spec's 404 ('Page introuvable', 'Retour' back in history, 'Accueil' to /), served as dist/404.html for
 * any unknown path. It mirrors @carat/ui's NotFoundScreen (same texts from the base catalogue, same styles
 * through `buttonVariants`) without its Button component: that one merges classes with tailwind-merge, and
 * sharing it would put ~9 kB gzip of class-merging code on the landing page's first load (see
 * docs/decisions on the marketing pre-rendering).
 */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center text-foreground">
      <p className="font-display text-7xl font-medium text-gold-text" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-4xl font-medium">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.message')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.history.back()}
        >
          {t('notFound.back')}
        </button>
        <a href={`${env.marketingUrl}/`} className={buttonVariants()}>
          {t('notFound.home')}
        </a>
      </div>
    </main>
  );
}
