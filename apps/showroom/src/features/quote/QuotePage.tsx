import { errorMessage } from '@carat/api-client';
import { useApproveQuote, useQuote } from '@carat/api-client/react';
import { formatMoney, isCurrency } from '@carat/domain/money';
import { Button, Skeleton, toast } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { PIECE_TYPES } from '@carat/validation/repairs';
import { CheckCircle2 } from 'lucide-react';
import { useFragmentToken } from '#lib/useFragmentToken.ts';

/** A quote link's token (base64url, as the API makes it). */
const QUOTE_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The quote of a service job, behind the link the client was emailed: the piece, the work and
 * its price; 'J'accepte le devis' approves it (`POST /v1/quotes/{token}/approve`) and the jeweller sees it
 * on the job's timeline. Approving twice says the same.
 */
export default function QuotePage() {
  const { t, locale } = useI18n();
  const token = useFragmentToken(QUOTE_TOKEN);
  const quote = useQuote(token || null);
  const approve = useApproveQuote(token ?? '');

  if (token === null || (token && quote.isPending)) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </main>
    );
  }
  if (!token || !quote.data) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <h1 className="font-display text-3xl">{t('quote.title')}</h1>
        <p role="alert">{quote.error ? errorMessage(quote.error, locale) : t('quote.missing')}</p>
      </main>
    );
  }
  const data = quote.data;
  const money = (minor: number) =>
    formatMoney(minor, isCurrency(data.currency) ? data.currency : 'GBP', intlLocale(locale));
  const piece = data.piece as { type?: string; metal?: string | null; stones?: string | null };
  const work = (data.work ?? []) as { label: string; priceMinor: number }[];
  const type =
    piece.type && (PIECE_TYPES as readonly string[]).includes(piece.type)
      ? t(`quote.piece.${piece.type}` as 'quote.piece.ring')
      : null;
  const dueDate = data.dueDate
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${data.dueDate}T12:00:00Z`),
      )
    : null;
  return (
    <main className="mx-auto grid max-w-xl gap-5 p-6">
      <p className="text-sm text-muted-foreground">{data.business.name}</p>
      <h1 className="font-display text-3xl">{t('quote.heading', { number: data.number })}</h1>
      <p className="text-sm">{[type, piece.metal, piece.stones].filter(Boolean).join(' · ')}</p>
      <dl className="grid gap-2 rounded-lg border border-border p-4 text-sm">
        {work.map((line, index) => (
          <div key={`${line.label}-${index}`} className="flex justify-between gap-3">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{money(line.priceMinor)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
          <dt>{t(data.estimateOnly ? 'quote.estimate' : 'quote.total')}</dt>
          <dd className="tabular-nums" data-testid="quote-amount">
            {money(data.quoteMinor)}
          </dd>
        </div>
        {data.paidMinor > 0 ? (
          <div className="flex justify-between gap-3 text-muted-foreground">
            <dt>{t('quote.paid')}</dt>
            <dd className="tabular-nums">−{money(data.paidMinor)}</dd>
          </div>
        ) : null}
      </dl>
      {dueDate ? <p className="text-sm text-muted-foreground">{t('quote.due', { date: dueDate })}</p> : null}
      {data.approvedAt ? (
        <p
          className="flex items-center gap-2 font-medium text-success"
          role="status"
          data-testid="quote-status"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t('quote.approved')}
        </p>
      ) : (
        <Button
          size="lg"
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(undefined, {
              onSuccess: () => toast.success(t('quote.approved')),
              onError: (error) => toast.error(errorMessage(error, locale)),
            })
          }
        >
          {t('quote.approve')}
        </Button>
      )}
    </main>
  );
}
