import { ApiError, errorMessage } from '@carat/api-client';
import { type LeadDetail, useConvertLead, useUpdateLead } from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { type MessageKey, useI18n } from '@carat/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { useBasePath } from '#lib/base-path.tsx';

type Status = LeadDetail['status'];

/** The status moves, each shown when the lead allows it (the API's `actions`), with its toast. */
const MOVES: {
  action: LeadDetail['actions'][number];
  to: Status;
  label: MessageKey;
  done: MessageKey;
  primary?: boolean;
}[] = [
  {
    action: 'mark_contacted',
    to: 'contacted',
    label: 'leads.detail.markContacted',
    done: 'leads.markedContacted',
    primary: true,
  },
  { action: 'close', to: 'closed', label: 'leads.detail.close', done: 'leads.closed' },
  { action: 'reopen', to: 'new', label: 'leads.detail.reopen', done: 'leads.reopened' },
];

/**
 * Following a request up: mark it contacted, close it (or reopen it), or turn it into a client and an
 * order, which then opens. A request that became an order only links to it.
 */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const update = useUpdateLead();
  const convert = useConvertLead();

  if (lead.order) {
    return (
      <p className="border-t border-border pt-4 text-sm text-muted-foreground">
        {t('leads.detail.converted', { number: lead.order.number })}
      </p>
    );
  }

  const move = async (to: Status, done: MessageKey) => {
    try {
      await update.mutateAsync({ id: lead.id, change: { status: to } });
      toast.success(t(done));
    } catch (error) {
      toast.error(t('leads.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  const createOrder = async () => {
    try {
      const order = await convert.mutateAsync({ id: lead.id, locale });
      toast.success(t('leads.orderCreated', { number: order.number }));
      navigate(`${base}/orders?order=${order.id}`);
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === 'already_converted'
          ? t('leads.alreadyConverted')
          : errorMessage(error, locale);
      toast.error(t('leads.convertFailed'), { description: message });
    }
  };

  const busy = update.isPending || convert.isPending;
  return (
    <section aria-labelledby="lead-actions" className="grid gap-3 border-t border-border pt-4">
      <h3 id="lead-actions" className="font-medium">
        {t('leads.detail.actions')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {MOVES.filter((option) => lead.actions.includes(option.action)).map((option) => (
          <Button
            key={option.to}
            variant={option.primary ? 'default' : 'outline'}
            disabled={busy}
            loading={update.isPending && update.variables?.change.status === option.to}
            onClick={() => void move(option.to, option.done)}
          >
            {t(option.label)}
          </Button>
        ))}
        {lead.actions.includes('convert') ? (
          <Button
            variant="gold"
            disabled={busy}
            loading={convert.isPending}
            onClick={() => void createOrder()}
          >
            {t('leads.detail.convert')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t('leads.detail.convertHint')}</p>
    </section>
  );
}
