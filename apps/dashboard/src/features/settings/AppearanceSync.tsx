import { useProfile } from '@carat/api-client/react';
import { useTheme } from '@carat/ui';
import { useEffect } from 'react';

/**
 * Applies the account's appearance when the dashboard opens: the theme (dark or light) and the compact
 * density (a data attribute that tightens Tailwind's spacing scale inside the dashboard).
 */
export function AppearanceSync() {
  const profile = useProfile();
  const { theme, setTheme } = useTheme();
  const appearance = profile.data?.appearance;
  // Dark mode on forces dark; off gives back the device's own setting (the default, 'system').
  useEffect(() => {
    if (!appearance) return;
    if (appearance.darkMode) setTheme('dark');
    else if (theme === 'dark') setTheme('system');
  }, [appearance, theme, setTheme]);
  useEffect(() => {
    if (!appearance) return;
    document.documentElement.dataset.density = appearance.compactView ? 'compact' : 'comfortable';
  }, [appearance]);
  return null;
}
