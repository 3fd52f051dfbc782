import { buttonVariants } from '@carat/ui';
import { LocaleSwitch, useI18n } from '@carat/ui/i18n';
import { Menu } from 'lucide-react';
import type { MouseEvent } from 'react';
import { BrandMark } from '#features/layout/BrandMark.tsx';
import { useSignedIn } from '#features/session/useSignedIn.ts';
import { links, SECTIONS } from '#lib/links.ts';

const NAV = [
  { key: 'nav.home', href: links.section(SECTIONS.home) },
  { key: 'nav.features', href: links.section(SECTIONS.features) },
  { key: 'nav.pricing', href: links.section(SECTIONS.pricing) },
  { key: 'nav.faq', href: links.section(SECTIONS.faq) },
] as const;

const MENU_ID = 'site-menu';

/** A link of the mobile menu closes the menu (a popover, so the menu also works before the script runs). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
}

/**
 * The site's header, on an ink band: the landing page's anchors (smooth scrolling comes from CSS), the language
 * switch, and 'Se connecter' / 'Commencer' — or 'Dashboard' once the visitor's session is seen.
 */
export function SiteHeader() {
  const { t } = useI18n();
  const signedIn = useSignedIn();

  const actions = signedIn ? (
    <a href={links.dashboard} className={buttonVariants({ variant: 'gold', size: 'sm' })}>
      {t('header.dashboard')}
    </a>
  ) : (
    <>
      <a
        href={links.auth}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'max-sm:hidden' })}
      >
        {t('header.signIn')}
      </a>
      <a href={links.auth} className={buttonVariants({ variant: 'gold', size: 'sm' })}>
        {t('header.start')}
      </a>
    </>
  );

  return (
    <header className="dark sticky top-0 z-40 border-b border-border bg-background/95 text-foreground backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a href={links.home} aria-label={t('header.home')} className="rounded-sm">
          <BrandMark />
        </a>
        <nav aria-label={t('header.nav')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-6 text-sm">
            {NAV.map((item) => (
              <li key={item.key}>
                <a
                  href={item.href}
                  className="rounded-sm text-muted-foreground transition-colors hover:text-gold-text"
                >
                  {t(item.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LocaleSwitch className="h-8 cursor-pointer rounded-md border border-input px-2.5 text-xs font-medium tracking-wider hover:border-gold" />
          {actions}
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-label={t('header.menu')}
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        id={MENU_ID}
        popover="auto"
        className="dark fixed inset-x-4 top-16 m-0 w-auto rounded-lg border border-border bg-background p-4 text-foreground shadow-xl"
      >
        <nav aria-label={t('header.nav')}>
          <ul className="flex flex-col gap-1">
            {NAV.map((item) => (
              <li key={item.key}>
                <a
                  href={item.href}
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-3 text-base hover:bg-accent hover:text-gold-text"
                >
                  {t(item.key)}
                </a>
              </li>
            ))}
            {signedIn ? null : (
              <li>
                <a href={links.auth} className="block rounded-md px-3 py-3 text-base hover:bg-accent">
                  {t('header.signIn')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
