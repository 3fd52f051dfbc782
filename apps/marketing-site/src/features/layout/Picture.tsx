import { type ImageAsset, imageUrl } from '#lib/images.ts';

export interface PictureProps {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's main image: fetched first and not lazily. */
  priority?: boolean;
  className?: string;
}

/** A responsive AVIF/WebP image with its intrinsic size (no layout shift) and lazy loading by default. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const srcSet = (format: 'avif' | 'webp') =>
    image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={imageUrl(image, image.width, 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
