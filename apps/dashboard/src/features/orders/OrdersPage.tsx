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
  EmptyState,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
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
import { CheckCircle2, Clock, Hammer, MoreHorizontal, Package, Plus, Search, Wallet } from 'lucide-react';
import { StatTile } from '#components/StatTile.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { NewOrderDialog } from './NewOrderDialog.tsx';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useListParams } from './useListParams.ts';

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
const SORTS = ['recent', 'oldest', 'amount-desc', 'amount-asc', 'due'] as const;
type Status = (typeof STATUSES)[number];
type Sort = (typeof SORTS)[number];

/** 'Commandes': the four cards, the searchable table, the new-order form and each order's detail. */
export function OrdersPage() {
  const { t, locale } = useI18n();
  const { params, search, setSearch, q, page, setParam } = useListParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : null;
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as Sort)
    : 'recent';
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
      toast.error(t('orders.invoiceFailed'), { description: (error as Error).message });
    }
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
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

      <section aria-label={t('orders.title')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
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
      </section>
      {stats.error ? (
        <p role="alert" className="text-sm text-destructive">
          {(stats.error as Error).message}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search
            className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('orders.search')}
            aria-label={t('orders.searchLabel')}
            className="ps-9"
          />
        </div>
        <Select
          value={status ?? 'all'}
          onValueChange={(value) => setParam({ status: value === 'all' ? null : value, page: null })}
        >
          <SelectTrigger className="w-full sm:w-44" aria-label={t('orders.filter.label')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('orders.filter.all')}</SelectItem>
            {STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`orders.status.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={sort}
          onValueChange={(value) => setParam({ sort: value === 'recent' ? null : value, page: null })}
        >
          <SelectTrigger className="w-full sm:w-52" aria-label={t('orders.sort.label')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORTS.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`orders.sort.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {list.isLoading ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState
          title={t('orders.error.title')}
          description={(list.error as Error).message}
          action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : list.data && list.data.items.length === 0 ? (
        q || status ? (
          <EmptyState
            icon={<Search aria-hidden="true" />}
            title={t('orders.noResults.title')}
            description={t('orders.noResults.body')}
          />
        ) : (
          <EmptyState
            icon={<Package aria-hidden="true" />}
            title={t('orders.empty.title')}
            description={t('orders.empty.body')}
            action={<Button onClick={() => setParam({ new: '1' })}>{t('orders.new')}</Button>}
          />
        )
      ) : list.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.totalIsExact
              ? t('orders.results', { count: formatNumber(list.data.total, locale) })
              : t('orders.resultsAtLeast', { count: formatNumber(list.data.total, locale) })}
          </p>
          <Table aria-busy={list.isFetching} data-testid="orders-table">
            <TableCaption className="sr-only">
              {t('orders.tableCaption', { count: list.data.total })}
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
              {list.data.items.map((order) => (
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
                        <DropdownMenuItem onSelect={() => void downloadInvoice(order)}>
                          {t('orders.downloadInvoice')}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages > 1 ? (
            <nav
              className="flex items-center justify-between gap-3"
              aria-label={t('orders.page', { page, pages })}
            >
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => setParam({ page: String(page - 1) })}
              >
                {t('orders.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('orders.page', { page, pages })}</span>
              <Button
                variant="outline"
                disabled={page >= pages}
                onClick={() => setParam({ page: String(page + 1) })}
              >
                {t('orders.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

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
