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
  EmptyState,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Crown, Download, Search, Sparkles, Upload, UserPlus, Users, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StatTile } from '#components/StatTile.tsx';
import { formatNumber, money } from '#lib/format.ts';
import { useDebouncedValue } from '#lib/useDebouncedValue.ts';
import { ClientCard } from './ClientCard.tsx';
import { ClientFormDialog } from './ClientFormDialog.tsx';
import { ClientImportDialog } from './ClientImportDialog.tsx';
import { ClientProfileSheet } from './ClientProfileSheet.tsx';

const PAGE_SIZE = 24;
type StatusFilter = 'all' | 'vip' | 'active' | 'new';

export function ClientsPage() {
  const { t, locale } = useI18n();
  // The search, filter and page live in the URL: a reload or a shared link shows the same list.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const status = (params.get('status') as StatusFilter | null) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useDebouncedValue(search.trim(), 250);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // The debounced search goes into the URL (and back to page 1) once it settles.
  const urlQ = params.get('q') ?? '';
  useEffect(() => {
    if (urlQ !== q) setParam({ q, page: null });
  });

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
  const [viewing, setViewing] = useState<string | null>(null);
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
      toast.error(t('clients.saveFailed'), { description: (error as Error).message });
    }
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
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
                  toast.error(t('clients.exportFailed'), { description: (error as Error).message }),
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

      <section aria-label={t('clients.title')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
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
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-64 flex-1">
          <Search
            className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('clients.search')}
            aria-label={t('clients.searchLabel')}
            className="ps-9"
          />
        </div>
        <Select
          value={status}
          onValueChange={(value) => setParam({ status: value === 'all' ? null : value, page: null })}
        >
          <SelectTrigger className="w-48" aria-label={t('clients.filter.label')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('clients.filter.all')}</SelectItem>
            {(['vip', 'active', 'new'] as const).map((s) => (
              <SelectItem key={s} value={s}>
                {t(`clients.statusOption.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {list.isLoading ? (
        <div
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState
          title={t('clients.error.title')}
          description={(list.error as Error).message}
          action={<Button onClick={() => list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : list.data && list.data.items.length === 0 ? (
        q || status !== 'all' ? (
          <EmptyState
            icon={<Search aria-hidden="true" />}
            title={t('clients.noResults.title')}
            description={t('clients.noResults.body', { q: q || status })}
          />
        ) : (
          <EmptyState
            icon={<Users aria-hidden="true" />}
            title={t('clients.empty.title')}
            description={t('clients.empty.body')}
            action={<Button onClick={openCreate}>{t('clients.add')}</Button>}
          />
        )
      ) : list.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.totalIsExact
              ? t('clients.results', { count: formatNumber(list.data.total, locale) })
              : t('clients.resultsAtLeast', { count: formatNumber(list.data.total, locale) })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching}>
            {list.data.items.map((client) => (
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
          {pages > 1 ? (
            <nav
              className="flex items-center justify-between gap-3"
              aria-label={t('clients.page', { page, pages })}
            >
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => setParam({ page: String(page - 1) })}
              >
                {t('clients.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('clients.page', { page, pages })}</span>
              <Button
                variant="outline"
                disabled={page >= pages}
                onClick={() => setParam({ page: String(page + 1) })}
              >
                {t('clients.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

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
