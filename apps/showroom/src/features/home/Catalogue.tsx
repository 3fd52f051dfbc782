import {
  type Showroom,
  type ShowroomProductFilters,
  useShowroomCollections,
  useShowroomProducts,
} from '@carat/api-client/react';
import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Gem, Search } from 'lucide-react';
import { type FormEvent, useId, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Empty } from '#features/layout/Empty.tsx';
import { PageError } from '#features/layout/PageState.tsx';
import { ProductCard } from '#features/product/ProductCard.tsx';
import { catalogueFilters, catalogueSearch } from '#lib/catalogueFilters.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

const chip = (selected: boolean) =>
  `inline-flex shrink-0 items-center rounded-full border px-4 py-2 text-xs font-semibold tracking-widest transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
    selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:border-gold'
  }`;

/**
 * The showroom's catalogue: the category tabs and the jeweller's collections beside them, a search, and
 * the published pieces page by page ('load more'), all read from the public catalogue. The filters live
 * in the address, so they are links that work before the scripts run, and the server renders the grid
 * they ask for.
 */
export function Catalogue({ showroom }: { showroom: Showroom }) {
  const { t, locale } = useI18n();
  const { slug } = useShowroomScope();
  const location = useLocation();
  const navigate = useNavigate();
  const searchId = useId();
  const filters = useMemo(() => catalogueFilters(new URLSearchParams(location.search)), [location.search]);
  const products = useShowroomProducts(slug, filters, locale);
  const collections = useShowroomCollections(slug, locale);

  // The API counts the published pieces per category: the page does not carry the list of them all.
  const counts: Record<string, number> = showroom.categoryCounts;
  const published = Object.values(counts).reduce((sum, count) => sum + count, 0);
  // ALL, then the jeweller's visible categories in their order (ADR 076; the demo's are the spec's five).
  // A hidden category asked for by its address keeps a tab while it is the one shown.
  const tabs: { key: string; label: string; count: number }[] = [
    { key: 'ALL', label: t('tab.ALL'), count: published },
    ...showroom.categories.map((c) => ({ key: c.key, label: c.tab, count: c.count })),
  ];
  if (filters.category && !tabs.some((tab) => tab.key === filters.category)) {
    tabs.push({ key: filters.category, label: filters.category, count: counts[filters.category] ?? 0 });
  }
  const to = (next: ShowroomProductFilters) => `${location.pathname}${catalogueSearch(next)}`;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const { q: _q, ...rest } = filters;
    navigate(to(q ? { ...rest, q } : rest), { preventScrollReset: true });
  };

  const pages = products.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const filtered = Boolean(filters.category || filters.collection || filters.q);
  // 'Bientôt disponible' only when the jeweller has really published nothing yet.
  if (published === 0) {
    return <Empty icon={<Gem />} title={t('home.emptyTabTitle')} description={t('home.emptyCatalogue')} />;
  }

  return (
    <div className="grid gap-4">
      <nav aria-label={t('catalogue.categories')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {tabs.map((tab) => {
          const selected = tab.key === 'ALL' ? !filters.category : filters.category === tab.key;
          return (
            <Link
              key={tab.key}
              to={to({ ...filters, category: tab.key === 'ALL' ? undefined : tab.key })}
              replace
              preventScrollReset
              aria-current={selected ? 'page' : undefined}
              className={chip(selected)}
            >
              {tab.label}{' '}
              <span className={`ml-1 ${selected ? 'opacity-80' : 'text-muted-foreground'}`}>
                ({tab.count})
              </span>
            </Link>
          );
        })}
      </nav>
      {collections.data && collections.data.items.length > 0 ? (
        <nav aria-label={t('catalogue.collections')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          {collections.data.items.map((collection) => {
            const selected = filters.collection === collection.id;
            return (
              <Link
                key={collection.id}
                to={to({ ...filters, collection: selected ? undefined : collection.id })}
                replace
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                className={chip(selected)}
              >
                {collection.name}
              </Link>
            );
          })}
        </nav>
      ) : null}
      <form
        method="get"
        action={location.pathname}
        onSubmit={onSearch}
        className="flex gap-2"
        key={filters.q ?? ''}
      >
        <label htmlFor={`${searchId}-q`} className="sr-only">
          {t('catalogue.searchLabel')}
        </label>
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.collection ? <input type="hidden" name="collection" value={filters.collection} /> : null}
        <input
          id={`${searchId}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          maxLength={100}
          placeholder={t('catalogue.searchPlaceholder')}
          className="h-11 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('catalogue.search')}</span>
        </button>
      </form>

      <div aria-busy={products.isFetching || undefined} className="grid gap-4">
        {products.isError && items.length === 0 ? (
          <PageError message={t('catalogue.loadError')} onRetry={() => void products.refetch()} />
        ) : !products.data ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="aspect-square animate-pulse rounded-lg bg-muted" />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-3">
            <Empty
              icon={<Gem />}
              title={t('catalogue.noMatchTitle')}
              description={filters.q || filters.collection ? t('catalogue.noMatch') : t('home.emptyTab')}
            />
            {filtered ? (
              <Link
                to={location.pathname}
                replace
                preventScrollReset
                className={buttonVariants({ variant: 'outline' })}
              >
                {t('catalogue.clear')}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            {/* The count speaks when a filter changes it (a live region of its own: a modal dialog hides
                the page around it, but not live regions). */}
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {t('home.itemsCount', { count: total })}
            </p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="catalogue-grid">
              {items.map((product) => (
                <li key={product.ref}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
            {products.hasNextPage ? (
              <button
                type="button"
                className={`${buttonVariants({ variant: 'outline' })} justify-self-center`}
                disabled={products.isFetchingNextPage}
                onClick={() => void products.fetchNextPage()}
              >
                {products.isFetchingNextPage ? t('common.loading') : t('catalogue.loadMore')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
