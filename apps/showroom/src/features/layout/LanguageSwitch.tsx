import { usePublicShowroomSettings } from '@carat/api-client/react';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { useLocation } from 'react-router-dom';
import { hrefWithLang } from '#lib/locale.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

const SHORT: Record<Locale, string> = { fr: 'FR', en: 'EN' };

/**
 * The FR/EN switch, with the languages the jeweller offers (none when there is one). A plain link to the
 * same page with `?lang=`: the server renders it in that language (product texts included) and remembers
 * the choice in a cookie, so the next pages follow.
 */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const { slug } = useShowroomScope();
  const { pathname, search } = useLocation();
  const languages = usePublicShowroomSettings(slug).data?.languages ?? [];
  if (languages.length < 2) return null;
  return (
    <ul aria-label={t('locale.label')} className="flex items-center gap-0.5 text-xs font-semibold">
      {languages.map((language) => (
        <li key={language}>
          {language === locale ? (
            <span
              aria-current="true"
              lang={language}
              className="inline-flex h-11 min-w-9 items-center justify-center rounded-full px-2 text-foreground underline decoration-gold decoration-2 underline-offset-4"
            >
              {SHORT[language]}
            </span>
          ) : (
            <a
              href={hrefWithLang(pathname, search, language)}
              hrefLang={language}
              lang={language}
              aria-label={t(`catalogue.language.${language}` as 'catalogue.language.fr')}
              className="inline-flex h-11 min-w-9 items-center justify-center rounded-full px-2 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {SHORT[language]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
