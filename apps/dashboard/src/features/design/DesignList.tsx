import { errorMessage } from '@carat/api-client';
import { type DesignDetail, useDesignFileUrl, useDesigns } from '@carat/api-client/react';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useRef, useState } from 'react';
import { money } from '#lib/format.ts';

/** The design's still picture, fetched once the row scrolls into view (a list may hold 200 designs). */
function DesignThumbnail({ id, version }: { id: string; version: number }) {
  const box = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  const { url } = useDesignFileUrl(seen ? id : null, version, 'image.jpg');
  return (
    <span ref={box} className="size-12 shrink-0 overflow-hidden rounded bg-muted" aria-hidden="true">
      {url ? <img src={url} alt="" width={48} height={48} className="size-12 object-cover" /> : null}
    </span>
  );
}

/** The business's designs, last changed first; the open one lists its versions. */
export function DesignList({
  selectedId,
  selected,
  onSelect,
  onNew,
}: {
  selectedId: string | null;
  selected: DesignDetail | undefined;
  onSelect: (id: string) => void;
  onNew: () => void;
}) {
  const { t, locale } = useI18n();
  const designs = useDesigns();

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-xl">{t('design.list.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={onNew}>
          {t('design.list.new')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-2">
        {designs.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : designs.error ? (
          <p role="alert" className="text-destructive text-sm">
            {t('design.list.error')} : {errorMessage(designs.error, locale)}
          </p>
        ) : designs.data?.items.length ? (
          <ul className="grid gap-2" aria-label={t('design.list.title')}>
            {designs.data.items.map((design) => (
              <li key={design.id}>
                <button
                  type="button"
                  onClick={() => onSelect(design.id)}
                  aria-current={design.id === selectedId ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-md border p-3 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    design.id === selectedId && 'border-primary',
                  )}
                >
                  <DesignThumbnail id={design.id} version={design.version} />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="font-medium">{design.title}</span>
                    <span className="text-muted-foreground text-xs">
                      {t('design.list.version', { version: design.version })} ·{' '}
                      {money(design.estimate.price, design.currency, locale)}
                    </span>
                  </span>
                </button>
                {design.id === selectedId && selected && selected.versions.length > 1 ? (
                  <div className="mt-1 ml-3 grid gap-1 border-l pl-3">
                    <p className="text-muted-foreground text-xs">{t('design.list.versions')}</p>
                    <ol className="grid gap-0.5 text-xs">
                      {selected.versions.map((version) => (
                        <li key={version.version}>
                          {t('design.list.version', { version: version.version })} — {version.title} ·{' '}
                          {money(version.estimate.price, selected.currency, locale)}
                        </li>
                      ))}
                    </ol>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t('design.list.empty')}</p>
        )}
      </CardContent>
    </Card>
  );
}
