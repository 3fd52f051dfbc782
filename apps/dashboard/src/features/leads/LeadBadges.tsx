import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Bot, Gem, MessageSquare, ShoppingBag } from 'lucide-react';

export type LeadStatus = 'new' | 'contacted' | 'closed';
export type LeadKind = 'custom' | 'basket' | 'assistant' | 'message';

/** New ones stand out (gold), contacted ones are in hand (blue), closed ones step back. */
const statusVariants = { new: 'gold', contacted: 'info', closed: 'outline' } as const;

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={statusVariants[status]} data-status={status}>
      {t(`leads.status.${status}`)}
    </Badge>
  );
}

/** 'Sur mesure' for the Custom Jewelry tile's requests, 'Panier' for enquiry baskets, the assistant's leads. */
export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  const { t } = useI18n();
  const Icon =
    kind === 'custom' ? Gem : kind === 'assistant' ? Bot : kind === 'message' ? MessageSquare : ShoppingBag;
  return (
    <Badge variant="secondary" data-kind={kind}>
      <Icon aria-hidden="true" /> {t(`leads.kind.${kind}`)}
    </Badge>
  );
}
