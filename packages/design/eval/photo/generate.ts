// The photo eval's pictures, written as PNG files to look at: `pnpm --filter @carat/bench exec tsx
// ../packages/design/eval/photo/generate.ts [eval|tuning] [count] [out-dir]`. The bench
// (bench/design-photo.ts) draws the same pictures in memory; nothing here is committed but this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { buildGeometry, type PhotoSet, photoCases, renderStill } from '@carat/design';

const set = (process.argv[2] ?? 'eval') as PhotoSet;
const count = Number(process.argv[3] ?? 120);
const out = process.argv[4] ?? join(import.meta.dirname, 'out', set);
const SIZE = 480;

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** A straight RGBA picture as a PNG (8 bits, colour type 6, no filter). */
function png(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

mkdirSync(out, { recursive: true });
const truth: unknown[] = [];
for (const item of photoCases(set, count)) {
  const geometry = await buildGeometry(item.spec);
  const still = renderStill(geometry, item.spec.metal, SIZE, item.view);
  const name = `${String(item.index).padStart(3, '0')}-${item.spec.piece}.png`;
  writeFileSync(join(out, name), png(still.width, still.height, still.rgba));
  truth.push({ file: name, spec: item.spec, view: item.view, gems: geometry.gems.length });
}
writeFileSync(join(out, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
console.log(`${count} pictures of the ${set} set in ${out}`);
