import { useApi, useSubscription } from '@carat/api-client/react';
import { type Area, can, canUseTool, type ToolId, toolById } from '@carat/domain';
import { Button, cn } from '@carat/ui';
import { LocaleSwitch, type MessageKey, useI18n } from '@carat/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeftRight,
  Award,
  BarChart3,
  Bot,
  Boxes,
  CalendarClock,
  CalendarDays,
  Coins,
  FileText,
  FolderOpen,
  Gem,
  History,
  Home,
  Inbox,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Menu,
  MessageSquare,
  MessagesSquare,
  Package,
  Ruler,
  Settings,
  ShoppingCart,
  Sparkles,
  Star,
  Store,
  UserCog,
  Users,
  Wallet,
  Wrench,
  X,
} from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { PageOutlet } from '#components/PageOutlet.tsx';
import { AccountDeletionBanner } from '#features/account/AccountDeletionBanner.tsx';
import { useSignOut } from '#features/auth/useSignOut.ts';
import { AppearanceSync } from '#features/settings/AppearanceSync.tsx';
import { PlanBadge } from '#features/subscription/PlanBadge.tsx';
import { UpgradeCard } from '#features/subscription/UpgradeCard.tsx';
import { AccessRefused } from '#features/team/AccessRefused.tsx';
import { areaOfPath, COUNTER_AREA } from '#features/team/access.ts';
import { BusinessSwitcherSlot } from '#features/team/BusinessSwitcherSlot.tsx';
import { useRole } from '#features/team/useRole.ts';
import { env } from '#lib/env.ts';
import { useIdlePrefetch, usePrefetchPageAndData } from '#lib/prefetch.tsx';

interface NavItem {
  to: string;
  /** What the page belongs to: a role that cannot use the area does not see the link. */
  area: Area;
  /** The text, or the tool whose name it shows (the tools grid's names). */
  label: MessageKey | { tool: ToolId };
  icon: ComponentType<{ className?: string }>;
  /** Exact match for /dashboard; prefix match for the others (spec). */
  end?: boolean;
  /** The group the link opens or belongs to, titled above its first link ('Atelier'). */
  group?: MessageKey;
}

/** The side navigation of the spec, in its order; a page that has not landed yet is not listed. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', area: 'workspace', label: 'nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/orders', area: 'orders', label: 'nav.orders', icon: Package },
  { to: '/dashboard/leads', area: 'leads', label: 'nav.leads', icon: Inbox },
  { to: '/dashboard/catalogue', area: 'catalogue', label: 'nav.catalogue', icon: Gem },
  { to: '/dashboard/appointments', area: 'appointments', label: 'nav.appointments', icon: CalendarDays },
  { to: '/dashboard/clients', area: 'clients', label: 'nav.clients', icon: Users },
  // Client messages: texts and WhatsApp with clients, their replies.
  { to: '/dashboard/messages', area: 'clients', label: 'nav.messages', icon: MessagesSquare },
  { to: '/dashboard/invoices', area: 'invoices', label: 'nav.invoices', icon: FileText },
  // The counter: service jobs and valuations.
  { to: '/dashboard/repairs', area: COUNTER_AREA, label: 'nav.repairs', icon: Wrench, group: 'nav.atelier' },
  {
    to: '/dashboard/valuations',
    area: COUNTER_AREA,
    label: 'nav.valuations',
    icon: Award,
    group: 'nav.atelier',
  },
  // Stock and the in-store sale.
  { to: '/dashboard/sale', area: COUNTER_AREA, label: 'nav.sale', icon: ShoppingCart, group: 'nav.shop' },
  { to: '/dashboard/stock', area: COUNTER_AREA, label: 'nav.stock', icon: Boxes, group: 'nav.shop' },
  { to: '/dashboard/memos', area: COUNTER_AREA, label: 'nav.memos', icon: ArrowLeftRight, group: 'nav.shop' },
  {
    to: '/dashboard/layaways',
    area: COUNTER_AREA,
    label: 'nav.layaways',
    icon: CalendarClock,
    group: 'nav.shop',
  },
  {
    to: '/dashboard/cash-drawer',
    area: COUNTER_AREA,
    label: 'nav.cashDrawer',
    icon: Wallet,
    group: 'nav.shop',
  },
  { to: '/dashboard/analytics', area: 'analytics', label: 'nav.analytics', icon: BarChart3 },
  { to: '/dashboard/collections', area: 'catalogue', label: 'nav.collections', icon: FolderOpen },
  { to: '/dashboard/metal-rates', area: 'catalogue', label: 'nav.metalRates', icon: Coins },
  { to: '/dashboard/collaborations', area: 'showroom', label: 'nav.collaborations', icon: Star },
  { to: '/dashboard/reviews', area: 'showroom', label: 'nav.reviews', icon: MessageSquare },
  { to: '/dashboard/showroom-builder', area: 'showroom', label: 'nav.showroomBuilder', icon: Store },
  // The tools of the plan, reachable without the home's 'Try Demo' buttons.
  { to: '/dashboard/marketing', area: 'marketing', label: { tool: 'ai-marketing-studio' }, icon: Megaphone },
  { to: '/dashboard/design', area: 'tools', label: { tool: 'ai-design-generator' }, icon: Sparkles },
  { to: '/dashboard/assistant', area: 'tools', label: { tool: 'ai-chatbot' }, icon: Bot },
  { to: '/dashboard/size-guides', area: 'tools', label: { tool: 'size-guide-generator' }, icon: Ruler },
  { to: '/dashboard/team', area: 'team', label: 'nav.team', icon: UserCog },
  { to: '/dashboard/activity', area: 'activity', label: 'nav.activity', icon: History },
  { to: '/dashboard/settings', area: 'workspace', label: 'nav.settings', icon: Settings },
];

/** How many of the first navigation items load in the background once the page is idle. */
const LIKELY_NEXT = 7;

