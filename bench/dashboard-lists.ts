// bench/dashboard-lists: the dashboard's Orders list with 10,000 orders, in Chromium.
// The dashboard's production build (apps/dashboard/dist) is served as it is deployed; its API is answered by
// the bench (Playwright's request interception) from 10,000 generated orders, with the API's paging (100
// rows a request, as the list reads them), search (number, item, client's name), status filter and sorts,
// so what is measured is the browser's work, not the database's (bench/back-office-search measures that).
//
//   1. Read all 10,000: open /dashboard-demo/orders and scroll to the end until every row is read; prints
//      the time to the first rows, to all 10,000, the rows in the DOM at the end (a screenful, not 10,000)
//      and the longest main-thread task meanwhile.
//   2. Walk them: End and Home on the focused row (10,000 rows apart); prints the time to the focused row.
//   3. Type a search: "Chevalière" typed key by key into the search box (10,000 orders read); prints the
//      longest main-thread task while typing (goal ≤ 50 ms) and the time from the search's response to its
//      rows on screen (goal ≤ 100 ms).
//
//   pnpm --filter @carat/bench dashboard-lists                 build the dashboard, then measure
//   pnpm --filter @carat/bench dashboard-lists --no-build      measure the existing build
//   pnpm --filter @carat/bench dashboard-lists --cpu 4         Chromium's CPU slowed 4× (a mid-range phone)
//   pnpm --filter @carat/bench dashboard-lists --rounds 5      rounds of the search (median and worst)
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Exits 1 when a goal is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { ms, summary } from './lib/stats.ts';

