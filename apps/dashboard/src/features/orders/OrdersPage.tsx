import { errorMessage } from '@carat/api-client';
import {
  type OrderSummary,
  useDownloadInvoicePdf,
  useMe,
  useOrderInvoice,
  useOrderRows,
  useOrderStats,
} from '@carat/api-client/react';
import { Button, DropdownMenuItem, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CheckCircle2, Clock, Hammer, Package, Plus, Wallet } from 'lucide-react';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { ListTiles } from '#components/list-page/ListTiles.tsx';
import { RowMenu } from '#components/list-page/RowMenu.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { NewOrderDialog } from './NewOrderDialog.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderDetailSheet } from './order-detail/OrderDetailSheet.tsx';

const STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
const SORTS = ['recent', 'oldest', 'amount-desc', 'amount-asc', 'due'] as const;

/** 'Commandes': the four cards, the searchable table, the new-order form and each order's detail. */
export function OrdersPage() {
  const { t, locale } = useI18n();
  const listParams = useListParams();
  const { params, q, setParam, setFilter, oneOf } = listParams;
  const status = oneOf('status', STATUSES);
  const sort = oneOf('sort', SORTS) ?? 'recent';
  const viewing = params.get('order');
  const creating = params.get('new') === '1';

  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const stats = useOrderStats();
  const list = useOrderRows({ ...listParams.rowsQuery(), status: status ?? undefined, sort });
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

  const revenueCurrency = stats.data?.currency ?? currency;
  const figure = (value: number | undefined) => formatNumber(value ?? 0, locale);
  const open = (id: string) => setParam({ order: id });
  const columns: ListColumn<OrderSummary>[] = [
    {
      header: t('orders.col.id'),
      cellClassName: 'font-medium',
      cell: (order) => <RowOpenButton onClick={() => open(order.id)}>{order.number}</RowOpenButton>,
    },
    { header: t('orders.col.client'), cell: (order) => order.clientName ?? t('orders.noClient') },
    {
      header: t('orders.col.item'),
      cellClassName: 'max-w-64 truncate',
      title: (order) => order.item,
      cell: (order) => order.item,
    },
    { header: t('orders.col.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      header: t('orders.col.amount'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (order) => money(order.amountMinor, order.currency, locale),
    },
    {
      header: t('orders.col.actions'),
      className: 'text-end',
      cell: (order) => (
        <RowMenu label={t('orders.menu', { number: order.number })}>
          <DropdownMenuItem onSelect={() => open(order.id)}>{t('orders.viewDetails')}</DropdownMenuItem>
          {order.actions.includes('download_invoice') ? (
            <DropdownMenuItem onSelect={() => void downloadInvoice(order)}>
              {t('orders.downloadInvoice')}
            </DropdownMenuItem>
          ) : null}
        </RowMenu>
      ),
    },
  ];

  return (
    <ListPage
      name="orders"
      params={listParams}
      actions={
        <Button onClick={() => setParam({ new: '1' })}>
          <Plus aria-hidden="true" /> {t('orders.new')}
        </Button>
      }
      tiles={
        <ListTiles
          label={t('orders.title')}
          loading={stats.isLoading}
          error={stats.error}
          tiles={[
            { label: t('orders.tile.completed'), icon: CheckCircle2, value: figure(stats.data?.completed) },
            { label: t('orders.tile.inProgress'), icon: Hammer, value: figure(stats.data?.inProgress) },
            { label: t('orders.tile.pending'), icon: Clock, value: figure(stats.data?.pending) },
            {
              label: t('orders.tile.revenue'),
              icon: Wallet,
              value: money(stats.data?.revenueMinor ?? 0, revenueCurrency, locale),
              hint: t('orders.tile.revenueHint'),
            },
          ]}
        />
      }
      filters={
        <>
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
        </>
      }
      list={list}
      filtered={Boolean(q || status)}
      empty={{
        icon: <Package aria-hidden="true" />,
        action: <Button onClick={() => setParam({ new: '1' })}>{t('orders.new')}</Button>,
      }}
      overlays={
        <>
          <NewOrderDialog
            open={creating}
            currency={currency}
            onOpenChange={(isOpen) => setParam({ new: isOpen ? '1' : null })}
            onCreated={(id) => setParam({ new: null, order: id })}
          />
          <OrderDetailSheet
            orderId={viewing}
            onOpenChange={(isOpen) => !isOpen && setParam({ order: null })}
          />
        </>
      }
    >
      {(data, busy, more) => (
        <ListTable
          caption={t('orders.tableCaption', { count: data.total })}
          columns={columns}
          rows={data.items}
          total={data.total}
          more={more}
          onOpen={(order) => open(order.id)}
          busy={busy}
          testId="orders-table"
          rowTestId="order-row"
        />
      )}
    </ListPage>
  );
}
