// bench/design-manufacturability: random valid specs (seeded) → geometry → the caster's report, measured on
// the finished metal. Prints how many pass each check, the thinnest figure seen per check against its
// limit, and the time per piece. BENCH_SPECS (default 500) and BENCH_SEED (default 34) replay a run.
import { buildGeometry, type ManufacturabilityCode, randomSpec, seededRandom } from '@carat/design';
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
const failures: string[] = [];
for (let i = 0; i < SPECS; i++) {
  const spec = randomSpec(random);
  const start = performance.now();
  const geometry = await buildGeometry(spec);
  times.push(performance.now() - start);
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
for (const failure of failures) console.log(`  warned: ${failure}`);
const time = summary(times);
console.log(`  time per piece  median ${ms(time.p50)}  p95 ${ms(time.p95)}  max ${ms(time.max)}`);
