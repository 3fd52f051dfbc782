import { type ModeratedReviewQuery, useModeratedReviews } from '@carat/api-client/react';
import { Card, CardContent } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { MessageSquare } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import { formatNumber } from '#lib/format.ts';
import { ReviewCard } from './ReviewCard.tsx';

const PAGE_SIZE = 20;
const STATUSES = ['published', 'hidden'] as const;
const VERIFIED = ['true', 'false'] as const;

const oneOf = <T extends string>(value: string | null, choices: readonly T[]): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * 'Avis': the showroom's reviews, newest first, filtered by visibility and verification (kept in the
 * address), with the figures the showroom shows; each is hidden or shown, verified, answered here.
 */
export function ReviewsPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = oneOf(params.get('status'), STATUSES);
  const verified = oneOf(params.get('verified'), VERIFIED);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: ModeratedReviewQuery = {
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(status ? { status } : {}),
    ...(verified ? { verified } : {}),
  };
  const list = useModeratedReviews(query);
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const summary = list.data?.summary;
  const pages = pageCount(list.data?.total, PAGE_SIZE);

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-display text-4xl">{t('reviews.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('reviews.subtitle')}</p>
      </header>
      {summary ? (
        <dl className="grid grid-cols-3 gap-3">
          {(
            [
              [
                'reviews.summary.average',
                summary.count ? summary.average.toLocaleString(locale, { maximumFractionDigits: 1 }) : '–',
              ],
              ['reviews.summary.count', formatNumber(summary.count, locale)],
              ['reviews.summary.hidden', formatNumber(summary.hidden, locale)],
            ] as const
          ).map(([label, value]) => (
            <Card key={label}>
              <CardContent className="grid gap-1 p-4">
                <dt className="text-xs text-muted-foreground sm:text-sm">{t(label)}</dt>
                <dd className="font-display text-2xl" data-testid={label}>
                  {value}
                </dd>
              </CardContent>
            </Card>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <FilterSelect
          value={status ?? 'all'}
          onValueChange={(value) => setFilter('status', value)}
          label={t('reviews.filter.status')}
          allLabel={t('reviews.filter.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`reviews.filter.${s}`) }))}
        />
        <FilterSelect
          value={verified ?? 'all'}
          onValueChange={(value) => setFilter('verified', value)}
          label={t('reviews.filter.verified')}
          allLabel={t('reviews.filter.allVerified')}
          options={[
            { value: 'true', label: t('reviews.filter.verifiedOnly') },
            { value: 'false', label: t('reviews.filter.unverified') },
          ]}
        />
      </div>
      <ListStates
        list={list}
        skeleton={<ListSkeleton itemClassName="h-32" count={3} />}
        errorTitle={t('reviews.loadFailed')}
        filtered={Boolean(status || verified)}
        noResults={{ title: t('reviews.noResults.title'), description: t('reviews.noResults.description') }}
        empty={{
          icon: <MessageSquare aria-hidden="true" />,
          title: t('reviews.empty.title'),
          description: t('reviews.empty.description'),
          action: null,
        }}
        results={(count) => t('reviews.results', { count })}
      >
        {(data) => (
          <>
            <ul className="grid gap-3">
              {data.items.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pages={pages}
              onPage={(next) =>
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('page', String(next));
                  return updated;
                })
              }
              label={t('reviews.page', { page, pages })}
              previousLabel={t('reviews.previous')}
              nextLabel={t('reviews.next')}
            />
          </>
        )}
      </ListStates>
    </div>
  );
}
