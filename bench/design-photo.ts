// bench/design-photo: the photo reader's round trip. Random specs are drawn as still pictures by
// renderStill from angles and on grounds the reader was not tuned on (the EVAL set of
// packages/design/eval/photo, seed 3434), read back by the offline reader, and scored: piece type, metal
// colour, stone cut (pieces with a stone) and stone count. Goal ≥ 0.9 each. PHOTO_SET=tuning scores the
// tuning set instead; PHOTO_COUNT changes the number (120 by default); PHOTO_VERBOSE=1 lists the misses.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildGeometry,
  expectedStoneCount,
  metalColourOf,
  type PhotoSet,
  photoCases,
  readPhoto,
  renderStill,
  scoreReading,
} from '@carat/design';
import sharp from 'sharp';
import { ms, summary } from './lib/stats.ts';

const set = (process.env.PHOTO_SET ?? 'eval') as PhotoSet;
const count = Number(process.env.PHOTO_COUNT ?? 120);
const verbose = process.env.PHOTO_VERBOSE === '1';
const SIZE = 480;

const totals = { piece: 0, metal: 0, cut: 0, cutCases: 0, count: 0 };
const times: number[] = [];
const confusion = new Map<string, number>();
for (const item of photoCases(set, count)) {
  const geometry = await buildGeometry(item.spec);
  const still = renderStill(geometry, item.spec.metal, SIZE, item.view);
  const start = performance.now();
  const reading = readPhoto({ width: still.width, height: still.height, rgba: still.rgba });
  times.push(performance.now() - start);
  const score = scoreReading(item.spec, geometry.gems.length, reading);
  if (score.piece) totals.piece++;
  if (score.metal) totals.metal++;
  if (score.cut !== null) {
    totals.cutCases++;
    if (score.cut) totals.cut++;
  }
  if (score.count) totals.count++;
  if (!score.piece) {
    const key = `${item.spec.piece} → ${reading.spec.piece}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
  }
  if (verbose && (!score.piece || !score.metal || score.cut === false || !score.count)) {
    const m = reading.measures;
    console.log(
      `#${item.index} ${item.spec.piece}/${metalColourOf(item.spec.metal)}/${item.spec.stone?.cut ?? '-'}/${expectedStoneCount(item.spec, geometry.gems.length)}` +
        ` read ${reading.spec.piece}/${m.metalColour}/${reading.spec.stone?.cut ?? '-'}/${reading.stoneCount}` +
        `  opening ${m.opening.toFixed(2)} band ${m.bandToDiameter?.toFixed(3)} seen ${m.stonesSeen} main ${m.mainStones} head ${m.head}` +
        (m.stoneShape
          ? ` shape e${m.stoneShape.elongation.toFixed(2)} s${m.stoneShape.solidity.toFixed(2)} r${m.stoneShape.rectangularity.toFixed(2)} c${m.stoneShape.corners} a${m.stoneShape.asymmetry.toFixed(2)}`
          : ''),
    );
  }
}

const share = (hits: number, of: number) => (of ? hits / of : 0).toFixed(3);
const time = summary(times);
console.log(
  `photo reader, ${set} set (seed ${set === 'eval' ? 3434 : 7001}), ${count} pictures of ${SIZE} px`,
);
console.log(`  piece type  ${share(totals.piece, count)}   goal ≥ 0.9`);
console.log(`  metal       ${share(totals.metal, count)}   goal ≥ 0.9 (yellow / white / rose)`);
console.log(
  `  stone cut   ${share(totals.cut, totals.cutCases)}   goal ≥ 0.9 (${totals.cutCases} pieces with a stone)`,
);
console.log(`  stone count ${share(totals.count, count)}   goal ≥ 0.9`);
console.log(`  read time   median ${ms(time.p50)}  p95 ${ms(time.p95)}`);
console.log('  piece confusions:', [...confusion].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none');

// The catalogue's own product photos (the showroom's seed pictures), scored on the piece only: the seed
// lists several colours per product and does not say which one a picture shows. The reader makes no chain.
const CATALOGUE_PIECES: Record<string, string> = {
  'solitaire-ring': 'solitaire',
  'medal-pendant': 'pendant',
  'hammered-bangle': 'bangle',
  'cuban-chain': 'necklace',
  'rope-chain': 'necklace',
  'tennis-bracelet': 'bracelet',
};
const media = join(import.meta.dirname, '../apps/showroom/public/media');
let catalogueHits = 0;
let catalogueCount = 0;
const lines: string[] = [];
for (const folder of ['atelier', 'demo']) {
  for (const file of readdirSync(join(media, folder)).sort()) {
    const product = Object.keys(CATALOGUE_PIECES).find((name) => file.startsWith(name));
    if (!product) continue;
    const { data, info } = await sharp(join(media, folder, file))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let read: string;
    try {
      const reading = readPhoto({ width: info.width, height: info.height, rgba: new Uint8Array(data) });
      read = `${reading.spec.piece} / ${reading.measures.metalColour} / ${reading.spec.stone?.cut ?? '-'} / ${reading.stoneCount}`;
      if (reading.spec.piece === CATALOGUE_PIECES[product]) catalogueHits++;
    } catch (error) {
      read = `refused (${error instanceof Error ? error.message : String(error)})`;
    }
    catalogueCount++;
    lines.push(`    ${folder}/${file}: ${CATALOGUE_PIECES[product]} → ${read}`);
  }
}
console.log(`catalogue photos: piece type ${catalogueHits}/${catalogueCount}`);
for (const line of lines) console.log(line);
