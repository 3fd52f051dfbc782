import { errorMessage } from '@carat/api-client';
import {
  type MetalRates,
  useApplyRepricing,
  useMe,
  useMetalRates,
  useRepricingQueue,
  useSetMetalRates,
} from '@carat/api-client/react';
import { METAL_GRADE_NAMES, type MetalGrade } from '@carat/domain/metal';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  Input,
  Skeleton,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useId, useState } from 'react';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { majorText, minorOf } from '#lib/amounts.ts';
import { formatDate, money } from '#lib/format.ts';
import { FeedCard } from './FeedCard.tsx';
import { NativeSelect } from './fields.tsx';

// The page's texts, added by its route as it loads (app/routes.tsx).
export { metalMessages } from './messages.ts';

type Unit = 'gram' | 'troy_ounce';
type Row = { buy: string; sell: string };

/** 'Cours des métaux': the rates by grade (editable), the repricing queue with its approval, the history. */
export function MetalRatesPage() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('metal.title')} subtitle={t('metal.subtitle')} />
      <RatesCard />
      <FeedSection />
      <RepricingCard />
      <HistoryCard />
    </div>
  );
}

/** The feed's settings and last fetch, only when the operator configured a feed. */
function FeedSection() {
  const rates = useMetalRates();
  return rates.data?.provider.configured ? <FeedCard rates={rates.data} /> : null;
}

function rowsFrom(rates: MetalRates | undefined, unit: Unit, currency: string): Record<MetalGrade, Row> {
  const rows = Object.fromEntries(METAL_GRADE_NAMES.map((m) => [m, { buy: '', sell: '' }])) as Record<
    MetalGrade,
    Row
  >;
  for (const rate of rates?.rates ?? []) {
    rows[rate.metal] =
      unit === 'gram'
        ? { buy: majorText(rate.buyPerGramMinor, currency), sell: majorText(rate.sellPerGramMinor, currency) }
        : {
            buy: majorText(rate.buyPerTroyOunceMinor, currency),
            sell: majorText(rate.sellPerTroyOunceMinor, currency),
          };
  }
  return rows;
}

