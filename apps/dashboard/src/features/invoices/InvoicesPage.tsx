import { errorMessage } from '@carat/api-client';
import {
  type InvoiceSummary,
  useDuplicateLastInvoice,
  useInvoiceRows,
  useInvoiceStats,
  useMe,
} from '@carat/api-client/react';
import { INVOICE_DISPLAY_STATUSES } from '@carat/domain/invoice';
import { Button, DropdownMenuItem, DropdownMenuSeparator, toast } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { AlertTriangle, CheckCircle2, Clock, Copy, FileText, Plus, Settings, Wallet } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { ListTiles } from '#components/list-page/ListTiles.tsx';
import { RowMenu } from '#components/list-page/RowMenu.tsx';
import { useIsDemo } from '#lib/base-path.tsx';
import { useListParams } from '#lib/useListParams.ts';
import { CreateInvoiceDialog } from './CreateInvoiceDialog.tsx';
import {
  type InvoiceActions,
  SendInvoiceDialog,
  useInvoiceActions,
  VoidInvoiceDialog,
} from './InvoiceActions.tsx';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { InvoiceViewDialog } from './InvoiceViewDialog.tsx';
import { invoiceMoney as money } from './money.ts';

/** The invoices: tiles, the searchable register, the create dialog, the settings and each invoice's actions. */
export function InvoicesPage() {
  const { t, locale } = useI18n();
  const isDemo = useIsDemo();
  const listParams = useListParams();
  const { params, q, setParam, setFilter, oneOf } = listParams;
  const status = oneOf('status', INVOICE_DISPLAY_STATUSES);
  const viewing = params.get('invoice');
  const [creating, setCreating] = useState(false);
  const [configuring, setConfiguring] = useState(false);

  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const stats = useInvoiceStats();
  const list = useInvoiceRows({ ...listParams.rowsQuery(), status: status ?? undefined });
  const duplicateLast = useDuplicateLastInvoice();
  const open = (id: string) => setParam({ invoice: id });
  const actions = useInvoiceActions({ onDuplicated: open });

  const duplicateTheLast = async () => {
    try {
      const copy = await duplicateLast.mutateAsync();
      toast.success(t('invoices.duplicated'));
      open(copy.id);
    } catch (error) {
      toast.error(t('invoices.actionFailed'), { description: errorMessage(error, locale) });
    }
  };

  const tileCurrency = stats.data?.currency ?? currency;
  const tile = (key: 'paid' | 'pending' | 'overdue' | 'total') => ({
    value: money(stats.data?.[key].amountMinor ?? 0, tileCurrency, locale),
    hint: t('invoices.tile.count', { count: stats.data?.[key].count ?? 0 }),
  });
  const columns: ListColumn<InvoiceSummary>[] = [
    {
      header: t('invoices.col.id'),
      cellClassName: 'font-medium',
      cell: (invoice) => (
        <RowOpenButton onClick={() => open(invoice.id)}>
          {invoice.number ?? t('invoices.draftNumber')}
        </RowOpenButton>
      ),
    },
    { header: t('invoices.col.client'), cell: (invoice) => invoice.clientName || '—' },
    {
      header: t('invoices.col.amount'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (invoice) => money(invoice.amountDueMinor, invoice.currency, locale),
    },
    {
      header: t('invoices.col.date'),
      cell: (invoice) => shortDate(invoice.issueDate ?? invoice.createdAt, locale),
    },
    { header: t('invoices.col.dueDate'), cell: (invoice) => shortDate(invoice.dueDate, locale) },
    {
      header: t('invoices.col.status'),
      cell: (invoice) => <InvoiceStatusBadge status={invoice.displayStatus} />,
    },
    {
      header: t('invoices.col.actions'),
      className: 'text-end',
      cell: (invoice) => <InvoiceRowMenu invoice={invoice} actions={actions} onOpen={open} />,
    },
  ];

  return (
    <ListPage
      name="invoices"
      // The demo's invoices page is 'Factures Pro', as the spec names it.
      title={isDemo ? t('invoices.demoTitle') : undefined}
      params={listParams}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConfiguring(true)}>
            <Settings aria-hidden="true" /> {t('invoices.settings')}
          </Button>
          <Button variant="outline" loading={duplicateLast.isPending} onClick={() => void duplicateTheLast()}>
            <Copy aria-hidden="true" /> {t('invoices.duplicateLast')}
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> {t('invoices.create')}
          </Button>
        </div>
      }
      tiles={
        <ListTiles
          label={t('invoices.title')}
          loading={stats.isLoading}
          error={stats.error}
          tiles={[
            { label: t('invoices.tile.paid'), icon: CheckCircle2, ...tile('paid') },
            { label: t('invoices.tile.pending'), icon: Clock, ...tile('pending') },
            { label: t('invoices.tile.overdue'), icon: AlertTriangle, ...tile('overdue') },
            { label: t('invoices.tile.total'), icon: Wallet, ...tile('total') },
          ]}
        />
      }
      filters={
        <FilterSelect
          value={status ?? 'all'}
          onValueChange={(value) => setFilter('status', value)}
          label={t('invoices.filter.label')}
          allLabel={t('invoices.filter.all')}
          options={INVOICE_DISPLAY_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
        />
      }
      list={list}
      filtered={Boolean(q || status)}
      empty={{
        icon: <FileText aria-hidden="true" />,
        action: <Button onClick={() => setCreating(true)}>{t('invoices.create')}</Button>,
      }}
      overlays={
        <>
          <CreateInvoiceDialog
            open={creating}
            currency={currency}
            onOpenChange={setCreating}
            onCreated={(id) => {
              setCreating(false);
              open(id);
            }}
          />
          <InvoiceViewDialog
            invoiceId={viewing}
            actions={actions}
            onOpenChange={(isOpen) => !isOpen && setParam({ invoice: null })}
          />
          <SendInvoiceDialog
            invoice={actions.sending}
            onOpenChange={(isOpen) => !isOpen && actions.setSending(null)}
          />
          <VoidInvoiceDialog
            invoice={actions.voiding}
            onOpenChange={(isOpen) => !isOpen && actions.setVoiding(null)}
          />
          <InvoiceSettingsDialog open={configuring} onOpenChange={setConfiguring} />
        </>
      }
    >
      {(data, busy, more) => (
        <ListTable
          caption={t('invoices.tableCaption', { count: data.total })}
          columns={columns}
          rows={data.items}
          total={data.total}
          more={more}
          onOpen={(invoice) => open(invoice.id)}
          busy={busy}
          testId="invoices-table"
          rowTestId="invoice-row"
        />
      )}
    </ListPage>
  );
}

