import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { FaqAccordion } from '#features/faq/FaqAccordion.tsx';
import { FEATURED_FAQ } from '#features/faq/featured.ts';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';
import { links, SECTIONS } from '#lib/links.ts';

/** The landing page's six questions, one open at a time, and the way to the full FAQ. */
export function LandingFaq() {
  const { t } = useI18n();
  return (
    <section id={SECTIONS.faq} aria-labelledby="faq-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={t('landingFaq.eyebrow')} title={t('landingFaq.title')} />
        <div className="mt-12">
          <FaqAccordion name="landing-faq" entries={FEATURED_FAQ} />
        </div>
        <div className="mt-10 text-center">
          <a href={links.faq} className={buttonVariants({ variant: 'outline' })}>
            {t('landingFaq.all')}
          </a>
        </div>
      </div>
    </section>
  );
}
