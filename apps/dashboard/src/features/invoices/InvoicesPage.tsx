import { errorMessage } from '@carat/api-client';
import { useDuplicateLastInvoice, useInvoiceStats, useInvoices, useMe } from '@carat/api-client/react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
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
import { intlLocale, useI18n } from '@carat/ui/i18n';
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  Copy,
  FileText,
  MoreHorizontal,
  Plus,
  Settings,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { ListStates } from '#components/ListStates.tsx';
import { FilterSelect, ListToolbar } from '#components/ListToolbar.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';
import { useListParams } from '#lib/useListParams.ts';
import { CreateInvoiceDialog } from './CreateInvoiceDialog.tsx';
import { SendInvoiceDialog, useInvoiceActions, VoidInvoiceDialog } from './InvoiceActions.tsx';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { InvoiceViewDialog } from './InvoiceViewDialog.tsx';
import { invoiceMoney as money } from './money.ts';

const PAGE_SIZE = 20;
const STATUSES = ['draft', 'pending', 'overdue', 'paid', 'void'] as const;

/** The invoices: tiles, the searchable register, the create dialog, the settings and each invoice's actions. */
export function InvoicesPage() {
  const { t, locale } = useI18n();
  const { params, search, setSearch, q, page, setParam, setFilter, oneOf } = useListParams();
  const status = oneOf('status', STATUSES);
  const viewing = params.get('invoice');
  const [creating, setCreating] = useState(false);
  const [configuring, setConfiguring] = useState(false);

  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const stats = useInvoiceStats();
  const list = useInvoices({
    q: q || undefined,
    status: status ?? undefined,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
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
  const pages = pageCount(list.data?.total, PAGE_SIZE);

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{t('invoices.title')}</h1>
          <p className="text-muted-foreground">{t('invoices.subtitle')}</p>
        </div>
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
      </header>

      <StatTiles label={t('invoices.title')} error={stats.error}>
        <StatTile
          label={t('invoices.tile.paid')}
          icon={CheckCircle2}
          loading={stats.isLoading}
          {...tile('paid')}
        />
        <StatTile
          label={t('invoices.tile.pending')}
          icon={Clock}
          loading={stats.isLoading}
          {...tile('pending')}
        />
        <StatTile
          label={t('invoices.tile.overdue')}
          icon={AlertTriangle}
          loading={stats.isLoading}
          {...tile('overdue')}
        />
        <StatTile
          label={t('invoices.tile.total')}
          icon={Wallet}
          loading={stats.isLoading}
          {...tile('total')}
        />
      </StatTiles>

      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('invoices.search')}
        label={t('invoices.searchLabel')}
      >
        <FilterSelect
          value={status ?? 'all'}
          onValueChange={(value) => setFilter('status', value)}
          label={t('invoices.filter.label')}
          allLabel={t('invoices.filter.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
        />
      </ListToolbar>

      <ListStates
        list={list}
        errorTitle={t('invoices.error.title')}
        filtered={Boolean(q || status)}
        noResults={{ title: t('invoices.noResults.title'), description: t('invoices.noResults.body') }}
        empty={{
          icon: <FileText aria-hidden="true" />,
          title: t('invoices.empty.title'),
          description: t('invoices.empty.body'),
          action: <Button onClick={() => setCreating(true)}>{t('invoices.create')}</Button>,
        }}
        results={(count, exact) => t(exact ? 'invoices.results' : 'invoices.resultsAtLeast', { count })}
      >
        {(data) => (
          <>
            <Table aria-busy={list.isFetching} data-testid="invoices-table">
              <TableCaption className="sr-only">
                {t('invoices.tableCaption', { count: data.total })}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('invoices.col.id')}</TableHead>
                  <TableHead>{t('invoices.col.client')}</TableHead>
                  <TableHead className="text-end">{t('invoices.col.amount')}</TableHead>
                  <TableHead>{t('invoices.col.date')}</TableHead>
                  <TableHead>{t('invoices.col.dueDate')}</TableHead>
                  <TableHead>{t('invoices.col.status')}</TableHead>
                  <TableHead className="text-end">{t('invoices.col.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((invoice) => {
                  const label = invoice.number ?? t('invoices.draftNumber');
                  return (
                    <TableRow key={invoice.id} data-testid="invoice-row">
                      <TableCell className="font-medium">
                        <button
                          type="button"
                          className="rounded-sm text-start underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                          onClick={() => open(invoice.id)}
                        >
                          {label}
                        </button>
                      </TableCell>
                      <TableCell>{invoice.clientName || '—'}</TableCell>
                      <TableCell className="text-end tabular-nums">
                        {money(invoice.amountDueMinor, invoice.currency, locale)}
                      </TableCell>
                      <TableCell>{shortDate(invoice.issueDate ?? invoice.createdAt, locale)}</TableCell>
                      <TableCell>{shortDate(invoice.dueDate, locale)}</TableCell>
                      <TableCell>
                        <InvoiceStatusBadge status={invoice.displayStatus} />
                      </TableCell>
                      <TableCell className="text-end">
                        <DropdownMenu>
                          <DropdownMenuTrigger asChild>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('invoices.menu', { number: label })}
                            >
                              <MoreHorizontal aria-hidden="true" />
                            </Button>
                          </DropdownMenuTrigger>
                          <DropdownMenuContent align="end">
                            <DropdownMenuItem onSelect={() => open(invoice.id)}>
                              {t('invoices.view')}
                            </DropdownMenuItem>
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
                                <DropdownMenuItem
                                  variant="destructive"
                                  onSelect={() => actions.setVoiding(invoice)}
                                >
                                  {t('invoices.void')}
                                </DropdownMenuItem>
                              </>
                            ) : null}
                            {invoice.actions.includes('delete') ? (
                              <>
                                <DropdownMenuSeparator />
                                <DropdownMenuItem
                                  variant="destructive"
                                  onSelect={() => void actions.remove(invoice)}
                                >
                                  {t('invoices.delete')}
                                </DropdownMenuItem>
                              </>
                            ) : null}
                          </DropdownMenuContent>
                        </DropdownMenu>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pagination
              page={page}
              pages={pages}
              onPage={(to) => setParam({ page: String(to) })}
              label={t('invoices.page', { page, pages })}
              previousLabel={t('invoices.previous')}
              nextLabel={t('invoices.next')}
            />
          </>
        )}
      </ListStates>

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
    </div>
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
