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
//   pnpm --filter @carat/bench lighthouse --only showroom one app's pages only
//
// The showroom target also measures a jeweller created by the bench through the API (sign-up, the sandbox's
// checkout, 200 published pieces each with a real uploaded photo, a collection): its home and a product
// page, with the issue 14 goals (performance ≥ 95, accessibility 100, SEO 100), and checks that no image
// the page loads is larger than its displayed size needs (Lighthouse's 'uses-responsive-images' finds none).
//
// The dashboard target builds the dashboard against the bench's API into a folder of its own (the
// app's dist/ is left to the e2e suite), and measures /auth, /dashboard-demo and /dashboard-demo/invoices as a
// visitor, /payment as a new account without a plan and /dashboard as the demo jeweller (signed in: a fresh
// Chromium per run opens a page of the bench that sets the session's cookies — they are the host's, on every
// port — then Lighthouse runs without clearing storage, so each run is still a cold cache). Goals: performance
// ≥ 95, accessibility 100, best practices ≥ 95, and issue 30's JavaScript budgets (/auth 120 KB, home 220 KB).
//
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium. Exits 1 when a goal is missed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';

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
  /** Data made through the API before measuring (a jeweller of the bench's own). */
  setup?: (apiUrl: string) => Promise<Setup>;
  /** Its own build (instead of the package's `build` script) and the API settings it needs. */
  build?: { args: string[]; env: (apiUrl: string) => Record<string, string> };
  apiEnv?: (origin: string) => Record<string, string>;
}

interface Setup {
  slug: string;
  ref: number;
}

/** Who a signed-in page is measured as. */
type Account = 'demo-jeweller' | 'new-account';

/** Issue 14's goals for a jeweller's own showroom (mobile). */
const CATALOGUE_GOALS = { performance: 95, accessibility: 100, seo: 100 } as const;
const CATALOGUE_PIECES = 200;

