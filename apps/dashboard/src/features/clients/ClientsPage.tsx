import { errorMessage } from '@carat/api-client';
import {
  type ClientSummary,
  useClientStats,
  useClients,
  useDeleteClient,
  useExportClients,
  useMe,
} from '@carat/api-client/react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Crown, Download, Sparkles, Upload, UserPlus, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { FilterSelect, ListToolbar } from '#components/ListToolbar.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { ClientCard } from './ClientCard.tsx';
import { ClientFormDialog } from './ClientFormDialog.tsx';
import { ClientImportDialog } from './ClientImportDialog.tsx';
import { ClientProfileSheet } from './ClientProfileSheet.tsx';

const PAGE_SIZE = 24;
const STATUSES = ['vip', 'active', 'new'] as const;

export function ClientsPage() {
  const { t, locale } = useI18n();
  // The search, filter and page live in the URL: a reload or a shared link shows the same list.
  const { params, search, setSearch, q, page, setParam, setFilter, oneOf } = useListParams();
  const status = oneOf('status', STATUSES) ?? 'all';

  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const stats = useClientStats();
  const list = useClients({
    q: q || undefined,
    status: status === 'all' ? undefined : status,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const remove = useDeleteClient();
  const exportCsv = useExportClients();
  const [importing, setImporting] = useState(false);

  const [formOpen, setFormOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The profile open is in the address too (?client=…), so another page can link to it.
  const viewing = params.get('client');
  const setViewing = (id: string | null) => setParam({ client: id });
  const [deleting, setDeleting] = useState<ClientSummary | null>(null);

  const openCreate = () => {
    setEditingId(null);
    setFormOpen(true);
  };
  const openEdit = (id: string) => {
    setEditingId(id);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('clients.deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(t('clients.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  const pages = pageCount(list.data?.total, PAGE_SIZE);
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{t('clients.title')}</h1>
          <p className="text-muted-foreground">{t('clients.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" /> {t('clients.import.open')}
          </Button>
          <Button
            variant="outline"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv
                .mutateAsync(locale)
                .catch((error: unknown) =>
                  toast.error(t('clients.exportFailed'), { description: errorMessage(error, locale) }),
                )
            }
          >
            <Download aria-hidden="true" /> {t('clients.export')}
          </Button>
          <Button onClick={openCreate}>
            <UserPlus aria-hidden="true" /> {t('clients.add')}
          </Button>
        </div>
      </header>

      <StatTiles label={t('clients.title')}>
        <StatTile
          label={t('clients.tile.total')}
          icon={Users}
          loading={stats.isLoading}
          value={formatNumber(stats.data?.total ?? 0, locale)}
        />
        <StatTile
          label={t('clients.tile.vip')}
          icon={Crown}
          loading={stats.isLoading}
          value={formatNumber(stats.data?.vip ?? 0, locale)}
        />
        <StatTile
          label={t('clients.tile.new')}
          icon={Sparkles}
          loading={stats.isLoading}
          value={formatNumber(stats.data?.new ?? 0, locale)}
        />
        <StatTile
          label={t('clients.tile.averageSpend')}
          icon={Wallet}
          loading={stats.isLoading}
          value={money(stats.data?.averageSpendMinor ?? 0, stats.data?.currency ?? currency, locale)}
        />
      </StatTiles>

      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('clients.search')}
        label={t('clients.searchLabel')}
        searchClassName="min-w-64"
      >
        <FilterSelect
          value={status}
          onValueChange={(value) => setFilter('status', value)}
          label={t('clients.filter.label')}
          allLabel={t('clients.filter.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`clients.statusOption.${s}`) }))}
          triggerClassName="w-48"
        />
      </ListToolbar>

      <ListStates
        list={list}
        skeleton={<ListSkeleton className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" itemClassName="h-48" />}
        errorTitle={t('clients.error.title')}
        filtered={Boolean(q || status !== 'all')}
        noResults={{
          title: t('clients.noResults.title'),
          description: t('clients.noResults.body', { q: q || status }),
        }}
        empty={{
          icon: <Users aria-hidden="true" />,
          title: t('clients.empty.title'),
          description: t('clients.empty.body'),
          action: <Button onClick={openCreate}>{t('clients.add')}</Button>,
        }}
        results={(count, exact) => t(exact ? 'clients.results' : 'clients.resultsAtLeast', { count })}
      >
        {(data) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching}>
              {data.items.map((client) => (
                <li key={client.id}>
                  <ClientCard
                    client={client}
                    currency={currency}
                    onView={() => setViewing(client.id)}
                    onEdit={() => openEdit(client.id)}
                    onDelete={() => setDeleting(client)}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pages={pages}
              onPage={(to) => setParam({ page: String(to) })}
              label={t('clients.page', { page, pages })}
              previousLabel={t('clients.previous')}
              nextLabel={t('clients.next')}
            />
          </>
        )}
      </ListStates>

      <ClientFormDialog open={formOpen} onOpenChange={setFormOpen} clientId={editingId} />
      <ClientImportDialog open={importing} onOpenChange={setImporting} />
      <ClientProfileSheet
        clientId={viewing}
        currency={currency}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={() => {
          const id = viewing;
          setViewing(null);
          if (id) openEdit(id);
        }}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('clients.deleteConfirm.title', { name: deleting?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('clients.deleteConfirm.body')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('clients.deleteConfirm.cancel')}
            </Button>
            <Button variant="destructive" loading={remove.isPending} onClick={confirmDelete}>
              {t('clients.deleteConfirm.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
