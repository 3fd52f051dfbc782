import {
  type Catalogue,
  createTranslator,
  DEFAULT_LOCALE,
  defineMessages,
  isLocale,
  type Locale,
  type MessageKeyOf,
  type MessageParams,
  otherLocale,
} from '@carat/domain/locale';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/*
 * The apps' side of the one text mechanism of `@carat/domain/locale` (re-exported here): the provider, the
 * `useI18n` / `useT` hooks and the texts every app shares.
 */
export {
  type Catalogue,
  createTranslator,
  DEFAULT_LOCALE,
  defineMessages,
  format,
  INTL_LOCALES,
  intlLocale,
  isLocale,
  LOCALES,
  type Locale,
  type LocalizedText,
  localize,
  type MessageKeyOf,
  type MessageParams,
  type Messages,
  mergeCatalogues,
  otherLocale,
  type Translate,
  toLocale,
} from '@carat/domain/locale';

/**
 * Where an app registers its merged catalogue so `t` accepts only its keys, in its `app/i18n.ts`:
 *
 *   declare module '@carat/ui/i18n' { interface Register { catalogue: typeof catalogue } }
 *
 * Unregistered (this package on its own, its tests), a key is any string.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each app through declaration merging.
export interface Register {}

/** A key of the registered catalogue. */
export type MessageKey = Register extends { catalogue: infer C extends Catalogue } ? MessageKeyOf<C> : string;

const STORAGE_KEY = 'carat.locale';

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
  t: (key: MessageKey, params?: MessageParams) => string;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  /** The app's catalogue (tests may pass part of it: a missing text reads as its key). */
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
    const t = createTranslator<string>(catalogue, locale);
    return { locale, setLocale, t };
  }, [catalogue, locale, setLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The translator of the current locale, typed on the registered catalogue's keys. */
export function useT(): I18nContextValue['t'] {
  return useI18n().t;
}

/** Texts every app shares: the 404 page, loading and error screens, the language switch. */
export const baseCatalogue = defineMessages({
  fr: {
    'notFound.title': 'Page introuvable',
    'notFound.message': "Désolé, la page que vous recherchez n'existe pas ou a été déplacée.",
    'notFound.back': 'Retour',
    'notFound.home': 'Accueil',
    'common.loading': 'Chargement...',
    'common.close': 'Fermer',
    'common.retry': 'Réessayer',
    'common.quoted': '« {text} »',
    'common.colon': ' :',
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
    'common.quoted': '“{text}”',
    'common.colon': ':',
    'error.title': 'Something went wrong',
    'error.message': 'Something went wrong. Try again or go back home.',
    'locale.label': 'Language',
    'locale.switch': 'Français',
  },
});

/** A button that switches between French and English and keeps the page. */
export function LocaleSwitch({ className }: { className?: string }) {
  const { locale, setLocale, t } = useI18n();
  const next: Locale = otherLocale(locale);
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
