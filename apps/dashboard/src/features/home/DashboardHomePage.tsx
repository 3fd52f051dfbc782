import { useI18n } from '@carat/ui/i18n';

export function DashboardHomePage() {
  const { t } = useI18n();
  return (
    <main className="min-h-dvh bg-background p-6 text-foreground">
      <h1 className="font-display text-4xl">{t('dashboard.title')}</h1>
    </main>
  );
}
