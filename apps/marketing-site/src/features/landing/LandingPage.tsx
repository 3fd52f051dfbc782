import { LocaleSwitch, useI18n } from '@carat/ui/i18n';

export function LandingPage() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center text-foreground">
      <LocaleSwitch className="absolute top-4 right-4 text-sm underline" />
      <h1 className="font-display text-5xl">{t('home.title')}</h1>
      <p className="max-w-xl text-muted-foreground">{t('home.subtitle')}</p>
    </main>
  );
}
