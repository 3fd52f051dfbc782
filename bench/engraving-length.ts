// How long counting an engraving's characters takes on hostile input, and how it grows with the length:
// the count runs in windows so that it stays linear (120k characters took 6.5 s counted in one piece).
//   pnpm --filter @carat/bench engraving-length
import { engravingLength } from '@carat/domain/engraving';

const sizes = [30_000, 60_000, 120_000, 240_000];
const rounds = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: { chars: number; ms: number }[] = [];
for (const chars of sizes) {
  const text = 'ab\u0301'.repeat(chars / 3);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    engravingLength(text);
    times.push(performance.now() - started);
  }
  rows.push({ chars, ms: median(times) });
}
for (const row of rows)
  console.log(`${row.chars.toLocaleString('en')} characters: ${row.ms.toFixed(1)} ms (median of ${rounds})`);
const first = rows[0]!;
const last = rows[rows.length - 1]!;
console.log(
  `growth: ${(last.ms / first.ms).toFixed(1)}× the time for ${(last.chars / first.chars).toFixed(0)}× the length (linear: about the same figure)`,
);
