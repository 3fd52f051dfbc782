import { type Catalogue, I18nProvider } from '@carat/ui/i18n';
import type { ReactNode } from 'react';

/**
 * The providers every page needs: the texts. Two are deliberately missing to keep the first load small. The
 * theme is applied before the first paint by the design system's `themeInitScript` in the pre-rendered head
 * (the site has no theme switch, so no ThemeProvider). The toaster comes with the only toast of the site,
 * after a sign-out (features/session/SignedOutNotice.tsx).
 */
export function AppProviders({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  return <I18nProvider catalogue={catalogue}>{children}</I18nProvider>;
}
