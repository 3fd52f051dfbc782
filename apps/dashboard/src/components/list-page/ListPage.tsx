import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { ListToolbar } from '#components/ListToolbar.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import type { ListParams } from '#lib/useListParams.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The back-office lists. Each reads its texts from its catalogue under one scheme: `<list>.title`,
 * `.subtitle`, `.search`, `.searchLabel`, `.error.title`, `.noResults.title|body`, `.empty.title|body`,
 * `.results`, `.resultsAtLeast`, `.page`, `.previous`, `.next`.
 */
export type ListName = 'clients' | 'orders' | 'invoices' | 'leads' | 'catalogue';

/** What the list API answers: a page of items and how many match (exactly, or "at least"). */
interface ListData {
  items: readonly unknown[];
  total: number;
  totalIsExact: boolean;
}

/**
 * A back-office list page: the title and actions, the tiles, the search with the list's filters, then the
 * list itself in all its states (loading, error with a retry, no results, empty with its first step) with
 * the page's items (`children`: a table or cards) and the pagination; the dialogs and sheets the page opens
 * (`overlays`) come last. The search, filters and page live in the address (`params`, from useListParams).
 */
export function ListPage<P extends ListData>({
  name,
  title,
  params,
  pageSize,
  actions,
  tiles,
  filters,
  searchClassName,
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
  pageSize: number;
  actions?: ReactNode;
  tiles: ReactNode;
  filters?: ReactNode;
  searchClassName?: string;
  list: {
    isLoading: boolean;
    isFetching: boolean;
    error: Error | null;
    data: P | undefined;
    refetch: () => unknown;
  };
  skeleton?: ReactNode;
  /** A search or filter is on: an empty answer means "no results", not "nothing yet". */
  filtered: boolean;
  /** The values of the "no results" sentence's placeholders (the search, the filter). */
  noResultsParams?: Record<string, string>;
  /** The empty book's picture and first step. */
  empty: { icon: ReactNode; action: ReactNode };
  children: (page: P, busy: boolean) => ReactNode;
  overlays?: ReactNode;
}) {
  const { t } = useI18n();
  const { page, setParam } = params;
  const pages = pageCount(list.data?.total, pageSize);
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
            {children(data, list.isFetching)}
            <Pagination
              page={page}
              pages={pages}
              onPage={(to) => setParam({ page: String(to) })}
              label={t(`${name}.page`, { page, pages })}
              previousLabel={t(`${name}.previous`)}
              nextLabel={t(`${name}.next`)}
            />
          </>
        )}
      </ListStates>
      {overlays}
    </div>
  );
}
