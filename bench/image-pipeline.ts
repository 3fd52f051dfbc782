// bench/image-pipeline: the time to turn a 12-megapixel JPEG (4000 × 3000, as a phone takes it, with EXIF
// and a GPS position) into the catalogue's six files (WebP and AVIF at 400, 800 and 1600 px), and the
// bytes saved. The pipeline alone (apps/api/src/lib/image-pipeline.ts), then through the API
// (POST /v1/products/{id}/images: the pipeline, storage, the photo's row) on PostgreSQL.
// Goal: median ≤ 1.5 s for the six files.

import { processPhoto } from '@carat/api/image-pipeline';
import { createTestContext } from '@carat/api/testing';
import sharp from 'sharp';
import { ms, summary, time, usePostgres } from './lib/stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const server = usePostgres();

/**
 * A photograph-like 12 MP JPEG: smooth shapes (noise upscaled) with fine grain on top, so it compresses
 * like a real photo (a few MB at quality 90), not like a flat colour.
 */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const shapes = await sharp({
    create: {
      width: 80,
      height: 60,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.max(0, Math.min(255, shapes[i]! + grain[i]! - 5));
  return sharp(shapes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .withExif({
      IFD0: { Make: 'Bench Phone', Model: 'Pro Max' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .toBuffer();
}

const jpeg = await twelveMegapixelPhoto();
const input = new Uint8Array(jpeg);

// The pipeline alone.
await processPhoto(input); // warms libvips and the encoders
const samples: number[] = [];
let last: Awaited<ReturnType<typeof processPhoto>> | null = null;
for (let round = 0; round < ROUNDS; round++) {
  const [elapsed, result] = await time(() => processPhoto(input));
  samples.push(elapsed);
  last = result;
}
const pipeline = summary(samples);

// Through the API.
const t = await createTestContext();
const user = await t.createUser('Bench Photos');
const created = await t.request('/v1/products', {
  method: 'POST',
  token: user.token,
  body: { nameFr: 'Bague banc d’essai', category: 'RINGS', priceMinor: 100_000 },
});
const productId = ((await created.json()) as { id: string }).id;
const apiSamples: number[] = [];
for (let round = 0; round < Math.min(ROUNDS, 5); round++) {
  const form = new FormData();
  form.set('file', new Blob([input], { type: 'image/jpeg' }), `IMG_${round}.JPG`);
  const [elapsed, res] = await time(() =>
    Promise.resolve(
      t.app.request(`/v1/products/${productId}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      }),
    ),
  );
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  apiSamples.push(elapsed);
}
const api = summary(apiSamples);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const variants = last!.variants;
const largestWebp = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]!;
const mobileWebp = variants.find((v) => v.format === 'webp' && v.width === 800)!;
const largestAvif = variants.filter((v) => v.format === 'avif').sort((a, b) => b.width - a.width)[0]!;
const all = variants.reduce((sum, v) => sum + v.bytes.byteLength, 0);
const saved = (smaller: number) =>
  `${kb(jpeg.length - smaller)} (${(100 - (100 * smaller) / jpeg.length).toFixed(1)} %)`;

console.log(
  `bench/image-pipeline: a ${(4000 * 3000) / 1e6} MP JPEG of ${kb(jpeg.length)} into ${variants.length} files, ${ROUNDS} rounds`,
);
console.log(
  `  pipeline alone        median ${ms(pipeline.p50)}  p95 ${ms(pipeline.p95)}  max ${ms(pipeline.max)}`,
);
console.log(
  `  through the API       median ${ms(api.p50)}  max ${ms(api.max)}  (${t.db.kind} on ${new URL(server).host})`,
);
for (const v of [...variants].sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width)) {
  console.log(
    `    ${v.format.padEnd(4)} ${String(v.width).padStart(4)} × ${String(v.height).padEnd(4)} ${kb(v.bytes.byteLength)}`,
  );
}
console.log(`  the six files together: ${kb(all)}`);
console.log(
  `  bytes saved per view, against the original: 1600 px WebP ${saved(largestWebp.bytes.byteLength)}`,
);
console.log(
  `                                             1600 px AVIF ${saved(largestAvif.bytes.byteLength)}`,
);
console.log(
  `                                              800 px WebP ${saved(mobileWebp.bytes.byteLength)}`,
);
console.log(
  `  goal median ≤ 1.5 s for the six files: ${pipeline.p50 <= 1500 ? 'met' : 'NOT met'} (median ${ms(pipeline.p50)})`,
);
await t.close();
