import type { LeadDetail } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { money } from '#lib/format.ts';

type Piece = LeadDetail['items'][number];

/** The basket: each piece with the visitor's size, colour and engraving, and its showroom price. */
export function LeadPieces({ pieces }: { pieces: readonly Piece[] }) {
  const { t, locale } = useI18n();
  const currency = pieces[0]?.currency ?? 'GBP';
  const oneCurrency = pieces.every((piece) => piece.currency === currency);
  const total = pieces.reduce((sum, piece) => sum + piece.priceMinor, 0);
  const colon = t('common.colon');
  const quote = (text: string) => t('common.quoted', { text });
  return (
    <section aria-labelledby="lead-pieces" className="grid gap-2 text-sm">
      <h3 id="lead-pieces" className="font-medium">
        {t('leads.detail.pieces')}
      </h3>
      <ul className="grid gap-2">
        {pieces.map((piece, index) => (
          <li
            // A basket may hold the same piece twice, with other choices.
            key={`${piece.ref}-${index}`}
            className="grid gap-1 rounded-md border border-border p-3"
            data-testid="lead-piece"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">{piece.name}</span>
              <span className="tabular-nums">{money(piece.priceMinor, piece.currency, locale)}</span>
            </div>
            <span className="text-xs text-muted-foreground">{t('leads.detail.ref', { ref: piece.ref })}</span>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
              {(
                [
                  ['leads.detail.size', piece.size],
                  ['leads.detail.colour', piece.colour],
                  ['leads.detail.stone', piece.stone],
                  ['leads.detail.engraving', piece.engraving && quote(piece.engraving)],
                ] as const
              ).map(([label, value]) =>
                value ? (
                  <div key={label} className="flex gap-1">
                    <dt className="text-muted-foreground">
                      {t(label)}
                      {colon}
                    </dt>
                    <dd>{value}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </li>
        ))}
      </ul>
      {oneCurrency && pieces.length > 1 ? (
        <p className="flex justify-between font-medium">
          <span>{t('leads.detail.total')}</span>
          <span className="tabular-nums">{money(total, currency, locale)}</span>
        </p>
      ) : null}
    </section>
  );
}
