import { useMe } from '@carat/api-client/react';
import { Button, Card, CardContent } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowRight, CalendarPlus, CreditCard, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePortalOpener } from '#features/subscription/usePortalOpener.ts';
import { env } from '#lib/env.ts';
import { HomeStats } from './HomeStats.tsx';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';
import { ToolsGrid } from './ToolsGrid.tsx';

export function DashboardHomePage({ pages }: { pages: ReadonlySet<string> }) {
  const { t } = useI18n();
  const me = useMe();
  const portal = usePortalOpener();
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{t('dashboard.title')}</h1>
          {me.data ? <p className="text-muted-foreground">{me.data.business.name}</p> : null}
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

      <OnboardingChecklist pages={pages} />

      <HomeStats />

      <ToolsGrid pages={pages} />

      <Card>
        <CardContent className="grid gap-3 p-6">
          <h2 className="font-display text-2xl">{t('home.quickStart.title')}</h2>
          <ol className="grid gap-2 sm:grid-cols-3">
            <li>
              <QuickLink href="/dashboard/orders" internal label={t('home.quickStart.order')} />
            </li>
            <li>
              <QuickLink href={`${env.showroomUrl}/appointment`} label={t('home.quickStart.booking')} />
            </li>
            <li>
              <QuickLink href={`${env.marketingUrl}/#pricing`} label={t('home.quickStart.features')} />
            </li>
          </ol>
          <Button asChild variant="link" className="justify-self-start px-0">
            <a href={`${env.marketingUrl}/#pricing`}>{t('home.viewPlans')}</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function QuickLink({ href, label, internal }: { href: string; label: string; internal?: boolean }) {
  const className =
    'flex items-center justify-between gap-2 rounded-md border border-border p-4 text-sm hover:bg-muted';
  const content = (
    <>
      {label} <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
  return internal ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className}>
      {content}
    </a>
  );
}
