import { videoSource } from '@carat/domain/showroom-blocks';
import { useI18n } from '@carat/ui/i18n';
import { ExternalLink, Play } from 'lucide-react';

const SITES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video block. A direct file plays in the page's own player, which fetches nothing until it is played;
 * YouTube, Vimeo or any other page is a link out: no third-party frame (nor its cookies and scripts)
 * comes with the showroom.
 */
export function VideoBlock({ url, name }: { url: string; name: string }) {
  const { t } = useI18n();
  const source = videoSource(url);
  if (!source) return null;
  if (source.kind === 'file') {
    return (
      <div className="px-4">
        {/* biome-ignore lint/a11y/useMediaCaption: the block holds one address and no caption file yet (ADR 018) */}
        <video
          controls
          preload="none"
          src={source.url}
          width={1280}
          height={720}
          aria-label={t('blocks.video', { name })}
          className="aspect-video w-full rounded-lg bg-ink"
        >
          <a href={source.url}>{t('blocks.videoDownload')}</a>
        </video>
      </div>
    );
  }
  const label =
    source.kind === 'link' ? t('blocks.watch') : t('blocks.watchOn', { site: SITES[source.kind] });
  return (
    <div className="px-4">
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground transition-colors hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ink text-white"
        >
          <Play className="size-5" />
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="font-semibold">{label}</span>
          {source.host ? <span className="truncate text-sm text-muted-foreground">{source.host}</span> : null}
        </span>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">{t('blocks.newTab')}</span>
      </a>
    </div>
  );
}