/** A photo as a phone takes it, more or less: 1600 × 1600, a gradient with grain, as JPEG. */
async function photo(seed: number): Promise<Buffer> {
  const size = 1600;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      const grain = ((x * 7919 + y * 104_729 + seed * 31) % 29) - 14;
      pixels[i] = Math.max(0, Math.min(255, ((x + seed * 13) % 256) + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, ((y + seed * 7) % 256) + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + grain * 3));
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A new jeweller through the API, as one would do it: sign-up, the CZ plan on the sandbox's checkout,
 * settings, 200 published pieces with an uploaded photo each, a collection, the showroom published.
 */
async function catalogueShowroom(api: string): Promise<Setup> {
  const started = Date.now();
  const json = async (res: Response, what: string) => {
    if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
  };
  const signUp = await json(
    await fetch(`${api}/auth/v1/signup`, {
      method: 'POST',
      // The embedded auth provider's development key (the dashboard's VITE_SUPABASE_ANON_KEY).
      headers: {
        'content-type': 'application/json',
        apikey: 'sb_publishable_carat_embedded_development_key',
      },
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.test`,
        password: 'secret123',
        data: { full_name: 'Bench Jeweller' },
      }),
    }),
    'sign-up',
  );
  const headers = { authorization: `Bearer ${signUp.access_token as string}` };
  const call = async (method: string, route: string, body?: unknown) =>
    json(
      await fetch(`${api}${route}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
      `${method} ${route}`,
    );
  const { url } = (await call('POST', '/functions/v1/create-checkout', {
    priceId: 'price_cz_monthly_gbp',
  })) as {
    url: string;
  };
  await fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242+4242+4242+4242',
    redirect: 'manual',
  });
  for (let i = 0; i < 40; i++) {
    if ((await call('POST', '/functions/v1/check-subscription')).subscribed) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const settings = await call('PATCH', '/v1/showroom/settings', {
    name: 'Atelier Banc d’Essai',
    tagline: 'Bijoux faits main',
    city: 'Lyon',
    foundedYear: 2018,
    languages: ['fr', 'en'],
  });
  const categories = ['RINGS', 'CHAINS', 'PENDANTS', 'BRACELETS', 'EARRINGS'] as const;
  const ids: string[] = [];
  let firstRef = 0;
  const one = async (n: number) => {
    const piece = await call('POST', '/v1/products', {
      nameFr: `Pièce ${n + 1}`,
      nameEn: `Piece ${n + 1}`,
      descriptionFr: 'Or 18 carats, fait main.',
      category: categories[n % categories.length],
      priceMinor: 50_000 + n * 1_000,
      status: 'published',
    });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await photo(n))], { type: 'image/jpeg' }), `photo-${n}.jpg`);
    form.set('altFr', `Pièce ${n + 1}, vue de face`);
    await json(
      await fetch(`${api}/v1/products/${piece.id as string}/images`, { method: 'POST', headers, body: form }),
      'upload',
    );
    ids[n] = piece.id as string;
    if (n === 0) firstRef = piece.ref as number;
  };
  // Two at a time: the photos are turned into six sizes each, on a shared machine.
  for (let n = 0; n < CATALOGUE_PIECES; n += 2) {
    await Promise.all([one(n), ...(n + 1 < CATALOGUE_PIECES ? [one(n + 1)] : [])]);
    if ((n + 2) % 50 === 0) console.log(`  set-up: ${n + 2} pieces with their photo`);
  }
  await call('POST', '/v1/collections', {
    nameFr: 'Mariage',
    nameEn: 'Bridal',
    productIds: ids.slice(0, 12),
  });
  await call('POST', '/v1/showroom/page/publish');
  console.log(
    `  set-up: ${CATALOGUE_PIECES} published pieces in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { slug: settings.slug as string, ref: firstRef };
}

interface Page {
  /** A path, or one built once the bench has set the target up (the created jeweller's slug). */
  path: string | ((setup: Setup) => string);
  /** The most JavaScript (kB, gzip, transferred) the page may load, if it has a budget. */
  jsBudgetKb?: number;
  /** Goals of this page where they differ from the site's (GOALS). */
  goals?: Partial<Record<Category, number>>;
  /** Measured signed in, as this account. */
  signedIn?: Account;
}

/** The issue's goals for the showroom's pages (mobile): performance ≥ 90, accessibility ≥ 95, SEO 100. */
const SHOWROOM_GOALS = { performance: 90, accessibility: 95, seo: 100 } as const;

/** Issue 30's goals for the dashboard (mobile); its pages are not for search engines. */
const DASHBOARD_GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 0 } as const;
// BENCH_DASHBOARD_DIR with --no-build measures a build made elsewhere (e.g. an older commit's, for a before/after).
const DASHBOARD_BENCH_DIR =
  process.env.BENCH_DASHBOARD_DIR ?? mkdtempSync(path.join(tmpdir(), 'carat-bench-dashboard-'));

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
    setup: catalogueShowroom,
    pages: [
      { path: '/showroom', goals: SHOWROOM_GOALS },
      { path: '/product/1', goals: SHOWROOM_GOALS },
      { path: (setup) => `/s/${setup.slug}`, goals: CATALOGUE_GOALS },
      { path: (setup) => `/s/${setup.slug}/product/${setup.ref}`, goals: CATALOGUE_GOALS },
    ],
  },
  {
    app: '@carat/dashboard',
    port: 4312,
    api: true,
    build: {
      args: [
        '--filter',
        '@carat/dashboard',
        'exec',
        'vite',
        'build',
        '--outDir',
        DASHBOARD_BENCH_DIR,
        '--emptyOutDir',
      ],
      env: (apiUrl) => ({
        VITE_API_URL: apiUrl,
        VITE_SUPABASE_URL: apiUrl,
        VITE_DASHBOARD_URL: 'http://localhost:4312',
      }),
    },
    serve: {
      args: (port) => [
        '--filter',
        '@carat/dashboard',
        'exec',
        'vite',
        'preview',
        '--outDir',
        DASHBOARD_BENCH_DIR,
        '--port',
        String(port),
        '--strictPort',
      ],
      env: () => ({}),
    },
    apiEnv: (origin) => ({ DASHBOARD_URL: origin }),
    pages: [
      { path: '/auth', jsBudgetKb: 120, goals: DASHBOARD_GOALS },
      { path: '/payment', signedIn: 'new-account', goals: DASHBOARD_GOALS },
      { path: '/dashboard', signedIn: 'demo-jeweller', jsBudgetKb: 220, goals: DASHBOARD_GOALS },
      { path: '/dashboard-demo', goals: DASHBOARD_GOALS },
      { path: '/dashboard-demo/invoices', goals: DASHBOARD_GOALS },
    ],
  },
];

const SESSION_PORT = 4330;
const SESSION_COOKIE = 'sb-carat-auth';
const ANON_KEY = 'sb_publishable_carat_embedded_development_key';

/** A session of the account, as the dashboard keeps it: JSON in cookies of 3000 characters (api-client). */
async function sessionCookies(api: string, account: Account): Promise<string[]> {
  const headers = { 'content-type': 'application/json', apikey: ANON_KEY };
  const response =
    account === 'demo-jeweller'
      ? await fetch(`${api}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: 'demo@jeweller.test', password: 'demo1234' }),
        })
      : await fetch(`${api}/auth/v1/signup`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            email: `bench-plans-${Date.now()}@example.test`,
            password: 'secret123',
            data: { full_name: 'Bench Visitor' },
          }),
        });
  if (!response.ok) throw new Error(`session of ${account}: ${response.status} ${await response.text()}`);
  const value = JSON.stringify(await response.json());
  const cookies: string[] = [];
  for (let i = 0; i * 3000 < value.length; i++) {
    cookies.push(
      `${SESSION_COOKIE}.${i}=${encodeURIComponent(value.slice(i * 3000, (i + 1) * 3000))}; Path=/; SameSite=Lax`,
    );
  }
  return cookies;
}

