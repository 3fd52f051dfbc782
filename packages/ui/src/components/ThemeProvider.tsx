import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** Where the user's choice is kept. */
export const THEME_STORAGE_KEY = 'carat.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored choice, or null when there is none (or storage is unavailable). */
export function readStoredTheme(storageKey: string = THEME_STORAGE_KEY): Theme | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the theme on <html>: the `dark` class (what the tokens and `dark:` read) and `color-scheme`. */
export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

/**
 * A script for `<head>` (inline, before the app's CSS) that applies the stored theme before the first paint,
 * so a dark-theme user never sees a light flash while React loads.
 */
export function themeInitScript(storageKey: string = THEME_STORAGE_KEY): string {
  return `(function(){try{var t=localStorage.getItem(${JSON.stringify(storageKey)});if(t!=='light'&&t!=='dark')t=matchMedia('${DARK_QUERY}').matches?'dark':'light';var r=document.documentElement;r.classList.toggle('dark',t==='dark');r.style.colorScheme=t;}catch(e){}})();`;
}

export interface ThemeContextValue {
  /** The user's setting. */
  theme: Theme;
  /** What is shown: the setting, with `system` resolved through `prefers-color-scheme`. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /** Used when nothing is stored. */
  defaultTheme?: Theme;
  storageKey?: string;
  /** Imposes a theme and ignores the stored one (e.g. a page that is always dark, or Storybook). */
  forcedTheme?: Theme;
}

/** Keeps the theme setting (light | dark | system) in localStorage and applies it to <html>. */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
  forcedTheme,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() =>
    typeof window === 'undefined' ? defaultTheme : (readStoredTheme(storageKey) ?? defaultTheme),
  );
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the setting.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      setThemeState(isTheme(event.newValue) ? event.newValue : defaultTheme);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, defaultTheme]);

  const active = forcedTheme ?? theme;
  const resolvedTheme: ResolvedTheme = active === 'system' ? system : active;

  useEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Storage may be unavailable (private mode): the choice then lasts for the page only.
      }
    },
    [storageKey],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme: active, resolvedTheme, setTheme }),
    [active, resolvedTheme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme setting and its setter. Outside a ThemeProvider it reports `system` and cannot change it. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (value) return value;
  return { theme: 'system', resolvedTheme: systemTheme(), setTheme: noProvider };
}

function noProvider(): void {
  if (import.meta.env?.DEV) console.warn('useTheme: setTheme was called outside <ThemeProvider>.');
}
