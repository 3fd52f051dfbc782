import type { ShowroomImage } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { GALLERY_SIZES, Picture } from './Picture.tsx';

type Image = Pick<ShowroomImage, 'url' | 'alt' | 'srcset' | 'avifSrcset' | 'width' | 'height'>;

const SWIPE_PX = 40;

/** The product's pictures: previous / next, thumbnails, swipe, and the arrow keys when focused. */
export function Gallery({ name, images }: { name: string; images: Image[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const current = images[index];
  if (!current) return <div className="aspect-square w-full bg-ink" />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    start.current = null;
    if (Math.abs(delta) >= SWIPE_PX) go(delta < 0 ? index + 1 : index - 1);
  };

  const arrow =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/85 text-foreground shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('product.gallery', { name })}
      className="grid gap-3"
    >
      <section
        className="relative aspect-square touch-pan-y overflow-hidden bg-ink select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture takes focus so the arrow keys can page it.
        tabIndex={0}
        aria-label={t('product.image', { index: index + 1, count })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <Picture
          key={current.url}
          image={current}
          sizes={GALLERY_SIZES}
          eager
          highPriority={index === 0}
          draggable={false}
          className="size-full object-cover"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              aria-label={t('product.previous')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              aria-label={t('product.next')}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-background/85 px-3 py-1 text-xs"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </section>
      {count > 1 ? (
        <ul className="flex gap-2 px-4">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={t('product.thumbnail', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className={`block size-16 overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
                  i === index ? 'border-gold' : 'border-transparent'
                }`}
              >
                <Picture image={image} alt="" sizes="64px" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
