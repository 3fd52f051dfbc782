// bench/design-manufacturability: random valid specs (seeded) → geometry → the caster's report, measured on
// the finished metal. Prints how many pass each check, the thinnest figure seen per check against its
// limit, and the time per piece; then each piece's solid parts (one, two for a pair of studs) and the Khronos
// glTF validator's errors on its GLB as shipped (meshopt) and uncompressed (accessors, bounds and indices).
// BENCH_SPECS (default 500) and BENCH_SEED (default 34) replay a run.
import { buildGeometry, type ManufacturabilityCode, randomSpec, seededRandom, writeGlb } from '@carat/design';
import { validateBytes } from 'gltf-validator';
import { ms, summary } from './lib/stats.ts';

const SPECS = Number(process.env.BENCH_SPECS ?? 500);
const random = seededRandom(Number(process.env.BENCH_SEED ?? 34));

interface Tally {
  runs: number;
  passed: number;
  least: number;
  limit: number;
  worst: string;
}
const tallies = new Map<ManufacturabilityCode, Tally>();
const times: number[] = [];
let allOk = 0;
let onePiece = 0;
let glbErrors = 0;
let rawGlbErrors = 0;
const failures: string[] = [];
for (let i = 0; i < SPECS; i++) {
  const spec = randomSpec(random);
  const start = performance.now();
  const geometry = await buildGeometry(spec);
  times.push(performance.now() - start);
  const partsFigure = geometry.manufacturability.checks.find((check) => check.code === 'parts')?.figure;
  if (partsFigure !== geometry.components)
    failures.push(`#${i} the report says ${partsFigure} parts, the solid has ${geometry.components}`);
  if (geometry.components === (spec.piece === 'studs' ? 2 : 1)) onePiece++;
  else failures.push(`#${i} ${spec.piece}: ${geometry.components} solid parts`);
  const shipped = await validateBytes(await writeGlb(geometry, { metal: spec.metal }));
  const raw = await validateBytes(await writeGlb(geometry, { metal: spec.metal, compress: false }));
  glbErrors += shipped.issues.numErrors;
  rawGlbErrors += raw.issues.numErrors;
  const errors = [...shipped.issues.messages, ...raw.issues.messages].filter((m) => m.severity === 0);
  for (const message of errors.slice(0, 3)) failures.push(`#${i} glTF ${message.code}: ${message.message}`);
  if (errors.length > 3) failures.push(`#${i} glTF … and ${errors.length - 3} more errors`);
  if (geometry.manufacturability.ok) allOk++;
  else
    failures.push(
      `#${i} ${JSON.stringify(spec)} ${JSON.stringify(geometry.manufacturability.checks.filter((c) => !c.ok))}`,
    );
  for (const check of geometry.manufacturability.checks) {
    const tally = tallies.get(check.code) ?? {
      runs: 0,
      passed: 0,
      least: Number.POSITIVE_INFINITY,
      limit: check.limit,
      worst: '',
    };
    tally.runs++;
    if (check.ok) tally.passed++;
    if (check.figure < tally.least) {
      tally.least = check.figure;
      tally.limit = check.limit;
      tally.worst = `#${i} ${spec.piece} ${spec.metal} ${spec.setting} ${spec.stone?.cut ?? ''}`;
    }
    tallies.set(check.code, tally);
  }
}

console.log(`manufacturability over ${SPECS} random specs: ${allOk} pass every check`);
for (const [code, t] of tallies) {
  console.log(
    `  ${code.padEnd(20)} ${String(t.passed).padStart(4)}/${String(t.runs).padEnd(4)} least ${t.least.toFixed(2)} (limit ${t.limit})  ${t.worst}`,
  );
}
console.log(`  one solid (two for studs) ${onePiece}/${SPECS}`);
console.log(`  Khronos validator errors  shipped GLB ${glbErrors}  uncompressed GLB ${rawGlbErrors}`);
for (const failure of failures) console.log(`  warned: ${failure}`);
const time = summary(times);
console.log(`  time per piece  median ${ms(time.p50)}  p95 ${ms(time.p95)}  max ${ms(time.max)}`);
