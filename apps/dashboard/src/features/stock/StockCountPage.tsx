import { errorMessage } from '@carat/api-client';
import {
  type StockCount,
  type StockCountScan,
  type StockCountSummary,
  useFinishStockCount,
  useMe,
  useScanStockCount,
  useStartStockCount,
  useStockCount,
  useStockCounts,
  useStockLocations,
} from '@carat/api-client/react';
import { Badge, Button, FormField, Input, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { AlertTriangle, ArrowLeft, CheckCircle2, ScanLine } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ListSection, LoadFailed } from '#components/list-page/ListSection.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { useBasePath, useIsDemo } from '#lib/base-path.tsx';
import { formatDate, formatTime } from '#lib/format.ts';

type Piece = StockCount['counted'][number];

/**
 * 'Inventaire': choose a location (the ones the pieces name, or another typed) and start counting it;
 * below, the past counts with what was missing.
 */
export function StockCountsPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const demo = useIsDemo();
  const navigate = useNavigate();
  const zone = useMe().data?.business?.timeZone ?? 'UTC';
  const counts = useStockCounts();
  const locations = useStockLocations();
  const start = useStartStockCount();
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const openCount = (id: string) => navigate(`${base}/stock-counts/${id}`);

  async function begin(chosen: string) {
    const where = chosen.trim();
    if (!where) {
      setError(t('count.locationRequired'));
      return;
    }
    setError(undefined);
    try {
      const count = await start.mutateAsync({ location: where });
      openCount(count.id);
    } catch (e) {
      toast.error(t('count.failed'), { description: errorMessage(e, locale) });
    }
  }

  const columns: ListColumn<StockCountSummary>[] = [
    {
      header: t('count.col.date'),
      cellClassName: 'font-medium',
      cell: (c) => (
        <RowOpenButton onClick={() => openCount(c.id)}>
          {`${formatDate(c.createdAt, locale, zone)} ${formatTime(c.createdAt, locale, zone)}`}
        </RowOpenButton>
      ),
    },
    { header: t('count.col.location'), cell: (c) => c.location },
    {
      header: t('count.col.status'),
      cell: (c) => (
        <Badge variant={c.status === 'open' ? 'default' : 'secondary'}>{t(`count.status.${c.status}`)}</Badge>
      ),
    },
    {
      header: t('count.counted'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (c) => (c.countedCount === null ? '' : `${c.countedCount} / ${c.expectedCount ?? 0}`),
    },
    {
      header: t('count.missing'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (c) =>
        c.missingCount === null ? (
          ''
        ) : (
          <span className={c.missingCount > 0 ? 'text-destructive' : ''}>{c.missingCount}</span>
        ),
    },
  ];
  const rows = counts.data ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader title={t('count.title')} subtitle={t('count.subtitle')} />
      {demo ? null : (
        <form
          className="grid gap-3 rounded-lg border p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void begin(location);
          }}
          noValidate
        >
          <h2 className="font-medium">{t('count.start')}</h2>
          {locations.data && locations.data.length > 0 ? (
            <div className="flex flex-wrap gap-2" data-testid="count-locations">
              {locations.data.map((l) => (
                <Button
                  key={l.location}
                  type="button"
                  variant="outline"
                  disabled={start.isPending}
                  onClick={() => void begin(l.location)}
                >
                  {t('count.locationChoice', { location: l.location, count: l.pieces })}
                </Button>
              ))}
            </div>
          ) : null}
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t('count.location')} error={error} className="w-64 max-w-full">
              <Input value={location} maxLength={100} onChange={(e) => setLocation(e.target.value)} />
            </FormField>
            <Button type="submit" disabled={start.isPending}>
              <ScanLine aria-hidden="true" /> {t('count.begin')}
            </Button>
          </div>
        </form>
      )}
      <section className="grid gap-3">
        <h2 className="font-medium">{t('count.history')}</h2>
        <ListSection
          query={counts}
          failed={t('count.loadFailed')}
          isEmpty={rows.length === 0}
          empty={
            <p className="text-sm text-muted-foreground" data-testid="counts-empty">
              {t('count.empty')}
            </p>
          }
        >
          <ListTable
            caption={t('count.history')}
            columns={columns}
            rows={rows}
            onOpen={(c) => openCount(c.id)}
            busy={counts.isFetching}
            testId="counts-table"
            rowTestId="count-row"
          />
        </ListSection>
      </section>
    </div>
  );
}

