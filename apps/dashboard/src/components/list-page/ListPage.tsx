import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { ListToolbar } from '#components/ListToolbar.tsx';
import type { ListParams } from '#lib/useListParams.ts';
import { PageHeader } from './PageHeader.tsx';
import type { MoreRows } from './useVirtualRows.ts';

/**
 * The back-office lists. Each reads its texts from its catalogue under one scheme: `<list>.title`,
 * `.subtitle`, `.search`, `.searchLabel`, `.error.title`, `.noResults.title|body`, `.empty.title|body`,
 * `.results`, `.resultsAtLeast`.
 */
export type ListName = 'clients' | 'orders' | 'invoices' | 'leads' | 'catalogue' | 'repairs' | 'stock';

/** The rows read so far (useResourceRows) and how many match (exactly, or "at least"). */
interface ListData {
  items: readonly unknown[];
  total: number;
  totalIsExact: boolean;
}

/**
 * A back-office list page: the title and actions, the tiles, the search with the list's filters, then the
 * list itself in all its states (loading, error with a retry, no results, empty with its first step) with
 * its rows (`children`: a virtualised table or cards, given `more` to read the next chunk as the end comes
 * near), then the dialogs and sheets the page opens (`overlays`). The search and filters live in the address
 * (`params`, from useListParams); the list is one scroll, read a chunk at a time (ADR 053).
 */
export function ListPage<P extends ListData>({
  name,
  title,
  params,
  actions,
  tiles,
  filters,
  searchClassName,
  onSearchEnter,
  list,
  skeleton = <ListSkeleton />,
  filtered,
  noResultsParams,
  empty,
  children,
  overlays,
}: {
  name: ListName;
  /** The page's title when it is not the list's own (`<list>.title`). */
  title?: string;
  params: ListParams;
  actions?: ReactNode;
  tiles: ReactNode;
  filters?: ReactNode;
  searchClassName?: string;
  /** Enter in the search box (a scanned code): see ListToolbar. */
  onSearchEnter?: (value: string) => void;
  list: {
    isLoading: boolean;
    isFetching: boolean;
    error: Error | null;
    data: P | undefined;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
  };
  skeleton?: ReactNode;
  /** A search or filter is on: an empty answer means "no results", not "nothing yet". */
  filtered: boolean;
  /** The values of the "no results" sentence's placeholders (the search, the filter). */
  noResultsParams?: Record<string, string>;
  /** The empty book's picture and first step. */
  empty: { icon: ReactNode; action: ReactNode };
  children: (rows: P, busy: boolean, more: MoreRows) => ReactNode;
  overlays?: ReactNode;
}) {
  const { t } = useI18n();
  const more: MoreRows = {
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    // A chunk being read is not asked for again (TanStack's default would cancel it and start over).
    load: () => list.fetchNextPage({ cancelRefetch: false }),
  };
  // Busy while a new search or filter is read (the rows on screen are the last one's), not for the next chunk.
  const busy = list.isFetching && !list.isFetchingNextPage;
  return (
    <div className="grid gap-6">
      <PageHeader title={title ?? t(`${name}.title`)} subtitle={t(`${name}.subtitle`)} actions={actions} />
      {tiles}
      <ListToolbar
        search={params.search}
        onSearch={params.setSearch}
        placeholder={t(`${name}.search`)}
        label={t(`${name}.searchLabel`)}
        searchClassName={searchClassName}
        onSearchEnter={onSearchEnter}
      >
        {filters}
      </ListToolbar>
      <ListStates
        list={list}
        skeleton={skeleton}
        errorTitle={t(`${name}.error.title`)}
        filtered={filtered}
        noResults={{
          title: t(`${name}.noResults.title`),
          description: t(`${name}.noResults.body`, noResultsParams),
        }}
        empty={{ ...empty, title: t(`${name}.empty.title`), description: t(`${name}.empty.body`) }}
        results={(count, exact) => t(exact ? `${name}.results` : `${name}.resultsAtLeast`, { count })}
      >
        {(data) => (
          <>
            {children(data, busy, more)}
            {/* Reserved, so the page does not move when the next chunk's line comes and goes. */}
            <p className="h-5 text-center text-sm text-muted-foreground" role="status">
              {list.isFetchingNextPage ? t('list.loadingMore') : ''}
            </p>
          </>
        )}
      </ListStates>
      {overlays}
    </div>
  );
}