// The page's globals, in the functions Playwright runs in the page (this package is typed for node only).
declare const window: Window & typeof globalThis & { scrollTo(x: number, y: number): void };
declare const document: {
  documentElement: { scrollHeight: number };
  activeElement: { getAttribute(name: string): string | null } | null;
  querySelector(selector: string): {
    getAttribute(name: string): string | null;
    querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
  } | null;
};
interface Window {
  __tasks: { start: number; duration: number }[];
}

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    cpu: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    rows: { type: 'string', default: '10000' },
  },
});
const ROWS = Number(args.rows);
const CPU = Number(args.cpu);
const ROUNDS = Number(args.rounds);
/** One search a round, each a request of its own (a search typed again is answered from the cache). */
const SEARCHES = ['Chevalière', 'Pendentif', 'Médaille', 'Alliance', 'Bracelet'];
const GOALS = { longestTask: 50, toRows: 100 };

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/dashboard/dist');
if (!args['no-build']) {
  console.log('building the dashboard…');
  const built = spawnSync('pnpm', ['--filter', '@carat/dashboard', 'build'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('the dashboard did not build');
}
if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist} (drop --no-build)`);

// ---- The orders, as GET /demo/v1/orders answers them -----------------------------------------------------
const PIECES =
  `Bague solitaire|Alliance pavée|Chaîne cubaine|Pendentif saphir|Bracelet tennis|Boucles d'oreilles perles|
  Chevalière gravée|Collier rivière|Bague trilogie|Montre sertie|Grillz or|Bague cocktail émeraude|Jonc torsadé|
  Médaille de baptême|Bague de fiançailles ovale|Créoles or rose`.split(/\|\s*/);
const NAMES =
  `Émilie Dubois|Sophie Martin|James Whitfield|Zoë Lefèvre|Hugo Moreau|Amélie Laurent|Oliver Bennett|
  Charlotte Ashworth|Léa Smith|Noah Taylor|Chloé Bernard|Arthur Petit`.split(/\|\s*/);
const STATUSES = ['pending', 'in-progress', 'completed', 'completed', 'cancelled'] as const;
const now = Date.now();
const orders = Array.from({ length: ROWS }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  number: `ORD-2026-${String(i + 1).padStart(5, '0')}`,
  clientId: null,
  clientName: NAMES[i % NAMES.length]!,
  item: PIECES[i % PIECES.length]!,
  status: STATUSES[i % STATUSES.length]!,
  stage: 'design',
  amountMinor: 10_000 + ((i * 7919) % 900_000),
  depositMinor: 0,
  currency: 'GBP',
  dueDate: new Date(now + (i % 120) * 86_400_000).toISOString().slice(0, 10),
  createdAt: new Date(now - i * 60_000).toISOString(),
  actions: ['edit', 'cancel'],
}));
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const haystacks = orders.map((o) => fold(`${o.number} ${o.item} ${o.clientName}`));

function answerOrders(url: URL) {
  const q = fold(url.searchParams.get('q') ?? '');
  const status = url.searchParams.get('status');
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
  const matches = orders.filter(
    (o, i) => (!q || haystacks[i]!.includes(q)) && (!status || o.status === status),
  );
  const sort = url.searchParams.get('sort') ?? 'recent';
  if (sort === 'oldest') matches.reverse();
  else if (sort === 'amount-desc') matches.sort((a, b) => b.amountMinor - a.amountMinor);
  else if (sort === 'amount-asc') matches.sort((a, b) => a.amountMinor - b.amountMinor);
  else if (sort === 'due') matches.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const items = matches.slice((page - 1) * pageSize, page * pageSize);
  return { items, total: matches.length, totalIsExact: true, page, pageSize };
}

const stats = {
  completed: orders.filter((o) => o.status === 'completed').length,
  inProgress: orders.filter((o) => o.status === 'in-progress').length,
  pending: orders.filter((o) => o.status === 'pending').length,
  revenueMinor: 0,
  currency: 'GBP',
};

// ---- The build, served as a static host would (the app's index.html for every route) ----------------------
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  let file = path.join(dist, pathname);
  if (!file.startsWith(dist) || !existsSync(file) || pathname.endsWith('/'))
    file = path.join(dist, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// ---- The browser ---------------------------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
const unanswered = new Set<string>();
await context.route(/\/demo\/v1\//, async (route) => {
  const url = new URL(route.request().url());
  const json = (body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  if (url.pathname.endsWith('/demo/v1/orders')) return json(answerOrders(url));
  if (url.pathname.endsWith('/demo/v1/orders/stats')) return json(stats);
  unanswered.add(url.pathname);
  return json({ error: { code: 'not_found', message: 'not answered by the bench' } }, 404);
});
const page = await context.newPage();
if (CPU > 1) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
}
// The main thread's long tasks (> 50 ms), kept by the page from its first script.
await page.addInitScript(() => {
  const w = window as unknown as { __tasks: { start: number; duration: number }[] };
  w.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' as 'function', buffered: true });
});

const longestTaskSince = (p: Page, since: number) =>
  p.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks
          .filter((task) => task.start + task.duration >= from)
          .map((task) => task.duration),
      ),
    since,
  );
const pageNow = (p: Page) => p.evaluate(() => performance.now());
const rowsInDom = (p: Page) => p.locator('[data-testid="order-row"]').count();

// 1. Read all 10,000.
const t0 = Date.now();
await page.goto(`${origin}/dashboard-demo/orders`);
await page.locator('[data-testid="order-row"]').first().waitFor();
const firstRowsMs = Date.now() - t0;
const scrollStart = await pageNow(page);
const readStart = Date.now();
const expectedRowCount = String(ROWS + 1);
for (;;) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const done = await page.evaluate((count) => {
    const table = document.querySelector('[data-testid="orders-table"]');
    const rows = table?.querySelectorAll('[data-testid="order-row"]');
    const last = rows?.[rows.length - 1];
    return table?.getAttribute('aria-rowcount') === count && last?.getAttribute('aria-rowindex') === count;
  }, expectedRowCount);
  if (done) break;
  if (Date.now() - readStart > 120_000) throw new Error('the 10,000 orders were not all read in 2 minutes');
  await page.waitForTimeout(16);
}
const allRowsMs = Date.now() - readStart;
const domRowsAtEnd = await rowsInDom(page);
const scrollLongest = await longestTaskSince(page, scrollStart);
const scrollTasks = await page.evaluate(
  (from) =>
    (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks.filter(
      (task) => task.start >= from,
    ).length,
  scrollStart,
);

// 2. Walk them by keyboard: Home then End on the focused row.
const walk: number[] = [];
for (const key of ['Home', 'End', 'Home', 'End']) {
  const target = key === 'Home' ? '2' : expectedRowCount;
  if (key === 'Home' && walk.length === 0) await page.locator('[data-testid="order-row"]').last().focus();
  const start = Date.now();
  await page.keyboard.press(key);
  await page.waitForFunction(
    (index) => document.activeElement?.getAttribute('aria-rowindex') === index,
    target,
    { polling: 'raf' },
  );
  walk.push(Date.now() - start);
}

// 3. Type a search, key by key, as a jeweller does; the list answers once the typing pauses (250 ms).
const searchBox = page.getByRole('searchbox');
const typing: number[] = [];
const toRows: number[] = [];
const matches: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const SEARCH = SEARCHES[round % SEARCHES.length]!;
  const expected = answerOrders(new URL(`${origin}/demo/v1/orders?q=${encodeURIComponent(SEARCH)}`)).total;
  matches.push(expected);
  await searchBox.fill('');
  await page.waitForFunction(
    (count) =>
      document.querySelector('[data-testid="orders-table"]')?.getAttribute('aria-rowcount') === count,
    expectedRowCount,
  );
  await page.evaluate(() => performance.clearResourceTimings());
  const start = await pageNow(page);
  await searchBox.pressSequentially(SEARCH, { delay: 60 });
  // The time the search's rows are on screen: the first frame in which every drawn row matches and the
  // table counts the search's matches.
  const shownAt = await page.evaluate<number>(
    // A string, not a function: tsx would name the inner function with a helper the page does not have.
    `new Promise((resolve) => {
      const check = () => {
        const table = document.querySelector('[data-testid="orders-table"]');
        const rows = [...(table?.querySelectorAll('[data-testid="order-row"]') ?? [])];
        if (
          table?.getAttribute('aria-rowcount') === ${JSON.stringify(String(expected + 1))} &&
          rows.length > 0 &&
          rows.every((row) => row.textContent?.includes(${JSON.stringify(SEARCH)}))
        ) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      check();
    })`,
  );
  const responseEnd = await page.evaluate(
    (word) =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => decodeURIComponent(entry.name).includes(`q=${word}`))
          .map((entry) => (entry as unknown as { responseEnd: number }).responseEnd),
      ),
    SEARCH,
  );
  typing.push(await longestTaskSince(page, start));
  if (Number.isFinite(responseEnd)) toRows.push(shownAt - responseEnd);
}

await browser.close();
server.close();

const typingSummary = summary(typing);
const toRowsSummary = summary(toRows);
const load = loadavg().map((n) => n.toFixed(2));
console.log(
  `\ndashboard Orders list, ${ROWS.toLocaleString('en')} orders, Chromium${CPU > 1 ? ` CPU ÷${CPU}` : ''}, load ${load.join(' ')}`,
);
console.log(`  first rows after navigation       ${ms(firstRowsMs)}`);
console.log(`  all ${ROWS} read by scrolling     ${ms(allRowsMs)} (${ROWS / 100} requests of 100)`);
console.log(`  rows in the DOM at the end        ${domRowsAtEnd} of ${ROWS}`);
console.log(
  `  longest task while scrolling      ${scrollLongest ? `${ms(scrollLongest)} (${scrollTasks} tasks over 50 ms in ${ROWS / 100} chunks)` : 'none over 50 ms'}`,
);
console.log(`  Home/End to the focused row       ${walk.map(ms).join(', ')}`);
console.log(
  `  typing ${SEARCHES.slice(0, ROUNDS)
    .map((word, i) => `"${word}" (${matches[i]})`)
    .join(', ')}, ${ROUNDS} rounds:`,
);
console.log(
  `    longest task while typing       p50 ${typingSummary.p50 ? ms(typingSummary.p50) : 'none over 50 ms'}, max ${typingSummary.max ? ms(typingSummary.max) : 'none over 50 ms'} (goal ≤ ${GOALS.longestTask} ms)`,
);
console.log(
  `    response → filtered rows        p50 ${ms(toRowsSummary.p50)}, max ${ms(toRowsSummary.max)} (goal ≤ ${GOALS.toRows} ms)`,
);
if (unanswered.size) console.log(`  (not answered by the bench: ${[...unanswered].join(', ')})`);
const missed = typingSummary.max > GOALS.longestTask || toRowsSummary.max > GOALS.toRows;
if (missed) console.log('\ngoal missed');
process.exit(missed ? 1 : 0);
