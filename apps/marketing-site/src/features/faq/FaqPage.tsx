import { buttonVariants } from '@carat/ui';
import { defineMessages, useI18n } from '@carat/ui/i18n';
import { answerText } from '#features/faq/answerText.ts';
import { FAQ_CATEGORIES } from '#features/faq/content.ts';
import { FaqAccordion } from '#features/faq/FaqAccordion.tsx';
import { SiteLayout } from '#features/layout/SiteLayout.tsx';
import { links } from '#lib/links.ts';

export const messages = defineMessages({
  fr: {
    'faq.eyebrow': 'FAQ',
    'faq.title': 'Questions fréquentes',
    'faq.lead': 'Tout ce que les joailliers nous demandent, classé par thème.',
    'faq.categories': 'Catégories',
    'faq.count': '{count, plural, one {# question} other {# questions}}',
    'faq.more.title': 'Vous ne trouvez pas votre réponse ?',
    'faq.more.text': 'Notre équipe vous répond par e-mail.',
    'faq.support': 'Contacter le support',
    'faq.home': "Retour à l'accueil",
  },
  en: {
    'faq.eyebrow': 'FAQ',
    'faq.title': 'Frequently asked questions',
    'faq.lead': 'Everything jewellers ask us, sorted by theme.',
    'faq.categories': 'Categories',
    'faq.count': '{count, plural, one {# question} other {# questions}}',
    'faq.more.title': 'Can’t find your answer?',
    'faq.more.text': 'Our team answers by email.',
    'faq.support': 'Contact support',
    'faq.home': 'Back to home',
  },
});

/** FAQPage structured data, in French like the pre-rendered page. */
export function structuredData(): readonly object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'fr',
      mainEntity: FAQ_CATEGORIES.flatMap((category) =>
        category.entries.map((entry) => ({
          '@type': 'Question',
          name: entry.question.fr,
          acceptedAnswer: { '@type': 'Answer', text: answerText(entry, 'fr') },
        })),
      ),
    },
  ];
}

export default function FaqPage() {
  const { t } = useI18n();
  return (
    <SiteLayout>
      <div className="bg-secondary/50">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-gold-text uppercase">
            {t('faq.eyebrow')}
          </p>
          <h1 className="font-display text-5xl font-medium sm:text-6xl">{t('faq.title')}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{t('faq.lead')}</p>
          <nav aria-label={t('faq.categories')} className="mt-8">
            <ul className="flex flex-wrap justify-center gap-2">
              {FAQ_CATEGORIES.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#${category.id}`}
                    className="inline-block rounded-full border border-border bg-card px-4 py-2 text-sm hover:border-gold"
                  >
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto flex max-w-3xl flex-col gap-14 px-4 py-16 sm:px-6">
        {FAQ_CATEGORIES.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`}>
            <div className="mb-4 flex items-baseline justify-between gap-4">
              <h2 id={`${category.id}-title`} className="font-display text-3xl font-medium">
                {category.title}
              </h2>
              <span className="shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground">
                {t('faq.count', { count: category.entries.length })}
              </span>
            </div>
            <FaqAccordion name={`faq-${category.id}`} entries={category.entries} />
          </section>
        ))}
        <aside
          aria-labelledby="faq-more"
          className="rounded-xl border border-border bg-card p-8 text-center shadow-sm"
        >
          <h2 id="faq-more" className="font-display text-3xl font-medium">
            {t('faq.more.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('faq.more.text')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={links.supportMail} className={buttonVariants({ variant: 'default' })}>
              {t('faq.support')}
            </a>
            <a href={links.home} className={buttonVariants({ variant: 'outline' })}>
              {t('faq.home')}
            </a>
          </div>
        </aside>
      </div>
    </SiteLayout>
  );
}
