import { errorMessage } from '@carat/api-client';
import {
  type OrderDetail,
  useAddOrderNote,
  useCancelOrder,
  useMoveOrderStage,
  useOrder,
  useOrderInvoice,
} from '@carat/api-client/react';
import { isOrderStage, localize, ORDER_STAGE_INFO, ORDER_STAGES, type OrderStage } from '@carat/domain';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  Progress,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { intlLocale, type Locale, type MessageKey, type Translate, useI18n } from '@carat/ui/i18n';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { InvoiceStatusBadge } from '#features/invoices/InvoiceStatusBadge.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, money } from '#lib/format.ts';
import { Thumbnail } from './NewOrderDialog.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** View Details: the order, where it is in the workshop, its invoices and everything that happened. */
export function OrderDetailSheet({
  orderId,
  onOpenChange,
}: {
  orderId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const { data: order, isLoading, error, refetch } = useOrder(orderId);
  return (
    <Sheet open={orderId !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-xl" closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>
            {order ? t('orders.detail.title', { number: order.number }) : t('orders.viewDetails')}
          </SheetTitle>
          <SheetDescription>
            {order ? t('orders.detail.created', { date: formatDate(order.createdAt, locale) }) : null}
          </SheetDescription>
        </SheetHeader>
        {isLoading ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24" />
            <Skeleton className="h-40" />
          </div>
        ) : error || !order ? (
          <div role="alert" className="grid gap-3">
            <p className="text-destructive">
              {error ? errorMessage(error, locale) : t('orders.error.title')}
            </p>
            <Button variant="outline" onClick={() => refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <OrderDetailBody order={order} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const none = t('orders.detail.none');
  const navigate = useNavigate();
  const createInvoice = useOrderInvoice();
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);

  const base = useBasePath();
  const openInvoice = (id: string) => navigate(`${base}/invoices?invoice=${id}`);
  const makeInvoice = async (kind: 'deposit' | 'final') => {
    try {
      const invoice = await createInvoice.mutateAsync({ id: order.id, kind });
      openInvoice(invoice.invoiceId);
    } catch (error) {
      toast.error(t('orders.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted-foreground">
          {order.stage === 'cancelled' ? '' : localize(ORDER_STAGE_INFO[order.stage].label, locale)}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={t('orders.detail.client')} value={order.client?.name ?? t('orders.noClient')} />
        <Fact label={t('orders.detail.piece')} value={order.item} />
        <Fact label={t('orders.form.metal')} value={order.metal ?? none} />
        <Fact label={t('orders.form.stones')} value={order.stones ?? none} />
        <Fact label={t('orders.form.size')} value={order.size ?? none} />
        <Fact label={t('orders.form.engraving')} value={order.engraving ? `“${order.engraving}”` : none} />
        <Fact label={t('orders.detail.price')} value={money(order.amountMinor, order.currency, locale)} />
        <Fact label={t('orders.detail.deposit')} value={money(order.depositMinor, order.currency, locale)} />
        <Fact
          label={t('orders.detail.dueDate')}
          value={order.dueDate ? formatDate(order.dueDate, locale) : none}
        />
        {order.client?.email ? <Fact label="Email" value={order.client.email} /> : null}
      </dl>
      {order.notes ? (
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{order.notes}</p>
      ) : null}

      <StageSection order={order} />

      {order.images.length > 0 ? (
        <Section title={t('orders.detail.images')}>
          <ul className="flex flex-wrap gap-2">
            {order.images.map((image) => (
              <li key={image.id}>
                <Thumbnail id={image.id} name={image.originalName ?? image.id} size="size-24" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('orders.detail.invoices')}>
        {order.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('orders.detail.noInvoice')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="order-invoices">
            {order.invoices.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm"
              >
                <span className="grid">
                  <span className="font-medium">{invoice.number ?? t('orders.detail.draftNumber')}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`orders.detail.invoiceKind.${invoice.kind}`)} ·{' '}
                    {money(invoice.amountDueMinor, order.currency, locale)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <InvoiceStatusBadge status={invoice.displayStatus} />
                  <Button size="sm" variant="outline" onClick={() => openInvoice(invoice.id)}>
                    {t('orders.detail.openInvoice')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {can('create_invoice') || can('create_deposit_invoice') ? (
          <div className="flex flex-wrap gap-2">
            {can('create_invoice') ? (
              <Button size="sm" loading={createInvoice.isPending} onClick={() => void makeInvoice('final')}>
                {t('orders.detail.createInvoice')}
              </Button>
            ) : null}
            {can('create_deposit_invoice') ? (
              <Button
                size="sm"
                variant="outline"
                loading={createInvoice.isPending}
                onClick={() => void makeInvoice('deposit')}
              >
                {t('orders.detail.createDepositInvoice')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </Section>

      <NoteForm orderId={order.id} />

      <Section title={t('orders.detail.timeline')}>
        <ol className="grid gap-3 border-s border-border ps-4" data-testid="order-timeline">
          {order.events.map((event) => (
            <li key={event.id} className="grid gap-0.5 text-sm">
              <span className="font-medium">{eventText(event, t, locale)}</span>
              {event.note ? (
                <span className="whitespace-pre-wrap text-muted-foreground">{event.note}</span>
              ) : null}
              <time className="text-xs text-muted-foreground" dateTime={event.createdAt}>
                {new Intl.DateTimeFormat(intlLocale(locale), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(event.createdAt))}
              </time>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

function stageLabel(stage: string | null, t: Translate<MessageKey>, locale: Locale): string {
  if (stage && isOrderStage(stage)) return localize(ORDER_STAGE_INFO[stage].label, locale);
  return stage === 'cancelled' ? t('orders.status.cancelled') : (stage ?? '');
}

const INVOICE_KIND_LABELS: Readonly<Record<string, MessageKey>> = {
  deposit: 'orders.detail.invoiceKind.deposit',
  final: 'orders.detail.invoiceKind.final',
  standard: 'orders.detail.invoiceKind.standard',
};

function eventText(event: OrderDetail['events'][number], t: Translate<MessageKey>, locale: Locale): string {
  switch (event.kind) {
    case 'stage':
      return t('orders.event.stage', {
        from: stageLabel(event.fromStage, t, locale),
        to: stageLabel(event.toStage, t, locale),
      });
    case 'email':
      return t('orders.event.email', { to: String(event.detail.to ?? '') });
    case 'invoice': {
      const kind = String(event.detail.kind ?? 'standard');
      const label = INVOICE_KIND_LABELS[kind];
      return t('orders.event.invoice', { kind: label ? t(label) : kind });
    }
    default:
      return t(`orders.event.${event.kind}`);
  }
}

/** Where the order is, and the moves it can make next (with an optional email to the client). */
function StageSection({ order }: { order: OrderDetail }) {
  const { t, locale } = useI18n();
  const move = useMoveOrderStage();
  const [notify, setNotify] = useState(false);
  const [emailLocale, setEmailLocale] = useState<Locale>(locale);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const notifyId = useId();

  useEffect(() => {
    setNote('');
    setFieldError(null);
  }, [order.stage]);

  const position = order.stage === 'cancelled' ? null : ORDER_STAGES.indexOf(order.stage as OrderStage) + 1;
  const moveTo = async (stage: OrderStage) => {
    setFieldError(null);
    try {
      await move.mutateAsync({
        id: order.id,
        move: {
          stage,
          notifyClient: notify,
          locale: emailLocale,
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      toast.success(t('orders.detail.moved', { stage: localize(ORDER_STAGE_INFO[stage].label, locale) }));
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      const message = fields.notifyClient ?? fields.note ?? null;
      if (message) setFieldError(message);
      else toast.error(t('orders.detail.moveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <Section title={t('orders.detail.stage')}>
      {position !== null ? (
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="font-medium">
              {localize(ORDER_STAGE_INFO[order.stage as OrderStage].label, locale)}
            </span>
            <span className="text-muted-foreground">
              {t('orders.detail.stageOf', { n: position, total: ORDER_STAGES.length })}
            </span>
          </div>
          <Progress value={position} max={ORDER_STAGES.length} aria-label={t('orders.detail.stage')} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('orders.detail.cancelledState')}</p>
      )}
      {order.actions.includes('move_stage') ? (
        <div className="grid gap-3 rounded-md border border-border p-3">
          <FormField
            label={t('orders.detail.stageNote')}
            error={fieldError && !notify ? fieldError : undefined}
          >
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id={notifyId}
                checked={notify}
                onCheckedChange={(checked) => setNotify(checked === true)}
                aria-invalid={fieldError && notify ? true : undefined}
                aria-describedby={fieldError && notify ? `${notifyId}-error` : undefined}
              />
              <Label htmlFor={notifyId}>{t('orders.detail.notify')}</Label>
            </div>
            {notify ? (
              <Select value={emailLocale} onValueChange={(value) => setEmailLocale(value as Locale)}>
                <SelectTrigger className="w-36" aria-label={t('orders.detail.notifyLocale')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="fr">Français</SelectItem>
                  <SelectItem value="en">English</SelectItem>
                </SelectContent>
              </Select>
            ) : null}
          </div>
          {fieldError && notify ? (
            <p id={`${notifyId}-error`} className="text-sm font-medium text-destructive">
              {fieldError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {order.nextStages.map((stage, index) => (
              <Button
                key={stage}
                variant={index === 0 ? 'default' : 'outline'}
                loading={move.isPending && move.variables?.move.stage === stage}
                disabled={move.isPending}
                onClick={() => void moveTo(stage)}
              >
                {t('orders.detail.moveTo', { stage: localize(ORDER_STAGE_INFO[stage].label, locale) })}
              </Button>
            ))}
          </div>
        </div>
      ) : order.stage === 'collected' ? (
        <p className="text-sm text-muted-foreground">{t('orders.detail.finished')}</p>
      ) : null}
      {order.actions.includes('cancel') ? (
        <Button
          variant="ghost"
          className="justify-self-start text-destructive"
          onClick={() => setCancelling(true)}
        >
          {t('orders.detail.cancel')}
        </Button>
      ) : null}
      <CancelDialog order={order} open={cancelling} onOpenChange={setCancelling} />
    </Section>
  );
}

function CancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const notifyId = useId();
  const confirm = async () => {
    setFieldError(null);
    try {
      await cancel.mutateAsync({
        id: order.id,
        cancel: { reason: reason.trim() || null, notifyClient: notify, locale },
      });
      toast.success(t('orders.detail.cancelled'));
      onOpenChange(false);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      if (fields.notifyClient || fields.reason) setFieldError(fields.notifyClient ?? fields.reason ?? null);
      else toast.error(t('orders.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('orders.detail.cancelTitle', { number: order.number })}</DialogTitle>
          <DialogDescription>{t('orders.detail.cancelBody')}</DialogDescription>
        </DialogHeader>
        <FormField label={t('orders.detail.cancelReason')}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox
            id={notifyId}
            checked={notify}
            onCheckedChange={(checked) => setNotify(checked === true)}
          />
          <Label htmlFor={notifyId}>{t('orders.detail.notify')}</Label>
        </div>
        {fieldError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {fieldError}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('orders.detail.cancelKeep')}
          </Button>
          <Button variant="destructive" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('orders.detail.cancelConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({ orderId }: { orderId: string }) {
  const { t, locale } = useI18n();
  const add = useAddOrderNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ id: orderId, note });
      setNote('');
      toast.success(t('orders.detail.noteAdded'));
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields ?? {};
      setError(fields.note ?? errorMessage(failure, locale));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <FormField label={t('orders.detail.addNote')} error={error ?? undefined}>
        <Textarea
          rows={2}
          value={note}
          placeholder={t('orders.detail.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className="justify-self-start"
        loading={add.isPending}
      >
        {t('orders.detail.addNote')}
      </Button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-display text-lg">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
