import { Button } from '../components/Button.tsx';
import { useI18n } from '../i18n/index.tsx';

export interface NotFoundScreenProps {
  /** Where 'Accueil' leads: the landing page (on its own origin for apps served elsewhere). */
  homeHref?: string;
}

/** The spec's 404: 'Page introuvable', its sentence, 'Retour' (back in history) and 'Accueil' (to /). */
export function NotFoundScreen({ homeHref = '/' }: NotFoundScreenProps) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center text-foreground">
      <p className="font-display text-7xl text-gold-text" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.message')}</p>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => window.history.back()}>
          {t('notFound.back')}
        </Button>
        <Button asChild>
          <a href={homeHref}>{t('notFound.home')}</a>
        </Button>
      </div>
    </main>
  );
}
