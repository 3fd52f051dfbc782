import { type LocalizedText, localize } from '@carat/domain';
import { defineMessages, format, type Locale, useI18n } from '@carat/ui/i18n';
import { SiteLayout } from '#features/layout/SiteLayout.tsx';
import type { LegalBlock, LegalDocumentContent } from '#features/legal/types.ts';
import { env } from '#lib/env.ts';

export const legalMessages = defineMessages({
  fr: {
    'legal.updated': 'Dernière mise à jour : {date}',
    'legal.toc': 'Sommaire',
  },
  en: {
    'legal.updated': 'Last updated: {date}',
    'legal.toc': 'Contents',
  },
});

const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-CA', en: 'en-GB' };

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function Block({ block, text }: { block: LegalBlock; text: (value: LocalizedText) => string }) {
  if ('p' in block) return <p>{text(block.p)}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6 marker:text-gold-text">
      {block.list.map((item) => (
        <li key={item.fr}>{text(item)}</li>
      ))}
    </ul>
  );
}

/** A legal page (/legal, /privacy, /terms): title, last update, contents and numbered sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { t, locale } = useI18n();
  const text = (value: LocalizedText) =>
    format(localize(value, locale), {
      contactEmail: env.contactEmail,
      privacyEmail: env.privacyEmail,
      supportEmail: env.supportEmail,
    });
  return (
    <SiteLayout>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <header className="border-b border-border pb-8">
          <h1 className="font-display text-5xl font-medium sm:text-6xl">{text(content.title)}</h1>
          <p className="mt-4 text-sm text-muted-foreground">
            {t('legal.updated', { date: formatDate(content.updated, locale) })}
          </p>
          <p className="mt-6 leading-relaxed">{text(content.intro)}</p>
        </header>
        <nav aria-labelledby="legal-toc" className="mt-8 rounded-xl border border-border bg-card p-6">
          <h2 id="legal-toc" className="text-xs font-semibold tracking-[0.2em] text-gold-text uppercase">
            {t('legal.toc')}
          </h2>
          <ol className="mt-4 grid list-decimal gap-1 pl-6 text-sm sm:grid-cols-2 sm:gap-x-8">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-block py-1 hover:text-gold-text">
                  {text(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
            <h2 id={`${section.id}-title`} className="font-display text-3xl font-medium">
              <span className="mr-3 text-gold-text">{index + 1}.</span>
              {text(section.title)}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              {section.body.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} text={text} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </SiteLayout>
  );
}
