import { errorMessage } from '@carat/api-client';
import { type MessageItem, useMessages, useSendMessage } from '@carat/api-client/react';
import {
  type MessageChannel,
  segmentCount,
  TEMPLATE_PLACEHOLDERS,
  WHATSAPP_TEMPLATE_KEYS,
  type WhatsAppTemplateKey,
} from '@carat/domain/messaging';
import { Badge, Button, Input, Label, Skeleton, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';
import { formatDate, formatTime } from '#lib/format.ts';

/** One message as a bubble: the client's on the left, the shop's on the right, with its delivery status. */
function Bubble({ message }: { message: MessageItem }) {
  const { t, locale } = useI18n();
  const inbound = message.direction === 'inbound';
  return (
    <li className={inbound ? 'justify-self-start' : 'justify-self-end'} data-testid="message-bubble">
      <div
        className={`max-w-[20rem] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm ${
          inbound ? 'bg-muted' : 'bg-primary text-primary-foreground'
        }`}
      >
        {message.body}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {t(`messaging.channel.${message.channel}`)} · {formatDate(message.createdAt, locale)}{' '}
        {formatTime(message.createdAt, locale)} · {t(`messaging.status.${message.status}`)}
      </p>
    </li>
  );
}

/** A client's thread (oldest at the top) and the answer box; WhatsApp free text only within 24 h. */
export function MessageThread({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const thread = useMessages(clientId);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const id = useId();
  const count = segmentCount(text);
  const windowClosed = channel === 'whatsapp' && thread.data?.whatsappWindowOpen === false;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim() || windowClosed) return;
    send.mutate(
      { clientId, channel, text },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('messaging.sent'));
        },
        // The text stays in the box: nothing typed is lost.
        onError: (error) =>
          toast.error(t('messaging.sendFailed'), { description: errorMessage(error, locale) }),
      },
    );
  };

  return (
    <section className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
        {t('messaging.thread')}
      </h3>
      {thread.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : thread.isError ? (
        <div className="grid gap-2 text-sm">
          <p>{t('messaging.error')}</p>
          <Button variant="outline" size="sm" onClick={() => thread.refetch()}>
            {t('messaging.retry')}
          </Button>
        </div>
      ) : thread.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('messaging.threadEmpty')}</p>
      ) : (
        <ol className="grid max-h-96 gap-3 overflow-y-auto" aria-live="polite" data-testid="message-thread">
          {[...thread.data.items].reverse().map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      <form className="grid gap-2" onSubmit={submit}>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={`${id}-channel`}>{t('messaging.channel')}</Label>
          <select
            id={`${id}-channel`}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={channel}
            onChange={(event) => setChannel(event.target.value as MessageChannel)}
          >
            <option value="sms">{t('messaging.channel.sms')}</option>
            <option value="whatsapp">{t('messaging.channel.whatsapp')}</option>
          </select>
        </div>
        <Label htmlFor={`${id}-text`}>{t('messaging.answer')}</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          maxLength={1600}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
          }}
        />
        <p className="text-xs text-muted-foreground">
          {t('messaging.segments', {
            count: text.length,
            segments: count.segments,
            encoding: count.encoding,
          })}
        </p>
        {windowClosed ? (
          <p className="text-sm text-destructive" role="alert">
            {t('messaging.whatsappClosed')}
          </p>
        ) : null}
        {windowClosed ? <TemplateSender clientId={clientId} /> : null}
        <Button
          type="submit"
          disabled={send.isPending || !text.trim() || windowClosed}
          className="justify-self-end"
        >
          {t('messaging.send')}
        </Button>
      </form>
    </section>
  );
}

/** The names the API fills itself when it sends a template (the business's and the client's). */
const FILLED_BY_API = new Set(['business', 'name']);

/**
 * Outside WhatsApp's 24-hour window: one of the kinds' approved templates (Settings → Messages), its other
 * values typed here; the API answers 409 when the kind has no template in the member's language.
 */
function TemplateSender({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const send = useSendMessage();
  const id = useId();
  const [kind, setKind] = useState<WhatsAppTemplateKey>('repair_ready');
  const [values, setValues] = useState<Record<string, string>>({});
  const asked = TEMPLATE_PLACEHOLDERS[kind].filter((name) => !FILLED_BY_API.has(name));
  const submit = () =>
    send.mutate(
      {
        clientId,
        channel: 'whatsapp',
        text: '',
        templateKind: kind,
        values: Object.fromEntries(asked.map((name) => [name, values[name] ?? ''])),
      },
      {
        onSuccess: () => {
          setValues({});
          toast.success(t('messaging.sent'));
        },
        // The values stay in their fields: nothing typed is lost.
        onError: (error) =>
          toast.error(t('messaging.sendFailed'), { description: errorMessage(error, locale) }),
      },
    );
  return (
    <fieldset className="grid gap-2 rounded-md border p-3" data-testid="whatsapp-template">
      <legend className="px-1 text-sm font-medium">{t('messaging.template.legend')}</legend>
      <Label htmlFor={`${id}-kind`}>{t('messaging.template.kind')}</Label>
      <select
        id={`${id}-kind`}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        value={kind}
        onChange={(event) => setKind(event.target.value as WhatsAppTemplateKey)}
      >
        {WHATSAPP_TEMPLATE_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`messaging.settings.template.${key}`)}
          </option>
        ))}
      </select>
      {asked.map((name) => (
        <div key={name} className="grid gap-1">
          <Label htmlFor={`${id}-${name}`}>{t('messaging.template.value', { name })}</Label>
          <Input
            id={`${id}-${name}`}
            maxLength={200}
            value={values[name] ?? ''}
            onChange={(event) => setValues((all) => ({ ...all, [name]: event.target.value }))}
          />
        </div>
      ))}
      <p className="text-xs text-muted-foreground">{t('messaging.template.filled')}</p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-end"
        disabled={send.isPending}
        onClick={submit}
      >
        {t('messaging.template.send')}
      </Button>
    </fieldset>
  );
}

export function ChannelBadge({ channel }: { channel: MessageChannel }) {
  const { t } = useI18n();
  return <Badge variant="secondary">{t(`messaging.channel.${channel}`)}</Badge>;
}
