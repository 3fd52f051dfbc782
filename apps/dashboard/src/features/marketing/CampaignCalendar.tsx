import { useCampaigns, useMarketingPosts } from '@carat/api-client/react';
import { Badge, Button, Skeleton } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';

/** The month's planned posts and scheduled or sent campaigns, day by day (in the browser's time zone). */
export function CampaignCalendar() {
  const { t, locale } = useI18n();
  const campaigns = useCampaigns();
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1);
  });
  const monthKey = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  const posts = useMarketingPosts(monthKey);
  const title = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric' }).format(month);
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const dayFormat = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' });
  const dated = (campaigns.data?.items ?? []).flatMap((campaign) => {
    const at = campaign.sentAt ?? campaign.scheduledAt;
    return at ? [{ campaign, at: new Date(at) }] : [];
  });
  const isInMonth = (at: Date) =>
    at.getFullYear() === month.getFullYear() && at.getMonth() === month.getMonth();
  const inMonth = dated.filter(({ at }) => isInMonth(at));
  // The API answers a day either side of the month (time zones): keep the browser's own month.
  const postsInMonth = (posts.data?.items ?? []).flatMap((post) => {
    const at = post.plannedAt ? new Date(post.plannedAt) : null;
    return at && isInMonth(at) ? [{ post, at }] : [];
  });
  const shift = (by: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + by, 1));

  return (
    <section aria-labelledby="calendar-title" className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          size="icon"
          variant="outline"
          aria-label={t('marketing.calendar.previous')}
          onClick={() => shift(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id="calendar-title" className="font-display text-2xl capitalize">
          {title}
        </h2>
        <Button
          size="icon"
          variant="outline"
          aria-label={t('marketing.calendar.next')}
          onClick={() => shift(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {campaigns.isPending || posts.isPending ? (
        <Skeleton className="h-40" />
      ) : inMonth.length === 0 && postsInMonth.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('marketing.calendar.empty')}</p>
      ) : null}
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: days }, (_, i) => {
          const day = new Date(month.getFullYear(), month.getMonth(), i + 1);
          const events = inMonth.filter(({ at }) => at.getDate() === i + 1);
          const dayPosts = postsInMonth.filter(({ at }) => at.getDate() === i + 1);
          return (
            <li
              key={day.toISOString()}
              className="grid min-h-20 content-start gap-1 rounded-md border p-2 text-xs"
            >
              <span className="font-medium text-muted-foreground">{dayFormat.format(day)}</span>
              {events.map(({ campaign, at }) => (
                <span key={campaign.id} className="grid gap-0.5">
                  <span className="truncate font-medium">{campaign.name}</span>
                  <span className="flex items-center gap-1">
                    {timeFormat.format(at)}
                    <Badge variant="outline">{t(`marketing.status.${campaign.status}`)}</Badge>
                  </span>
                </span>
              ))}
              {dayPosts.map(({ post, at }) => (
                <span key={post.id} className="grid gap-0.5" data-testid="calendar-post">
                  <span className="truncate font-medium">
                    {t('marketing.calendar.post', { network: t(`marketing.platform.${post.network}`) })}
                  </span>
                  <span className="truncate text-muted-foreground">{post.caption}</span>
                  <span>{timeFormat.format(at)}</span>
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
