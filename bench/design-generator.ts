// bench/design-generator: brief → spec (offline parser) → manifold geometry → meshopt GLB + STL, over 50
// briefs of the evaluation set, after one warm-up (WASM and encoder load). The USDZ is made on an AR tap,
// not with every generation, so it is timed apart; so is the still picture (drawn on first view, 640 × 640,
// before its JPEG encoding). Goals: median ≤ 300 ms, p95 ≤ 800 ms, GLB ≤ 1.5 MB.
// Then the reading of the briefs written apart from the parser, field by field: goal ≥ 0.9 per field.
import { type EvalBrief, generateDesign, parseBrief, renderStill, scoreBriefs } from '@carat/design';
import briefs from '../packages/design/eval/briefs.json' with { type: 'json' };
import briefsApart from '../packages/design/eval/briefs-apart.json' with { type: 'json' };
import { ms, summary } from './lib/stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const set = (briefs as EvalBrief[]).slice(0, ROUNDS);

await generateDesign(parseBrief(set[0]!.brief, set[0]!.locale).spec);

const times: number[] = [];
const usdzTimes: number[] = [];
const stillTimes: number[] = [];
const glbSizes: number[] = [];
for (const item of set) {
  const start = performance.now();
  const { spec } = parseBrief(item.brief, item.locale);
  const model = await generateDesign(spec);
  times.push(performance.now() - start);
  glbSizes.push(model.glb.length);
  const usdzStart = performance.now();
  model.usdz();
  usdzTimes.push(performance.now() - usdzStart);
  const stillStart = performance.now();
  renderStill(model.geometry, spec.metal);
  stillTimes.push(performance.now() - stillStart);
}

const time = summary(times);
const size = summary(glbSizes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`design generator over ${set.length} briefs (parse + geometry + GLB + STL)`);
console.log(
  `  time  median ${ms(time.p50)}  p95 ${ms(time.p95)}  max ${ms(time.max)}   goals ≤ 300 ms / ≤ 800 ms`,
);
console.log(`  GLB   median ${kb(size.p50)}  p95 ${kb(size.p95)}  max ${kb(size.max)}   goal ≤ 1536 KB`);
const usdz = summary(usdzTimes);
console.log(`  USDZ (on demand)  median ${ms(usdz.p50)}  p95 ${ms(usdz.p95)}`);
const still = summary(stillTimes);
console.log(`  still picture (on first view)  median ${ms(still.p50)}  p95 ${ms(still.p95)}`);

const apart = scoreBriefs(briefsApart as EvalBrief[], (brief, locale) => parseBrief(brief, locale));
console.log(
  `briefs written apart: ${(briefsApart as EvalBrief[]).length} briefs, ${apart.fields} values, exact match ${apart.exactMatch.toFixed(3)}   goal ≥ 0.9 per field`,
);
for (const [field, { hits, total }] of Object.entries(apart.perField)) {
  const flag = hits / total >= 0.9 ? '' : '  < 0.9';
  console.log(`  ${field.padEnd(17)} ${(hits / total).toFixed(3)}  (${hits}/${total})${flag}`);
}
