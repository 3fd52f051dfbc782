import { ThemeProvider, Toaster, TooltipProvider } from '@carat/ui';
import { I18nProvider } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { catalogue } from '#app/i18n.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider catalogue={catalogue}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
