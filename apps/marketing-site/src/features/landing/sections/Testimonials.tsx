import { useI18n } from '@carat/ui/i18n';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';
import { TestimonialsCarousel } from '#features/testimonials/TestimonialsCarousel.tsx';

export function Testimonials() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          lead={t('testimonials.lead')}
        />
        <div className="mt-12">
          <TestimonialsCarousel />
        </div>
      </div>
    </section>
  );
}
