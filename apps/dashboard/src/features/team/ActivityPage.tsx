import { type ActivityItem, useActivity, useMe } from '@carat/api-client/react';
import { Button, EmptyState, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { History } from 'lucide-react';
import { formatDate, formatTime } from '#lib/format.ts';

/** 'Activité' (owners and admins): who created, changed or deleted orders, invoices and appointments. */
export function ActivityPage() {
  const { t } = useI18n();
  const activity = useActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-display text-4xl">{t('activity.title')}</h1>
        <p className="text-muted-foreground">{t('activity.subtitle')}</p>
      </header>
      {activity.isLoading ? (
        <Skeleton className="h-64" />
      ) : activity.error ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t('activity.loadError')}</p>
          <Button variant="outline" onClick={() => void activity.refetch()}>
            {t('team.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={<History />} title={t('activity.empty')} />
      ) : (
        <ol className="grid gap-2">
          {items.map((item) => (
            <ActivityRow key={item.seq} item={item} />
          ))}
        </ol>
      )}
      {activity.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-start"
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {t('activity.more')}
        </Button>
      ) : null}
    </div>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t, locale } = useI18n();
  const timeZone = useMe().data?.business.timeZone ?? 'UTC';
  const who = item.actor?.name ?? (item.actorId ? t('activity.formerMember') : t('activity.someone'));
  const what =
    item.action === 'status'
      ? t('activity.action.status', { from: item.detail.from ?? '—', to: item.detail.to ?? '—' })
      : t(`activity.action.${item.action}`);
  const label = [item.detail.number, item.detail.name].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-1 rounded-md border border-border p-3 sm:grid-cols-[10rem_1fr]">
      <time dateTime={String(item.at)} className="text-sm text-muted-foreground">
        {formatDate(item.at, locale, timeZone)} {formatTime(item.at, locale, timeZone)}
      </time>
      <p className="min-w-0">
        <span className="font-medium">{who}</span> — {t(`activity.entity.${item.entity}`)}{' '}
        {label ? <span className="text-muted-foreground">{label}</span> : null} {what}
      </p>
    </li>
  );
}
