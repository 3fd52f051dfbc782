import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowRight } from 'lucide-react';
import { Picture } from '#features/layout/Picture.tsx';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';
import { IMAGES, type ImageAsset } from '#lib/images.ts';
import { links } from '#lib/links.ts';

interface Demo {
  key: 'jeweller' | 'client';
  /** The spec's button label, kept as written. */
  label: 'Jeweller View' | 'Client View';
  href: string;
  image: ImageAsset;
}

const DEMOS: readonly Demo[] = [
  { key: 'jeweller', label: 'Jeweller View', href: links.jewellerDemo, image: IMAGES.demoJeweller },
  { key: 'client', label: 'Client View', href: links.clientDemo, image: IMAGES.demoClient },
];

export function DemoChoice() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="demo-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow={t('demo.eyebrow')}
          title={t('demo.title')}
          lead={t('demo.lead')}
        />
        <ul className="mt-14 grid gap-8 md:grid-cols-2">
          {DEMOS.map((demo) => (
            <li key={demo.key} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
              <Picture
                image={demo.image}
                alt={t(`demo.${demo.key}.alt`)}
                sizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, 100vw"
                className="aspect-[3/2] h-auto w-full bg-ink object-cover"
              />
              <div className="p-8">
                <h3 className="font-display text-3xl font-medium">{t(`demo.${demo.key}.title`)}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{t(`demo.${demo.key}.text`)}</p>
                <a href={demo.href} className={buttonVariants({ variant: 'default', className: 'mt-6' })}>
                  {demo.label}
                  <ArrowRight aria-hidden="true" />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
