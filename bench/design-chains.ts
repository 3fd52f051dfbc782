// bench/design-chains: the chains issue 34 names (a 45 cm 3 mm curb, an 18 cm tennis bracelet of 30 stones)
// and the chains with a published weight (packages/design/data/published-chain-weights.json): each made,
// its caster's checks, its weight and weight per cm beside the published figure where there is one; then
// random chains (BENCH_CHAINS, default 20) for the checks' pass rate and the time per chain.
import { generateDesign, randomChainSpec, seededRandom } from '@carat/design';
import published from '../packages/design/data/published-chain-weights.json' with { type: 'json' };
import { ms, summary } from './lib/stats.ts';

type Spec = Parameters<typeof generateDesign>[0];
type Metal = Spec['metal'];

function chain(
  piece: 'necklace' | 'bracelet',
  metal: Metal,
  style: 'cable' | 'curb' | 'figaro' | 'cuban' | 'rope',
  widthMm: number,
  lengthMm: number,
  tennis?: number,
): Spec {
  return {
    piece,
    metal,
    stone: tennis ? { type: 'diamond', cut: 'round-brilliant', size: { unit: 'mm', value: 2.5 } } : null,
    setting: 'claws-4',
    band: { profile: 'court', widthMm: 2, thicknessMm: 1.7 },
    ringSize: null,
    innerDiameterMm: null,
    engraving: null,
    chain: {
      style,
      widthMm,
      lengthMm,
      stones: tennis ? 'tennis' : 'none',
      stoneCount: tennis ?? 0,
    },
  };
}

const named: (readonly [string, Spec, (typeof published.figures)[number] | undefined])[] = [
  ['45 cm 3 mm curb, 18 ct yellow', chain('necklace', 'yellow-gold-18', 'curb', 3, 450), undefined],
  [
    '18 cm tennis, 30 × 2.5 mm, 18 ct white',
    chain('bracelet', 'white-gold-18', 'cable', 2.5, 180, 30),
    undefined,
  ],
  ...published.figures.map(
    (figure) =>
      [
        `${(figure.lengthMm / 10).toFixed(1)} cm ${figure.widthMm} mm ${figure.style}, ${figure.alloy}`,
        chain('necklace', figure.alloy as Metal, figure.style as 'cuban', figure.widthMm, figure.lengthMm),
        figure,
      ] as const,
  ),
];

console.log('chains issue 34 names, and those with a published weight');
for (const [label, spec, figure] of named) {
  const model = await generateDesign(spec);
  const grams = model.weightsG[spec.metal];
  const lengthCm = Number(/made ([\d.]+) cm/.exec(model.notes.join(' '))?.[1] ?? spec.chain!.lengthMm / 10);
  const checks = model.manufacturability.checks.map(
    (c) => `${c.code} ${c.figure}/${c.limit}${c.ok ? '' : ' ✗'}`,
  );
  const beside = figure
    ? `published ${(figure.weightG / (figure.lengthMm / 10)).toFixed(3)} g/cm (${figure.weightG} g; ${figure.source.url}) → ours ÷ published ${(grams / lengthCm / (figure.weightG / (figure.lengthMm / 10))).toFixed(2)}`
    : 'no published figure found for it';
  console.log(`  ${label}: ${model.manufacturability.ok ? 'passes' : 'WARNS'} — ${checks.join(', ')}`);
  console.log(
    `    ${grams.toFixed(2)} g over ${lengthCm} cm = ${(grams / lengthCm).toFixed(3)} g/cm; ${beside}`,
  );
  if (model.notes.length > 1) console.log(`    notes: ${model.notes.slice(1).join('; ')}`);
}

const COUNT = Number(process.env.BENCH_CHAINS ?? 20);
const random = seededRandom(Number(process.env.BENCH_SEED ?? 34));
const times: number[] = [];
let passed = 0;
for (let i = 0; i < COUNT; i++) {
  const spec = randomChainSpec(random);
  const start = performance.now();
  const model = await generateDesign(spec);
  times.push(performance.now() - start);
  if (model.manufacturability.ok) passed++;
  else
    console.log(
      `  warned #${i}: ${JSON.stringify(spec.chain)} ${JSON.stringify(model.manufacturability.checks.filter((c) => !c.ok))}`,
    );
}
const time = summary(times);
console.log(
  `random chains: ${passed}/${COUNT} pass every check; time median ${ms(time.p50)} p95 ${ms(time.p95)} max ${ms(time.max)}`,
);
