// bench/marketing-render: one piece rendered in all four formats (1080×1080, 1080×1350, 1080×1920 and the
// 1200×400 email header) as the studio does it: decode the photo once, satori + resvg for each frame,
// sharp to lay the photo under it and encode. Goal: median ≤ 300 ms for the four together.
// The photo is 1600×1600 with grain, like a real product shot: a flat test image would flatter PNG sizes.
import { cpus, loadavg } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { renderAllFormats, VISUAL_FORMATS, type VisualRequest } from '@carat/marketing/visuals';
import { ms, summary, time } from './lib/stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

/** A 1600×1600 RGB PNG: a warm radial gradient with deterministic noise, built with zlib only. */
function photoPng(size: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc(size * (size * 3 + 1));
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return ((seed >>> 16) % 33) - 16;
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - size / 2, y - size / 2) / (size / 2);
      const o = row + 1 + x * 3;
      raw[o] = clamp(240 - 120 * d + noise());
      raw[o + 1] = clamp(225 - 130 * d + noise());
      raw[o + 2] = clamp(190 - 140 * d + noise());
    }
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const request: VisualRequest = {
  piece: { name: 'Bague Aurore', priceMinor: 325000, currency: 'EUR', photo: photoPng(1600) },
  brand: { name: 'Atelier Marchand' },
  locale: 'fr',
};

// The machine is shared: the load average says how far the figures can be trusted.
const load = loadavg().map((value) => value.toFixed(2));
console.log(`${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min)`);

for (const type of ['png', 'jpeg'] as const) {
  // The first call loads the fonts and satori's layout engine, once per process.
  const [cold] = await time(() => renderAllFormats(request, { type }));
  const samples: number[] = [];
  let last: Awaited<ReturnType<typeof renderAllFormats>> | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const [elapsed, rendered] = await time(() => renderAllFormats(request, { type }));
    samples.push(elapsed);
    last = rendered;
  }
  const stats = summary(samples);
  console.log(
    `\n${type.toUpperCase()}: one piece, four formats (photo decoded once per round), ${stats.n} rounds`,
  );
  console.log(
    `  median ${ms(stats.p50)}  p95 ${ms(stats.p95)}  max ${ms(stats.max)}  (first call ${ms(cold)})`,
  );
  console.log(`  goal ≤ 300 ms: ${stats.p50 <= 300 ? 'met' : 'NOT met'}`);
  for (const format of VISUAL_FORMATS) {
    const visual = last?.[format];
    if (visual)
      console.log(
        `  ${format.padEnd(13)} ${visual.width}×${visual.height}  ${(visual.bytes.length / 1024).toFixed(1)} KiB`,
      );
  }
}
