import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Check } from 'lucide-react';
import { Picture } from '#features/layout/Picture.tsx';
import { IMAGES } from '#lib/images.ts';
import { links, SECTIONS } from '#lib/links.ts';

const CLAIMS = ['hero.claim.free', 'hero.claim.setup', 'hero.claim.cancel'] as const;

export function Hero() {
  const { t } = useI18n();
  return (
    <section
      id={SECTIONS.home}
      aria-labelledby="hero-title"
      className="dark relative overflow-hidden bg-background text-foreground"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_75%_40%,rgb(201_162_39/0.18),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 px-3 py-1 text-xs font-medium tracking-wider text-gold-text">
            <span aria-hidden="true">✦</span>
            {t('hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-5xl leading-[1.05] font-medium text-balance sm:text-6xl lg:text-7xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={links.section(SECTIONS.pricing)}
              className={buttonVariants({ variant: 'gold', size: 'lg' })}
            >
              {t('hero.start')}
            </a>
            <a href={links.clientDemo} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('hero.demo')}
            </a>
          </div>
          <ul
            aria-label={t('hero.claims')}
            className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground"
          >
            {CLAIMS.map((claim) => (
              <li key={claim} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-gold-text" />
                {t(claim)}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <Picture
            image={IMAGES.heroRing}
            alt={t('hero.imageAlt')}
            sizes="(min-width: 1152px) 460px, (min-width: 1024px) 40vw, (min-width: 448px) 448px, 100vw"
            priority
            className="aspect-square h-auto w-full rounded-2xl"
          />
        </div>
      </div>
    </section>
  );
}
