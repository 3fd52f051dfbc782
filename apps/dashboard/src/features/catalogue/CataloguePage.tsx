import { errorMessage } from '@carat/api-client';
import {
  type ProductSummary,
  useCategories,
  useExportProducts,
  useProductCollectionChoices,
  useProductRows,
} from '@carat/api-client/react';
import type { ProductAction } from '@carat/domain/showroom';
import { Button, DropdownMenuItem, DropdownMenuSeparator, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { PRODUCT_SORTS } from '@carat/validation/catalogue';
import { Archive, Download, FileEdit, Gem, Plus, Store, Upload } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListCards } from '#components/list-page/ListCards.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { type ListColumn, ListTable } from '#components/list-page/ListTable.tsx';
import { ListTiles } from '#components/list-page/ListTiles.tsx';
import { RowMenu } from '#components/list-page/RowMenu.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { DeleteProductDialog } from './DeleteProductDialog.tsx';
import { ImportProductsDialog } from './ImportProductsDialog.tsx';
import { ProductStatusBadge } from './ProductStatusBadge.tsx';
import { photoUrl } from './photo-url.ts';
import { useProductActions } from './useProductActions.ts';

const STATUSES = ['draft', 'published', 'archived', 'all'] as const;

/**
 * 'Catalogue': the jeweller's pieces, searched through the API (name or number), filtered by category,
 * collection and status, sorted and paged; a table on a wide screen, cards on a phone. Each piece's menu
 * offers what the API says it allows (`actions`), plus 'Modifier'.
 */
