import type { LeadSummary } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { formatDate } from '#lib/format.ts';
import { LeadKindBadge, LeadStatusBadge } from './LeadBadges.tsx';

/**
 * One request in the list: who, which kind, when, what about (the pieces, or the message's first line)
 * and where it stands. The whole card is one button that opens the request.
 */
export function LeadCard({
  lead,
  timeZone,
  onOpen,
}: {
  lead: LeadSummary;
  timeZone: string;
  onOpen: () => void;
}) {
  const { t, locale } = useI18n();
  const pieces = t('leads.pieces', { count: lead.pieceCount });
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="lead-card"
      className="grid w-full gap-2 rounded-lg border border-border bg-card p-4 text-start transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{lead.name}</span>
        <LeadStatusBadge status={lead.status} />
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <LeadKindBadge kind={lead.kind} />
        <time dateTime={lead.createdAt}>{formatDate(lead.createdAt, locale, timeZone)}</time>
        {lead.kind === 'basket' ? <span>· {pieces}</span> : null}
      </span>
      <span className="line-clamp-2 text-sm break-words">{lead.headline || t('leads.noMessage')}</span>
    </button>
  );
}
