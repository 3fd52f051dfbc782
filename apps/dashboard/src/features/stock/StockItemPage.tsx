import { errorMessage } from '@carat/api-client';
import {
  type StockItemEvent,
  useDownloadStockLabel,
  useStockItem,
  useUpdateStockItem,
} from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { STOCK_MANUAL_STATUSES } from '@carat/validation/stock';
import { ExternalLink, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { BackLink, DetailPageFallback } from '#components/DetailPageFallback.tsx';
import { DetailFact } from '#components/detail-sheet/DetailFact.tsx';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, formatTime, money } from '#lib/format.ts';
import { StockStatusBadge } from './StatusBadge.tsx';
import { StockPhotos } from './StockPhotos.tsx';

/** One piece: its facts, certificates with the lab's report check, its label, status and history. */
export function StockItemPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const base = useBasePath();
  const item = useStockItem(id);
  const update = useUpdateStockItem();
  const label = useDownloadStockLabel();

  const back = <BackLink to={`${base}/stock`}>{t('stock.item.back')}</BackLink>;
  if (!item.data) {
    return (
      <DetailPageFallback
        back={back}
        loading={item.isLoading}
        failedText={t('stock.item.loadFailed')}
        onRetry={() => void item.refetch()}
      />
    );
  }
  const piece = item.data;
  const m = (minor: number) => money(minor, piece.currency, locale);

  const eventText = (event: StockItemEvent) => {
    const number = typeof event.detail.number === 'string' ? event.detail.number : '';
    if (event.kind === 'sold') return t('stock.event.sold', { number });
    if (event.kind === 'returned')
      return t('stock.event.returned', { number: String(event.detail.creditNote ?? number) });
    if (event.kind === 'memo' || event.kind === 'layaway')
      return `${t(`stock.event.${event.kind}`)} ${number}${event.toStatus ? ` : ${t(`stock.status.${event.toStatus as 'in_stock'}`)}` : ''}`;
    if (event.kind === 'status')
      return `${t('stock.event.status')} : ${event.toStatus ? t(`stock.status.${event.toStatus as 'in_stock'}`) : ''}`;
    return t(`stock.event.${event.kind}`);
  };

  async function downloadLabel(format: 'tag' | 'sheet') {
    try {
      await label.mutateAsync({ id: piece.id, format });
    } catch (error) {
      toast.error(t('stock.item.labelFailed'), { description: errorMessage(error, locale) });
    }
  }

  async function setStatus(status: (typeof STOCK_MANUAL_STATUSES)[number]) {
    try {
      await update.mutateAsync({ id: piece.id, change: { status } });
      toast.success(t('stock.item.statusSaved'));
    } catch (error) {
      toast.error(t('stock.saveFailed'), { description: errorMessage(error, locale) });
    }
  }

  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="stock-tag">
            {piece.tag}
          </p>
          <h1 className="font-display text-3xl">{piece.name}</h1>
          <StockStatusBadge status={piece.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void downloadLabel('tag')} disabled={label.isPending}>
            <Printer aria-hidden="true" /> {t('stock.item.label')}
          </Button>
          <Button variant="outline" onClick={() => void downloadLabel('sheet')} disabled={label.isPending}>
            {t('stock.item.sheet')}
          </Button>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <DetailSection title={t('stock.item.facts')}>
          <DetailFact label={t('stock.item.price')}>{m(piece.priceMinor)}</DetailFact>
          <DetailFact label={t('stock.item.cost')}>{m(piece.costMinor)}</DetailFact>
          <DetailFact label={t('stock.item.margin')}>
            {m(piece.marginMinor)}
            {piece.marginBps !== null ? ` (${(piece.marginBps / 100).toLocaleString(locale)} %)` : ''}
          </DetailFact>
          {piece.supplier ? <DetailFact label={t('stock.item.supplier')}>{piece.supplier}</DetailFact> : null}
          {piece.location ? <DetailFact label={t('stock.item.location')}>{piece.location}</DetailFact> : null}
          {piece.metal || piece.metalWeightGrams ? (
            <DetailFact label={t('stock.item.metal')}>
              {[
                piece.metal,
                piece.metalWeightGrams !== null ? `${piece.metalWeightGrams.toLocaleString(locale)} g` : null,
                piece.fineness ? `${piece.fineness} ‰` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </DetailFact>
          ) : null}
          {piece.stones.length > 0 ? (
            <DetailFact label={t('stock.item.stones')}>
              <ul className="grid gap-1">
                {piece.stones.map((stone, index) => (
                  <li key={`${stone.kind}-${index}`}>
                    {[stone.kind, stone.carats ? `${stone.carats} ct` : null].filter(Boolean).join(' ')}
                    {stone.reportUrl ? (
                      <>
                        {' '}
                        <a
                          href={stone.reportUrl}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="inline-flex items-center gap-1 underline"
                        >
                          {t('stock.item.reportCheck', {
                            lab: stone.lab ?? '',
                            number: stone.certificateNumber ?? '',
                          })}
                          <ExternalLink className="size-3" aria-hidden="true" />
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </DetailFact>
          ) : null}
          {(STOCK_MANUAL_STATUSES as readonly string[]).includes(piece.status) &&
          !piece.holds.some((h) => h.open) ? (
            <ChoiceField
              label={t('stock.item.status')}
              value={
                (STOCK_MANUAL_STATUSES as readonly string[]).includes(piece.status)
                  ? (piece.status as (typeof STOCK_MANUAL_STATUSES)[number])
                  : 'in_stock'
              }
              onChange={(status) => void setStatus(status)}
              options={STOCK_MANUAL_STATUSES.map((s) => ({ value: s, label: t(`stock.status.${s}`) }))}
            />
          ) : null}
        </DetailSection>

        <StockPhotos item={piece} />

        {piece.holds.length > 0 ? (
          <DetailSection title={t('stock.item.holds')}>
            <ul className="grid gap-1" data-testid="stock-holds">
              {piece.holds.map((hold) => (
                <li key={`${hold.kind}-${hold.id}`}>
                  <Link
                    to={`${base}/${hold.kind === 'memo' ? 'memos' : 'layaways'}/${hold.id}`}
                    className="underline"
                  >
                    {t(hold.kind === 'memo' ? 'stock.item.holdMemo' : 'stock.item.holdLayaway', {
                      number: hold.number,
                    })}
                  </Link>
                  {hold.open ? ` · ${t('stock.item.holdOpen')}` : ''}
                </li>
              ))}
            </ul>
          </DetailSection>
        ) : null}

        <DetailSection title={t('stock.item.history')}>
          <ol className="grid gap-2" data-testid="stock-history">
            {piece.events.map((event) => (
              <li key={event.id} className="grid gap-0.5">
                <span className="font-medium">{eventText(event)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDate(event.createdAt, locale)} {formatTime(event.createdAt, locale)}
                </span>
              </li>
            ))}
          </ol>
        </DetailSection>
      </div>
    </div>
  );
}
