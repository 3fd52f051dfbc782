import { errorMessage } from '@carat/api-client';
import {
  type CashDrawerSession,
  type CashDrawerSessionSummary,
  useCashDrawer,
  useCashDrawerSession,
  useCashDrawerSessions,
  useCashMovement,
  useCloseCashDrawer,
  useDownloadDayZReport,
  useDownloadZReport,
  useMe,
  useOpenCashDrawer,
  type ZReport,
} from '@carat/api-client/react';
import { todayIn } from '@carat/domain/dates';
import { formatTaxRate, taxLabel } from '@carat/domain/taxes';
import { Badge, Button, FormField, Input, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CASH_MOVEMENT_KINDS } from '@carat/validation/stock';
import { ArrowLeft, Banknote, Printer } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ListSection, LoadFailed } from '#components/list-page/ListSection.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { NumberField } from '#components/NumberField.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { minorOf } from '#lib/amounts.ts';
import { useBasePath, useIsDemo } from '#lib/base-path.tsx';
import { formatDate, formatTime, money } from '#lib/format.ts';

type Kind = (typeof CASH_MOVEMENT_KINDS)[number];

/** The business's time zone, for the times the drawer shows. */
const useZone = () => useMe().data?.business?.timeZone ?? 'UTC';

/** A labelled figure on one line: the label on the left, the amount on the right. */
function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold' : ''}`}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-lg border p-4">
      <h2 className="font-medium">{title}</h2>
      <dl className="grid gap-1 text-sm">{children}</dl>
    </section>
  );
}

/** The cash part of the report: float, cash in and out, expected, and once counted, the difference. */
function CashFigures({ report, currency }: { report: ZReport; currency: string }) {
  const { t, locale } = useI18n();
  const m = (minor: number) => money(minor, currency, locale);
  const c = report.cash;
  return (
    <Section title={t('drawer.cash')}>
      <Row label={t('drawer.float')} value={m(c.openingFloatMinor)} />
      <Row label={t('drawer.cashSales')} value={`+${m(c.salesMinor)}`} />
      {c.layawaysMinor > 0 ? <Row label={t('drawer.layaways')} value={`+${m(c.layawaysMinor)}`} /> : null}
      <Row label={t('drawer.cashIn')} value={`+${m(c.inMinor)}`} />
      <Row label={t('drawer.cashOut')} value={`−${m(c.outMinor)}`} />
      <Row label={t('drawer.cashRefunds')} value={`−${m(c.refundsMinor)}`} />
      <Row label={t('drawer.expected')} value={m(c.expectedMinor)} strong testId="drawer-expected" />
      {c.countedMinor !== null ? (
        <>
          <Row label={t('drawer.counted')} value={m(c.countedMinor)} strong />
          <Row
            label={t('drawer.difference')}
            value={(c.differenceMinor ?? 0) > 0 ? `+${m(c.differenceMinor ?? 0)}` : m(c.differenceMinor ?? 0)}
            strong
            testId="drawer-difference"
          />
        </>
      ) : null}
    </Section>
  );
}

