import { ApiProvider, FixedSubscriptionProvider } from '@carat/api-client/react';
import { Badge, Button, cn } from '@carat/ui';
import { LocaleSwitch, type MessageKey, useI18n } from '@carat/ui/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowLeftRight,
  Award,
  BarChart3,
  Boxes,
  CalendarClock,
  CalendarDays,
  Coins,
  FileText,
  FolderOpen,
  Gem,
  Inbox,
  LayoutDashboard,
  MessageSquare,
  MessagesSquare,
  Package,
  Settings,
  ShoppingCart,
  Star,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PageOutlet } from '#components/PageOutlet.tsx';
import { BasePathProvider, DEMO_BASE_PATH } from '#lib/base-path.tsx';
import { env } from '#lib/env.ts';
import { useIdlePrefetch, usePrefetchPageAndData } from '#lib/prefetch.tsx';
import { demoApi, demoQueryClient } from './demoClient.ts';

/** The demo's API and cache, for the router's read-ahead of a demo page's data (`app/routes.tsx`). */
export { demoApi, demoQueryClient };

const NAV: { to: string; label: MessageKey; icon: ComponentType<{ className?: string }>; end?: boolean }[] = [
  { to: '/dashboard-demo', label: 'nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard-demo/orders', label: 'nav.orders', icon: Package },
  { to: '/dashboard-demo/leads', label: 'nav.leads', icon: Inbox },
  { to: '/dashboard-demo/catalogue', label: 'nav.catalogue', icon: Gem },
  { to: '/dashboard-demo/appointments', label: 'nav.appointments', icon: CalendarDays },
  { to: '/dashboard-demo/clients', label: 'nav.clients', icon: Users },
  { to: '/dashboard-demo/messages', label: 'nav.messages', icon: MessagesSquare },
  { to: '/dashboard-demo/invoices', label: 'nav.invoices', icon: FileText },
  { to: '/dashboard-demo/repairs', label: 'nav.repairs', icon: Wrench },
  { to: '/dashboard-demo/valuations', label: 'nav.valuations', icon: Award },
  { to: '/dashboard-demo/sale', label: 'nav.sale', icon: ShoppingCart },
  { to: '/dashboard-demo/stock', label: 'nav.stock', icon: Boxes },
  { to: '/dashboard-demo/memos', label: 'nav.memos', icon: ArrowLeftRight },
  { to: '/dashboard-demo/layaways', label: 'nav.layaways', icon: CalendarClock },
  { to: '/dashboard-demo/cash-drawer', label: 'nav.cashDrawer', icon: Wallet },
  { to: '/dashboard-demo/analytics', label: 'nav.analytics', icon: BarChart3 },
  { to: '/dashboard-demo/collections', label: 'nav.collections', icon: FolderOpen },
  { to: '/dashboard-demo/metal-rates', label: 'nav.metalRates', icon: Coins },
  { to: '/dashboard-demo/collaborations', label: 'nav.collaborations', icon: Star },
  { to: '/dashboard-demo/reviews', label: 'nav.reviews', icon: MessageSquare },
];

/**
 * /dashboard-demo: public, read-only, over the demo jeweller's real data. A 'Demo Mode' banner with a link
 * home, 'Se connecter' and 'Commencer', always the Diamond plan; each sub-page has a back link.
 */
export function DemoLayout({ available }: { available: ReadonlySet<string> }) {
  const { t } = useI18n();
  const location = useLocation();
  const onSubPage = location.pathname !== '/dashboard-demo';
  const items = NAV.filter((item) => available.has(item.to));
  const prefetch = usePrefetchPageAndData({ queryClient: demoQueryClient, api: demoApi });
  useIdlePrefetch(items.slice(0, 7).map((item) => item.to));
  return (
    <QueryClientProvider client={demoQueryClient}>
      <ApiProvider client={demoApi}>
        <FixedSubscriptionProvider tier="DIAMOND">
          <div className="min-h-dvh bg-background text-foreground">
            <div
              role="note"
              className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-2 bg-primary px-4 py-2 text-sm text-primary-foreground"
            >
              <p className="flex items-center gap-2">
                {/* On the dark banner: the gold fill with its dark text (the outlined gold badge lacks contrast). */}
                <Badge variant="gold" className="border-gold bg-gold text-gold-foreground">
                  {t('demo.banner')}
                </Badge>
                {t('demo.bannerBody')}{' '}
                <a href={`${env.marketingUrl}/`} className="underline underline-offset-4">
                  {t('demo.home')}
                </a>
              </p>
              <div className="flex items-center gap-2">
                <LocaleSwitch className="text-xs underline" />
                <Button
                  asChild
                  size="sm"
                  variant="outline"
                  className="border-primary-foreground/40 bg-transparent text-primary-foreground"
                >
                  <Link to="/auth?mode=signin">{t('demo.signIn')}</Link>
                </Button>
                <Button asChild size="sm" variant="gold">
                  <Link to="/payment">{t('demo.start')}</Link>
                </Button>
              </div>
            </div>
            <div className="md:grid md:grid-cols-[16rem_1fr]">
              <aside className="border-e border-border bg-card px-4 py-6 md:min-h-[calc(100dvh-2.75rem)]">
                <div className="mb-6 grid justify-items-start gap-2 px-2">
                  <span className="flex items-center gap-2 font-display text-2xl">
                    <Gem className="size-6 text-gold-text" aria-hidden="true" /> Carat
                  </span>
                  <Badge variant="gold">{t('plan.badge', { plan: 'Diamond' })}</Badge>
                </div>
                <nav aria-label={t('nav.label')} className="flex gap-1 overflow-x-auto md:flex-col">
                  {items.map((item) => (
                    <NavLink
                      key={item.to}
                      to={item.to}
                      end={item.end}
                      onMouseEnter={() => prefetch(item.to)}
                      onFocus={() => prefetch(item.to)}
                      onTouchStart={() => prefetch(item.to)}
                      className={({ isActive }) =>
                        cn(
                          'flex shrink-0 items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted',
                          isActive && 'bg-primary text-primary-foreground hover:bg-primary',
                        )
                      }
                    >
                      <item.icon className="size-4" aria-hidden="true" /> {t(item.label)}
                    </NavLink>
                  ))}
                  <span
                    className="flex shrink-0 items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground"
                    aria-disabled="true"
                    title={t('demo.settingsInert')}
                  >
                    <Settings className="size-4" aria-hidden="true" /> {t('nav.settings')}
                  </span>
                </nav>
              </aside>
              <main className="min-w-0 px-4 py-6 md:px-8">
                {onSubPage ? (
                  <Link
                    to="/dashboard-demo"
                    className="mb-4 inline-flex items-center gap-2 text-sm underline underline-offset-4"
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" /> {t('demo.back')}
                  </Link>
                ) : null}
                <BasePathProvider value={DEMO_BASE_PATH}>
                  <PageOutlet />
                </BasePathProvider>
              </main>
            </div>
          </div>
        </FixedSubscriptionProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
