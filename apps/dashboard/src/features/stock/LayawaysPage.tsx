import { errorMessage } from '@carat/api-client';
import {
  findStockItems,
  type LayawaySummary,
  type StockItemSummary,
  useApi,
  useCancelLayaway,
  useCreateLayaway,
  useDownloadReceipt,
  useLayaway,
  useLayawayPayLink,
  useLayawayPayment,
  useLayawayRows,
  useMe,
  useReleaseLayaway,
} from '@carat/api-client/react';
import { todayIn } from '@carat/domain/dates';
import { layawaySchedule } from '@carat/domain/sales';
import { Badge, Button, FormField, Input, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { LAYAWAY_COUNTER_METHODS, LAYAWAY_STATUSES } from '@carat/validation/stock';
import { CalendarClock, Link2, Plus, Printer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ClientPicker } from '#components/ClientPicker.tsx';
import { BackLink, DetailPageFallback } from '#components/DetailPageFallback.tsx';
import { FormDialog } from '#components/FormDialog.tsx';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListIntro, ListSection } from '#components/list-page/ListSection.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { NumberField } from '#components/NumberField.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { majorText, minorOf } from '#lib/amounts.ts';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, money } from '#lib/format.ts';
import { LayawayPolicyCard } from './LayawayPolicyCard.tsx';

type Status = (typeof LAYAWAY_STATUSES)[number];
type Method = (typeof LAYAWAY_COUNTER_METHODS)[number];

/** 'Réservations': pieces set aside for clients, their balance and next instalment; a new layaway. */
export function LayawaysPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status | 'all'>('active');
  const list = useLayawayRows(status !== 'all' ? { status } : {});
  const [creating, setCreating] = useState(false);
  const open = (id: string) => navigate(`${base}/layaways/${id}`);
  const rows = list.data?.items ?? [];

  const columns: ListColumn<LayawaySummary>[] = [
    {
      header: t('layaways.col.number'),
      cellClassName: 'font-medium tabular-nums',
      cell: (l) => <RowOpenButton onClick={() => open(l.id)}>{l.number}</RowOpenButton>,
    },
    {
      header: t('layaways.col.piece'),
      cellClassName: 'max-w-48 truncate',
      cell: (l) => `${l.item.tag} · ${l.item.name}`,
    },
    { header: t('layaways.col.client'), cell: (l) => l.clientName },
    {
      header: t('layaways.col.balance'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (l) => (
        <span className="flex flex-wrap items-center justify-end gap-2">
          {money(l.balanceMinor, l.currency, locale)}
          {l.overdueMinor > 0 ? <Badge variant="destructive">{t('memos.overdue')}</Badge> : null}
        </span>
      ),
    },
    {
      header: t('layaways.col.next'),
      cell: (l) =>
        l.status === 'active'
          ? l.nextDueDate
            ? formatDate(l.nextDueDate, locale)
            : ''
          : t(`layaways.status.${l.status}`),
    },
  ];

  const newLayaway = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" /> {t('layaways.new')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader title={t('layaways.title')} subtitle={t('layaways.subtitle')} actions={newLayaway} />
      <FilterSelect
        value={status}
        onValueChange={(value) => setStatus(value as Status | 'all')}
        label={t('layaways.status')}
        allLabel={t('layaways.status.all')}
        options={LAYAWAY_STATUSES.map((s) => ({ value: s, label: t(`layaways.status.${s}`) }))}
      />
      <ListSection
        query={list}
        failed={t('layaways.loadFailed')}
        isEmpty={rows.length === 0}
        empty={
          status === 'active' ? (
            <ListIntro
              icon={<CalendarClock className="size-8 text-muted-foreground" aria-hidden="true" />}
              title={t('layaways.empty.title')}
              body={t('layaways.empty.body')}
              action={newLayaway}
              testId="layaways-empty"
            />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="layaways-empty">
              {t('layaways.noResults')}
            </p>
          )
        }
      >
        <ListTable
          caption={t('layaways.title')}
          columns={columns}
          rows={rows}
          total={list.data?.total}
          onOpen={(l) => open(l.id)}
          busy={list.isFetching}
          testId="layaways-table"
          rowTestId="layaway-row"
        />
      </ListSection>
      <LayawayPolicyCard />
      <NewLayawayDialog open={creating} onOpenChange={setCreating} onCreated={open} />
    </div>
  );
}

