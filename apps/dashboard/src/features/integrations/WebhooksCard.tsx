import { errorMessage } from '@carat/api-client';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useReplayWebhookDelivery,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
  type WebhookEndpoint,
} from '@carat/api-client/react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@carat/validation/integrations';
import { type FormEvent, useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { formatDate, formatTime } from '#lib/format.ts';
import { showCreateError } from './form-errors.ts';
import { SecretDialog } from './SecretDialog.tsx';

/** The delivery log of one endpoint, newest first, each delivery replayable. */
function DeliveriesSheet({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t, locale } = useI18n();
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null);
  const replay = useReplayWebhookDelivery();
  return (
    <Sheet open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        <SheetHeader>
          <SheetTitle className="break-all">
            {t('integrations.hooks.deliveriesOf', { url: endpoint?.url ?? '' })}
          </SheetTitle>
        </SheetHeader>
        <div className="p-4">
          <ListStates
            list={deliveries}
            skeleton={<ListSkeleton count={1} itemClassName="h-32" />}
            errorTitle={t('integrations.hooks.deliveriesError')}
            filtered={false}
            empty={{ icon: null, title: t('integrations.hooks.noDeliveries'), description: '', action: null }}
          >
            {(page) => (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('integrations.hooks.date')}</TableHead>
                    <TableHead>{t('integrations.hooks.event')}</TableHead>
                    <TableHead>{t('integrations.hooks.status')}</TableHead>
                    <TableHead>{t('integrations.hooks.attempts')}</TableHead>
                    <TableHead>{t('integrations.hooks.answer')}</TableHead>
                    <TableHead />
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {page.items.map((delivery) => (
                    <TableRow key={delivery.id} data-testid="webhook-delivery-row">
                      <TableCell className="whitespace-nowrap">
                        {formatDate(delivery.createdAt, locale)} {formatTime(delivery.createdAt, locale)}
                      </TableCell>
                      <TableCell className="font-mono text-xs">{delivery.eventType}</TableCell>
                      <TableCell>
                        <Badge
                          variant={
                            delivery.status === 'succeeded'
                              ? 'success'
                              : delivery.status === 'failed'
                                ? 'destructive'
                                : 'info'
                          }
                        >
                          {t(`integrations.delivery.${delivery.status}`)}
                        </Badge>
                      </TableCell>
                      <TableCell>{delivery.attempts}</TableCell>
                      <TableCell className="text-xs">
                        {delivery.responseStatus ?? delivery.error ?? '—'}
                      </TableCell>
                      <TableCell>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={replay.isPending}
                          onClick={() =>
                            replay.mutate(delivery.id, {
                              onSuccess: () => toast.success(t('integrations.hooks.replayed')),
                              onError: (error) => toast.error(errorMessage(error, locale)),
                            })
                          }
                        >
                          {t('integrations.hooks.replay')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </ListStates>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** The business's webhook endpoints: add (secret shown once), switch on/off, delete, open the delivery log. */
export function WebhooksCard() {
  const { t, locale } = useI18n();
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.created']);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    create.mutate(
      { url, events, ...(description.trim() ? { description } : {}) },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl('');
          setDescription('');
        },
        onError: showCreateError(setFieldErrors, locale),
      },
    );
  };

  return (
    <Card data-testid="webhooks">
      <CardHeader>
        <CardTitle>{t('integrations.hooks.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} className="grid gap-4" aria-label={t('integrations.hooks.create')}>
          <FormField label={t('integrations.hooks.url')} error={fieldErrors.url} required>
            <Input
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://"
              maxLength={2000}
            />
          </FormField>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('integrations.hooks.events')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((name) => {
                const id = `event-${name}`;
                return (
                  <span key={name} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={events.includes(name)}
                      onCheckedChange={(on) =>
                        setEvents((current) =>
                          on === true ? [...new Set([...current, name])] : current.filter((e) => e !== name),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-mono text-xs font-normal">
                      {name}
                    </Label>
                  </span>
                );
              })}
            </div>
            {fieldErrors.events ? <p className="text-sm text-destructive">{fieldErrors.events}</p> : null}
          </fieldset>
          <FormField label={t('integrations.hooks.description')} error={fieldErrors.description}>
            <Input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} />
          </FormField>
          <Button
            type="submit"
            className="justify-self-start"
            disabled={create.isPending || !url.trim() || events.length === 0}
          >
            {t('integrations.hooks.create')}
          </Button>
        </form>

        <ListStates
          list={endpoints}
          skeleton={<ListSkeleton count={2} itemClassName="h-24" />}
          errorTitle={t('integrations.hooks.loadError')}
          filtered={false}
          empty={{ icon: null, title: t('integrations.hooks.empty'), description: '', action: null }}
        >
          {(page) => (
            <ul className="grid gap-3">
              {page.items.map((endpoint) => (
                <li
                  key={endpoint.id}
                  className="grid gap-2 rounded-md border p-3"
                  data-testid="webhook-endpoint"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="break-all font-mono text-sm">{endpoint.url}</span>
                    <span className="flex items-center gap-2">
                      <Switch
                        id={`enabled-${endpoint.id}`}
                        checked={endpoint.enabled}
                        onCheckedChange={(enabled) =>
                          update.mutate(
                            { id: endpoint.id, enabled },
                            { onError: (error) => toast.error(errorMessage(error, locale)) },
                          )
                        }
                      />
                      <Label htmlFor={`enabled-${endpoint.id}`} className="text-sm font-normal">
                        {endpoint.enabled
                          ? t('integrations.hooks.enabled')
                          : endpoint.disabledReason === 'failing'
                            ? t('integrations.hooks.disabledFailing')
                            : t('integrations.hooks.disabledManual')}
                      </Label>
                    </span>
                  </div>
                  {endpoint.description ? (
                    <p className="text-sm text-muted-foreground">{endpoint.description}</p>
                  ) : null}
                  <p className="font-mono text-xs text-muted-foreground">
                    {endpoint.events.join(', ')} · {endpoint.secretStart}…
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setLogOf(endpoint)}>
                      {t('integrations.hooks.deliveries')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (!window.confirm(t('integrations.hooks.deleteConfirm', { url: endpoint.url })))
                          return;
                        remove.mutate(endpoint.id, {
                          onError: (error) => toast.error(errorMessage(error, locale)),
                        });
                      }}
                    >
                      {t('integrations.hooks.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </CardContent>
      <SecretDialog
        title={t('integrations.hooks.created')}
        hint={t('integrations.hooks.createdHint')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
      <DeliveriesSheet endpoint={logOf} onClose={() => setLogOf(null)} />
    </Card>
  );
}
