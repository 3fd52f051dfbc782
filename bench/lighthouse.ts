// bench/lighthouse: builds each public app, serves its static output with `vite preview`, and prints
// Lighthouse's mobile scores (Lighthouse's default form factor and throttling) for each page, with the
// JavaScript the page loads (gzip, as transferred). Goals: performance, accessibility and best practices
// ≥ 95, SEO 100, and ≤ 100 KB of JavaScript on the marketing site's landing page.
//
//   pnpm --filter @carat/bench lighthouse                 build, serve and measure every target
//   pnpm --filter @carat/bench lighthouse --no-build      measure the existing builds
//   pnpm --filter @carat/bench lighthouse --runs 3        median of three runs per page
//
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium. Exits 1 when a goal is missed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

interface Target {
  /** The workspace package, built with its `build` script and served with `vite preview`. */
  app: string;
  /** A free port for the preview server (not the app's dev port, so a running dev server does not matter). */
  port: number;
  pages: readonly Page[];
}

interface Page {
  path: string;
  /** The most JavaScript (kB, gzip, transferred) the page may load, if it has a budget. */
  jsBudgetKb?: number;
}

/** What is measured. The showroom adds its public pages here. */
export const TARGETS: readonly Target[] = [
  {
    app: '@carat/marketing-site',
    port: 4310,
    pages: [{ path: '/', jsBudgetKb: 100 }, { path: '/faq' }],
  },
];

const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof GOALS;
const CATEGORIES = Object.keys(GOALS) as Category[];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const { values: args } = parseArgs({
  // pnpm may pass a lone '--' through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } },
});
const runs = Math.max(1, Number(args.runs) || 1);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function preview(target: Target): ChildProcess {
  return spawn(
    'pnpm',
    ['--filter', target.app, 'exec', 'vite', 'preview', '--port', String(target.port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
}

function stop(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

interface Measure {
  scores: Record<Category, number>;
  jsKb: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/** The gzip size of the scripts a page loaded (their bodies, fetched again and compressed: no headers). */
async function gzipKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1000;
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((request) => request.resourceType === 'Script');
  return {
    scores,
    jsKb: await gzipKb(scripts.map((request) => request.url)),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

function medianOf(measures: Measure[]): Measure {
  const pick = (get: (m: Measure) => number) => median(measures.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((m) => m.scores[c])])) as Record<
      Category,
      number
    >,
    jsKb: pick((m) => m.jsKb),
    lcpMs: pick((m) => m.lcpMs),
    tbtMs: pick((m) => m.tbtMs),
    cls: pick((m) => m.cls),
  };
}

const misses: string[] = [];
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
try {
  for (const target of TARGETS) {
    if (!args['no-build']) run('pnpm', ['--filter', target.app, 'build']);
    const server = preview(target);
    try {
      const origin = `http://localhost:${target.port}`;
      await waitFor(origin);
      console.log(`\n${target.app} (mobile, ${runs} run${runs > 1 ? 's' : ''} per page, median)`);
      console.log('  page        perf  a11y  best   seo   JS gzip     LCP      TBT    CLS');
      for (const page of target.pages) {
        const measures: Measure[] = [];
        for (let i = 0; i < runs; i++) measures.push(await measure(`${origin}${page.path}`, chrome.port));
        const m = medianOf(measures);
        const s = m.scores;
        console.log(
          `  ${page.path.padEnd(10)} ${[s.performance, s.accessibility, s['best-practices'], s.seo]
            .map((score) => String(score).padStart(5))
            .join(
              ' ',
            )}  ${`${m.jsKb.toFixed(1)} kB`.padStart(9)}  ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(
            7,
          )}  ${`${m.tbtMs.toFixed(0)} ms`.padStart(7)}  ${m.cls.toFixed(3)}`,
        );
        for (const category of CATEGORIES) {
          if (s[category] < GOALS[category]) {
            misses.push(`${target.app} ${page.path}: ${category} ${s[category]} < ${GOALS[category]}`);
          }
        }
        if (page.jsBudgetKb !== undefined && m.jsKb > page.jsBudgetKb) {
          misses.push(`${target.app} ${page.path}: JS ${m.jsKb.toFixed(1)} kB > ${page.jsBudgetKb} kB`);
        }
      }
    } finally {
      stop(server);
    }
  }
} finally {
  chrome.kill();
}

console.log(
  `\ngoals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}, best practices ≥ ${GOALS['best-practices']}, SEO ${GOALS.seo}`,
);
if (misses.length) {
  console.log(`missed:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('all goals met');
}