/** A new layaway: the piece by its tag, the client, the agreed price, the deposit and the monthly schedule. */
function NewLayawayDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const { t, locale } = useI18n();
  const api = useApi();
  const business = useMe().data?.business;
  const currency = business?.currency ?? 'EUR';
  const create = useCreateLayaway();
  const [tag, setTag] = useState('');
  const [item, setItem] = useState<StockItemSummary | null>(null);
  const [clientId, setClientId] = useState('');
  const [price, setPrice] = useState('');
  const [deposit, setDeposit] = useState('');
  const [method, setMethod] = useState<Method>('card');
  const [instalments, setInstalments] = useState('3');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const priceMinor = minorOf(price, currency);
  const depositMinor = deposit.trim() ? minorOf(deposit, currency) : 0;
  const count = Math.min(Math.max(Number.parseInt(instalments, 10) || 1, 1), 23);
  const schedule =
    typeof priceMinor === 'number' &&
    priceMinor > 0 &&
    typeof depositMinor === 'number' &&
    depositMinor <= priceMinor
      ? layawaySchedule({
          priceMinor,
          depositMinor,
          instalments: count,
          start: todayIn(new Date(), business?.timeZone ?? 'UTC'),
        })
      : [];

  async function find() {
    const q = tag.trim();
    if (!q) return;
    const found = await findStockItems(api, q, 'in_stock').catch(() => []);
    const match =
      found.find((i) => i.tag.toLowerCase() === q.toLowerCase()) ?? (found.length === 1 ? found[0] : null);
    if (!match) {
      toast.error(t('memos.form.notFound', { tag: q }));
      return;
    }
    setItem(match);
    setPrice(majorText(match.priceMinor, currency));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!item) problems.stockItemId = t('layaways.form.needPiece');
    if (!clientId) problems.clientId = t('layaways.form.needClient');
    if (typeof priceMinor !== 'number' || priceMinor <= 0)
      problems.priceMinor = t('stock.form.invalidAmount');
    if (typeof depositMinor !== 'number') problems.deposit = t('stock.form.invalidAmount');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !item || schedule.length === 0) return;
    try {
      const layaway = await create.mutateAsync({
        stockItemId: item.id,
        clientId,
        priceMinor: priceMinor as number,
        schedule,
        ...(typeof depositMinor === 'number' && depositMinor > 0
          ? { deposit: { method, amountMinor: depositMinor } }
          : {}),
      });
      toast.success(t('layaways.created', { number: layaway.number }));
      onOpenChange(false);
      setItem(null);
      setTag('');
      setClientId('');
      setPrice('');
      setDeposit('');
      onCreated(layaway.id);
    } catch (error) {
      toast.error(t('layaways.failed'), { description: errorMessage(error, locale) });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('layaways.form.title')}
      description={t('layaways.form.description')}
      formId="new-layaway"
      cancelLabel={t('stock.form.cancel')}
      submitLabel={t('layaways.form.save')}
      submitting={create.isPending}
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      <form id="new-layaway" className="grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="flex items-end gap-2">
          <FormField label={t('layaways.form.tag')} className="flex-1" error={errors.stockItemId}>
            <Input
              value={tag}
              data-testid="layaway-tag"
              onChange={(e) => setTag(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void find();
                }
              }}
            />
          </FormField>
          <Button type="button" variant="outline" onClick={() => void find()}>
            {t('layaways.form.find')}
          </Button>
        </div>
        {item ? (
          <p className="text-sm" data-testid="layaway-piece">
            {t('layaways.form.piece', {
              name: item.name,
              tag: item.tag,
              amount: money(item.priceMinor, item.currency, locale),
            })}
          </p>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('layaways.form.client')}</legend>
          <ClientPicker
            value={clientId}
            onChange={(client) => setClientId(client.id)}
            error={errors.clientId}
            labels={{
              search: t('sale.clientSearch'),
              pick: t('layaways.form.client'),
              none: t('sale.clientNone'),
            }}
          />
        </fieldset>
        <div className="grid gap-2 sm:grid-cols-2">
          <NumberField
            label={t('layaways.form.price', { currency })}
            error={errors.priceMinor}
            value={price}
            onValueChange={setPrice}
          />
          <NumberField
            label={t('layaways.form.instalments')}
            whole
            value={instalments}
            onValueChange={(text) => setInstalments(text.replace(/\D/g, '').slice(0, 2))}
          />
          <NumberField
            label={t('layaways.form.deposit', { currency })}
            error={errors.deposit}
            value={deposit}
            onValueChange={setDeposit}
          />
          <ChoiceField
            label={t('layaways.form.depositMethod')}
            value={method}
            onChange={setMethod}
            options={LAYAWAY_COUNTER_METHODS.map((m) => ({ value: m, label: t(`layaways.method.${m}`) }))}
          />
        </div>
        {schedule.length > 0 ? (
          <div className="grid gap-1">
            <p className="text-sm font-medium">{t('layaways.form.schedule')}</p>
            <ol className="grid gap-0.5 text-sm tabular-nums" data-testid="layaway-schedule">
              {schedule.map((line) => (
                <li key={line.dueDate} className="flex justify-between gap-4">
                  <span>{formatDate(line.dueDate, locale)}</span>
                  <span>{money(line.amountMinor, currency, locale)}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </form>
    </FormDialog>
  );
}

/**
 * One layaway: price, paid, balance and what is overdue; the schedule and payments; a counter payment (the
 * last one hands the piece over as a sale, with its receipt); a pay link; a cancel that shows the refund the
 * policy gives before it is confirmed.
 */
export function LayawayPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const base = useBasePath();
  const layaway = useLayaway(id);
  const pay = useLayawayPayment();
  const release = useReleaseLayaway();
  const cancel = useCancelLayaway();
  const link = useLayawayPayLink();
  const receipt = useDownloadReceipt();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<Method>('card');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const back = <BackLink to={`${base}/layaways`}>{t('layaways.back')}</BackLink>;
  if (!layaway.data) {
    return (
      <DetailPageFallback
        back={back}
        loading={layaway.isLoading}
        failedText={t('layaways.loadFailed')}
        onRetry={() => void layaway.refetch()}
      />
    );
  }
  const data = layaway.data;
  const m = (minor: number) => money(minor, data.currency, locale);
  const active = data.status === 'active';

  async function takePayment(event: FormEvent) {
    event.preventDefault();
    const minor = minorOf(amount, data.currency);
    if (typeof minor !== 'number' || minor <= 0) {
      setAmountError(t('stock.form.invalidAmount'));
      return;
    }
    setAmountError(undefined);
    try {
      const after = await pay.mutateAsync({ id: data.id, method, amountMinor: minor });
      setAmount('');
      if (after.status === 'completed') toast.success(t('layaways.pay.released', { number: after.number }));
      else toast.success(t('layaways.pay.done'));
    } catch (error) {
      toast.error(t('layaways.pay.failed'), { description: errorMessage(error, locale) });
    }
  }

  async function confirmCancel() {
    if (!data.cancelPreview) return;
    try {
      const after = await cancel.mutateAsync({
        id: data.id,
        expectedRefundMinor: data.cancelPreview.refundMinor,
      });
      setConfirming(false);
      const split = after.refunds;
      if (split && split.cardFailedMinor > 0)
        toast.warning(t('layaways.cancelledCardFailed', { amount: m(split.cardFailedMinor) }));
      else toast.success(t('layaways.cancelled', { refund: m(after.refundMinor ?? 0) }));
    } catch (error) {
      toast.error(t('layaways.cancelFailed'), { description: errorMessage(error, locale) });
      void layaway.refetch();
    }
  }

  async function copyLink() {
    try {
      const made = await link.mutateAsync({ id: data.id });
      await navigator.clipboard?.writeText(made.url).catch(() => undefined);
      toast.success(t('layaways.linkCopied'), { description: made.url });
    } catch (error) {
      toast.error(t('layaways.linkFailed'), { description: errorMessage(error, locale) });
    }
  }

  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{data.client?.name ?? ''}</p>
          <h1 className="font-display text-3xl tabular-nums">{data.number}</h1>
          <p>
            <Link to={`${base}/stock/${data.item.id}`} className="underline">
              {data.item.tag} · {data.item.name}
            </Link>{' '}
            <Badge variant={active ? 'secondary' : 'outline'} data-testid="layaway-status">
              {t(`layaways.status.${data.status}`)}
            </Badge>
          </p>
        </div>
        {data.receiptUrl && data.saleId ? (
          <Button
            variant="outline"
            onClick={() => void receipt.mutateAsync({ id: data.saleId!, format: 'a4' })}
            disabled={receipt.isPending}
          >
            <Printer aria-hidden="true" /> {t('layaways.receipt')}
          </Button>
        ) : null}
      </header>

      <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="layaway-figures">
        <div>
          <dt className="text-muted-foreground">{t('layaways.price')}</dt>
          <dd className="tabular-nums">{m(data.priceMinor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('layaways.paid')}</dt>
          <dd className="tabular-nums">{m(data.paidMinor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('layaways.balance')}</dt>
          <dd className="font-medium tabular-nums" data-testid="layaway-balance">
            {m(data.balanceMinor)}
          </dd>
        </div>
      </dl>
      {data.overdueMinor > 0 ? (
        <p className="text-sm text-destructive">{t('layaways.overdue', { amount: m(data.overdueMinor) })}</p>
      ) : null}
      {data.status === 'cancelled' ? (
        <div className="grid gap-1 text-sm" data-testid="layaway-refunds">
          <p>{t('layaways.closedFee', { fee: m(data.feeMinor ?? 0), refund: m(data.refundMinor ?? 0) })}</p>
          {data.refunds && data.refunds.cardMinor > 0 ? (
            <p>{t('layaways.refundedCard', { amount: m(data.refunds.cardMinor) })}</p>
          ) : null}
          {data.refunds && data.refunds.byHandMinor > 0 ? (
            <p>{t('layaways.refundedByHand', { amount: m(data.refunds.byHandMinor) })}</p>
          ) : null}
          {data.refunds && data.refunds.cardFailedMinor > 0 ? (
            <p className="text-destructive" role="alert">
              {t('layaways.refundCardFailed', { amount: m(data.refunds.cardFailedMinor) })}
            </p>
          ) : null}
        </div>
      ) : null}

      {active && data.balanceMinor > 0 ? (
        <form
          className="grid gap-2 rounded-md border border-border p-3"
          onSubmit={(e) => void takePayment(e)}
          noValidate
        >
          <h2 className="font-medium">{t('layaways.pay.title')}</h2>
          <div className="grid gap-2 sm:grid-cols-2">
            <NumberField
              label={t('layaways.pay.amount', { currency: data.currency })}
              error={amountError}
              value={amount}
              placeholder={majorText(data.balanceMinor, data.currency)}
              onValueChange={setAmount}
            />
            <ChoiceField
              label={t('layaways.pay.method')}
              value={method}
              onChange={setMethod}
              options={LAYAWAY_COUNTER_METHODS.map((x) => ({ value: x, label: t(`layaways.method.${x}`) }))}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={pay.isPending}>
              {t('layaways.pay.submit')}
            </Button>
            <Button type="button" variant="outline" onClick={() => void copyLink()} disabled={link.isPending}>
              <Link2 aria-hidden="true" /> {t('layaways.link')}
            </Button>
          </div>
        </form>
      ) : null}
      {active && data.balanceMinor === 0 ? (
        <Button
          className="w-fit"
          onClick={() => void release.mutateAsync({ id: data.id })}
          loading={release.isPending}
        >
          {t('layaways.release')}
        </Button>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <section className="grid gap-2" aria-labelledby="layaway-schedule">
          <h2 id="layaway-schedule" className="font-medium">
            {t('layaways.schedule')}
          </h2>
          <ol className="grid gap-1 text-sm tabular-nums">
            {data.schedule.map((line) => (
              <li key={`${line.dueDate}-${line.amountMinor}`} className="flex justify-between gap-4">
                <span>{formatDate(line.dueDate, locale)}</span>
                <span>{m(line.amountMinor)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="grid gap-2" aria-labelledby="layaway-payments">
          <h2 id="layaway-payments" className="font-medium">
            {t('layaways.payments')}
          </h2>
          <ol className="grid gap-1 text-sm tabular-nums" data-testid="layaway-payments">
            {data.payments.map((p) => (
              <li key={p.id} className="flex justify-between gap-4">
                <span>
                  {formatDate(p.createdAt, locale)} · {t(`layaways.method.${p.method}`)}
                  {p.method === 'refund' ? ` (${t(p.toCard ? 'layaways.toCard' : 'layaways.byHand')})` : null}
                </span>
                <span>{p.method === 'refund' ? `− ${m(p.amountMinor)}` : m(p.amountMinor)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      {active && data.cancelPreview ? (
        confirming ? (
          <div
            className="grid gap-2 rounded-md border border-destructive p-3"
            role="alertdialog"
            aria-labelledby="cancel-title"
          >
            <h2 id="cancel-title" className="font-medium">
              {t('layaways.cancel.title')}
            </h2>
            <p className="text-sm" data-testid="layaway-cancel-preview">
              {t('layaways.cancel.body', {
                fee: m(data.cancelPreview.feeMinor),
                refund: m(data.cancelPreview.refundMinor),
              })}
              {data.cancelPreview.cardMinor > 0
                ? ` ${t('layaways.cancel.card', {
                    card: m(data.cancelPreview.cardMinor),
                    hand: m(data.cancelPreview.refundMinor - data.cancelPreview.cardMinor),
                  })}`
                : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" onClick={() => void confirmCancel()} loading={cancel.isPending}>
                {t('layaways.cancel.confirm', { refund: m(data.cancelPreview.refundMinor) })}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t('layaways.cancel.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setConfirming(true)}>
            {t('layaways.cancel')}
          </Button>
        )
      ) : null}
    </div>
  );
}