/** An invoice's actions in its row: those the API says it allows. */
function InvoiceRowMenu({
  invoice,
  actions,
  onOpen,
}: {
  invoice: InvoiceSummary;
  actions: InvoiceActions;
  onOpen: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <RowMenu label={t('invoices.menu', { number: invoice.number ?? t('invoices.draftNumber') })}>
      <DropdownMenuItem onSelect={() => onOpen(invoice.id)}>{t('invoices.view')}</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void actions.downloadPdf(invoice)}>
        {t('invoices.downloadPdf')}
      </DropdownMenuItem>
      {invoice.actions.includes('send') ? (
        <DropdownMenuItem onSelect={() => actions.setSending(invoice)}>
          {t('invoices.sendEmail')}
        </DropdownMenuItem>
      ) : null}
      {invoice.actions.includes('mark_paid') ? (
        <DropdownMenuItem onSelect={() => void actions.markPaid(invoice)}>
          {t('invoices.markPaid')}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem onSelect={() => void actions.duplicate(invoice)}>
        {t('invoices.duplicate')}
      </DropdownMenuItem>
      {invoice.actions.includes('void') ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => actions.setVoiding(invoice)}>
            {t('invoices.void')}
          </DropdownMenuItem>
        </>
      ) : null}
      {invoice.actions.includes('delete') ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => void actions.remove(invoice)}>
            {t('invoices.delete')}
          </DropdownMenuItem>
        </>
      ) : null}
    </RowMenu>
  );
}

/** '12 nov. 2026': short enough for a table column. */
function shortDate(value: string, locale: 'fr' | 'en'): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
