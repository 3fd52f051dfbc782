import { useI18n } from '@carat/ui/i18n';
import { Stars } from '#features/layout/Stars.tsx';

interface Testimonial {
  name: string;
  text: string;
  rating: number;
}

/** A testimonials block: the quotes the jeweller chose, with their stars and who said them. */
export function TestimonialsBlock({ id, reviews }: { id: string; reviews: Testimonial[] }) {
  const { t } = useI18n();
  const quotes = reviews.filter((review) => review.text.trim());
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby={`block-${id}-title`} className="px-4">
      <h2 id={`block-${id}-title`} className="mb-4 font-display text-2xl">
        {t('blocks.testimonials')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {quotes.map((review, index) => (
          // Quotes have no id of their own; the list only changes when the jeweller publishes.
          <li key={index}>
            <figure className="grid h-full content-start gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
              <Stars lit={review.rating} label={t('blocks.ratingLabel', { rating: review.rating })} />
              <blockquote className="whitespace-pre-line">“{review.text.trim()}”</blockquote>
              {review.name.trim() ? (
                <figcaption className="text-sm font-semibold">— {review.name.trim()}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
