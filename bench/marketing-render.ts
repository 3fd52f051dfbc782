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

const TYPES = ['png', 'jpeg'] as const;
type Rendered = Awaited<ReturnType<typeof renderAllFormats>>;

// The machine is shared: the load average says how far the figures can be trusted.
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
console.log(`${cpus().length} CPUs, load average ${loadNow()} (1 / 5 / 15 min)`);

/** Wall time and the process's CPU time (every thread: satori, resvg, sharp) for one set of four formats. */
async function measure(
  type: (typeof TYPES)[number],
): Promise<{ wall: number; cpu: number; rendered: Rendered }> {
  const cpuBefore = process.cpuUsage();
  const [wall, rendered] = await time(() => renderAllFormats(request, { type }));
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, rendered };
}

// The first call loads the fonts and satori's layout engine, once per process.
const cold = { png: (await measure('png')).wall, jpeg: (await measure('jpeg')).wall };
const walls = { png: [] as number[], jpeg: [] as number[] };
const cpuTimes = { png: [] as number[], jpeg: [] as number[] };
const last: Partial<Record<(typeof TYPES)[number], Rendered>> = {};
// PNG and JPEG rounds alternate, so a change in the machine's load weighs on both alike.
for (let round = 0; round < ROUNDS; round++) {
  for (const type of TYPES) {
    const { wall, cpu, rendered } = await measure(type);
    walls[type].push(wall);
    cpuTimes[type].push(cpu);
    last[type] = rendered;
  }
}

for (const type of TYPES) {
  const stats = summary(walls[type]);
  const cpu = summary(cpuTimes[type]).p50;
  console.log(
    `\n${type.toUpperCase()}: one piece, four formats (photo decoded once per set), ${stats.n} rounds`,
  );
  console.log(
    `  median ${ms(stats.p50)}  p95 ${ms(stats.p95)}  max ${ms(stats.max)}  (first call ${ms(cold[type])})`,
  );
  // CPU time hardly moves with other processes' load; over the cores it is the floor a quiet machine allows.
  console.log(`  CPU time a set: median ${ms(cpu)} (${ms(cpu / cpus().length)} over ${cpus().length} cores)`);
  console.log(`  goal ≤ 300 ms: ${stats.p50 <= 300 ? 'met' : 'NOT met'}`);
  for (const format of VISUAL_FORMATS) {
    const visual = last[type]?.[format];
    if (visual)
      console.log(
        `  ${format.padEnd(13)} ${visual.width}×${visual.height}  ${(visual.bytes.length / 1024).toFixed(1)} KiB`,
      );
  }
}
console.log(`\nload average at the end ${loadNow()}`);
