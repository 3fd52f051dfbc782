/**
 * The site's raster images. Each is made from SVG art by scripts/images.ts and committed in public/img/ as
 * AVIF and WebP at every width listed, so the browser picks the format it reads and the size it needs.
 */
export interface ImageAsset {
  readonly name: string;
  /** Intrinsic size of the largest rendition (the aspect ratio of all of them). */
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

export const IMAGES = {
  heroRing: { name: 'hero-ring', width: 960, height: 960, widths: [400, 640, 960] },
  demoJeweller: { name: 'demo-jeweller', width: 960, height: 640, widths: [480, 720, 960] },
  demoClient: { name: 'demo-client', width: 960, height: 640, widths: [480, 720, 960] },
} as const satisfies Record<string, ImageAsset>;

export const imageUrl = (image: ImageAsset, width: number, format: 'avif' | 'webp') =>
  `/img/${image.name}-${width}.${format}`;

/** The showroom video and its poster (public/video/, made by scripts/video.ts). */
export const SHOWROOM_VIDEO = {
  webm: '/video/showroom.webm',
  mp4: '/video/showroom.mp4',
  poster: '/video/showroom-poster.webp',
  captions: '/video/showroom.fr.vtt',
  width: 960,
  height: 540,
} as const;