function RatesCard() {
  const { t, locale } = useI18n();
  const rates = useMetalRates();
  const me = useMe();
  const save = useSetMetalRates();
  const currency = rates.data?.currency ?? me.data?.business.currency ?? 'GBP';
  const [unit, setUnit] = useState<Unit>('gram');
  const [rows, setRows] = useState<Record<MetalGrade, Row>>(() => rowsFrom(undefined, 'gram', currency));
  const [error, setError] = useState<string | null>(null);
  const unitId = useId();

  useEffect(() => {
    if (rates.data) setRows(rowsFrom(rates.data, unit, rates.data.currency));
  }, [rates.data, unit]);

  const submit = async () => {
    const entries: { metal: MetalGrade; unit: Unit; buyMinor: number; sellMinor: number }[] = [];
    for (const metal of METAL_GRADE_NAMES) {
      const row = rows[metal];
      const buy = minorOf(row.buy, currency);
      const sell = minorOf(row.sell, currency);
      if (buy === undefined && sell === undefined) continue;
      if (typeof buy !== 'number' || typeof sell !== 'number') {
        setError(t('metal.rates.invalid'));
        return;
      }
      entries.push({ metal, unit, buyMinor: buy, sellMinor: sell });
    }
    if (entries.length === 0) {
      setError(t('metal.rates.nothing'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ rates: entries });
      toast.success(t('metal.rates.saved'));
    } catch (failure) {
      toast.error(t('metal.rates.failed'), { description: errorMessage(failure, locale) });
    }
  };

  if (rates.isError) {
    return (
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <p role="alert">{t('metal.loadFailed')}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void rates.refetch()}>
            {t('metal.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('metal.rates.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {rates.data?.provider.configured ? t('metal.rates.providerConfigured') : t('metal.rates.provider')}
        </p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid max-w-md gap-1">
            <label htmlFor={unitId} className="text-sm font-medium">
              {t('metal.rates.unit')}
            </label>
            <NativeSelect
              id={unitId}
              value={unit}
              onChange={(event) => setUnit(event.target.value as Unit)}
              data-testid="metal-unit"
            >
              <option value="gram">{t('metal.rates.unit.gram')}</option>
              <option value="troy_ounce">{t('metal.rates.unit.troy_ounce')}</option>
            </NativeSelect>
          </div>
          {rates.isLoading ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <div className="grid gap-2">
              <div
                aria-hidden="true"
                className="hidden grid-cols-[1fr_9rem_9rem] gap-3 text-sm font-medium sm:grid"
              >
                <span>{t('metal.rates.metal')}</span>
                <span>{t('metal.rates.buy', { currency })}</span>
                <span>{t('metal.rates.sell', { currency })}</span>
              </div>
              {METAL_GRADE_NAMES.map((metal) => {
                const label = t(`metal.grade.${metal}`);
                return (
                  <div
                    key={metal}
                    className="grid grid-cols-2 items-center gap-2 border-b border-border pb-2 sm:grid-cols-[1fr_9rem_9rem] sm:gap-3"
                    data-testid={`rate-${metal}`}
                  >
                    <span className="col-span-2 font-medium sm:col-span-1">{label}</span>
                    <span>
                      <Input
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`${label} — ${t('metal.rates.buy', { currency })}`}
                        placeholder={t('metal.rates.buy', { currency })}
                        value={rows[metal].buy}
                        onChange={(event) =>
                          setRows((r) => ({ ...r, [metal]: { ...r[metal], buy: event.target.value } }))
                        }
                        data-testid={`rate-${metal}-buy`}
                      />
                    </span>
                    <span>
                      <Input
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`${label} — ${t('metal.rates.sell', { currency })}`}
                        placeholder={t('metal.rates.sell', { currency })}
                        value={rows[metal].sell}
                        onChange={(event) =>
                          setRows((r) => ({ ...r, [metal]: { ...r[metal], sell: event.target.value } }))
                        }
                        data-testid={`rate-${metal}-sell`}
                      />
                    </span>
                  </div>
                );
              })}
            </div>
          )}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button
            type="submit"
            className="justify-self-start"
            loading={save.isPending}
            disabled={rates.isLoading}
          >
            {t('metal.rates.save')}
          </Button>
          {rates.data?.rates.length ? (
            <p className="text-xs text-muted-foreground">
              {rates.data.rates
                .map((r) => `${t(`metal.grade.${r.metal}`)} ${money(r.sellPerGramMinor, currency, locale)}`)
                .join(' · ')}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

function RepricingCard() {
  const { t, locale } = useI18n();
  const queue = useRepricingQueue();
  const apply = useApplyRepricing();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = queue.data?.items ?? [];
  const currency = queue.data?.currency ?? 'GBP';

  const run = async (ids?: string[]) => {
    try {
      const result = await apply.mutateAsync(ids);
      setSelected(new Set());
      toast.success(t('metal.queue.applied', { count: result.applied.length }));
    } catch (failure) {
      toast.error(t('metal.queue.failed'), { description: errorMessage(failure, locale) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('metal.queue.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('metal.queue.subtitle')}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {queue.data?.missingRates.length ? (
          <p className="text-sm text-muted-foreground">
            {t('metal.queue.missing', {
              metals: queue.data.missingRates.map((m) => t(`metal.grade.${m}`)).join(', '),
            })}
          </p>
        ) : null}
        {queue.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : queue.isError ? (
          <div className="grid gap-2">
            <p role="alert">{t('metal.loadFailed')}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => void queue.refetch()}>
              {t('metal.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState title={t('metal.queue.empty')} />
        ) : (
          <>
            <ul className="grid gap-2" data-testid="repricing-queue">
              {items.map((item) => (
                <li
                  key={item.productId}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3"
                  data-testid="repricing-item"
                >
                  <Checkbox
                    checked={selected.has(item.productId)}
                    aria-label={t('metal.queue.select', { name: item.name })}
                    onCheckedChange={(checked) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (checked === true) next.add(item.productId);
                        else next.delete(item.productId);
                        return next;
                      })
                    }
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{item.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {t(`metal.grade.${item.metal}`)} · {item.weightMg / 1000} g
                    </span>
                  </span>
                  <span className="tabular-nums text-sm">
                    <span className="sr-only">{t('metal.queue.old')} </span>
                    <s>{money(item.oldPriceMinor, currency, locale)}</s>
                  </span>
                  <span className="tabular-nums font-medium" data-testid="repricing-new">
                    <span className="sr-only">{t('metal.queue.new')} </span>
                    {money(item.newPriceMinor, currency, locale)}
                  </span>
                  <span
                    className={
                      item.differenceMinor > 0
                        ? 'tabular-nums text-sm text-emerald-700'
                        : 'tabular-nums text-sm text-destructive'
                    }
                  >
                    <span className="sr-only">{t('metal.queue.difference')} </span>
                    {item.differenceMinor > 0 ? '+' : '−'}
                    {money(Math.abs(item.differenceMinor), currency, locale)}
                  </span>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button loading={apply.isPending} onClick={() => void run()} data-testid="repricing-apply">
                {t('metal.queue.apply')}
              </Button>
              {selected.size > 0 ? (
                <Button variant="outline" disabled={apply.isPending} onClick={() => void run([...selected])}>
                  {t('metal.queue.applySelected', { count: selected.size })}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryCard() {
  const { t, locale } = useI18n();
  const rates = useMetalRates();
  const currency = rates.data?.currency ?? 'GBP';
  const history = rates.data?.history ?? [];
  const perGram = (perKg: number) => money(Math.round(perKg / 1000), currency, locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('metal.history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {rates.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('metal.history.empty')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {history.slice(0, 20).map((h) => (
              <li key={h.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {h.previousSellPerKgMinor == null
                    ? t('metal.history.first', {
                        metal: t(`metal.grade.${h.metal}`),
                        sell: perGram(h.sellPerKgMinor),
                      })
                    : t('metal.history.line', {
                        metal: t(`metal.grade.${h.metal}`),
                        sell: perGram(h.sellPerKgMinor),
                        previous: perGram(h.previousSellPerKgMinor),
                      })}
                </span>
                <span className="text-muted-foreground">
                  {h.source === 'provider' ? `${t('metal.history.feed')} · ` : ''}
                  {formatDate(h.changedAt, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
