import { useLeadRows, useLeadStats, useMe } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { CalendarDays, CheckCircle2, Inbox, MessageCircle, Sparkles } from 'lucide-react';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListCards } from '#components/list-page/ListCards.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { ListTiles } from '#components/list-page/ListTiles.tsx';
import { formatNumber } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { LeadCard } from './LeadCard.tsx';
import { LeadDetailSheet } from './LeadDetailSheet.tsx';

const STATUSES = ['new', 'contacted', 'closed'] as const;
const KINDS = ['custom', 'basket'] as const;
/** The card grid's columns, as its classes lay them out (xl: 3, md: 2). */
const CARD_LANES = [
  ['(min-width: 80rem)', 3],
  ['(min-width: 48rem)', 2],
] as const;

/**
 * 'Demandes': what visitors send from the showroom (custom requests, enquiry baskets), newest first, with
 * its tiles, search and filters; each opens in a sheet to be answered or turned into an order.
 */
export function LeadsPage() {
  const { t, locale } = useI18n();
  const listParams = useListParams();
  const { params, q, setParam, setFilter, oneOf } = listParams;
  const status = oneOf('status', STATUSES);
  const kind = oneOf('kind', KINDS);
  const viewing = params.get('lead');

  const me = useMe();
  const timeZone = me.data?.business.timeZone ?? 'Europe/London';
  const stats = useLeadStats();
  const list = useLeadRows({
    ...listParams.rowsQuery(),
    status: status ?? undefined,
    kind: kind ?? undefined,
  });
  const figure = (value: number | undefined) => formatNumber(value ?? 0, locale);

  return (
    <ListPage
      name="leads"
      params={listParams}
      tiles={
        <ListTiles
          label={t('leads.title')}
          loading={stats.isLoading}
          error={stats.error}
          onRetry={stats.refetch}
          tiles={[
            { label: t('leads.tile.new'), icon: Sparkles, value: figure(stats.data?.new) },
            { label: t('leads.tile.contacted'), icon: MessageCircle, value: figure(stats.data?.contacted) },
            { label: t('leads.tile.closed'), icon: CheckCircle2, value: figure(stats.data?.closed) },
            { label: t('leads.tile.thisMonth'), icon: CalendarDays, value: figure(stats.data?.thisMonth) },
          ]}
        />
      }
      filters={
        <>
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
        </>
      }
      list={list}
      filtered={Boolean(q || status || kind)}
      empty={{ icon: <Inbox aria-hidden="true" />, action: null }}
      overlays={
        <LeadDetailSheet
          leadId={viewing}
          timeZone={timeZone}
          onOpenChange={(open) => !open && setParam({ lead: null })}
        />
      }
    >
      {(data, busy, more) => (
        <ListCards
          items={data.items}
          busy={busy}
          label={t('leads.listLabel')}
          className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
          lanes={CARD_LANES}
          estimate={150}
          total={data.total}
          more={more}
          onOpen={(lead) => setParam({ lead: lead.id })}
        >
          {(lead) => <LeadCard lead={lead} timeZone={timeZone} onOpen={() => setParam({ lead: lead.id })} />}
        </ListCards>
      )}
    </ListPage>
  );
}