export function CataloguePage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const listParams = useListParams();
  const { params, q, setParam, setFilter, oneOf } = listParams;
  // The business's own categories (ADR 076): the filter's choices and each piece's category name.
  const categories = useCategories();
  const categoryItems = categories.data?.items ?? [];
  const categoryNames = new Map(categoryItems.map((c) => [c.key, c.name]));
  const categoryName = (key: string) => categoryNames.get(key) ?? key;
  const category = oneOf(
    'category',
    categoryItems.map((c) => c.key),
  );
  const status = oneOf('status', STATUSES);
  const sort = oneOf('sort', PRODUCT_SORTS) ?? 'position';
  const collections = useProductCollectionChoices();
  const collectionIds = (collections.data ?? []).map((c) => c.id);
  const collection = oneOf('collection', collectionIds);
  const importing = params.get('import') === '1';

  const list = useProductRows({
    ...listParams.rowsQuery(),
    category: category ?? undefined,
    status: status ?? undefined,
    collection: collection ?? undefined,
    sort,
  });
  const exportCsv = useExportProducts();
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const actions = useProductActions({ onDuplicated: (copy) => navigate(`${base}/catalogue/${copy.id}`) });

  const edit = (piece: ProductSummary) => navigate(`${base}/catalogue/${piece.id}`);
  const act = (piece: ProductSummary, action: ProductAction) => {
    if (action === 'delete') setDeleting(piece);
    else void actions.run(piece, action);
  };
  const download = async () => {
    try {
      await exportCsv.mutateAsync(locale);
    } catch (error) {
      toast.error(t('catalogue.exportFailed'), { description: errorMessage(error, locale) });
    }
  };

  const menu = (piece: ProductSummary) => (
    <RowMenu label={t('catalogue.menu', { name: piece.name })}>
      <DropdownMenuItem onSelect={() => edit(piece)}>{t('catalogue.action.edit')}</DropdownMenuItem>
      {piece.actions.map((action) => (
        <Fragment key={action}>
          {action === 'delete' ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem
            onSelect={() => act(piece, action)}
            className={action === 'delete' ? 'text-destructive' : undefined}
          >
            {t(`catalogue.action.${action}`)}
          </DropdownMenuItem>
        </Fragment>
      ))}
    </RowMenu>
  );
  const price = (piece: ProductSummary) =>
    piece.priceOnRequest ? t('catalogue.priceOnRequest') : money(piece.priceMinor, piece.currency, locale);
  const stock = (piece: ProductSummary) =>
    piece.madeToOrder
      ? t('catalogue.madeToOrder')
      : t('catalogue.stockCount', { count: formatNumber(piece.stock, locale) });

  const columns: ListColumn<ProductSummary>[] = [
    {
      header: t('catalogue.col.piece'),
      cell: (piece) => (
        <Link
          to={`${base}/catalogue/${piece.id}`}
          className="flex items-center gap-3 rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Cover piece={piece} />
          <span className="grid">
            <span className="font-medium">{piece.name}</span>
            <span className="text-xs text-muted-foreground">{t('catalogue.ref', { ref: piece.ref })}</span>
          </span>
        </Link>
      ),
    },
    { header: t('catalogue.col.category'), cell: (piece) => categoryName(piece.category) },
    { header: t('catalogue.col.price'), className: 'text-end', cellClassName: 'tabular-nums', cell: price },
    { header: t('catalogue.col.stock'), cell: stock },
    { header: t('catalogue.col.status'), cell: (piece) => <ProductStatusBadge status={piece.status} /> },
    { header: t('catalogue.col.actions'), className: 'text-end', cell: menu },
  ];

  const counts = list.data?.statusCounts;
  const newPiece = (
    <Button asChild>
      <Link to={`${base}/catalogue/new`}>
        <Plus aria-hidden="true" /> {t('catalogue.new')}
      </Link>
    </Button>
  );

  return (
    <ListPage
      name="catalogue"
      params={listParams}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setParam({ import: '1' })}>
            <Upload aria-hidden="true" /> {t('catalogue.import')}
          </Button>
          <Button variant="outline" loading={exportCsv.isPending} onClick={() => void download()}>
            <Download aria-hidden="true" /> {t('catalogue.export')}
          </Button>
          {newPiece}
        </div>
      }
      tiles={
        <ListTiles
          label={t('catalogue.title')}
          loading={list.isLoading}
          error={list.error}
          tiles={[
            {
              label: t('catalogue.tile.published'),
              icon: Store,
              value: formatNumber(counts?.published ?? 0, locale),
            },
            {
              label: t('catalogue.tile.draft'),
              icon: FileEdit,
              value: formatNumber(counts?.draft ?? 0, locale),
            },
            {
              label: t('catalogue.tile.archived'),
              icon: Archive,
              value: formatNumber(counts?.archived ?? 0, locale),
            },
          ]}
        />
      }
      filters={
        <>
          <FilterSelect
            value={category ?? 'all'}
            onValueChange={(value) => setFilter('category', value)}
            label={t('catalogue.filter.category')}
            allLabel={t('catalogue.filter.allCategories')}
            options={categoryItems.map((c) => ({ value: c.key, label: c.name }))}
          />
          {collections.data?.length ? (
            <FilterSelect
              value={collection ?? 'all'}
              onValueChange={(value) => setFilter('collection', value)}
              label={t('catalogue.filter.collection')}
              allLabel={t('catalogue.filter.allCollections')}
              options={collections.data.map((c) => ({ value: c.id, label: c.name }))}
            />
          ) : null}
          <FilterSelect
            value={status ?? 'live'}
            onValueChange={(value) => setFilter('status', value, 'live')}
            label={t('catalogue.filter.status')}
            options={[
              { value: 'live', label: t('catalogue.filter.live') },
              ...STATUSES.map((s) => ({
                value: s,
                label: s === 'all' ? t('catalogue.filter.all') : t(`catalogue.status.${s}`),
              })),
            ]}
          />
          <FilterSelect
            value={sort}
            onValueChange={(value) => setFilter('sort', value, 'position')}
            label={t('catalogue.sort.label')}
            options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`catalogue.sort.${s}`) }))}
            triggerClassName="w-full sm:w-52"
          />
        </>
      }
      list={list}
      filtered={Boolean(q || category || status || collection)}
      empty={{ icon: <Gem aria-hidden="true" />, action: newPiece }}
      overlays={
        <>
          <ImportProductsDialog
            open={importing}
            onOpenChange={(open) => setParam({ import: open ? '1' : null })}
          />
          <DeleteProductDialog
            name={deleting?.name ?? null}
            pending={actions.pending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              void actions.run(deleting, 'delete').then(() => setDeleting(null));
            }}
          />
        </>
      }
    >
      {(data, busy, more) => (
        <>
          <div className="hidden md:block">
            <ListTable
              caption={t('catalogue.tableCaption', { count: data.total })}
              columns={columns}
              rows={data.items}
              total={data.total}
              more={more}
              onOpen={edit}
              busy={busy}
              testId="catalogue-table"
              rowTestId="product-row"
            />
          </div>
          <ListCards
            items={data.items}
            busy={busy}
            label={t('catalogue.listLabel')}
            className="grid gap-3 md:hidden"
            estimate={96}
            total={data.total}
            more={more}
            onOpen={edit}
          >
            {(piece) => (
              <div
                data-testid="product-card"
                className="flex items-start gap-3 rounded-lg border border-border bg-card p-3"
              >
                <Cover piece={piece} />
                <div className="grid min-w-0 flex-1 gap-1">
                  <Link
                    to={`${base}/catalogue/${piece.id}`}
                    className="truncate font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {piece.name}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {t('catalogue.ref', { ref: piece.ref })} · {categoryName(piece.category)}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="tabular-nums">{price(piece)}</span>
                    <ProductStatusBadge status={piece.status} />
                  </span>
                  <span className="text-xs text-muted-foreground">{stock(piece)}</span>
                </div>
                {menu(piece)}
              </div>
            )}
          </ListCards>
        </>
      )}
    </ListPage>
  );
}

/** The piece's first photo, small; a placeholder when it has none. */
function Cover({ piece }: { piece: ProductSummary }) {
  const { t } = useI18n();
  if (!piece.cover) {
    return (
      <span
        className="grid size-12 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground"
        role="img"
        aria-label={t('catalogue.noPhoto')}
      >
        <Gem className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={photoUrl(piece.cover.url)}
      srcSet={piece.cover.srcset}
      sizes="48px"
      alt=""
      loading="lazy"
      className="size-12 shrink-0 rounded-md border border-border object-cover"
    />
  );
}
