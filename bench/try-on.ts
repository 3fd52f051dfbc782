// bench/try-on: frames per second of the showroom's try-on at a phone's viewport (390×844) in Chromium with
// the fake camera: the e2e scenario (e2e/tests/try-on.spec.ts: a new jeweller's shared ring, the hand model
// from the showroom's origin running on every camera frame, the ring placed and drawn) measured over a longer
// window, with the machine's load average beside the figure. Goal: ≥ 15 fps.
//
//   pnpm build && pnpm --filter @carat/bench try-on [--seconds 15]
//
// Headless Chromium here has no GPU: WebGL (three.js and MediaPipe's GPU graph) runs on SwiftShader, on
// the CPU, so the figure is a floor for a phone with a GPU, not a phone's figure.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '15' } } });
const root = path.resolve(import.meta.dirname, '..');
const before = loadavg();
const run = spawnSync(
  'flock',
  [
    '/tmp/e2e.lock',
    'pnpm',
    'exec',
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    'tests/try-on.spec.ts',
    '-g',
    'tries a shared ring on',
  ],
  {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      CI: 'true',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      TRYON_BENCH_SECONDS: values.seconds,
    },
  },
);
const after = loadavg();
const output = `${run.stdout}\n${run.stderr}`;
const match = /try-on fps: ([\d.]+)/.exec(output);
if (!match) {
  console.error(output.slice(-4000));
  console.error('try-on bench: no figure (the scenario failed)');
  process.exit(1);
}
const fps = Number(match[1]);
console.log(`try-on: ${fps.toFixed(1)} fps at 390×844 over ${values.seconds} s (goal ≥ 15)`);
console.log(
  `load average (1 min) before ${before[0]?.toFixed(2)}, after ${after[0]?.toFixed(2)}; ${availableParallelism()} cores`,
);
process.exit(fps >= 15 ? 0 : 1);
