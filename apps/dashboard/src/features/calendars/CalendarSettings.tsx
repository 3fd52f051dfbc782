import { errorMessage } from '@carat/api-client';
import {
  type NewCalendarFeed,
  useAddCalendarImport,
  useCalendarFeeds,
  useCalendarImports,
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
  useDeleteCalendarImport,
  useSyncCalendarImport,
} from '@carat/api-client/react';
import { can } from '@carat/domain';
import { Button, Input, Label, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';
import { useRole } from '#features/team/useRole.ts';
import { formatDate, formatTime } from '#lib/format.ts';

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Settings → Agenda: the member's private calendar feed (its address and QR code shown once, on creation
 * or rotation, as only its hash is kept), and the ICS addresses whose busy times the showroom leaves out.
 */
export function CalendarSettings() {
  return (
    <div className="grid max-w-2xl gap-10">
      <FeedSection />
      <ImportSection />
    </div>
  );
}

function FeedSection() {
  const { t, locale } = useI18n();
  const feeds = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const revoke = useDeleteCalendarFeed();
  const [fresh, setFresh] = useState<NewCalendarFeed | null>(null);
  const feed = feeds.data?.items[0] ?? null;
  const when = (iso: string) => `${formatDate(iso, locale)} ${formatTime(iso, locale)}`;

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setFresh(made);
        toast.success(t('calendar.feed.created'));
      },
      onError: (error) =>
        toast.error(t('calendar.feed.failed'), { description: errorMessage(error, locale) }),
    });
  const onRevoke = () =>
    feed &&
    revoke.mutate(feed.id, {
      onSuccess: () => {
        setFresh(null);
        toast.success(t('calendar.feed.revoked'));
      },
      onError: (error) =>
        toast.error(t('calendar.feed.failed'), { description: errorMessage(error, locale) }),
    });
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url);
    toast.success(t('calendar.feed.copied'));
  };

  return (
    <section className="grid gap-4" aria-labelledby="calendar-feed-title">
      <div>
        <h2 id="calendar-feed-title" className="font-display text-2xl">
          {t('calendar.feed.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('calendar.feed.subtitle')}</p>
      </div>
      {feeds.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : feeds.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('calendar.error')}
        </p>
      ) : (
        <>
          {feed ? (
            <div className="grid gap-1 text-sm text-muted-foreground">
              <p>{t('calendar.feed.active', { date: when(feed.rotatedAt) })}</p>
              <p>
                {feed.lastFetchedAt
                  ? t('calendar.feed.lastFetched', { date: when(feed.lastFetchedAt) })
                  : t('calendar.feed.neverFetched')}
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('calendar.feed.empty')}</p>
          )}
          {fresh ? (
            <div className="grid gap-3 rounded-md border p-3" data-testid="calendar-feed-new">
              <Label htmlFor="calendar-feed-url">{t('calendar.feed.url')}</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id="calendar-feed-url"
                  readOnly
                  value={fresh.url}
                  className="min-w-0 flex-1 font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button type="button" variant="outline" onClick={() => copy(fresh.url)}>
                  {t('calendar.feed.copy')}
                </Button>
              </div>
              <a className="text-sm underline" href={fresh.webcalUrl}>
                {t('calendar.feed.subscribe')}
              </a>
              <figure className="grid justify-items-start gap-1">
                <img src={svgDataUrl(fresh.qrSvg)} alt={t('calendar.feed.qr')} className="size-40" />
                <figcaption className="text-xs text-muted-foreground">{t('calendar.feed.qr')}</figcaption>
              </figure>
              <p className="text-xs text-muted-foreground">{t('calendar.feed.shownOnce')}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={onCreate} disabled={create.isPending}>
              {feed ? t('calendar.feed.rotate') : t('calendar.feed.create')}
            </Button>
            {feed ? (
              <Button type="button" variant="outline" onClick={onRevoke} disabled={revoke.isPending}>
                {t('calendar.feed.revoke')}
              </Button>
            ) : null}
          </div>
          {feed ? <p className="text-xs text-muted-foreground">{t('calendar.feed.rotateHint')}</p> : null}
        </>
      )}
    </section>
  );
}

function ImportSection() {
  const { t, locale } = useI18n();
  const id = useId();
  const role = useRole() ?? 'staff';
  const mayEdit = can(role, 'business-settings');
  const imports = useCalendarImports();
  const add = useAddCalendarImport();
  const sync = useSyncCalendarImport();
  const remove = useDeleteCalendarImport();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    add.mutate(url.trim(), {
      onSuccess: (made) => {
        setUrl('');
        if (made.lastError) toast.error(t('calendar.import.error', { error: made.lastError }));
        else toast.success(t('calendar.import.added'));
      },
      onError: (error) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        setFieldError(fields?.url ?? errorMessage(error, locale));
      },
    });
  };

  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl">
          {t('calendar.import.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('calendar.import.subtitle')}</p>
      </div>
      {imports.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : imports.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('calendar.error')}
        </p>
      ) : imports.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('calendar.import.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {imports.data.items.map((item) => (
            <li key={item.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <span className="break-all font-mono text-xs">{item.url}</span>
              <span className="text-muted-foreground">
                {item.lastSyncedAt
                  ? t('calendar.import.lastSync', {
                      date: `${formatDate(item.lastSyncedAt, locale)} ${formatTime(item.lastSyncedAt, locale)}`,
                      count: item.busyCount,
                    })
                  : t('calendar.import.neverSynced')}
              </span>
              {item.lastError ? (
                <span className="text-destructive">
                  {t('calendar.import.error', { error: item.lastError })}
                </span>
              ) : null}
              {mayEdit ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={sync.isPending}
                    onClick={() =>
                      sync.mutate(item.id, {
                        onError: (error) =>
                          toast.error(t('calendar.import.failed'), {
                            description: errorMessage(error, locale),
                          }),
                      })
                    }
                  >
                    {t('calendar.import.sync')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(item.id, {
                        onSuccess: () => toast.success(t('calendar.import.removed')),
                        onError: (error) =>
                          toast.error(t('calendar.import.failed'), {
                            description: errorMessage(error, locale),
                          }),
                      })
                    }
                  >
                    {t('calendar.import.remove')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayEdit ? (
        <form className="grid gap-2" onSubmit={submit} noValidate>
          <Label htmlFor={`${id}-url`}>{t('calendar.import.url')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://calendar.google.com/…/basic.ics"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              className="min-w-0 flex-1"
            />
            <Button type="submit" disabled={add.isPending || url.trim() === ''}>
              {t('calendar.import.add')}
            </Button>
          </div>
          {fieldError ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {fieldError}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="text-xs text-muted-foreground">{t('calendar.import.adminOnly')}</p>
      )}
    </section>
  );
}
