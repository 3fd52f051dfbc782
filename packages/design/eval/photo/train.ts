// The photo reader's classifier, trained: `pnpm --filter @carat/bench exec tsx
// ../packages/design/eval/photo/train.ts [count]` renders `count` random pieces (seed 9100) from angles and
// on grounds the eval set never uses, reads their features with the reader, fits the piece and metal
// colour models (and the cut's, when chosen) and writes src/photo/classifier.json. Deterministic: the same
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
  type StillView,
  seededRandom,
} from '@carat/design';
import { CUTS, type DesignSpec, isChainPiece, PIECES, STONELESS_PIECES } from '@carat/domain/design';
import { type PhotoModel, predictAny, trainLinear, trainMlp } from '../../src/photo/classifier.ts';
import { CROWN_NAMES } from '../../src/photo/crowns.ts';
import { OPENING_WALL_NAMES, RING_SOLVE_NAMES } from '../../src/photo/layout.ts';
import { cutOf, FEATURE_NAMES } from '../../src/photo/read-photo.ts';
import { CUT_FEATURE_NAMES } from '../../src/photo/stone-outline.ts';

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
  /** The reader's hand rules' cut, to compare the cut model with. */
  readonly ruleCut: string | null;
  readonly metal: string;
  readonly features: number[];
}

const renders = join(import.meta.dirname, 'out', 'train-renders');

/**
 * A training render, kept as raw RGBA in out/train-renders (not committed) so that refitting after a
 * feature change reads the same pictures without drawing them again; the picture is a pure function of
 * its index (seed, spec, view), so the cache changes nothing but the time.
 */