/** The Z report on screen: sales by payment method, VAT by rate, returns, movements and the cash. */
function ZReportView({ session }: { session: CashDrawerSession }) {
  const { t, locale } = useI18n();
  const zone = useZone();
  const r = session.report;
  const m = (minor: number) => money(minor, session.currency, locale);
  const method = (name: string) => t(`drawer.method.${name}` as 'drawer.method.cash');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section title={t('drawer.sales')}>
        <Row label={t('drawer.salesCount')} value={String(r.salesCount)} />
        <Row label={t('drawer.salesTotal')} value={m(r.salesTotalMinor)} strong testId="drawer-sales-total" />
        {r.payments.map((p) => (
          <Row key={p.method} label={`${method(p.method)} (${p.count})`} value={m(p.amountMinor)} />
        ))}
        {r.changeGivenMinor > 0 ? <Row label={t('drawer.change')} value={m(r.changeGivenMinor)} /> : null}
        {r.oldGold.count > 0 ? (
          <Row
            label={t('drawer.oldGold', { count: r.oldGold.count, grams: r.oldGold.weightGrams })}
            value={m(r.oldGold.amountMinor)}
          />
        ) : null}
      </Section>
      <Section title={t('drawer.taxes')}>
        {r.taxes.length === 0 ? <p className="text-muted-foreground">{t('drawer.none')}</p> : null}
        {r.taxes.map((tax) => (
          <Row
            key={`${tax.code}:${tax.rateBps}`}
            label={`${taxLabel(tax.code, locale)} ${formatTaxRate(tax.rateBps, locale)}`}
            value={m(tax.taxMinor)}
          />
        ))}
      </Section>
      <Section title={t('drawer.returns')}>
        <Row label={t('drawer.returnsCount')} value={String(r.returns.count)} />
        {r.returns.byMethod.map((x) => (
          <Row key={x.method} label={method(x.method)} value={`−${m(x.amountMinor)}`} />
        ))}
      </Section>
      <Section title={t('drawer.movements')}>
        {r.movements.length === 0 ? <p className="text-muted-foreground">{t('drawer.noMovements')}</p> : null}
        {r.movements.map((mv) => (
          <Row
            key={mv.id}
            label={`${formatTime(mv.createdAt, locale, zone)} · ${mv.reason}`}
            value={`${mv.kind === 'in' ? '+' : '−'}${m(mv.amountMinor)}`}
          />
        ))}
      </Section>
      <CashFigures report={r} currency={session.currency} />
    </div>
  );
}

function PrintButtons({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const download = useDownloadZReport();
  const print = (format: 'a4' | '80mm') =>
    download
      .mutateAsync({ id, format })
      .catch((error) => toast.error(t('drawer.printFailed'), { description: errorMessage(error, locale) }));
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void print('80mm')} disabled={download.isPending}>
        <Printer aria-hidden="true" /> {t('drawer.print80')}
      </Button>
      <Button variant="outline" onClick={() => void print('a4')} disabled={download.isPending}>
        <Printer aria-hidden="true" /> {t('drawer.printA4')}
      </Button>
    </div>
  );
}

/**
 * The day's Z report (ADR 077): every session opened that day where the shop is, and the sales made with no
 * drawer open, printed on the roll or A4. Today by default.
 */
function DayReport({ zone }: { zone: string }) {
  const { t, locale } = useI18n();
  const download = useDownloadDayZReport();
  // Today where the shop is, worked out on each render until a date is picked: the business's zone may
  // arrive after the first render (UTC meanwhile), and in Paris after 23:00 UTC today is already tomorrow.
  const [picked, setDate] = useState<string | null>(null);
  const date = picked ?? todayIn(new Date(), zone);
  const print = (format: 'a4' | '80mm') =>
    download
      .mutateAsync({ date, format })
      .catch((error) => toast.error(t('drawer.printFailed'), { description: errorMessage(error, locale) }));
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-labelledby="drawer-day">
      <h2 id="drawer-day" className="font-medium">
        {t('drawer.dayReport')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t('drawer.dayDate')} className="w-44">
          <Input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            data-testid="drawer-day-date"
          />
        </FormField>
        <Button
          variant="outline"
          className="mb-6"
          onClick={() => void print('80mm')}
          disabled={download.isPending || !date}
          data-testid="drawer-day-80mm"
        >
          <Printer aria-hidden="true" /> {t('drawer.print80')}
        </Button>
        <Button
          variant="outline"
          className="mb-6"
          onClick={() => void print('a4')}
          disabled={download.isPending || !date}
          data-testid="drawer-day-a4"
        >
          <Printer aria-hidden="true" /> {t('drawer.printA4')}
        </Button>
      </div>
    </section>
  );
}

