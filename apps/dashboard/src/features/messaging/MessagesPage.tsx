import { type MessageItem, useMessages } from '@carat/api-client/react';
import { Button, EmptyState, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { MessageSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { formatDate } from '#lib/format.ts';
import { ChannelBadge, MessageThread } from './MessageThread.tsx';

interface Conversation {
  key: string;
  clientId: string | null;
  title: string;
  last: MessageItem;
  unanswered: boolean;
}

/** The latest message of each client (or unknown number), newest first. */
function conversations(items: readonly MessageItem[], unknown: string): Conversation[] {
  const seen = new Map<string, Conversation>();
  for (const message of items) {
    const number = message.direction === 'inbound' ? message.from : message.to;
    const key = message.clientId ?? message.leadId ?? number ?? message.id;
    if (seen.has(key)) continue;
    seen.set(key, {
      key,
      clientId: message.clientId,
      title: message.clientName ?? message.leadName ?? number ?? unknown,
      last: message,
      unanswered: message.direction === 'inbound',
    });
  }
  return [...seen.values()];
}

/** 'Messages': conversations by client on the left, the open one's thread and answer box on the right. */
export function MessagesPage() {
  const { t, locale } = useI18n();
  const inbox = useMessages(null);
  const [open, setOpen] = useState<string | null>(null);
  const list = useMemo(() => conversations(inbox.data?.items ?? [], t('messaging.unknown')), [inbox.data, t]);
  const current = list.find((c) => c.key === open) ?? null;

  return (
    <div className="grid gap-6">
      <PageHeader title={t('messaging.title')} subtitle={t('messaging.subtitle')} />
      {inbox.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : inbox.isError ? (
        <div className="grid justify-items-start gap-2">
          <p>{t('messaging.error')}</p>
          <Button variant="outline" onClick={() => inbox.refetch()}>
            {t('messaging.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<MessageSquare />}
          title={t('messaging.empty')}
          description={t('messaging.emptyText')}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
          <ul
            className="grid content-start gap-2"
            aria-label={t('messaging.title')}
            data-testid="conversations"
          >
            {list.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  onClick={() => setOpen(c.key)}
                  aria-current={c.key === open ? 'true' : undefined}
                  className="grid w-full gap-1 rounded-lg border border-border bg-card p-3 text-left hover:bg-muted focus-visible:outline-2 aria-[current=true]:border-primary"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className={`truncate ${c.unanswered ? 'font-semibold' : 'font-medium'}`}>
                      {c.title}
                    </span>
                    <ChannelBadge channel={c.last.channel} />
                  </span>
                  <span className="truncate text-sm text-muted-foreground">{c.last.body}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatDate(c.last.createdAt, locale)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="rounded-lg border border-border p-4">
            {current?.clientId ? (
              <MessageThread key={current.clientId} clientId={current.clientId} />
            ) : current ? (
              <p className="text-sm text-muted-foreground">
                {t('messaging.lead')} : {current.last.body}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('messaging.pick')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
