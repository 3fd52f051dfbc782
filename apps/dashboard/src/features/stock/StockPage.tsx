import { errorMessage } from '@carat/api-client';
import {
  findStockItems,
  type StockItemSummary,
  useApi,
  useExportStockCsv,
  useStockRows,
} from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { STOCK_STATUSES } from '@carat/validation/stock';
import { Boxes, Download, Gift, Plus, ScanLine, ShoppingCart, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { useBasePath, useIsDemo } from '#lib/base-path.tsx';
import { money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { ImportStockDialog } from './ImportStockDialog.tsx';
import { NewItemDialog } from './NewItemDialog.tsx';
import { StockStatusBadge } from './StatusBadge.tsx';
import { StockThumb } from './StockPhotos.tsx';

/**
 * 'Stock': the tagged pieces by status, a search over tag, name, certificate and supplier that also takes a
 * scanned label (a USB scanner types the tag then Enter: an exact tag opens the piece), and the new piece.
 */
export function StockPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const api = useApi();
  const navigate = useNavigate();
  const listParams = useListParams();
  const { q, setFilter, oneOf } = listParams;
  const status = oneOf('status', STOCK_STATUSES);
  const list = useStockRows({ ...listParams.rowsQuery(), status: status ?? undefined });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const exportCsv = useExportStockCsv();
  const demo = useIsDemo();
  const open = useCallback((id: string) => navigate(`${base}/stock/${id}`), [navigate, base]);

  const openByTag = useCallback(
    async (code: string) => {
      const tag = code.trim();
      if (!tag) return;
      try {
        const match = (await findStockItems(api, tag)).find((i) => i.tag.toLowerCase() === tag.toLowerCase());
        if (match) open(match.id);
        else toast.error(t('stock.scan.notFound', { tag }));
      } catch {
        toast.error(t('stock.scan.notFound', { tag }));
      }
    },
    [api, open, t],
  );

  const columns: ListColumn<StockItemSummary>[] = [
    {
      header: t('stock.col.tag'),
      cellClassName: 'font-medium tabular-nums',
      cell: (item) => <RowOpenButton onClick={() => open(item.id)}>{item.tag}</RowOpenButton>,
    },
    {
      header: t('stock.col.name'),
      cellClassName: 'max-w-64',
      title: (item) => item.name,
      cell: (item) => (
        <span className="flex min-w-0 items-center gap-2">
          <StockThumb url={item.thumbnailUrl} />
          <span className="truncate">{item.name}</span>
        </span>
      ),
    },
    { header: t('stock.col.status'), cell: (item) => <StockStatusBadge status={item.status} /> },
    { header: t('stock.col.location'), cell: (item) => item.location ?? '' },
    {
      header: t('stock.col.price'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (item) => money(item.priceMinor, item.currency, locale),
    },
    {
      header: t('stock.col.margin'),
      className: 'text-end',
      cellClassName: 'tabular-nums text-muted-foreground',
      cell: (item) => money(item.marginMinor, item.currency, locale),
    },
  ];

  const newItem = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" /> {t('stock.new')}
    </Button>
  );

  return (
    <ListPage
      name="stock"
      params={listParams}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={`${base}/sale`}>
              <ShoppingCart aria-hidden="true" /> {t('stock.sell')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`${base}/stock-counts`}>
              <ScanLine aria-hidden="true" /> {t('count.open')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`${base}/gift-cards`}>
              <Gift aria-hidden="true" /> {t('gift.open')}
            </Link>
          </Button>
          {demo ? null : (
            <>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" /> {t('stock.import.open')}
              </Button>
              <Button
                variant="outline"
                disabled={exportCsv.isPending}
                onClick={() =>
                  void exportCsv
                    .mutateAsync(undefined)
                    .catch((error) =>
                      toast.error(t('stock.exportFailed'), { description: errorMessage(error, locale) }),
                    )
                }
              >
                <Download aria-hidden="true" /> {t('stock.export')}
              </Button>
            </>
          )}
          {newItem}
        </div>
      }
      tiles={null}
      onSearchEnter={(value) => void openByTag(value)}
      filters={
        <FilterSelect
          value={status ?? 'all'}
          onValueChange={(value) => setFilter('status', value)}
          label={t('stock.filter.label')}
          allLabel={t('stock.filter.all')}
          options={STOCK_STATUSES.map((s) => ({ value: s, label: t(`stock.status.${s}`) }))}
        />
      }
      list={list}
      filtered={Boolean(q || status)}
      empty={{ icon: <Boxes aria-hidden="true" />, action: newItem }}
      overlays={
        <>
          <NewItemDialog open={creating} onOpenChange={setCreating} onCreated={(item) => open(item.id)} />
          <ImportStockDialog open={importing} onOpenChange={setImporting} />
        </>
      }
    >
      {(data, busy, more) => (
        <ListTable
          caption={t('stock.tableCaption', { count: data.total })}
          columns={columns}
          rows={data.items}
          total={data.total}
          more={more}
          onOpen={(item) => open(item.id)}
          busy={busy}
          testId="stock-table"
          rowTestId="stock-row"
        />
      )}
    </ListPage>
  );
}
