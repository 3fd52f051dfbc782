import { type PublicReview, useShowroom } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { BadgeCheck } from 'lucide-react';
import { Stars } from '#features/layout/Stars.tsx';
import { formatDate } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

/** Reviews as visitors read them: name, stars, date, verified or not, the comment. Never an email. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t, locale } = useI18n();
  // Dates in the shop's zone: the same day on the server that renders the page and in any browser.
  const timeZone = useShowroom(useShowroomScope().slug, locale).data?.timeZone ?? 'UTC';
  return (
    <ul className="grid gap-3">
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-1 rounded-lg border border-border p-4" data-testid="review">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{review.name}</span>
            <Stars lit={review.rating} label={`${review.rating}/5`} />
          </div>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale, timeZone)}</time>
            {review.verified ? (
              <span className="inline-flex items-center gap-1 text-success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('product.verified')}
              </span>
            ) : (
              <span>{t('product.unverified')}</span>
            )}
          </p>
          <p className="text-sm">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
