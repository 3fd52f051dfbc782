import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** The two languages of the product: French (the spec's texts, default) and English. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** A flat catalogue of messages keyed by id. `{name}` placeholders are filled by `t`. */
export type Messages = Record<string, string>;
export type Catalogue<K extends string = string> = Record<Locale, Record<K, string>>;

const STORAGE_KEY = 'carat.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Fills `{param}` placeholders; unknown placeholders are left as written so a missing value is visible. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Builds a translator over one catalogue; falls back to French, then to the key itself. */
export function createTranslator<K extends string>(catalogue: Catalogue<K>, locale: Locale) {
  return (key: K, params?: Record<string, string | number>): string => {
    const text = catalogue[locale][key] ?? catalogue.fr[key] ?? key;
    return format(text, params);
  };
}

/** Merges catalogues (later ones win), keeping both languages aligned. */
export function mergeCatalogues<A extends string, B extends string>(
  a: Catalogue<A>,
  b: Catalogue<B>,
): Catalogue<A | B> {
  return {
    fr: { ...a.fr, ...b.fr } as Record<A | B, string>,
    en: { ...a.en, ...b.en } as Record<A | B, string>,
  };
}

export function readStoredLocale(): Locale | null {
  if (typeof window === 'undefined') return null;
  try {
    const fromUrl = new URLSearchParams(window.location.search).get('lang');
    if (isLocale(fromUrl)) return fromUrl;
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

interface I18nContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: string, params?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  catalogue: Catalogue;
  /** Locale to start with (e.g. from pre-rendering); otherwise the stored choice, else French. */
  initialLocale?: Locale;
  children: ReactNode;
}

export function I18nProvider({ catalogue, initialLocale, children }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale ?? DEFAULT_LOCALE);

  // The stored choice is read after mount so pre-rendered HTML (French) hydrates without a mismatch.
  useEffect(() => {
    if (initialLocale) return;
    const stored = readStoredLocale();
    if (stored) setLocaleState(stored);
  }, [initialLocale]);

  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage may be unavailable (private mode); the choice then lasts for the page only
    }
  }, []);

  const value = useMemo<I18nContextValue>(() => {
    const t = createTranslator(catalogue, locale);
    return { locale, setLocale, t: t as I18nContextValue['t'] };
  }, [catalogue, locale, setLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** Texts every app shares: the 404 page, loading and error screens, the language switch. */
export const baseCatalogue = {
  fr: {
    'notFound.title': 'Page introuvable',
    'notFound.message': "Désolé, la page que vous recherchez n'existe pas ou a été déplacée.",
    'notFound.back': 'Retour',
    'notFound.home': 'Accueil',
    'common.loading': 'Chargement...',
    'common.close': 'Fermer',
    'common.retry': 'Réessayer',
    'error.title': 'Une erreur est survenue',
    'error.message': "Quelque chose s'est mal passé. Réessayez ou revenez à l'accueil.",
    'locale.label': 'Langue',
    'locale.switch': 'English',
  },
  en: {
    'notFound.title': 'Page not found',
    'notFound.message': 'Sorry, the page you are looking for does not exist or has been moved.',
    'notFound.back': 'Back',
    'notFound.home': 'Home',
    'common.loading': 'Loading...',
    'common.close': 'Close',
    'common.retry': 'Try again',
    'error.title': 'Something went wrong',
    'error.message': 'Something went wrong. Try again or go back home.',
    'locale.label': 'Language',
    'locale.switch': 'Français',
  },
} satisfies Catalogue;

/** A button that switches between French and English and keeps the page. */
export function LocaleSwitch({ className }: { className?: string }) {
  const { locale, setLocale, t } = useI18n();
  const next: Locale = locale === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      className={className}
      lang={next}
      aria-label={`${t('locale.label')}: ${t('locale.switch')}`}
      onClick={() => setLocale(next)}
    >
      {next.toUpperCase()}
    </button>
  );
}
