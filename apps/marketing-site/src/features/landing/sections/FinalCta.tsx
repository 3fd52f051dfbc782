import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { links, SECTIONS } from '#lib/links.ts';

export function FinalCta() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="dark relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-gold/40 bg-background px-6 py-16 text-center text-foreground sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_60%_at_50%_0%,rgb(201_162_39/0.22),transparent_70%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="font-display text-4xl font-medium text-balance sm:text-5xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{t('cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a
              href={links.section(SECTIONS.pricing)}
              className={buttonVariants({ variant: 'gold', size: 'lg' })}
            >
              {t('cta.start')}
            </a>
            <a href={links.clientDemo} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('cta.demo')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