function PieceList({ title, pieces, testId }: { title: string; pieces: readonly Piece[]; testId: string }) {
  const { t } = useI18n();
  return (
    <section className="grid gap-2 rounded-lg border p-4">
      <h2 className="font-medium">
        {title} ({pieces.length})
      </h2>
      {pieces.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('count.none')}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid={testId}>
          {pieces.map((p) => (
            <li key={p.id} className="flex justify-between gap-3">
              <span className="font-medium tabular-nums">{p.tag}</span>
              <span className="truncate text-muted-foreground">{p.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the last scan did, shown beside the field (no sound: a tick or a warning, and its words). */
function LastScan({ scan }: { scan: StockCountScan }) {
  const { t } = useI18n();
  const good = scan.outcome === 'counted';
  const Icon = good ? CheckCircle2 : AlertTriangle;
  return (
    <p
      className={`flex items-center gap-2 text-sm font-medium ${good ? 'text-success' : 'text-destructive'}`}
      data-testid="count-last"
      data-outcome={scan.outcome}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {t(`count.outcome.${scan.outcome}`, {
        code: scan.code,
        name: scan.item?.name ?? '',
        location: scan.item?.location ?? '—',
      })}
    </p>
  );
}

/**
 * One count. Open: a field that keeps the focus (a USB scanner types the tag and Enter), the last scan's
 * outcome, the counted / expected / missing / unexpected totals and their lists, and Finish. Finished: the
 * result as it was kept.
 */
export function StockCountPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const base = useBasePath();
  const demo = useIsDemo();
  const count = useStockCount(id);
  const scan = useScanStockCount();
  const finish = useFinishStockCount();
  const [code, setCode] = useState('');
  const [last, setLast] = useState<StockCountScan | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const back = (
    <Button variant="ghost" asChild className="w-fit">
      <Link to={`${base}/stock-counts`}>
        <ArrowLeft aria-hidden="true" /> {t('count.back')}
      </Link>
    </Button>
  );
  if (count.isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!count.data) {
    return (
      <div className="grid gap-4">
        {back}
        <LoadFailed message={t('count.loadFailed')} onRetry={() => void count.refetch()} />
      </div>
    );
  }
  const data = count.data;
  const open = data.status === 'open' && !demo;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setCode('');
    try {
      const result = await scan.mutateAsync({ id: data.id, code: typed });
      setLast(result.scan);
    } catch (e) {
      toast.error(t('count.failed'), { description: errorMessage(e, locale) });
    }
    field.current?.focus();
  }

  async function end() {
    try {
      await finish.mutateAsync({ id: data.id });
      toast.success(t('count.finished', { count: data.totals.missing }));
    } catch (e) {
      toast.error(t('count.failed'), { description: errorMessage(e, locale) });
    }
  }

  const tiles = [
    ['count.counted', `${data.totals.counted} / ${data.totals.expected}`, 'count-counted'],
    ['count.missing', String(data.totals.missing), 'count-missing'],
    ['count.unexpected', String(data.totals.unexpected), 'count-unexpected'],
  ] as const;

  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">{t('count.heading', { location: data.location })}</h1>
          <p className="text-sm text-muted-foreground">{t(`count.status.${data.status}`)}</p>
        </div>
        {open ? (
          <Button onClick={() => void end()} disabled={finish.isPending}>
            {t('count.finish')}
          </Button>
        ) : null}
      </header>
      {open ? (
        <form className="grid gap-2" onSubmit={(e) => void submit(e)} noValidate>
          <FormField label={t('count.scan')}>
            <Input
              ref={field}
              // The count's one field: it takes the scanner's keystrokes from the start.
              autoFocus
              value={code}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              data-testid="count-scan"
            />
          </FormField>
          <div aria-live="polite" className="min-h-6">
            {last ? <LastScan scan={last} /> : null}
          </div>
        </form>
      ) : null}
      <dl className="grid grid-cols-3 gap-2">
        {tiles.map(([label, value, testId]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{t(label)}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-3">
        <PieceList title={t('count.missing')} pieces={data.missing} testId="count-missing-list" />
        <section className="grid gap-2 rounded-lg border p-4">
          <h2 className="font-medium">
            {t('count.unexpected')} ({data.unexpected.length})
          </h2>
          {data.unexpected.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('count.none')}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="count-unexpected-list">
              {data.unexpected.map((u) => (
                <li key={`${u.code}-${u.item?.id ?? ''}`} className="grid">
                  <span className="font-medium tabular-nums">{u.item?.tag ?? u.code}</span>
                  <span className="text-muted-foreground">
                    {t(`count.reason.${u.reason}`, {
                      name: u.item?.name ?? '',
                      location: u.item?.location ?? '—',
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <PieceList title={t('count.countedList')} pieces={data.counted} testId="count-counted-list" />
      </div>
    </div>
  );
}