export function DashboardLayout({ available }: { available: ReadonlySet<string> }) {
  const { t, locale } = useI18n();
  const { tier } = useSubscription();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // A navigation on mobile closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  // Until the role is known, only what every member may open is listed.
  const role = useRole();
  const items = NAV_ITEMS.filter(
    (item) =>
      available.has(item.to) &&
      can(role ?? 'staff', item.area) &&
      (typeof item.label === 'string' || canUseTool(tier, item.label.tool)),
  );
  const labelOf = (item: NavItem) =>
    typeof item.label === 'string' ? t(item.label) : toolById(item.label.tool).title[locale];
  const refused = role !== null && !can(role, areaOfPath(location.pathname));
  const prefetch = usePrefetchPageAndData({ queryClient: useQueryClient(), api: useApi() });
  useIdlePrefetch(items.slice(0, LIKELY_NEXT).map((item) => item.to));
  return (
    <div className="min-h-dvh bg-background text-foreground md:grid md:grid-cols-[16rem_1fr]">
      <header className="flex items-center justify-between border-b border-border px-4 py-3 md:hidden">
        <span className="flex items-center gap-2 font-display text-xl">
          <Gem className="size-5 text-gold-text" aria-hidden="true" /> Carat
        </span>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-controls="dashboard-sidebar"
          aria-label={open ? t('nav.close') : t('nav.open')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </header>
      <aside
        id="dashboard-sidebar"
        className={cn(
          'flex-col gap-6 border-e border-border bg-card px-4 py-6 md:sticky md:top-0 md:flex md:h-dvh md:w-64',
          open ? 'flex' : 'hidden',
        )}
      >
        <div className="grid justify-items-start gap-2 px-2">
          <a
            href={`${env.marketingUrl}/`}
            className="hidden items-center gap-2 font-display text-2xl md:flex"
          >
            <Gem className="size-6 text-gold-text" aria-hidden="true" /> Carat
          </a>
          <PlanBadge />
        </div>
        <BusinessSwitcherSlot />
        {/* The list scrolls inside the full-height sidebar, so sign-out stays on screen on short windows. */}
        <nav
          aria-label={t('nav.label')}
          className="scroll-cue -mx-1 flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-1"
        >
          {items.map((item, index) => [
            item.group && item.group !== items[index - 1]?.group ? (
              <p key={item.group} className="px-3 pt-3 text-xs font-medium text-muted-foreground">
                {t(item.group)}
              </p>
            ) : null,
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onMouseEnter={() => prefetch(item.to)}
              onFocus={() => prefetch(item.to)}
              onTouchStart={() => prefetch(item.to)}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted',
                  isActive && 'bg-primary text-primary-foreground hover:bg-primary',
                )
              }
            >
              <item.icon className="size-4" aria-hidden="true" />
              {labelOf(item)}
            </NavLink>,
          ])}
        </nav>
        <UpgradeCard />
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <LocaleSwitch className="self-start rounded px-2 text-xs text-muted-foreground underline" />
          <a
            href={`${env.marketingUrl}/`}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted"
          >
            <Home className="size-4" aria-hidden="true" />
            {t('nav.backHome')}
          </a>
          <Button variant="outline" onClick={signOut} loading={pending} className="justify-start gap-3">
            <LogOut className="size-4" aria-hidden="true" />
            {t('nav.logout')}
          </Button>
        </div>
      </aside>
      <main className="min-w-0 px-4 py-6 md:px-8 md:py-8">
        <AppearanceSync />
        <AccountDeletionBanner />
        {refused ? <AccessRefused /> : <PageOutlet />}
      </main>
    </div>
  );
}
