import { safeBlockUrl } from '@carat/domain/showroom-blocks';

/** An image block: a figure with the jeweller's alternative text, loaded as it nears the screen. */
export function ImageBlock({ url, alt }: { url: string; alt: string }) {
  const src = safeBlockUrl(url);
  if (!src) return null;
  return (
    <figure className="px-4">
      <img
        src={src}
        alt={alt}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="aspect-[3/2] w-full rounded-lg bg-ink object-cover"
      />
    </figure>
  );
}
