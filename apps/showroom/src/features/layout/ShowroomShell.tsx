import { usePublicShowroomSettings } from '@carat/api-client/react';
import { SHOWROOM_SIZE_GUIDE_FRAGMENT } from '@carat/domain/size-guides';
import { useI18n } from '@carat/ui/i18n';
import { Heart, Home, Menu, Search, Share2, ShoppingBag } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AssistantLauncher } from '#features/assistant/AssistantLauncher.tsx';
import { useBasket } from '#features/saved/useBasket.ts';
import { env } from '#lib/env.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ShellContext, type ShellPanel } from './ShellContext.tsx';

// Panels load when first opened: none of them is needed to show the page.
const MenuSheet = lazy(() => import('#features/dialogs/MenuSheet.tsx'));
const ShareDialog = lazy(() => import('#features/dialogs/ShareDialog.tsx'));
const SearchDialog = lazy(() => import('#features/dialogs/SearchDialog.tsx'));
const SavedSheet = lazy(() => import('#features/dialogs/SavedSheet.tsx'));
const BasketSheet = lazy(() => import('#features/dialogs/BasketSheet.tsx'));
const CustomRequestDialog = lazy(() => import('#features/dialogs/CustomRequestDialog.tsx'));
const SizeGuideDialog = lazy(() => import('#features/dialogs/SizeGuideDialog.tsx'));

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The frame of every showroom page: a top bar (menu, share, the enquiry basket), the page, and the bottom
 * bar (Saved, Search, Home). Panels open over the page.
 */
export function ShowroomShell({ title, children }: { title: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const { lines } = useBasket(slug);
  // Read with the page on the server (the settings come first there), so it renders in the HTML.
  const settings = usePublicShowroomSettings(slug).data;
  const watermark = settings?.watermark ?? false;
  // The shop's own promises, only those it set: the demo's are the seed's, a new shop has none.
  const promises = settings?.promises[locale] ?? [];
  const [panel, setPanel] = useState<ShellPanel | null>(null);
  const shell = useMemo(() => ({ open: setPanel }), []);
  // The jeweller's 'guide des tailles' link (…/s/{slug}#guide-des-tailles) opens the size guide. After
  // the first render: the server never sees the fragment, so the page it sent must hydrate unchanged.
  useEffect(() => {
    if (window.location.hash === `#${SHOWROOM_SIZE_GUIDE_FRAGMENT}`) setPanel('sizeGuide');
  }, []);
  const close = (open: boolean) => {
    if (!open) setPanel(null);
  };
  const panels: Record<ShellPanel, ReactNode> = {
    menu: <MenuSheet open onOpenChange={close} />,
    share: <ShareDialog open onOpenChange={close} title={title} />,
    search: <SearchDialog open onOpenChange={close} />,
    saved: <SavedSheet open onOpenChange={close} />,
    basket: <BasketSheet open onOpenChange={close} />,
    custom: <CustomRequestDialog open onOpenChange={close} />,
    sizeGuide: <SizeGuideDialog open onOpenChange={close} />,
  };

  return (
    <ShellContext.Provider value={shell}>
      <div className="mx-auto flex min-h-dvh max-w-3xl flex-col bg-background pb-20 text-foreground">
        <header className="sticky top-0 z-30 flex items-center justify-between border-b border-border bg-background/95 px-2 py-1 backdrop-blur">
          <button
            type="button"
            className={iconButton}
            aria-label={t('shell.menu')}
            onClick={() => setPanel('menu')}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <Link to={paths.home} className="truncate px-2 font-display text-lg font-semibold tracking-wide">
            {title}
          </Link>
          <div className="flex items-center">
            <LanguageSwitch />
            <button
              type="button"
              className={iconButton}
              aria-label={t('shell.share')}
              onClick={() => setPanel('share')}
            >
              <Share2 aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={`${iconButton} relative`}
              aria-label={`${t('shell.basket')} (${lines.length})`}
              onClick={() => setPanel('basket')}
            >
              <ShoppingBag aria-hidden="true" className="size-5" />
              {lines.length > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-gold text-[10px] font-semibold text-gold-foreground"
                >
                  {lines.length}
                </span>
              ) : null}
            </button>
          </div>
        </header>

        {children}

        {/* The shop's promises, then the free plan's watermark (FAQ): discreet; paid plans remove it. */}
        {watermark || promises.length > 0 ? (
          <footer className="space-y-3 px-4 py-6 text-center text-xs text-muted-foreground">
            {promises.length > 0 ? (
              <ul aria-label={t('shell.promises')} className="space-y-1" data-testid="shop-promises">
                {promises.map((line) => (
                  <li key={line.kind}>{line.text}</li>
                ))}
              </ul>
            ) : null}
            {watermark ? (
              <a
                href={env.marketingUrl}
                className="underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t('shell.poweredBy')}
              </a>
            ) : null}
          </footer>
        ) : null}

        <nav
          aria-label={t('shell.nav')}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 backdrop-blur"
        >
          <div className="mx-auto grid max-w-3xl grid-cols-3">
            <button
              type="button"
              className="flex flex-col items-center gap-0.5 py-2 text-xs"
              onClick={() => setPanel('saved')}
            >
              <Heart aria-hidden="true" className="size-5" />
              {t('shell.saved')}
            </button>
            <button
              type="button"
              className="flex flex-col items-center gap-0.5 py-2 text-xs"
              onClick={() => setPanel('search')}
            >
              <Search aria-hidden="true" className="size-5" />
              {t('shell.search')}
            </button>
            <Link to={paths.home} className="flex flex-col items-center gap-0.5 py-2 text-xs">
              <Home aria-hidden="true" className="size-5" />
              {t('shell.home')}
            </Link>
          </div>
        </nav>
      </div>
      {panel ? <Suspense fallback={null}>{panels[panel]}</Suspense> : null}
      <AssistantLauncher showroomName={title} />
    </ShellContext.Provider>
  );
}
