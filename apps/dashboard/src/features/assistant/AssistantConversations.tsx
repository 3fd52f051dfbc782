import { errorMessage } from '@carat/api-client';
import {
  type AssistantConversationSummary,
  useAssistantConversation,
  useAssistantConversations,
} from '@carat/api-client/react';
import {
  Badge,
  Button,
  EmptyState,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useState } from 'react';

function who(conversation: AssistantConversationSummary, anonymous: string) {
  const lead = conversation.lead as { name?: string | null; email?: string | null };
  return lead.name ?? lead.email ?? anonymous;
}

/** The assistant's conversations, newest first; one opens with its transcript and its score's reasons. */
export function AssistantConversations() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useAssistantConversations(page);
  const detail = useAssistantConversation(open);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('assistant.conversations.error')} — {errorMessage(list.error, locale)}
      </p>
    );
  }
  const { items, total, pageSize } = list.data;
  if (items.length === 0) return <EmptyState title={t('assistant.conversations.empty')} />;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => setOpen(c.id)}
              aria-label={`${t('assistant.conversations.open')} — ${who(c, t('assistant.conversations.anonymous'))}`}
            >
              <span className="grid">
                <span className="font-medium">{who(c, t('assistant.conversations.anonymous'))}</span>
                <span className="text-sm text-muted-foreground">
                  {dateTime.format(new Date(c.updatedAt))} ·{' '}
                  {t('assistant.conversations.messages', { count: c.messageCount })}
                </span>
              </span>
              <span className="flex flex-wrap gap-1">
                {c.score !== null ? (
                  <Badge variant="secondary">{t('assistant.conversations.score', { score: c.score })}</Badge>
                ) : null}
                {c.appointmentId ? <Badge>{t('assistant.conversations.booked')}</Badge> : null}
                {c.leadId ? <Badge variant="outline">{t('assistant.conversations.lead')}</Badge> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {total > pageSize ? (
        <div className="flex gap-2">
          <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('assistant.conversations.previous')}
          </Button>
          <Button variant="outline" disabled={page * pageSize >= total} onClick={() => setPage(page + 1)}>
            {t('assistant.conversations.next')}
          </Button>
        </div>
      ) : null}
      <Sheet open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
          <SheetHeader>
            <SheetTitle>{t('assistant.transcript.title')}</SheetTitle>
            <SheetDescription>
              {detail.data ? who(detail.data, t('assistant.conversations.anonymous')) : ''}
            </SheetDescription>
          </SheetHeader>
          {detail.isPending ? <Skeleton className="m-4 h-40" /> : null}
          {detail.isError ? (
            <p role="alert" className="p-4 text-destructive">
              {errorMessage(detail.error, locale)}
            </p>
          ) : null}
          {detail.data ? (
            <div className="grid gap-4 p-4">
              {detail.data.reasons.length > 0 ? (
                <section aria-labelledby="transcript-reasons" className="grid gap-1">
                  <h3 id="transcript-reasons" className="font-medium">
                    {t('assistant.transcript.reasons')} ({detail.data.score}/100)
                  </h3>
                  <ul className="list-disc pl-5 text-sm">
                    {detail.data.reasons.map((reason) => (
                      <li key={reason.code}>
                        {reason.text[locale]} ({reason.points > 0 ? '+' : ''}
                        {reason.points})
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <ol className="grid gap-2">
                {detail.data.messages.map((message, i) => (
                  <li
                    key={i}
                    className={
                      message.role === 'visitor'
                        ? 'ml-8 rounded-md bg-muted p-2 text-sm'
                        : 'mr-8 rounded-md border p-2 text-sm'
                    }
                  >
                    <span className="block text-xs text-muted-foreground">
                      {t(`assistant.transcript.${message.role}`)}
                    </span>
                    <span className="whitespace-pre-wrap">{message.text}</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </SheetContent>
      </Sheet>
    </div>
  );
}
