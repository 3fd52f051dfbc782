import { useMe } from '@carat/api-client/react';
import { showroomSizeGuideUrl } from '@carat/domain/size-guides';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Link2 } from 'lucide-react';
import { env } from '#lib/env.ts';

/**
 * 'Copier le lien du guide du showroom': the public showroom's size guide (/s/{slug}#guide-des-tailles), the
 * slug read from the signed-in business. The link shows under the button too, to copy by hand.
 */
export function ShowroomGuideLink() {
  const { t } = useI18n();
  const me = useMe();
  const url = me.data ? showroomSizeGuideUrl(env.showroomUrl, me.data.business.slug) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('sizes.copied'), { description: t('sizes.copiedText') });
    } catch {
      toast.error(t('sizes.copyFailed'), { description: url });
    }
  };

  if (me.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t('sizes.link.error')}
        <Button variant="outline" size="sm" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-1">
      <Button variant="outline" loading={me.isLoading} disabled={!url} onClick={() => void copy()}>
        <Link2 aria-hidden="true" /> {t('sizes.copyLink')}
      </Button>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          title={t('sizes.link.label')}
          className="truncate text-xs text-muted-foreground underline underline-offset-4"
          data-testid="showroom-guide-link"
        >
          {url}
        </a>
      ) : null}
    </div>
  );
}
