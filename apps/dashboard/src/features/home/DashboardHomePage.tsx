import { useMe, useOnboarding } from '@carat/api-client/react';
import { Button, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CalendarPlus, CreditCard, Plus } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePortalOpener } from '#features/subscription/usePortalOpener.ts';
import { HomeStats } from './HomeStats.tsx';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';
import { QuickStart } from './QuickStart.tsx';
import { ToolsGrid } from './ToolsGrid.tsx';

export function DashboardHomePage({
  pages,
  loadCounter,
}: {
  pages: ReadonlySet<string>;
  /** The counter's chunk, whose custody tile shows once the home has drawn: not in its bytes. */
  loadCounter?: () => Promise<{ CustodyTile: ComponentType }>;
}) {
  const { t } = useI18n();
  const [CustodyTile] = useState(() =>
    loadCounter ? lazy(() => loadCounter().then((counter) => ({ default: counter.CustodyTile }))) : null,
  );
  const me = useMe();
  // The checklist stands above the figures: until it is known whether it shows, one placeholder holds the
  // page below the header (figures, tools, quick start), so nothing drawn moves down when it comes (layout shift).
  const onboarding = useOnboarding();
  const portal = usePortalOpener();
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{t('dashboard.title')}</h1>
          {/* Its line is kept while the business loads, so nothing below moves when the name comes. */}
          <p className="min-h-6 text-muted-foreground">{me.data?.business.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={portal.open} disabled={portal.loading}>
            <CreditCard aria-hidden="true" />
            {portal.loading ? t('subscription.loading') : t('subscription.manage')}
          </Button>
          {/* The appointments page opens its 'Nouveau RDV' dialog, and the orders page its 'Nouvelle
              Commande' dialog, from ?new=1. */}
          <Button asChild variant="outline">
            <Link to="/dashboard/appointments?new=1">
              <CalendarPlus aria-hidden="true" />
              {t('home.bookAppointment')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard/orders?new=1">
              <Plus aria-hidden="true" />
              {t('home.newOrder')}
            </Link>
          </Button>
        </div>
      </header>

      {onboarding.isLoading ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-8 w-48" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <OnboardingChecklist pages={pages} />
          <HomeStats />
          {CustodyTile && pages.has('/dashboard/custody') ? (
            <div className="max-w-md">
              {/* The tile's place while the counter's chunk comes (the tools below do not jump). */}
              <Suspense fallback={<Skeleton className="h-36" />}>
                <CustodyTile />
              </Suspense>
            </div>
          ) : null}
          <ToolsGrid pages={pages} />
          <QuickStart slug={me.data?.business.slug} />
        </>
      )}
    </div>
  );
}
