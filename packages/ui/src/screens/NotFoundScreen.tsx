import { buttonVariants } from '../components/Button.tsx';
import { useI18n } from '../i18n/index.tsx';

export interface NotFoundScreenProps {
  /** Where 'Accueil' leads: the landing page (on its own origin for apps served elsewhere). */
  homeHref?: string;
  /** Classes added to the '404' and the title (the marketing site sets its display face in weight 500). */
  displayClassName?: string;
}

/**
 * The spec's 404: 'Page introuvable', its sentence, 'Retour' (back in history) and 'Accueil' (to /). Drawn
 * with `buttonVariants` rather than `Button`, so that the pages that show it (the marketing site's, the
 * showroom's) do not ship tailwind-merge for two buttons.
 */
export function NotFoundScreen({ homeHref = '/', displayClassName }: NotFoundScreenProps) {
  const { t } = useI18n();
  const display = (classes: string) => (displayClassName ? `${classes} ${displayClassName}` : classes);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center text-foreground">
      <p className={display('font-display text-7xl text-gold-text')} aria-hidden="true">
        404
      </p>
      <h1 className={display('font-display text-4xl')}>{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.message')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.history.back()}
        >
          {t('notFound.back')}
        </button>
        <a className={buttonVariants()} href={homeHref}>
          {t('notFound.home')}
        </a>
      </div>
    </main>
  );
}
