import { errorMessage } from '@carat/api-client';
import { type MetalRates, useSetMetalRateFeed } from '@carat/api-client/react';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Switch, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatTime } from '#lib/format.ts';

/** Basis points ↔ a percentage as typed ('12,5' → 1250); undefined when not a percentage in range. */
const percentText = (bps: number) => String(bps / 100);
function bpsOf(text: string, max: number): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value < 0) return undefined;
  const bps = Math.round(value * 100);
  return bps <= max ? bps : undefined;
}

/**
 * The operator's metal-rate feed, shown only when one is configured: whether the rates follow it, the
 * margins below and above its price of fine metal, and when the last fetch succeeded or failed (and why).
 */
export function FeedCard({ rates }: { rates: MetalRates }) {
  const { t, locale } = useI18n();
  const save = useSetMetalRateFeed();
  const feed = rates.feed;
  const [enabled, setEnabled] = useState(feed.enabled);
  const [buy, setBuy] = useState(percentText(feed.buyMarginBps));
  const [sell, setSell] = useState(percentText(feed.sellMarginBps));
  const [error, setError] = useState<string | null>(null);
  const ids = { enabled: useId(), buy: useId(), sell: useId(), error: useId() };
  useEffect(() => {
    setEnabled(feed.enabled);
    setBuy(percentText(feed.buyMarginBps));
    setSell(percentText(feed.sellMarginBps));
  }, [feed.enabled, feed.buyMarginBps, feed.sellMarginBps]);
  const at = (iso: string) => `${formatDate(iso, locale)} ${formatTime(iso, locale)}`;

  const submit = async () => {
    const buyMarginBps = bpsOf(buy, 9000);
    const sellMarginBps = bpsOf(sell, 100_000);
    if (buyMarginBps === undefined || sellMarginBps === undefined) {
      setError(t('metal.feed.invalid'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ enabled, buyMarginBps, sellMarginBps });
      toast.success(t('metal.feed.saved'));
    } catch (failure) {
      toast.error(t('metal.feed.failed'), { description: errorMessage(failure, locale) });
    }
  };

  return (
    <Card data-testid="metal-feed">
      <CardHeader>
        <CardTitle>{t('metal.feed.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('metal.feed.subtitle')}</p>
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
          <div className="flex items-center gap-3">
            <Switch id={ids.enabled} checked={enabled} onCheckedChange={setEnabled} />
            <label htmlFor={ids.enabled} className="text-sm font-medium">
              {t('metal.feed.enabled')}
            </label>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
            <div className="grid gap-1">
              <label htmlFor={ids.buy} className="text-sm font-medium">
                {t('metal.feed.buyMargin')}
              </label>
              <Input
                id={ids.buy}
                inputMode="decimal"
                value={buy}
                onChange={(event) => setBuy(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={ids.sell} className="text-sm font-medium">
                {t('metal.feed.sellMargin')}
              </label>
              <Input
                id={ids.sell}
                inputMode="decimal"
                value={sell}
                onChange={(event) => setSell(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              />
            </div>
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="grid gap-1 text-sm" aria-live="polite">
            {feed.lastFetchedAt ? (
              <p>{t('metal.feed.lastFetched', { at: at(feed.lastFetchedAt) })}</p>
            ) : (
              <p className="text-muted-foreground">{t('metal.feed.neverFetched')}</p>
            )}
            {feed.lastError && feed.lastFailedAt ? (
              <p role="status" className="text-destructive" data-testid="metal-feed-error">
                {t('metal.feed.lastFailed', { at: at(feed.lastFailedAt), reason: feed.lastError })}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {t('metal.feed.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
