/**
 * Renders the site's art (scripts/art.ts) to the committed images: public/img/<name>-<width>.{avif,webp} for
 * every width of src/lib/images.ts, and the share image public/og/carat-og.jpg. Run it after changing the art:
 * `pnpm --filter @carat/marketing-site images`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGES, type ImageAsset } from '../src/lib/images.ts';
import { dashboardMock, heroRing, ogImage, showroomMock } from './art.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');

const ART: Record<keyof typeof IMAGES, () => string> = {
  heroRing: () => heroRing(960),
  demoJeweller: dashboardMock,
  demoClient: showroomMock,
};

async function renderImage(image: ImageAsset, art: string) {
  const dir = path.join(publicDir, 'img');
  mkdirSync(dir, { recursive: true });
  const source = await sharp(Buffer.from(art), { density: 144 })
    .resize(image.width, image.height)
    .png()
    .toBuffer();
  for (const width of image.widths) {
    const resized = sharp(source).resize(width);
    await resized
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(path.join(dir, `${image.name}-${width}.avif`));
    await resized
      .clone()
      .webp({ quality: 78 })
      .toFile(path.join(dir, `${image.name}-${width}.webp`));
  }
  console.log(`images: ${image.name} (${image.widths.join(', ')})`);
}

for (const [key, image] of Object.entries(IMAGES) as [keyof typeof IMAGES, ImageAsset][]) {
  await renderImage(image, ART[key]());
}
mkdirSync(path.join(publicDir, 'og'), { recursive: true });
await sharp(Buffer.from(ogImage()))
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(publicDir, 'og/carat-og.jpg'));
console.log('images: og/carat-og.jpg');
