// The photo reader's classifier, trained: `pnpm --filter @carat/bench exec tsx
// ../packages/design/eval/photo/train.ts [count]` renders `count` random pieces (seed 9100) from angles and
// on grounds the eval set never uses, reads their features with the reader, fits three logistic
// regressions (piece, cut, metal colour) and writes src/photo/classifier.json. Deterministic: the same
// count gives the same file. The features are cached in out/train-features.json (not committed);
// TRAIN_CACHE=1 refits from that cache without rendering again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildGeometry,
  metalColourOf,
  randomSpec,
  readPhoto,
  renderStill,
  seededRandom,
} from '@carat/design';
import { CUTS, type DesignSpec, isChainPiece, PIECES, STONELESS_PIECES } from '@carat/domain/design';
import { predict, trainLinear } from '../../src/photo/classifier.ts';
import { FEATURE_NAMES } from '../../src/photo/read-photo.ts';

const count = Number(process.argv[2] ?? 1200);
const SEED = 9100;
const SIZE = 480;
const cache = join(import.meta.dirname, 'out', 'train-features.json');
const target = join(import.meta.dirname, '../../src/photo/classifier.json');

type Rgb = readonly [number, number, number];
// The eval's angles are yaw −85…−55 and 10…70, tilt 36…62: training stays outside both.
const YAWS: readonly (readonly [number, number])[] = [
  [-55, 10],
  [-110, -85],
  [70, 100],
];
const TILTS: readonly (readonly [number, number])[] = [
  [5, 36],
  [62, 78],
];
// None of the eval's four grounds (cool blue-white, pale green-grey, near white, dark beige).
const GROUNDS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [0.91, 0.88, 0.84],
    [0.74, 0.71, 0.67],
  ],
  [
    [0.9, 0.9, 0.9],
    [0.8, 0.8, 0.8],
  ],
  [
    [0.9, 0.85, 0.86],
    [0.75, 0.7, 0.71],
  ],
  [
    [0.87, 0.86, 0.92],
    [0.7, 0.69, 0.76],
  ],
  [
    [0.75, 0.75, 0.75],
    [0.6, 0.6, 0.6],
  ],
  [
    [0.93, 0.9, 0.8],
    [0.8, 0.77, 0.66],
  ],
  [
    [0.8, 0.82, 0.84],
    [0.6, 0.62, 0.64],
  ],
];

interface Sample {
  readonly piece: string;
  readonly cut: string | null;
  readonly metal: string;
  readonly features: number[];
}

async function render(): Promise<Sample[]> {
  const random = seededRandom(SEED);
  const views = seededRandom(SEED + 1);
  const within = (ranges: readonly (readonly [number, number])[]) => {
    const [from, to] = ranges[Math.floor(views() * ranges.length)]!;
    return from + views() * (to - from);
  };
  const samples: Sample[] = [];
  for (let index = 0; index < count; index++) {
    const spec: DesignSpec = randomSpec(random);
    const [groundCentre, groundEdge] = GROUNDS[Math.floor(views() * GROUNDS.length)]!;
    const view = { yawDegrees: within(YAWS), tiltDegrees: within(TILTS), groundCentre, groundEdge };
    const geometry = await buildGeometry(spec);
    const still = renderStill(geometry, spec.metal, SIZE, view);
    try {
      const reading = readPhoto({ width: still.width, height: still.height, rgba: still.rgba });
      if (reading.measures.kind !== 'photo') continue;
      samples.push({
        piece: spec.piece,
        cut: STONELESS_PIECES.includes(spec.piece) || !spec.stone ? null : spec.stone.cut,
        metal: metalColourOf(spec.metal),
        features: [...reading.measures.features],
      });
    } catch {
      // An unreadable render teaches nothing.
    }
    if (index % 100 === 99) console.log(`${index + 1} / ${count}`);
  }
  return samples;
}

const samples: Sample[] =
  process.env.TRAIN_CACHE === '1' && existsSync(cache)
    ? JSON.parse(readFileSync(cache, 'utf8')).samples
    : await render();
mkdirSync(join(import.meta.dirname, 'out'), { recursive: true });
writeFileSync(cache, JSON.stringify({ features: FEATURE_NAMES, samples }));

const l2 = Number(process.env.TRAIN_L2 ?? 1e-3);
const fit = (rows: Sample[], label: (s: Sample) => string, classes: readonly string[]) =>
  trainLinear(
    rows.map((s) => s.features),
    rows.map(label),
    classes,
    { l2 },
  );
const withStone = samples.filter((s) => s.cut !== null);
// TRAIN_VALIDATE=1: fit on the first four fifths of the training renders and score the last fifth (still
// training renders: the choice of the penalty never looks at the eval set).
if (process.env.TRAIN_VALIDATE === '1') {
  const cutAt = Math.floor(samples.length * 0.8);
  const [fitRows, testRows] = [samples.slice(0, cutAt), samples.slice(cutAt)];
  const score = (name: string, label: (s: Sample) => string | null, classes: readonly string[]) => {
    const rows = fitRows.filter((s) => label(s) !== null);
    const tests = testRows.filter((s) => label(s) !== null);
    const model = fit(rows, (s) => label(s)!, classes);
    const hits = tests.filter((s) => predict(model, s.features).label === label(s)).length;
    console.log(`  validation ${name}: ${(hits / tests.length).toFixed(3)} (${tests.length})`);
  };
  score(
    'piece',
    (s) => s.piece,
    PIECES.filter((p) => !isChainPiece(p)),
  );
  score('cut', (s) => s.cut, CUTS);
  score('metal', (s) => s.metal, ['yellow', 'white', 'rose']);
}
const classifier = {
  trainedOn: {
    renders: samples.length,
    seed: SEED,
    size: SIZE,
    yaw: YAWS,
    tilt: TILTS,
    grounds: GROUNDS.length,
    l2,
  },
  features: FEATURE_NAMES,
  piece: fit(
    samples,
    (s) => s.piece,
    PIECES.filter((p) => !isChainPiece(p)),
  ),
  // The cut stays with the reader's rules: on the tuning set the linear model over these outline features
  // read 0.118 against the rules' 0.200 (both near chance; six cuts are not told apart at 320 px).
  cut: null,
  metal: fit(samples, (s) => s.metal, ['yellow', 'white', 'rose']),
};
writeFileSync(target, `${JSON.stringify(classifier)}\n`);
// The repository's formatter lays the file out (biome check then leaves it as written).
execFileSync(join(import.meta.dirname, '../../../../node_modules/.bin/biome'), ['format', '--write', target]);
console.log(`classifier trained on ${samples.length} renders (${withStone.length} with a stone) → ${target}`);
