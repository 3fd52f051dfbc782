import { errorMessage } from '@carat/api-client';
import {
  type OrderSummary,
  useDownloadInvoicePdf,
  useMe,
  useOrderInvoice,
  useOrderStats,
  useOrders,
} from '@carat/api-client/react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CheckCircle2, Clock, Hammer, MoreHorizontal, Package, Plus, Wallet } from 'lucide-react';
import { ListStates } from '#components/ListStates.tsx';
import { FilterSelect, ListToolbar } from '#components/ListToolbar.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { NewOrderDialog } from './NewOrderDialog.tsx';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
const SORTS = ['recent', 'oldest', 'amount-desc', 'amount-asc', 'due'] as const;

/** 'Commandes': the four cards, the searchable table, the new-order form and each order's detail. */
export function OrdersPage() {
  const { t, locale } = useI18n();
  const { params, search, setSearch, q, page, setParam, setFilter, oneOf } = useListParams();
  const status = oneOf('status', STATUSES);
  const sort = oneOf('sort', SORTS) ?? 'recent';
  const viewing = params.get('order');
  const creating = params.get('new') === '1';

  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const stats = useOrderStats();
  const list = useOrders({
    q: q || undefined,
    status: status ?? undefined,
    sort,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const orderInvoice = useOrderInvoice();
  const downloadPdf = useDownloadInvoicePdf();

  const downloadInvoice = async (order: OrderSummary) => {
    try {
      const invoice = await orderInvoice.mutateAsync({ id: order.id });
      await downloadPdf.mutateAsync({ id: invoice.invoiceId });
      if (invoice.status === 'draft') {
        toast.info(t('orders.invoiceDraft'), { description: t('orders.invoiceDraftBody') });
      }
    } catch (error) {
      toast.error(t('orders.invoiceFailed'), { description: errorMessage(error, locale) });
    }
  };

  const pages = pageCount(list.data?.total, PAGE_SIZE);
  const revenueCurrency = stats.data?.currency ?? currency;
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{t('orders.title')}</h1>
          <p className="text-muted-foreground">{t('orders.subtitle')}</p>
        </div>
        <Button onClick={() => setParam({ new: '1' })}>
          <Plus aria-hidden="true" /> {t('orders.new')}
        </Button>
      </header>

      <StatTiles label={t('orders.title')} error={stats.error}>
        <StatTile
          label={t('orders.tile.completed')}
          icon={CheckCircle2}
          loading={stats.isLoading}
          value={formatNumber(stats.data?.completed ?? 0, locale)}
        />
        <StatTile
          label={t('orders.tile.inProgress')}
          icon={Hammer}
          loading={stats.isLoading}
          value={formatNumber(stats.data?.inProgress ?? 0, locale)}
        />
        <StatTile
          label={t('orders.tile.pending')}
          icon={Clock}
          loading={stats.isLoading}
          value={formatNumber(stats.data?.pending ?? 0, locale)}
        />
        <StatTile
          label={t('orders.tile.revenue')}
          icon={Wallet}
          loading={stats.isLoading}
          value={money(stats.data?.revenueMinor ?? 0, revenueCurrency, locale)}
          hint={t('orders.tile.revenueHint')}
        />
      </StatTiles>

      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('orders.search')}
        label={t('orders.searchLabel')}
      >
        <FilterSelect
          value={status ?? 'all'}
          onValueChange={(value) => setFilter('status', value)}
          label={t('orders.filter.label')}
          allLabel={t('orders.filter.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
        />
        <FilterSelect
          value={sort}
          onValueChange={(value) => setFilter('sort', value, 'recent')}
          label={t('orders.sort.label')}
          options={SORTS.map((s) => ({ value: s, label: t(`orders.sort.${s}`) }))}
          triggerClassName="w-full sm:w-52"
        />
      </ListToolbar>

      <ListStates
        list={list}
        errorTitle={t('orders.error.title')}
        filtered={Boolean(q || status)}
        noResults={{ title: t('orders.noResults.title'), description: t('orders.noResults.body') }}
        empty={{
          icon: <Package aria-hidden="true" />,
          title: t('orders.empty.title'),
          description: t('orders.empty.body'),
          action: <Button onClick={() => setParam({ new: '1' })}>{t('orders.new')}</Button>,
        }}
        results={(count, exact) => t(exact ? 'orders.results' : 'orders.resultsAtLeast', { count })}
      >
        {(data) => (
          <>
            <Table aria-busy={list.isFetching} data-testid="orders-table">
              <TableCaption className="sr-only">
                {t('orders.tableCaption', { count: data.total })}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('orders.col.id')}</TableHead>
                  <TableHead>{t('orders.col.client')}</TableHead>
                  <TableHead>{t('orders.col.item')}</TableHead>
                  <TableHead>{t('orders.col.status')}</TableHead>
                  <TableHead className="text-end">{t('orders.col.amount')}</TableHead>
                  <TableHead className="text-end">{t('orders.col.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((order) => (
                  <TableRow key={order.id} data-testid="order-row">
                    <TableCell className="font-medium">
                      <button
                        type="button"
                        className="rounded-sm text-start underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                        onClick={() => setParam({ order: order.id })}
                      >
                        {order.number}
                      </button>
                    </TableCell>
                    <TableCell>{order.clientName ?? t('orders.noClient')}</TableCell>
                    <TableCell className="max-w-64 truncate" title={order.item}>
                      {order.item}
                    </TableCell>
                    <TableCell>
                      <OrderStatusBadge status={order.status} />
                    </TableCell>
                    <TableCell className="text-end tabular-nums">
                      {money(order.amountMinor, order.currency, locale)}
                    </TableCell>
                    <TableCell className="text-end">
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('orders.menu', { number: order.number })}
                          >
                            <MoreHorizontal aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem onSelect={() => setParam({ order: order.id })}>
                            {t('orders.viewDetails')}
                          </DropdownMenuItem>
                          {order.actions.includes('download_invoice') ? (
                            <DropdownMenuItem onSelect={() => void downloadInvoice(order)}>
                              {t('orders.downloadInvoice')}
                            </DropdownMenuItem>
                          ) : null}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pagination
              page={page}
              pages={pages}
              onPage={(to) => setParam({ page: String(to) })}
              label={t('orders.page', { page, pages })}
              previousLabel={t('orders.previous')}
              nextLabel={t('orders.next')}
            />
          </>
        )}
      </ListStates>

      <NewOrderDialog
        open={creating}
        currency={currency}
        onOpenChange={(open) => setParam({ new: open ? '1' : null })}
        onCreated={(id) => setParam({ new: null, order: id })}
      />
      <OrderDetailSheet orderId={viewing} onOpenChange={(open) => !open && setParam({ order: null })} />
    </div>
  );
}
