import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { SiteFooter } from '#features/layout/SiteFooter.tsx';
import { SiteHeader } from '#features/layout/SiteHeader.tsx';

/** Header, main content and footer, with a skip link to the content for keyboard users. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 text-gold-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip.link')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
