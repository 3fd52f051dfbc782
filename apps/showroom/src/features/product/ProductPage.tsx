import { type ShowroomProduct, useShowroomProduct } from '@carat/api-client/react';
import { engravingLength } from '@carat/domain/engraving';
import { roundedStars } from '@carat/domain/reviews';
import { combinationPrice } from '@carat/domain/showroom';
import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import {
  ArrowLeft,
  CalendarDays,
  Heart,
  RotateCcw,
  Share2,
  ShieldCheck,
  ShoppingBag,
  Truck,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageError, PageSkeleton } from '#features/layout/PageState.tsx';
import { useShell } from '#features/layout/ShellContext.tsx';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { Stars } from '#features/layout/Stars.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { useBasket } from '#features/saved/useBasket.ts';
import { useFavourites } from '#features/saved/useFavourites.ts';
import { TryOnButton } from '#features/try-on/index.ts';
import { formatCount, formatPrice, formatRating } from '#lib/format.ts';
import { notify } from '#lib/notify.ts';
import { parseRef } from '#lib/pages.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { Gallery } from './Gallery.tsx';
import { categoryLabel, ProductCard } from './ProductCard.tsx';
import { ReviewList } from './ReviewList.tsx';

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * A product page (spec §2). On the demo's routes an unknown id shows product 1; under /s/{slug} it is a
 * 404.
 */
