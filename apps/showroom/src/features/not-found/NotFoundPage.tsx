import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { env } from '#lib/env.ts';

/**
 * The spec's 404, as the design system's NotFoundScreen draws it, with the same catalogue keys; built on
 * `buttonVariants` rather than its Button so that every page does not ship tailwind-merge.
 */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center text-foreground">
      <p className="font-display text-7xl text-gold-text" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.message')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.history.back()}
        >
          {t('notFound.back')}
        </button>
        <a className={buttonVariants()} href={`${env.marketingUrl}/`}>
          {t('notFound.home')}
        </a>
      </div>
    </main>
  );
}
