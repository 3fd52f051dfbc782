import type { ShowroomImage } from '@carat/api-client/react';

/**
 * A catalogue photo at the size it is shown: the AVIF and WebP sizes the API made (400/800/1600 px), the
 * browser picking the smallest that covers `sizes` at the screen's density; width and height set from the
 * photo so nothing moves when it arrives; lazy unless it is among the first on the screen.
 */
export function Picture({
  image,
  sizes,
  alt,
  eager = false,
  highPriority = false,
  className,
  draggable,
}: {
  image: Pick<ShowroomImage, 'url' | 'alt' | 'srcset' | 'avifSrcset' | 'width' | 'height'>;
  /** How wide the picture shows (the `sizes` attribute). */
  sizes: string;
  /** Overrides the photo's own alternative text ('' for a decorative thumbnail). */
  alt?: string;
  eager?: boolean;
  highPriority?: boolean;
  className?: string;
  draggable?: boolean;
}) {
  const width = image.width ?? 800;
  const height = image.height ?? 800;
  const img = (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={alt ?? image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
      draggable={draggable}
      className={className}
    />
  );
  if (!image.avifSrcset) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      {image.srcset ? <source type="image/webp" srcSet={image.srcset} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}

/** A card in the showroom's grids: two columns on a phone, three from 640 px, the page 768 px at most. */
export const CARD_SIZES = '(min-width: 768px) 240px, (min-width: 640px) 31vw, 46vw';
/** The product page's main photo: the page's width, 768 px at most. */
export const GALLERY_SIZES = '(min-width: 768px) 768px, 100vw';
