import {
  usePublicShowroomSettings,
  usePublishedPage,
  useShowroom,
  useShowroomPieces,
} from '@carat/api-client/react';
import { roundedStars } from '@carat/domain/reviews';
import { useI18n } from '@carat/ui/i18n';
import { BadgeCheck, CalendarDays, Gem, type LucideIcon, MapPin, PenLine, Ruler } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageError, PageSkeleton } from '#features/layout/PageState.tsx';
import { useShell } from '#features/layout/ShellContext.tsx';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { Stars } from '#features/layout/Stars.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { formatCount, formatRating } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { arrangeBlocks, blockRefs } from './blocks/arrange.ts';
import { HomeBanner } from './blocks/HomeBanner.tsx';
import { HomeSection } from './blocks/HomeSection.tsx';
import { Catalogue } from './Catalogue.tsx';

/**
 * The showroom's home (spec: banner, shop info, services, collection, bottom bar), with the blocks the
 * jeweller published in the builder: the first hero in the banner's place, the others between Services
 * and Collection, in their order.
 */
export function ShowroomHome() {
  const { t, locale } = useI18n();
  const { slug } = useShowroomScope();
  const query = useShowroom(slug, locale);
  const page = usePublishedPage(slug);
  // The pieces the products blocks show (read with the page on the server): not the whole catalogue.
  const refs = useMemo(() => blockRefs(page.data?.blocks), [page.data]);
  const picked = useShowroomPieces(slug, refs, locale);
  const pieces = useMemo(() => (refs.length > 0 ? (picked.data ?? []) : []), [refs, picked.data]);
  const layout = useMemo(() => arrangeBlocks(page.data?.blocks, pieces), [page.data, pieces]);
  const name = query.data?.name;
  useEffect(() => {
    if (name) document.title = t('page.homeTitle', { name });
  }, [name, t]);
  if (query.error && (query.error as { status?: number }).status === 404) return <NotFoundPage />;
  const showroom = query.data;
  return (
    <ShowroomShell title={showroom?.name ?? ''}>
      {/* The server renders both; in the browser the page waits for its blocks too (a failed read of the
          blocks shows the showroom without them), so the banner does not change under the visitor. */}
      {!showroom || page.isPending || (refs.length > 0 && picked.isPending) ? (
        query.isError ? (
          <PageError message={t('home.loadError')} onRetry={() => void query.refetch()} />
        ) : (
          <PageSkeleton />
        )
      ) : (
        <main className="grid grid-cols-[minmax(0,1fr)] gap-10 pb-6">
          <HomeBanner showroom={showroom} hero={layout.hero} />
          <ShopInfo showroom={showroom} />
          <Services />
          {layout.sections.map((block) => (
            <HomeSection key={block.id} block={block} showroom={showroom} pieces={pieces} />
          ))}
          <section id="collection" aria-labelledby="collection-title" className="scroll-mt-16 px-4">
            <h2 id="collection-title" className="mb-4 font-display text-2xl">
              {t('home.collection')}
            </h2>
            <Catalogue showroom={showroom} />
          </section>
        </main>
      )}
    </ShowroomShell>
  );
}

function ShopInfo({ showroom }: { showroom: NonNullable<ReturnType<typeof useShowroom>['data']> }) {
  const { t } = useI18n();
  const { slug, paths } = useShowroomScope();
  const logo = usePublicShowroomSettings(slug).data?.logoImage;
  const rating = formatRating(showroom.rating.average);
  const count = formatCount(showroom.rating.count);
  return (
    <section id="shop-info" aria-label={t('home.shopInfo')} className="scroll-mt-16 grid gap-3 px-4">
      <div className="flex flex-wrap items-center gap-3">
        {logo ? (
          <img
            src={logo}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-full border border-border bg-card object-contain"
          />
        ) : null}
        <h1 id="shop-name" className="font-display text-3xl font-semibold leading-tight sm:text-4xl">
          {showroom.name}
        </h1>
        {showroom.verified ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-gold/60 bg-gold/10 px-2.5 py-1 text-[11px] font-semibold tracking-widest text-gold-text">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('home.verified')}
          </span>
        ) : null}
      </div>
      {showroom.tagline ? <p className="text-muted-foreground">{showroom.tagline}</p> : null}
      <Link to={paths.reviews} className="flex w-fit items-center gap-2 text-sm hover:underline">
        <Stars lit={roundedStars(showroom.rating.average)} label={t('home.ratingLabel', { rating, count })} />
        <span aria-hidden="true">
          <strong>{rating}</strong> ({t('product.reviews', { count })})
        </span>
      </Link>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {showroom.city ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {showroom.city}
          </span>
        ) : null}
        {showroom.foundedYear ? <span>{t('home.since', { year: showroom.foundedYear })}</span> : null}
      </p>
      {showroom.collaborations.length > 0 ? (
        <div className="mt-2 grid gap-3 rounded-lg border border-border p-4">
          <div className="flex items-center justify-between">
            <h2 className="font-display text-xl">{t('home.celebrities')}</h2>
            <Link
              to={paths.collaborations}
              aria-label={t('home.viewAllLabel')}
              className="text-sm font-medium text-gold-text underline-offset-4 hover:underline"
            >
              {t('home.viewAll')}
            </Link>
          </div>
          <ul className="flex flex-wrap gap-2">
            {showroom.collaborations.map((c) => (
              <li
                key={c.id}
                className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
              >
                {c.celebrity}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** A service tile: a link to a page (`to`) or a button opening a panel (`onClick`). */
function Tile({
  icon: Icon,
  title,
  text,
  to,
  onClick,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  to?: string;
  onClick?: () => void;
}) {
  const className =
    'flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-4 text-left text-card-foreground transition-colors hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  const content = (
    <>
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-full bg-gold/15 text-gold-text"
      >
        <Icon className="size-5" />
      </span>
      <span className="font-semibold">{title}</span>
      <span className="text-sm text-muted-foreground">{text}</span>
    </>
  );
  return (
    <li>
      {to !== undefined ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
}

function Services() {
  const { t } = useI18n();
  const { paths } = useShowroomScope();
  const shell = useShell();
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-16 px-4">
      <h2 id="services-title" className="mb-4 font-display text-2xl">
        {t('home.services')}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        <Tile
          icon={CalendarDays}
          title={t('service.appointment')}
          text={t('service.appointmentText')}
          to={paths.appointment()}
        />
        <Tile
          icon={Gem}
          title={t('service.custom')}
          text={t('service.customText')}
          onClick={() => shell.open('custom')}
        />
        <Tile
          icon={Ruler}
          title={t('service.sizeGuide')}
          text={t('service.sizeGuideText')}
          onClick={() => shell.open('sizeGuide')}
        />
        <Tile icon={PenLine} title={t('service.review')} text={t('service.reviewText')} to={paths.reviews} />
      </ul>
    </section>
  );
}