/** Open the drawer: the float counted into it. */
function OpenForm({ currency }: { currency: string }) {
  const { t, locale } = useI18n();
  const open = useOpenCashDrawer();
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = float.trim() ? minorOf(float, currency) : 0;
    if (typeof minor !== 'number' || minor < 0) {
      setError(t('stock.form.invalidAmount'));
      return;
    }
    setError(undefined);
    try {
      await open.mutateAsync({ openingFloatMinor: minor });
      setFloat('');
      toast.success(t('drawer.opened'));
    } catch (e) {
      toast.error(t('drawer.failed'), { description: errorMessage(e, locale) });
    }
  }
  return (
    <form className="grid gap-3 rounded-lg border p-4" onSubmit={(e) => void submit(e)} noValidate>
      <div className="flex items-center gap-2">
        <Banknote className="size-5 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-medium">{t('drawer.closedNow')}</h2>
      </div>
      <p className="text-sm text-muted-foreground">{t('drawer.openHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <NumberField
          label={t('drawer.floatLabel', { currency })}
          error={error}
          className="w-48"
          value={float}
          onValueChange={setFloat}
          testId="drawer-float"
        />
        <Button type="submit" disabled={open.isPending}>
          {t('drawer.open')}
        </Button>
      </div>
    </form>
  );
}

/** Cash in or out of the open drawer, with its reason. */
function MovementForm({ currency }: { currency: string }) {
  const { t, locale } = useI18n();
  const move = useCashMovement();
  const [kind, setKind] = useState<Kind>('out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = minorOf(amount, currency);
    const problems: Record<string, string> = {};
    if (typeof minor !== 'number' || minor <= 0) problems.amount = t('stock.form.invalidAmount');
    if (!reason.trim()) problems.reason = t('drawer.reasonRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await move.mutateAsync({ kind, amountMinor: minor as number, reason: reason.trim() });
      setAmount('');
      setReason('');
      toast.success(t('drawer.moved'));
    } catch (e) {
      toast.error(t('drawer.failed'), { description: errorMessage(e, locale) });
    }
  }
  return (
    <form className="grid gap-3 rounded-lg border p-4" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="font-medium">{t('drawer.movement')}</h2>
      <div className="grid gap-2 sm:grid-cols-3">
        <ChoiceField
          label={t('drawer.kind')}
          value={kind}
          onChange={setKind}
          options={CASH_MOVEMENT_KINDS.map((k) => ({ value: k, label: t(`drawer.kind.${k}`) }))}
        />
        <NumberField
          label={t('drawer.amount', { currency })}
          error={errors.amount}
          value={amount}
          onValueChange={setAmount}
          testId="drawer-move-amount"
        />
        <FormField label={t('drawer.reason')} error={errors.reason}>
          <Input
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            data-testid="drawer-move-reason"
          />
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="w-fit" disabled={move.isPending}>
        {t('drawer.record')}
      </Button>
    </form>
  );
}

/** Close: the cash counted, the difference shown before confirming. */
function CloseForm({ session, onClosed }: { session: CashDrawerSession; onClosed: (id: string) => void }) {
  const { t, locale } = useI18n();
  const close = useCloseCashDrawer();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const minor = counted.trim() ? minorOf(counted, session.currency) : undefined;
  const difference = typeof minor === 'number' ? minor - session.report.cash.expectedMinor : null;
  const m = (x: number) => money(x, session.currency, locale);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typeof minor !== 'number' || minor < 0) {
      setError(t('stock.form.invalidAmount'));
      return;
    }
    setError(undefined);
    try {
      const closed = await close.mutateAsync({
        countedCashMinor: minor,
        sessionId: session.id,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast.success(t('drawer.closedDone'));
      onClosed(closed.id);
    } catch (e) {
      toast.error(t('drawer.failed'), { description: errorMessage(e, locale) });
    }
  }
  return (
    <form className="grid gap-3 rounded-lg border p-4" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="font-medium">{t('drawer.close')}</h2>
      <div className="grid gap-2 sm:grid-cols-2">
        <NumberField
          label={t('drawer.countedLabel', { currency: session.currency })}
          error={error}
          value={counted}
          onValueChange={setCounted}
          testId="drawer-counted"
        />
        <FormField label={t('drawer.note')}>
          <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </div>
      {difference !== null ? (
        <p className="text-sm" data-testid="drawer-preview" aria-live="polite">
          {difference === 0
            ? t('drawer.balanced')
            : t(difference < 0 ? 'drawer.short' : 'drawer.over', { amount: m(Math.abs(difference)) })}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" disabled={close.isPending}>
        {t('drawer.closeConfirm')}
      </Button>
    </form>
  );
}

/**
 * 'Caisse': the open drawer with its running figures, cash in and out, the close with the cash counted;
 * or the form that opens it with its float. Below, the past sessions, each with its Z report.
 */
export function CashDrawerPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const demo = useIsDemo();
  const navigate = useNavigate();
  const currency = useMe().data?.business?.currency ?? 'EUR';
  const zone = useZone();
  const when = (iso: string) => `${formatDate(iso, locale, zone)} ${formatTime(iso, locale, zone)}`;
  const current = useCashDrawer();
  const sessions = useCashDrawerSessions();
  const openSession = (id: string) => navigate(`${base}/cash-drawer/${id}`);
  const rows = sessions.data ?? [];

  const columns: ListColumn<CashDrawerSessionSummary>[] = [
    {
      header: t('drawer.col.opened'),
      cellClassName: 'font-medium',
      cell: (s) => <RowOpenButton onClick={() => openSession(s.id)}>{when(s.openedAt)}</RowOpenButton>,
    },
    {
      header: t('drawer.col.status'),
      cell: (s) => (
        <Badge variant={s.status === 'open' ? 'default' : 'secondary'}>
          {t(`drawer.status.${s.status}`)}
        </Badge>
      ),
    },
    {
      header: t('drawer.expected'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (s) => (s.expectedCashMinor === null ? '' : money(s.expectedCashMinor, s.currency, locale)),
    },
    {
      header: t('drawer.difference'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (s) =>
        s.differenceMinor === null ? (
          ''
        ) : (
          <span className={s.differenceMinor < 0 ? 'text-destructive' : ''}>
            {money(s.differenceMinor, s.currency, locale)}
          </span>
        ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader title={t('drawer.title')} subtitle={t('drawer.subtitle')} />
      {current.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : current.error ? (
        <LoadFailed message={t('drawer.loadFailed')} onRetry={() => void current.refetch()} />
      ) : current.data ? (
        <div className="grid gap-4" data-testid="drawer-open">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              {t('drawer.openSince', {
                date: when(current.data.openedAt),
              })}
            </p>
            <PrintButtons id={current.data.id} />
          </div>
          <ZReportView session={current.data} />
          {demo ? null : (
            <div className="grid gap-4 lg:grid-cols-2">
              <MovementForm currency={current.data.currency} />
              <CloseForm session={current.data} onClosed={openSession} />
            </div>
          )}
        </div>
      ) : demo ? (
        <p className="text-sm text-muted-foreground">{t('drawer.closedNow')}</p>
      ) : (
        <OpenForm currency={currency} />
      )}

      <DayReport zone={zone} />

      <section className="grid gap-3">
        <h2 className="font-medium">{t('drawer.sessions')}</h2>
        <ListSection
          query={sessions}
          failed={t('drawer.loadFailed')}
          isEmpty={rows.length === 0}
          empty={
            <p className="text-sm text-muted-foreground" data-testid="drawer-sessions-empty">
              {t('drawer.sessionsEmpty')}
            </p>
          }
        >
          <ListTable
            caption={t('drawer.sessions')}
            columns={columns}
            rows={rows}
            onOpen={(s) => openSession(s.id)}
            busy={sessions.isFetching}
            testId="drawer-sessions"
            rowTestId="drawer-session-row"
          />
        </ListSection>
      </section>
    </div>
  );
}

/** One session: its Z report on screen, and printed on the roll or A4. */
export function CashDrawerSessionPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const base = useBasePath();
  const session = useCashDrawerSession(id);
  const zone = useZone();
  const back = (
    <Button variant="ghost" asChild className="w-fit">
      <Link to={`${base}/cash-drawer`}>
        <ArrowLeft aria-hidden="true" /> {t('drawer.back')}
      </Link>
    </Button>
  );
  if (session.isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!session.data) {
    return (
      <div className="grid gap-4">
        {back}
        <LoadFailed message={t('drawer.loadFailed')} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  const s = session.data;
  const when = (iso: string) => `${formatDate(iso, locale, zone)} ${formatTime(iso, locale, zone)}`;
  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">
            {s.status === 'closed' ? t('drawer.zTitle') : t('drawer.xTitle')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {s.closedAt
              ? t('drawer.span', { from: when(s.openedAt), to: when(s.closedAt) })
              : t('drawer.openSince', { date: when(s.openedAt) })}
          </p>
        </div>
        <PrintButtons id={s.id} />
      </header>
      <ZReportView session={s} />
      {s.closingNote ? (
        <p className="text-sm">
          {t('drawer.note')} : {s.closingNote}
        </p>
      ) : null}
    </div>
  );
}
