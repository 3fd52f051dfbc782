import { useShowroom, useShowroomReviews, useSubmitReview } from '@carat/api-client/react';
import { RATINGS, type Rating, REVIEW_LABELS, reviewLabel, roundedStars } from '@carat/domain/reviews';
import { Button, EmptyState, FormField, Skeleton, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type ReviewInput, reviewRatingRequired, reviewSchema } from '@carat/validation/review';
import { ArrowLeft, MessageSquare, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ContactFields, ContactFormEnd, useContactForm } from '#features/dialogs/ContactForm.tsx';
import { PageError } from '#features/layout/PageState.tsx';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { Stars } from '#features/layout/Stars.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { ReviewList } from '#features/product/ReviewList.tsx';
import { formatCount, formatRating } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { zodFormResolver } from '#lib/zodFormResolver.ts';

type FormValues = Omit<ReviewInput, 'rating'> & { rating: number; website: string };

/** The reviews page: the computed average (one decimal, stars rounded), the count, the form, the list. */
export default function ReviewsPage() {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const showroom = useShowroom(slug, locale);
  const [page, setPage] = useState(1);
  const query = useShowroomReviews(slug, page);
  const name = showroom.data?.name ?? '';
  useEffect(() => {
    if (name) document.title = t('page.reviewsTitle', { name });
  }, [name, t]);
  if ((query.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  const data = query.data;
  return (
    <ShowroomShell title={name}>
      <main className="grid grid-cols-[minmax(0,1fr)] gap-8 px-4 py-6">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {t('shell.back')}
          </Link>
        </Button>
        <section aria-labelledby="reviews-title" className="grid gap-2">
          <h1 id="reviews-title" className="font-display text-3xl font-semibold">
            {t('reviews.title')}
          </h1>
          {data ? (
            <div className="flex items-center gap-4">
              <p className="font-display text-5xl">
                <span className="sr-only">
                  {t('reviews.average', { rating: formatRating(data.average) })}
                </span>
                <span aria-hidden="true">{formatRating(data.average)}</span>
              </p>
              <div className="grid gap-1">
                <Stars lit={roundedStars(data.average)} size="size-5" />
                <p className="text-sm text-muted-foreground" data-testid="reviews-count">
                  {t('reviews.count', { count: formatCount(data.count) })}
                </p>
              </div>
            </div>
          ) : (
            <Skeleton className="h-14 w-48" />
          )}
        </section>

        <ReviewForm slug={slug} onPosted={() => setPage(1)} />

        <section aria-label={t('reviews.title')} className="grid gap-3">
          {data ? (
            data.items.length === 0 ? (
              <EmptyState
                icon={<MessageSquare />}
                title={t('reviews.title')}
                description={t('reviews.empty')}
              />
            ) : (
              <>
                <ReviewList reviews={data.items} />
                <div className="flex justify-between gap-2">
                  {page > 1 ? (
                    <Button variant="outline" onClick={() => setPage(page - 1)}>
                      {t('booking.back')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {page * data.pageSize < data.count ? (
                    <Button variant="outline" onClick={() => setPage(page + 1)}>
                      {t('reviews.more')}
                    </Button>
                  ) : null}
                </div>
              </>
            )
          ) : query.isError ? (
            <PageError message={t('reviews.loadError')} onRetry={() => void query.refetch()} />
          ) : (
            <Skeleton className="h-32 w-full" />
          )}
        </section>
      </main>
    </ShowroomShell>
  );
}

function ReviewForm({ slug, onPosted }: { slug: string; onPosted: () => void }) {
  const { t, locale } = useI18n();
  const submitReview = useSubmitReview(slug);
  const form = useForm<FormValues>({
    resolver: zodFormResolver(reviewSchema(locale)),
    defaultValues: { rating: 0, name: '', email: '', comment: '', website: '' },
  });
  const { errors } = form.formState;

  const onInvalid = () => {
    // The spec's toast when no star is chosen; other fields show their message under them.
    if (form.getFieldState('rating').invalid) {
      const { title, description } = reviewRatingRequired(locale);
      toast.error(title, { description });
    }
  };
  const { submit, formError } = useContactForm(
    form,
    async (values) => {
      await submitReview.mutateAsync({
        rating: values.rating as Rating,
        name: values.name,
        email: values.email,
        comment: values.comment,
        website: form.getValues('website'),
      });
      form.reset();
      onPosted();
      toast.success(t('reviews.thanks'), { description: t('reviews.thanksText') });
    },
    onInvalid,
  );

  return (
    <section aria-labelledby="review-form-title" className="grid gap-4 rounded-lg border border-border p-4">
      <h2 id="review-form-title" className="font-display text-2xl">
        {t('reviews.formTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => {
            const shown = field.value;
            return (
              <fieldset className="grid gap-1">
                <legend className="mb-1 text-sm font-medium">
                  {t('reviews.rating')}
                  <span aria-hidden="true" className="text-destructive">
                    *
                  </span>
                </legend>
                <div className="flex items-center gap-1">
                  {RATINGS.map((value) => (
                    <label
                      key={value}
                      className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                    >
                      <input
                        type="radio"
                        name="rating"
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        className="sr-only"
                        aria-label={t('reviews.star', { count: value, label: reviewLabel(value) })}
                      />
                      <Star
                        aria-hidden="true"
                        className={`size-8 ${value <= shown ? 'fill-gold text-gold' : 'text-muted-foreground'}`}
                      />
                    </label>
                  ))}
                  <span className="ml-2 text-sm text-muted-foreground" aria-live="polite">
                    {shown >= 1 && shown <= 5 ? REVIEW_LABELS[shown as Rating] : ''}
                  </span>
                </div>
                {errors.rating ? <p className="text-sm text-destructive">{errors.rating.message}</p> : null}
              </fieldset>
            );
          }}
        />
        <ContactFields name={form.register('name')} email={form.register('email')} errors={errors} />
        <FormField label={t('reviews.comment')} required error={errors.comment?.message}>
          <Textarea rows={4} {...form.register('comment')} />
        </FormField>
        <ContactFormEnd
          website={form.register('website')}
          formError={formError}
          submitting={form.formState.isSubmitting}
        >
          {t('reviews.submit')}
        </ContactFormEnd>
      </form>
    </section>
  );
}
