// bench/lighthouse: builds each public app, serves its static output with `vite preview`, and prints
// Lighthouse's mobile scores (Lighthouse's default form factor and throttling) for each page, with the
// JavaScript the page loads (gzip, as transferred). Goals: performance, accessibility and best practices
// ≥ 95, SEO 100, and ≤ 100 KB of JavaScript on the marketing site's landing page. The showroom is served by
// its own server, which renders each page from an API the bench starts on a throwaway database; its pages'
// goals are the issue's: performance ≥ 90, accessibility ≥ 95, SEO 100.
//
//   pnpm --filter @carat/bench lighthouse                 build, serve and measure every target
//   pnpm --filter @carat/bench lighthouse --no-build      measure the existing builds
//   pnpm --filter @carat/bench lighthouse --runs 3        median of three runs per page
//
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium. Exits 1 when a goal is missed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  /** Its own server instead of `vite preview` (the showroom renders each page from the API). */
  serve?: {
    args: (port: number) => string[];
    env: (apiUrl: string, origin: string) => Record<string, string>;
  };
  /** Its pages read the API: the bench starts one, on a fresh embedded database with the demo seed. */
  api?: boolean;
}

interface Page {
  path: string;
  /** The most JavaScript (kB, gzip, transferred) the page may load, if it has a budget. */
  jsBudgetKb?: number;
  /** Goals of this page where they differ from the site's (GOALS). */
  goals?: Partial<Record<Category, number>>;
}

/** The issue's goals for the showroom's pages (mobile): performance ≥ 90, accessibility ≥ 95, SEO 100. */
const SHOWROOM_GOALS = { performance: 90, accessibility: 95, seo: 100 } as const;

/** What is measured. */
export const TARGETS: readonly Target[] = [
  {
    app: '@carat/marketing-site',
    port: 4310,
    pages: [{ path: '/', jsBudgetKb: 100 }, { path: '/faq' }],
  },
  {
    app: '@carat/showroom',
    port: 4311,
    api: true,
    serve: {
      args: (port) => [
        '--filter',
        '@carat/showroom',
        'exec',
        'node',
        'dist/server/serve.js',
        '--port',
        String(port),
      ],
      env: (apiUrl, origin) => ({ API_URL: apiUrl, SHOWROOM_URL: origin }),
    },
    pages: [
      { path: '/showroom', goals: SHOWROOM_GOALS },
      { path: '/product/1', goals: SHOWROOM_GOALS },
    ],
  },
];

const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof GOALS;
const goalsOf = (page: Page): Record<Category, number> => ({ ...GOALS, ...page.goals });
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

const API_PORT = 4320;
const apiUrl = `http://localhost:${API_PORT}`;

function preview(target: Target): ChildProcess {
  const origin = `http://localhost:${target.port}`;
  if (target.serve) {
    return spawn('pnpm', target.serve.args(target.port), {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, ...target.serve.env(apiUrl, origin) },
    });
  }
  return spawn(
    'pnpm',
    ['--filter', target.app, 'exec', 'vite', 'preview', '--port', String(target.port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
}

/** The API on a throwaway embedded database (seeded with the demo jewellers), on ports of its own. */
function startApi(origin: string): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carat-bench-'));
  return spawn('pnpm', ['--filter', '@carat/api', 'exec', 'tsx', 'src/server.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(API_PORT),
      API_URL: apiUrl,
      DATA_DIR: dataDir,
      SHOWROOM_URL: origin,
      MAILDEV_SMTP_PORT: String(API_PORT + 5),
      MAILDEV_WEB_PORT: String(API_PORT + 6),
      STRIPE_SANDBOX_PORT: String(API_PORT + 7),
      LOG_LEVEL: 'warn',
    },
  });
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
    const origin = `http://localhost:${target.port}`;
    const api = target.api ? startApi(origin) : null;
    if (api) await waitFor(`${apiUrl}/health`, 120_000);
    const server = preview(target);
    try {
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
        const goals = goalsOf(page);
        for (const category of CATEGORIES) {
          if (s[category] < goals[category]) {
            misses.push(`${target.app} ${page.path}: ${category} ${s[category]} < ${goals[category]}`);
          }
        }
        if (page.jsBudgetKb !== undefined && m.jsKb > page.jsBudgetKb) {
          misses.push(`${target.app} ${page.path}: JS ${m.jsKb.toFixed(1)} kB > ${page.jsBudgetKb} kB`);
        }
      }
    } finally {
      stop(server);
      if (api) stop(api);
    }
  }
} finally {
  chrome.kill();
}

console.log(
  `\ngoals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}, best practices ≥ ${GOALS['best-practices']}, SEO ${GOALS.seo}` +
    ` (showroom pages: performance ≥ ${SHOWROOM_GOALS.performance}, accessibility ≥ ${SHOWROOM_GOALS.accessibility}, SEO ${SHOWROOM_GOALS.seo})`,
);
if (misses.length) {
  console.log(`missed:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('all goals met');
}