/** A page of the bench's own that sets the cookies it is given (a host's cookies reach all its ports). */
function sessionServer(cookiesFor: (account: Account) => string[]) {
  const server = createServer((request, response) => {
    const account = (request.url ?? '').slice(1) as Account;
    response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': cookiesFor(account) });
    response.end('<!doctype html><title>session</title>');
  });
  server.listen(SESSION_PORT);
  return server;
}

const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof GOALS;
const goalsOf = (page: Page): Record<Category, number> => ({ ...GOALS, ...page.goals });
const CATEGORIES = Object.keys(GOALS) as Category[];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const { values: args } = parseArgs({
  // pnpm may pass a lone '--' through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
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
function startApi(origin: string, extraEnv: Record<string, string> = {}): ChildProcess {
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
      ...extraEnv,
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
  /** Images Lighthouse finds larger than their displayed size needs ('uses-responsive-images'). */
  oversized: { url: string; wastedKb: number }[];
  /** Image requests the page made. */
  images: number;
  scores: Record<Category, number>;
  jsKb: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread time by kind of work (Lighthouse's 'mainthread-work-breakdown'), largest first. */
  mainThread: string;
  /** The accessibility and best-practice audits that failed, by id (what to fix to reach 100). */
  failing: string[];
  /** The elements that moved most (Lighthouse's 'layout-shifts'): what to hold in place for CLS. */
  shifts: string[];
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

async function measure(url: string, port: number, keepStorage = false): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Signed in: the session's cookies stay (the Chromium is a fresh one, so its cache is cold anyway).
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((request) => request.resourceType === 'Script');
  const oversized = (
    (lhr.audits['uses-responsive-images']?.details as { items?: { url: string; wastedBytes: number }[] })
      ?.items ?? []
  ).map((item) => ({ url: item.url, wastedKb: item.wastedBytes / 1000 }));
  return {
    oversized,
    images: (details?.items ?? []).filter((request) => request.resourceType === 'Image').length,
    scores,
    jsKb: await gzipKb(scripts.map((request) => request.url)),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    mainThread: (
      (
        lhr.audits['mainthread-work-breakdown']?.details as {
          items?: { groupLabel: string; duration: number }[];
        }
      )?.items ?? []
    )
      .slice(0, 4)
      .map((item) => `${item.groupLabel} ${item.duration.toFixed(0)} ms`)
      .join(', '),
    shifts: (
      (
        lhr.audits['layout-shifts']?.details as {
          items?: { node?: { snippet?: string; selector?: string }; score?: number }[];
        }
      )?.items ?? []
    )
      .slice(0, 4)
      .map(
        (item) =>
          `${(item.score ?? 0).toFixed(3)} ${(item.node?.snippet ?? item.node?.selector ?? '?').slice(0, 140)}`,
      ),
    failing: (['accessibility', 'best-practices'] as const).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const score = lhr.audits[ref.id]?.score;
          return typeof score === 'number' && score < 1;
        })
        .map((ref) => {
          // The first element it names, so the fix can be found ('color-contrast: <span class=…>').
          const items = (
            lhr.audits[ref.id]?.details as {
              items?: { node?: { snippet?: string }; description?: string; url?: string }[];
            }
          )?.items;
          const first = items?.[0];
          const snippet = first?.node?.snippet ?? [first?.description, first?.url].filter(Boolean).join(' ');
          return `${category}/${ref.id}${snippet ? ` (${items!.length}, e.g. ${snippet.slice(0, 160)})` : ''}`;
        }),
    ),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

function medianOf(measures: Measure[]): Measure {
  const pick = (get: (m: Measure) => number) => median(measures.map(get));
  return {
    oversized: measures.flatMap((m) => m.oversized),
    images: pick((m) => m.images),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((m) => m.scores[c])])) as Record<
      Category,
      number
    >,
    jsKb: pick((m) => m.jsKb),
    lcpMs: pick((m) => m.lcpMs),
    tbtMs: pick((m) => m.tbtMs),
    cls: pick((m) => m.cls),
    mainThread: measures[Math.floor((measures.length - 1) / 2)]?.mainThread ?? '',
    failing: [...new Set(measures.flatMap((m) => m.failing))],
    shifts: measures[Math.floor((measures.length - 1) / 2)]?.shifts ?? [],
  };
}

