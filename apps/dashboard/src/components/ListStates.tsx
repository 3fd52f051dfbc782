import { errorMessage } from '@carat/api-client';
import { Button, cn, EmptyState, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '#lib/format.ts';

/**
 * What the list API answers: a page of items and how many match (exactly, or "at least"); a short list
 * answered whole (API keys, webhook endpoints) has no total, its items are the count.
 */
interface ListPage {
  items: readonly unknown[];
  total?: number;
  totalIsExact?: boolean;
}

/** A list's query, as far as its states go. */
interface ListQuery<P extends ListPage> {
  isLoading: boolean;
  error: Error | null;
  data: P | undefined;
  refetch: () => unknown;
}

/** Placeholders in the list's shape while its first page loads. */
export function ListSkeleton({
  className = 'grid gap-2',
  itemClassName = 'h-12',
  count = 6,
}: {
  className?: string;
  itemClassName?: string;
  count?: number;
}) {
  const { t } = useI18n();
  return (
    <div className={cn(className)} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

/**
 * Everything a back-office list shows around its rows: a skeleton while it loads, the error with a retry,
 * "no results" for a search or filter that matches nothing, the empty book with its first step, else the
 * count of results (when `results` says it) and the rows themselves (`children`).
 */
export function ListStates<P extends ListPage>({
  list,
  skeleton = <ListSkeleton />,
  errorTitle,
  filtered,
  noResults,
  empty,
  results,
  children,
}: {
  list: ListQuery<P>;
  skeleton?: ReactNode;
  errorTitle: string;
  /** A search or filter is on: an empty answer means "no results", not "nothing yet". */
  filtered: boolean;
  noResults?: { title: string; description: string };
  empty: { icon: ReactNode; title: string; description: string; action: ReactNode };
  /** The results line, from the formatted count and whether it is exact. */
  results?: (count: string, exact: boolean) => string;
  children: (page: P) => ReactNode;
}) {
  const { t, locale } = useI18n();
  if (list.isLoading) return skeleton;
  if (list.error) {
    return (
      <EmptyState
        title={errorTitle}
        description={errorMessage(list.error, locale)}
        action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!list.data) return null;
  if (list.data.items.length === 0) {
    return filtered && noResults ? (
      <EmptyState icon={<Search aria-hidden="true" />} {...noResults} />
    ) : (
      <EmptyState {...empty} />
    );
  }
  return (
    <>
      {results ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {results(
            formatNumber(list.data.total ?? list.data.items.length, locale),
            list.data.totalIsExact ?? true,
          )}
        </p>
      ) : null}
      {children(list.data)}
    </>
  );
}
