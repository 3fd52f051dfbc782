import { Button } from '../components/Button.tsx';
import { useI18n } from '../i18n/index.tsx';

export interface ErrorScreenProps {
  homeHref?: string;
  /** Shown only in development, to help whoever is fixing it. */
  detail?: string;
  onRetry?: () => void;
}

/** What a user sees when a page throws: a calm message, a retry and a way home — never a stack. */
export function ErrorScreen({ homeHref = '/', detail, onRetry }: ErrorScreenProps) {
  const { t } = useI18n();
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center text-foreground"
    >
      <h1 className="font-display text-4xl">{t('error.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('error.message')}</p>
      {detail ? (
        <pre className="max-w-xl overflow-auto text-left text-xs text-muted-foreground">{detail}</pre>
      ) : null}
      <div className="flex gap-3">
        <Button variant="outline" onClick={onRetry ?? (() => window.location.reload())}>
          {t('common.retry')}
        </Button>
        <Button asChild>
          <a href={homeHref}>{t('notFound.home')}</a>
        </Button>
      </div>
    </main>
  );
}
