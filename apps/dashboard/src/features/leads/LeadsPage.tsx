import { useLeadStats, useLeads, useMe } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { CalendarDays, CheckCircle2, Inbox, MessageCircle, Sparkles } from 'lucide-react';
import { ListStates } from '#components/ListStates.tsx';
import { FilterSelect, ListToolbar } from '#components/ListToolbar.tsx';
import { Pagination, pageCount } from '#components/Pagination.tsx';
import { StatTile } from '#components/StatTile.tsx';
import { StatTiles } from '#components/StatTiles.tsx';
import { formatNumber } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { LeadCard } from './LeadCard.tsx';
import { LeadDetailSheet } from './LeadDetailSheet.tsx';

const PAGE_SIZE = 20;
const STATUSES = ['new', 'contacted', 'closed'] as const;
const KINDS = ['custom', 'basket'] as const;

/**
 * 'Demandes': what visitors send from the showroom (custom requests, enquiry baskets), newest first, with
 * its tiles, search and filters; each opens in a sheet to be answered or turned into an order.
 */
export function LeadsPage() {
  const { t, locale } = useI18n();
  const { params, search, setSearch, q, page, setParam, setFilter, oneOf } = useListParams();
  const status = oneOf('status', STATUSES);
  const kind = oneOf('kind', KINDS);
  const viewing = params.get('lead');

  const me = useMe();
  const timeZone = me.data?.business.timeZone ?? 'Europe/London';
  const stats = useLeadStats();
  const list = useLeads({
    q: q || undefined,
    status: status ?? undefined,
    kind: kind ?? undefined,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const pages = pageCount(list.data?.total, PAGE_SIZE);
  const figure = (value: number | undefined) => formatNumber(value ?? 0, locale);

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="font-display text-4xl">{t('leads.title')}</h1>
        <p className="text-muted-foreground">{t('leads.subtitle')}</p>
      </header>

      <StatTiles label={t('leads.title')} error={stats.error} onRetry={stats.refetch}>
        <StatTile
          label={t('leads.tile.new')}
          icon={Sparkles}
          loading={stats.isLoading}
          value={figure(stats.data?.new)}
        />
        <StatTile
          label={t('leads.tile.contacted')}
          icon={MessageCircle}
          loading={stats.isLoading}
          value={figure(stats.data?.contacted)}
        />
        <StatTile
          label={t('leads.tile.closed')}
          icon={CheckCircle2}
          loading={stats.isLoading}
          value={figure(stats.data?.closed)}
        />
        <StatTile
          label={t('leads.tile.thisMonth')}
          icon={CalendarDays}
          loading={stats.isLoading}
          value={figure(stats.data?.thisMonth)}
        />
      </StatTiles>

      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('leads.search')}
        label={t('leads.searchLabel')}
      >
        <FilterSelect
          value={status ?? 'all'}
          onValueChange={(value) => setFilter('status', value)}
          label={t('leads.filter.status')}
          allLabel={t('leads.filter.allStatuses')}
          options={STATUSES.map((s) => ({ value: s, label: t(`leads.status.${s}`) }))}
        />
        <FilterSelect
          value={kind ?? 'all'}
          onValueChange={(value) => setFilter('kind', value)}
          label={t('leads.filter.kind')}
          allLabel={t('leads.filter.allKinds')}
          options={KINDS.map((k) => ({ value: k, label: t(`leads.kind.${k}`) }))}
        />
      </ListToolbar>

      <ListStates
        list={list}
        errorTitle={t('leads.error.title')}
        filtered={Boolean(q || status || kind)}
        noResults={{ title: t('leads.noResults.title'), description: t('leads.noResults.body') }}
        empty={{
          icon: <Inbox aria-hidden="true" />,
          title: t('leads.empty.title'),
          description: t('leads.empty.body'),
          action: null,
        }}
        results={(count, exact) => t(exact ? 'leads.results' : 'leads.resultsAtLeast', { count })}
      >
        {(data) => (
          <>
            <ul
              className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
              aria-label={t('leads.listLabel')}
              aria-busy={list.isFetching}
            >
              {data.items.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} timeZone={timeZone} onOpen={() => setParam({ lead: lead.id })} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pages={pages}
              onPage={(to) => setParam({ page: String(to) })}
              label={t('leads.page', { page, pages })}
              previousLabel={t('leads.previous')}
              nextLabel={t('leads.next')}
            />
          </>
        )}
      </ListStates>

      <LeadDetailSheet
        leadId={viewing}
        timeZone={timeZone}
        onOpenChange={(open) => !open && setParam({ lead: null })}
      />
    </div>
  );
}
