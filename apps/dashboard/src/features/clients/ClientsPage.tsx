import { errorMessage } from '@carat/api-client';
import {
  type ClientSummary,
  useClientRows,
  useClientStats,
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
import { ListSkeleton } from '#components/ListStates.tsx';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListCards } from '#components/list-page/ListCards.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { ListTiles } from '#components/list-page/ListTiles.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { ClientCard } from './ClientCard.tsx';
import { ClientFormDialog } from './ClientFormDialog.tsx';
import { ClientImportDialog } from './ClientImportDialog.tsx';
import { ClientProfileSheet } from './ClientProfileSheet.tsx';

const STATUSES = ['vip', 'active', 'new'] as const;
/** The card grid's columns, as its classes lay them out (xl: 3, sm: 2). */
const CARD_LANES = [
  ['(min-width: 80rem)', 3],
  ['(min-width: 40rem)', 2],
] as const;

export function ClientsPage() {
  const { t, locale } = useI18n();
  // The search, filter and page live in the URL: a reload or a shared link shows the same list.
  const listParams = useListParams();
  const { params, q, setParam, setFilter, oneOf } = listParams;
  const status = oneOf('status', STATUSES) ?? 'all';

  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const stats = useClientStats();
  const list = useClientRows({
    ...listParams.rowsQuery(),
    status: status === 'all' ? undefined : status,
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

  const figure = (value: number | undefined) => formatNumber(value ?? 0, locale);
  return (
    <ListPage
      name="clients"
      params={listParams}
      actions={
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
      }
      tiles={
        <ListTiles
          label={t('clients.title')}
          loading={stats.isLoading}
          tiles={[
            { label: t('clients.tile.total'), icon: Users, value: figure(stats.data?.total) },
            { label: t('clients.tile.vip'), icon: Crown, value: figure(stats.data?.vip) },
            { label: t('clients.tile.new'), icon: Sparkles, value: figure(stats.data?.new) },
            {
              label: t('clients.tile.averageSpend'),
              icon: Wallet,
              value: money(stats.data?.averageSpendMinor ?? 0, stats.data?.currency ?? currency, locale),
            },
          ]}
        />
      }
      searchClassName="min-w-64"
      filters={
        <FilterSelect
          value={status}
          onValueChange={(value) => setFilter('status', value)}
          label={t('clients.filter.label')}
          allLabel={t('clients.filter.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`clients.statusOption.${s}`) }))}
          triggerClassName="w-48"
        />
      }
      list={list}
      skeleton={<ListSkeleton className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" itemClassName="h-48" />}
      filtered={Boolean(q || status !== 'all')}
      noResultsParams={{ q: q || status }}
      empty={{
        icon: <Users aria-hidden="true" />,
        action: <Button onClick={openCreate}>{t('clients.add')}</Button>,
      }}
      overlays={
        <>
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
        </>
      }
    >
      {(data, busy, more) => (
        <ListCards
          items={data.items}
          busy={busy}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          lanes={CARD_LANES}
          estimate={192}
          gap={16}
          total={data.total}
          more={more}
          onOpen={(client) => setViewing(client.id)}
        >
          {(client) => (
            <ClientCard
              client={client}
              currency={currency}
              onView={() => setViewing(client.id)}
              onEdit={() => openEdit(client.id)}
              onDelete={() => setDeleting(client)}
            />
          )}
        </ListCards>
      )}
    </ListPage>
  );
}
