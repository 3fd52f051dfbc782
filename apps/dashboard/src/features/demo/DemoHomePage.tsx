import { useMe } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { HomeStats } from '#features/home/HomeStats.tsx';
import { ToolsGrid } from '#features/home/ToolsGrid.tsx';

/** The demo's home: the demo jeweller's figures, and every tool (all available on Diamond). */
export function DemoHomePage({ pages }: { pages: ReadonlySet<string> }) {
  const { t } = useI18n();
  const me = useMe();
  return (
    <div className="grid gap-8">
      <header>
        <h1 className="font-display text-4xl">{t('dashboard.title')}</h1>
        {/* Its line is kept while the business loads, so the figures below do not move when the name comes. */}
        <p className="min-h-6 text-muted-foreground">{me.data?.business.name}</p>
      </header>
      <HomeStats />
      <ToolsGrid pages={pages} basePath="/dashboard-demo" />
    </div>
  );
}
