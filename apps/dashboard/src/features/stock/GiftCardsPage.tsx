import { type GiftCardSummary, useGiftCard, useGiftCards, useMe } from '@carat/api-client/react';
import { Badge, FormField, Input, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useState } from 'react';
import { ListSection, LoadFailed } from '#components/list-page/ListSection.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { formatDate, money } from '#lib/format.ts';
import { GiftCardSettingsCard } from './GiftCardSettingsCard.tsx';

/**
 * 'Cartes cadeaux': the cards sold (and those a return was refunded onto), searched by the code's last four
 * characters or the client's name; a card opens its balance and history. Cards are sold and spent on the
 * 'Vente' page (ADR 077).
 */
export function GiftCardsPage() {
  const { t, locale } = useI18n();
  const zone = useMe().data?.business?.timeZone ?? 'UTC';
  const [typed, setTyped] = useState('');
  const q = typed.trim();
  const cards = useGiftCards(q.length >= 2 ? q : '');
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = cards.data ?? [];
  const m = (minor: number, currency: string) => money(minor, currency, locale);

  const columns: ListColumn<GiftCardSummary>[] = [
    {
      header: t('gift.col.code'),
      cellClassName: 'font-medium tabular-nums',
      cell: (c) => <RowOpenButton onClick={() => setOpenId(c.id)}>{`•••• ${c.last4}`}</RowOpenButton>,
    },
    {
      header: t('gift.col.client'),
      cell: (c) =>
        c.source === 'online' ? (
          <Badge variant="secondary" data-testid="gift-online">
            {t('gift.online')}
          </Badge>
        ) : (
          (c.clientName ?? '')
        ),
    },
    { header: t('gift.col.sold'), cell: (c) => formatDate(c.createdAt, locale, zone) },
    {
      header: t('gift.col.expires'),
      cell: (c) => (c.expiresOn ? formatDate(c.expiresOn, locale) : t('gift.noExpiry')),
    },
    {
      header: t('gift.col.balance'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (c) => `${m(c.balanceMinor, c.currency)} / ${m(c.initialMinor, c.currency)}`,
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader title={t('gift.title')} subtitle={t('gift.subtitle')} />
      <FormField label={t('gift.search')} hint={t('gift.searchHint')} className="max-w-sm">
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          data-testid="gift-search"
        />
      </FormField>
      <ListSection
        query={cards}
        failed={t('gift.loadFailed')}
        isEmpty={rows.length === 0}
        empty={
          <p className="text-sm text-muted-foreground" data-testid="gift-empty">
            {q ? t('gift.noMatch') : t('gift.empty')}
          </p>
        }
      >
        <ListTable
          caption={t('gift.title')}
          columns={columns}
          rows={rows}
          onOpen={(c) => setOpenId(c.id)}
          busy={cards.isFetching}
          testId="gift-table"
          rowTestId="gift-row"
        />
      </ListSection>
      {openId ? <GiftCardHistory id={openId} zone={zone} /> : null}
      <GiftCardSettingsCard />
    </div>
  );
}

function GiftCardHistory({ id, zone }: { id: string; zone: string }) {
  const { t, locale } = useI18n();
  const card = useGiftCard(id);
  if (card.isLoading) return <Skeleton className="h-32 w-full" />;
  if (card.error || !card.data) {
    return <LoadFailed message={t('gift.loadFailed')} onRetry={() => void card.refetch()} />;
  }
  const c = card.data;
  const m = (minor: number) => money(minor, c.currency, locale);
  return (
    <section
      className="grid gap-3 rounded-lg border p-4"
      aria-labelledby="gift-card-title"
      data-testid="gift-card"
    >
      <h2 id="gift-card-title" className="font-medium">
        {t('gift.card', { last4: c.last4 })}
      </h2>
      <p className="font-mono text-sm" data-testid="gift-code">
        {c.code}
      </p>
      {c.online ? (
        <p className="text-sm text-muted-foreground" data-testid="gift-online-detail">
          {t('gift.onlineFrom', {
            buyer: c.online.buyerName,
            buyerEmail: c.online.buyerEmail,
            recipient: c.online.recipientName,
            recipientEmail: c.online.recipientEmail,
            sendOn: formatDate(c.online.sendOn, locale),
          })}
        </p>
      ) : null}
      <p className="text-sm">
        {c.expiresOn ? `${t('gift.col.expires')} ${formatDate(c.expiresOn, locale)}` : t('gift.noExpiry')}
      </p>
      <p className="text-lg tabular-nums">
        {t('gift.balance', { amount: m(c.balanceMinor), initial: m(c.initialMinor) })}
      </p>
      <ul className="grid gap-1 text-sm" data-testid="gift-history">
        {c.history.map((h) => (
          <li key={h.id} className="flex flex-wrap justify-between gap-3">
            <span>
              <Badge variant="secondary">{t(`gift.kind.${h.kind}`)}</Badge>{' '}
              {formatDate(h.createdAt, locale, zone)}
              {h.saleNumber ? ` · ${h.saleNumber}` : ''}
            </span>
            <span className="tabular-nums">
              {h.amountMinor > 0 ? `+${m(h.amountMinor)}` : m(h.amountMinor)} → {m(h.balanceAfterMinor)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