async function stillOf(index: number, spec: DesignSpec, view: StillView) {
  const file = join(renders, `${SEED}-${SIZE}-${index}.rgba`);
  if (existsSync(file)) return { width: SIZE, height: SIZE, rgba: new Uint8Array(readFileSync(file)) };
  const geometry = await buildGeometry(spec);
  const still = renderStill(geometry, spec.metal, SIZE, view);
  mkdirSync(renders, { recursive: true });
  writeFileSync(file, still.rgba);
  return { width: still.width, height: still.height, rgba: still.rgba };
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
    const still = await stillOf(index, spec, view);
    try {
      const reading = readPhoto(still);
      if (reading.measures.kind !== 'photo') continue;
      samples.push({
        piece: spec.piece,
        cut: STONELESS_PIECES.includes(spec.piece) || !spec.stone ? null : spec.stone.cut,
        ruleCut: reading.measures.stoneShape ? cutOf(reading.measures.stoneShape).cut : 'round-brilliant',
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
const PIECES_READ = PIECES.filter((p) => !isChainPiece(p));
const METALS = ['yellow', 'white', 'rose'];
/**
 * The cut model reads the stone's outline (the working copy's and the full-resolution crop's) and what
 * tells the camera's angle (the silhouette's and the openings' proportions): not the metal, not the piece.
 */
const CUT_INPUTS = [
  'aspect',
  'silhouetteElongation',
  'opening',
  'narrowHoleAspect',
  'openingAspect',
  'largestStone',
  'cutElongation',
  'cutSolidity',
  'cutRectangularity',
  'cutCorners',
  'cutAsymmetry',
  'cutEllipseFit',
  'cutRoundness',
  ...CUT_FEATURE_NAMES,
  'shankCos',
  'crownElongation',
  'crownSolidity',
  'crownRectangularity',
  'crownAsymmetry',
  'crownRoundness',
].map((name) => FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]));

type Kind = 'linear' | 'mlp';
const fit = (
  rows: Sample[],
  label: (s: Sample) => string,
  classes: readonly string[],
  kind: Kind,
  inputs?: readonly number[],
): PhotoModel => {
  const x = rows.map((s) => (inputs ? inputs.map((i) => s.features[i]!) : s.features));
  const y = rows.map(label);
  const model =
    kind === 'mlp'
      ? trainMlp(x, y, classes, { hidden: 16, l2: 1e-3, iterations: 1000, seed: SEED })
      : trainLinear(x, y, classes, { l2 });
  return inputs ? { ...model, inputs } : model;
};
const read = (model: PhotoModel, s: Sample) =>
  predictAny(model, model.inputs ? model.inputs.map((i) => s.features[i]!) : s.features).label;

// Chosen on the held-out fifth of the training renders and on the tuning set (TRAIN_VALIDATE=1 prints
// the figures); never on the eval set. The piece: linear and one hidden layer read alike (0.727), so the
// smaller one. The cut stays with the rules: a cut network over the full-resolution outline read 0.248
// against the rules' 0.173 on the held-out fifth and 0.212 against 0.200 on the tuning set — both near
// chance — and misread the product shot's oval ruby the rules read right (ADR 096).
const PIECE_MODEL: Kind = (process.env.TRAIN_PIECE as Kind) ?? 'linear';
const CUT_MODEL: Kind | 'rules' = (process.env.TRAIN_CUT as Kind | 'rules') ?? 'rules';

// TRAIN_VALIDATE=1: fit on the first four fifths of the training renders and score the last fifth (still
// training renders: the choice of the models never looks at the eval set).
if (process.env.TRAIN_VALIDATE === '1') {
  const cutAt = Math.floor(samples.length * 0.8);
  const [fitRows, testRows] = [samples.slice(0, cutAt), samples.slice(cutAt)];
  const score = (
    name: string,
    label: (s: Sample) => string | null,
    classes: readonly string[],
    kind: Kind,
    inputs?: readonly number[],
  ) => {
    const rows = fitRows.filter((s) => label(s) !== null);
    const tests = testRows.filter((s) => label(s) !== null);
    const model = fit(rows, (s) => label(s)!, classes, kind, inputs);
    const hits = tests.filter((s) => read(model, s) === label(s)).length;
    console.log(`  validation ${name} (${kind}): ${(hits / tests.length).toFixed(3)} (${tests.length})`);
  };
  const stoned = testRows.filter((s) => s.cut !== null);
  const ruleHits = stoned.filter((s) => s.ruleCut === s.cut).length;
  console.log(`  validation cut (rules): ${(ruleHits / stoned.length).toFixed(3)} (${stoned.length})`);
  for (const kind of ['linear', 'mlp'] as const) {
    score('piece', (s) => s.piece, PIECES_READ, kind);
    score('cut, outline inputs', (s) => s.cut, CUTS, kind, CUT_INPUTS);
  }
  score('cut, every feature', (s) => s.cut, CUTS, 'linear');
  // The figures before: ADR 091's linear piece model over its 45 features only.
  const before = FEATURE_NAMES.slice(0, FEATURE_NAMES.indexOf('narrowHoleY') + 1).map((_, i) => i);
  score('piece, ADR 091 features', (s) => s.piece, PIECES_READ, 'linear', before);
  // ADR 096's 79 features (main before the shank and the crowns), and without the crowns or the shank.
  const upTo = (name: string, skip: readonly string[] = []) =>
    FEATURE_NAMES.slice(0, FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]) + 1)
      .map((n, i) => (skip.includes(n) ? -1 : i))
      .filter((i) => i >= 0);
  const last = FEATURE_NAMES[FEATURE_NAMES.length - 1]!;
  score('piece, ADR 096 features', (s) => s.piece, PIECES_READ, 'linear', upTo('cropPixels'));
  score('piece, without the crowns', (s) => s.piece, PIECES_READ, 'linear', upTo(last, CROWN_NAMES));
  score(
    'piece, without the shank',
    (s) => s.piece,
    PIECES_READ,
    'linear',
    upTo(last, [...OPENING_WALL_NAMES, ...RING_SOLVE_NAMES]),
  );
  score('metal', (s) => s.metal, METALS, 'linear');
}
const withStone = samples.filter((s) => s.cut !== null);
const classifier = {
  trainedOn: {
    renders: samples.length,
    seed: SEED,
    size: SIZE,
    yaw: YAWS,
    tilt: TILTS,
    grounds: GROUNDS.length,
    l2,
    piece: PIECE_MODEL,
    cut: CUT_MODEL,
  },
  features: FEATURE_NAMES,
  piece: fit(samples, (s) => s.piece, PIECES_READ, PIECE_MODEL),
  cut: CUT_MODEL === 'rules' ? null : fit(withStone, (s) => s.cut!, CUTS, CUT_MODEL, CUT_INPUTS),
  metal: fit(samples, (s) => s.metal, METALS, 'linear'),
};
writeFileSync(target, `${JSON.stringify(classifier)}\n`);
// The repository's formatter lays the file out (biome check then leaves it as written).
execFileSync(join(import.meta.dirname, '../../../../node_modules/.bin/biome'), ['format', '--write', target]);
console.log(`classifier trained on ${samples.length} renders (${withStone.length} with a stone) → ${target}`);
