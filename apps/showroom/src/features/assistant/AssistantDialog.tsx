import { errorMessage } from '@carat/api-client';
import { type AssistantChoice, sendAssistantMessage, useApi } from '@carat/api-client/react';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ASSISTANT_LIMITS } from '@carat/validation/assistant';
import { CalendarCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import {
  forgetConversation,
  loadConversation,
  type StoredConversation,
  type StoredTurn,
  saveConversation,
} from './storage.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showroomName: string;
  welcome: { fr: string | null; en: string | null } | null;
}

/**
 * The assistant's conversation: a modal dialog (focus kept inside, Escape closes, focus returns to the
 * button), the log announced politely as replies arrive, the reply streamed as it comes, pieces and free
 * slots as buttons, and 'talk to the jeweller'. The conversation survives pages and reloads.
 */
export default function AssistantDialog({ open, onOpenChange, showroomName, welcome }: Props) {
  const { t, locale } = useI18n();
  const api = useApi();
  const { slug } = useShowroomScope();
  const [conversation, setConversation] = useState<StoredConversation>(() => loadConversation(slug));
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => saveConversation(slug, conversation), [slug, conversation]);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [conversation.turns.length, streaming]);

  const busy = streaming !== null;
  const send = async (text: string, shown = text) => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    setError(null);
    setDraft('');
    const before = conversation;
    setConversation((c) => ({ ...c, turns: [...c.turns, { role: 'visitor', text: shown.trim() }] }));
    setStreaming('');
    try {
      const reply = await sendAssistantMessage(api, {
        slug,
        visitorToken: before.token,
        message: {
          ...(before.conversationId ? { conversationId: before.conversationId } : {}),
          text: trimmed,
          locale,
        },
        onDelta: (piece) => setStreaming((s) => (s ?? '') + piece),
        onReset: () => setStreaming(''),
      });
      const turn: StoredTurn = {
        role: 'assistant',
        text: reply.reply,
        ...(reply.choices ? { choices: reply.choices } : {}),
        ...(reply.booking ? { booked: true } : {}),
      };
      setConversation((c) => ({ ...c, conversationId: reply.conversationId, turns: [...c.turns, turn] }));
    } catch (failure) {
      // A conversation the server no longer knows (expired, another device): start again next time.
      if ((failure as { status?: number }).status === 404) setConversation(forgetConversation(slug));
      else setConversation(before);
      setDraft(trimmed);
      setError(errorMessage(failure, locale));
    } finally {
      setStreaming(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };
  const pick = (choice: AssistantChoice) => {
    // The slot's instant rides along so the pick is exact; the log shows its label.
    if (choice.kind === 'slot') void send(`${choice.label} (${choice.start})`, choice.label);
  };
  const greeting = welcome?.[locale] || t('assistant.welcome');
  const last = conversation.turns.at(-1);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="flex max-h-[90dvh] flex-col gap-3 sm:max-w-lg"
        data-testid="assistant-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('assistant.title', { name: showroomName })}</DialogTitle>
          <DialogDescription>{t('assistant.description')}</DialogDescription>
        </DialogHeader>
        <ol
          ref={logRef}
          className="grid min-h-40 flex-1 content-start gap-3 overflow-y-auto pr-1"
          aria-live="polite"
          aria-relevant="additions"
          aria-busy={busy}
        >
          <li className="mr-8 rounded-md border p-2 text-sm">{greeting}</li>
          {conversation.turns.map((turn, i) => (
            <li key={i} className="grid gap-2">
              <p
                className={
                  turn.role === 'visitor'
                    ? 'ml-8 rounded-md bg-muted p-2 text-sm'
                    : 'mr-8 whitespace-pre-wrap rounded-md border p-2 text-sm'
                }
              >
                <span className="sr-only">
                  {turn.role === 'visitor' ? t('assistant.you') : t('assistant.bot')} :{' '}
                </span>
                {turn.text}
              </p>
              {turn.booked ? (
                <p className="mr-8 flex items-center gap-2 text-sm font-medium text-success">
                  <CalendarCheck aria-hidden="true" className="size-4" /> {t('assistant.booked')}
                </p>
              ) : null}
              {turn.choices && turn === last ? (
                <Choices choices={turn.choices} onPick={pick} disabled={busy} />
              ) : null}
            </li>
          ))}
          {streaming !== null ? (
            <li
              className="mr-8 whitespace-pre-wrap rounded-md border p-2 text-sm"
              data-testid="assistant-streaming"
            >
              {streaming || <span className="text-muted-foreground">{t('assistant.thinking')}</span>}
            </li>
          ) : null}
        </ol>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {t('assistant.failed')} — {error}
          </p>
        ) : null}
        <form onSubmit={submit} className="grid gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('assistant.placeholder')}
          </label>
          <div className="flex gap-2">
            <textarea
              id={inputId}
              rows={2}
              value={draft}
              maxLength={ASSISTANT_LIMITS.messageMax}
              placeholder={t('assistant.placeholder')}
              className="min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void send(draft);
                }
              }}
            />
            <Button type="submit" disabled={busy || !draft.trim()} aria-label={t('assistant.send')}>
              <Send aria-hidden="true" />
            </Button>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void send(t('assistant.talkText'))}
            >
              {t('assistant.talk')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => setConversation(forgetConversation(slug))}
            >
              {t('assistant.restart')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Choices({
  choices,
  onPick,
  disabled,
}: {
  choices: AssistantChoice[];
  onPick: (choice: AssistantChoice) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const { paths } = useShowroomScope();
  const products = choices.flatMap((c) => (c.kind === 'product' ? [c] : []));
  const slots = choices.flatMap((c) => (c.kind === 'slot' ? [c] : []));
  return (
    <div className="mr-8 grid gap-2">
      {products.length > 0 ? (
        <ul aria-label={t('assistant.pieces')} className="grid gap-2">
          {products.map((product) => (
            <li key={product.id}>
              <Link
                to={paths.product(Number(product.id))}
                className="flex items-center gap-3 rounded-md border p-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="assistant-product"
              >
                {product.imageUrl ? (
                  <img
                    src={product.imageUrl}
                    alt=""
                    className="size-12 rounded object-cover"
                    loading="lazy"
                  />
                ) : null}
                <span>{product.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {slots.length > 0 ? (
        <ul aria-label={t('assistant.slots')} className="flex flex-wrap gap-2">
          {slots.map((slot) => (
            <li key={slot.start}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={disabled}
                data-testid="assistant-slot"
                onClick={() => onPick(slot)}
              >
                {slot.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