export function ProductPage() {
  const { t, locale } = useI18n();
  const { slug, demo } = useShowroomScope();
  const wanted = parseRef(useParams().id);
  const primary = useShowroomProduct(slug, demo ? (wanted ?? 1) : wanted, locale);
  const fallback = useShowroomProduct(slug, demo && isNotFound(primary.error) ? 1 : null, locale);
  const query = demo && isNotFound(primary.error) ? fallback : primary;
  if (wanted === null && !demo) return <NotFoundPage />;
  if (isNotFound(query.error)) return <NotFoundPage />;
  const product = query.data;
  return (
    <ShowroomShell title={product?.showroom.name ?? ''}>
      {product ? (
        <ProductView key={product.ref} product={product} />
      ) : query.isError ? (
        <PageError message={t('product.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </ShowroomShell>
  );
}

const PROMISE_ICONS: Record<ShowroomProduct['showroom']['promises'][number]['kind'], ReactNode> = {
  delivery: <Truck className="size-4" />,
  guarantee: <ShieldCheck className="size-4" />,
  returns: <RotateCcw className="size-4" />,
};

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm">
      <span aria-hidden="true" className="text-gold-text">
        {icon}
      </span>
      {children}
    </li>
  );
}

function ProductView({ product }: { product: ShowroomProduct }) {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const navigate = useNavigate();
  const shell = useShell();
  const favourites = useFavourites(slug);
  const basket = useBasket(slug);
  const ids = useId();
  const [tab, setTab] = useState<'description' | 'details'>('description');
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [colour, setColour] = useState(product.metals[0] ?? '');
  const [stone, setStone] = useState(product.stones[0] ?? '');
  const [engraving, setEngraving] = useState('');
  const saved = favourites.has(product.ref);
  // The chosen combination's price, where the jeweller's stock grid gave it one.
  const priceMinor = combinationPrice(product.priceMinor, product.combinationPrices, {
    size,
    metal: colour,
    stone,
  });
  const engravingMax = product.engraving?.maxLength ?? 0;
  const engravingError =
    product.engraving && engravingLength(engraving, engravingMax) > engravingMax
      ? t('product.engravingTooLong', { max: engravingMax })
      : null;
  // Choosing a metal shows that metal's photos, when the jeweller gave some (the others otherwise).
  const images = useMemo(() => {
    const ofMetal = product.images.filter((image) => image.metal && image.metal === colour);
    return ofMetal.length > 0 ? ofMetal : product.images;
  }, [product.images, colour]);

  useEffect(() => {
    document.title = product.seoTitle?.trim() || `${product.name} — ${product.showroom.name}`;
  }, [product]);

  const addToBasket = () => {
    if (engravingError) {
      document.getElementById(`${ids}-engraving`)?.focus();
      return;
    }
    basket.add({
      ref: product.ref,
      ...(size ? { size } : {}),
      ...(colour ? { colour } : {}),
      ...(stone ? { stone } : {}),
      ...(engraving.trim() ? { engraving: engraving.trim() } : {}),
      ...(priceMinor !== null && priceMinor !== product.priceMinor ? { priceMinor } : {}),
    });
    notify('success', t('product.added'), {
      description: t('product.addedText'),
      action: { label: t('shell.basket'), onClick: () => shell.open('basket') },
    });
  };

  const back = () => {
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.home);
  };
  const rating = formatRating(product.rating.average);

  return (
    <main className="grid grid-cols-[minmax(0,1fr)] gap-6 pb-6">
      <div className="flex items-center justify-between px-2 pt-2">
        <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={back}>
          <ArrowLeft aria-hidden="true" />
          {t('product.back')}
        </button>
        <div className="flex gap-1">
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-pressed={saved}
            aria-label={saved ? t('product.unfavourite') : t('product.favourite')}
            onClick={() => favourites.toggle(product.ref)}
          >
            <Heart aria-hidden="true" className={saved ? 'fill-gold text-gold' : ''} />
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label={t('shell.share')}
            onClick={() => shell.open('share')}
          >
            <Share2 aria-hidden="true" />
          </button>
        </div>
      </div>

      <Gallery key={colour} name={product.name} images={images} />

      <section className="grid gap-2 px-4" aria-labelledby="product-name">
        <p className="text-xs uppercase tracking-widest text-muted-foreground">
          {categoryLabel(product, t)} · ID {product.ref}
        </p>
        <h1 id="product-name" className="font-display text-3xl font-semibold leading-tight">
          {product.name}
        </h1>
        <p className="flex items-center gap-2 text-sm">
          <Stars
            lit={roundedStars(product.rating.average)}
            label={t('home.ratingLabel', { rating, count: product.rating.count })}
          />
          <span aria-hidden="true">
            {rating} · {t('product.reviews', { count: formatCount(product.rating.count) })}
          </span>
        </p>
        <p className="font-display text-3xl text-gold-text" data-testid="product-price">
          {product.priceOnRequest
            ? t('product.priceOnRequest')
            : formatPrice(priceMinor, product.currency, locale)}
        </p>
        {product.madeToOrder ? (
          <p className="text-sm text-muted-foreground">
            {product.leadTimeWeeks
              ? t('product.madeToOrder', { weeks: product.leadTimeWeeks })
              : t('product.madeToOrderNoDelay')}
          </p>
        ) : null}
        {product.modelUrl && (product.category === 'RINGS' || product.category === 'EARRINGS') ? (
          <div>
            <TryOnButton
              kind={product.category === 'EARRINGS' ? 'earrings' : 'ring'}
              glbUrl={product.modelUrl}
              metal={null}
              innerDiameterMm={null}
              sizeLabel={null}
            />
          </div>
        ) : null}
      </section>

      <section className="px-4">
        <div role="tablist" aria-label={product.name} className="mb-3 flex gap-6 border-b border-border">
          {(['description', 'details'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${ids}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${ids}-panel`}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = name === 'description' ? 'details' : 'description';
                  setTab(next);
                  document.getElementById(`${ids}-${next}`)?.focus();
                }
              }}
              tabIndex={tab === name ? 0 : -1}
              className={`-mb-px border-b-2 pb-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
                tab === name ? 'border-gold text-foreground' : 'border-transparent text-muted-foreground'
              }`}
            >
              {t(name === 'description' ? 'product.description' : 'product.details')}
            </button>
          ))}
        </div>
        <div
          id={`${ids}-panel`}
          role="tabpanel"
          aria-labelledby={`${ids}-${tab}`}
          className="text-sm leading-relaxed"
        >
          {tab === 'description' ? (
            <p>{product.description}</p>
          ) : (
            <ul className="list-disc grid gap-1 pl-5">
              {product.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="grid gap-4 px-4">
        {product.sizes.length > 0 ? (
          <div className="grid gap-2">
            <label htmlFor={`${ids}-size`} className="text-sm font-medium">
              {product.sizeSystem
                ? t('product.sizeIn', { system: product.sizeSystem.toUpperCase() })
                : t('product.size')}
            </label>
            <select
              id={`${ids}-size`}
              value={size}
              onChange={(event) => setSize(event.target.value)}
              className="h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {product.sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Choices
          name={`${ids}-metal`}
          legend={t('product.metal')}
          options={product.metals}
          value={colour}
          onChange={setColour}
        />
        <Choices
          name={`${ids}-stone`}
          legend={t('product.stone')}
          options={product.stones}
          value={stone}
          onChange={setStone}
        />
        {product.engraving ? (
          <div className="grid gap-2">
            <label htmlFor={`${ids}-engraving`} className="text-sm font-medium">
              {t('product.engraving')}
            </label>
            <input
              id={`${ids}-engraving`}
              value={engraving}
              maxLength={engravingMax * 2}
              onChange={(event) => setEngraving(event.target.value)}
              aria-invalid={engravingError ? true : undefined}
              aria-describedby={`${ids}-engraving-hint${engravingError ? ` ${ids}-engraving-error` : ''}`}
              className="h-11 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
            />
            <p id={`${ids}-engraving-hint`} className="text-xs text-muted-foreground">
              {t('product.engravingCount', {
                count: Math.min(engravingLength(engraving, engravingMax), engravingMax + 1),
                max: engravingMax,
              })}
            </p>
            {engravingError ? (
              <p id={`${ids}-engraving-error`} role="alert" className="text-sm text-destructive">
                {engravingError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <button type="button" className={buttonVariants({ size: 'lg' })} onClick={addToBasket}>
            <ShoppingBag aria-hidden="true" />
            {t('product.addToBasket')}
          </button>
          <Link
            to={paths.appointment(product.ref)}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            <CalendarDays aria-hidden="true" />
            {t('product.book')}
          </Link>
        </div>
        {/* The shop's own promises, as the jeweller wrote them; none is shown until set. */}
        {product.showroom.promises.length > 0 ? (
          <ul
            className="grid gap-2 rounded-lg bg-secondary p-4 text-secondary-foreground"
            aria-label={t('product.promises')}
          >
            {product.showroom.promises.map((promise) => (
              <Benefit key={promise.kind} icon={PROMISE_ICONS[promise.kind]}>
                {promise.text}
              </Benefit>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="grid gap-3 px-4" aria-labelledby="product-reviews">
        <h2 id="product-reviews" className="font-display text-2xl">
          {t('product.reviewsTitle')}
        </h2>
        {product.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('product.noReviews')}</p>
        ) : (
          <ReviewList reviews={product.reviews} />
        )}
      </section>

      {product.similar.length > 0 ? (
        <section className="grid gap-3 px-4" aria-labelledby="product-similar">
          <h2 id="product-similar" className="font-display text-2xl">
            {t('product.similar')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {product.similar.map((similar) => (
              <li key={similar.ref}>
                <ProductCard product={similar} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** One choice among a piece's options (metal, stone), as buttons that read as radios; none when empty. */
function Choices({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`cursor-pointer rounded-full border px-4 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${
              value === option ? 'border-gold bg-gold/15' : 'border-border'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
