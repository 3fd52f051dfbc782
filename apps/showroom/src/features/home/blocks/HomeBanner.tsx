import type { Showroom } from '@carat/api-client/react';
import { safeBlockUrl } from '@carat/domain/showroom-blocks';
import { useI18n } from '@carat/ui/i18n';
import type { HeroBlock } from './arrange.ts';

/**
 * The top of the home: the showroom's banner art, or the published hero in its place (its own picture if
 * it has a safe one, else the banner art, with its title and subtitle). On a phone the words sit in a band
 * under the picture, where they stay legible; on wider screens, over its foot.
 */
export function HomeBanner({ showroom, hero }: { showroom: Showroom; hero: HeroBlock | null }) {
  const { t } = useI18n();
  const image = safeBlockUrl(hero?.content.image) ?? showroom.bannerImage;
  const title = hero?.content.title.trim() ?? '';
  const subtitle = hero?.content.subtitle.trim() ?? '';
  const picture = image ? (
    <img
      src={image}
      alt={t('home.bannerAlt', { name: showroom.name })}
      width={1600}
      height={640}
      fetchPriority="high"
      // A jeweller's own host need not learn which page showed its picture.
      referrerPolicy={image === showroom.bannerImage ? undefined : 'no-referrer'}
      className="aspect-[5/2] w-full bg-ink object-cover"
    />
  ) : null;
  if (!title && !subtitle) return picture;
  return (
    <div className="relative bg-ink text-white" data-testid="showroom-hero">
      {picture}
      <div className="grid gap-1 px-4 py-4 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-ink/90 sm:via-ink/60 sm:to-transparent sm:pt-16">
        {title ? <p className="font-display text-2xl leading-tight sm:text-4xl">{title}</p> : null}
        {subtitle ? <p className="text-sm text-white/90 sm:text-base">{subtitle}</p> : null}
      </div>
    </div>
  );
}