const misses: string[] = [];
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
try {
  for (const target of TARGETS) {
    if (args.only && !target.app.includes(args.only)) continue;
    if (!args['no-build'] && target.build) {
      const result = spawnSync('pnpm', target.build.args, {
        stdio: 'inherit',
        env: { ...process.env, ...target.build.env(apiUrl) },
      });
      if (result.status !== 0) throw new Error(`the ${target.app} build failed`);
    } else if (!args['no-build']) run('pnpm', ['--filter', target.app, 'build']);
    const origin = `http://localhost:${target.port}`;
    const api = target.api ? startApi(origin, target.apiEnv?.(origin)) : null;
    if (api) await waitFor(`${apiUrl}/health`, 120_000);
    const server = preview(target);
    try {
      await waitFor(origin);
      const setup = target.setup ? await target.setup(apiUrl) : null;
      const sessions = new Map<Account, string[]>();
      for (const page of target.pages) {
        if (page.signedIn && !sessions.has(page.signedIn))
          sessions.set(page.signedIn, await sessionCookies(apiUrl, page.signedIn));
      }
      const cookieServer = sessions.size ? sessionServer((account) => sessions.get(account) ?? []) : null;
      console.log(`\n${target.app} (mobile, ${runs} run${runs > 1 ? 's' : ''} per page, median)`);
      console.log('  page        perf  a11y  best   seo   JS gzip     LCP      TBT    CLS');
      for (const page of target.pages) {
        if (typeof page.path === 'function' && !setup) continue;
        const pagePath = typeof page.path === 'function' ? page.path(setup!) : page.path;
        const measures: Measure[] = [];
        for (let i = 0; i < runs; i++) {
          if (!page.signedIn) {
            measures.push(await measure(`${origin}${pagePath}`, chrome.port));
            continue;
          }
          const signedIn = await chromeLauncher.launch({
            chromePath,
            chromeFlags: CHROME_FLAGS,
            startingUrl: `http://localhost:${SESSION_PORT}/${page.signedIn}`,
          });
          try {
            await new Promise((resolve) => setTimeout(resolve, 1000));
            measures.push(await measure(`${origin}${pagePath}`, signedIn.port, true));
          } finally {
            signedIn.kill();
          }
        }
        const m = medianOf(measures);
        const s = m.scores;
        console.log(
          `  ${pagePath.padEnd(10)}${page.signedIn ? ` (signed in: ${page.signedIn})` : ''}\n             ${[
            s.performance,
            s.accessibility,
            s['best-practices'],
            s.seo,
          ]
            .map((score) => String(score).padStart(5))
            .join(
              ' ',
            )}  ${`${m.jsKb.toFixed(1)} kB`.padStart(9)}  ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(
            7,
          )}  ${`${m.tbtMs.toFixed(0)} ms`.padStart(7)}  ${m.cls.toFixed(3)}`,
        );
        console.log(
          `             images: ${m.images} requests, ${m.oversized.length} larger than displayed${m.oversized
            .map((o) => `\n               ${o.url} (${o.wastedKb.toFixed(1)} kB more than needed)`)
            .join('')}`,
        );
        console.log(`             main thread: ${m.mainThread}`);
        if (m.failing.length > 0) console.log(`             failing audits: ${m.failing.join(', ')}`);
        if (m.cls > 0.01)
          console.log(`             layout shifts: ${m.shifts.join('\n                            ')}`);
        const html = Buffer.from(await (await fetch(`${origin}${pagePath}`)).arrayBuffer());
        const state = /<script type="application\/json" id="carat-state">([\s\S]*?)<\/script>/.exec(
          html.toString('utf8'),
        )?.[1];
        console.log(
          `             HTML: ${(html.length / 1000).toFixed(1)} kB (${(gzipSync(html).length / 1000).toFixed(1)} kB gzip)${
            state ? `, of which the server's data ${(state.length / 1000).toFixed(1)} kB` : ''
          }`,
        );
        const goals = goalsOf(page);
        for (const category of CATEGORIES) {
          if (s[category] < goals[category]) {
            misses.push(`${target.app} ${pagePath}: ${category} ${s[category]} < ${goals[category]}`);
          }
        }
        if (page.jsBudgetKb !== undefined && m.jsKb > page.jsBudgetKb) {
          misses.push(`${target.app} ${pagePath}: JS ${m.jsKb.toFixed(1)} kB > ${page.jsBudgetKb} kB`);
        }
        if (typeof page.path === 'function' && m.oversized.length > 0) {
          misses.push(`${target.app} ${pagePath}: ${m.oversized.length} image(s) larger than displayed`);
        }
      }
      cookieServer?.close();
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
