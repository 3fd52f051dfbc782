#!/usr/bin/env node
/**
 * Accessibility gate over the built Storybook: every story, in the light and the dark theme, is opened in
 * headless Chromium and checked with axe-core. Exits 1 when a violation of impact 'serious' or 'critical'
 * is found; moderate and minor ones are listed as warnings.
 *
 *   pnpm --filter @carat/ui build-storybook && pnpm --filter @carat/ui test-storybook [filter]
 *
 * `filter` (optional) keeps only the stories whose id contains it. Env: CHROMIUM_PATH (default
 * /usr/bin/chromium), STORYBOOK_DIR (default storybook-static), A11Y_CONCURRENCY (default 4).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const packageDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const staticDir = resolve(packageDir, process.env.STORYBOOK_DIR ?? 'storybook-static');
const concurrency = Math.max(1, Number(process.env.A11Y_CONCURRENCY ?? 4));
const filter = process.argv[2] ?? '';
const THEMES = ['light', 'dark'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
const STORY_TIMEOUT_MS = 30_000;
/** axe-core, served beside the build so that each page loads it from the cache rather than inline. */
const AXE_PATH = '/__a11y__/axe.min.js';
const axeFile = require.resolve('axe-core/axe.min.js');

/**
 * Rules switched off, each with its reason. Stories render one component alone, so the page-structure
 * rules (landmarks, a top-level heading) say nothing about the component; apps are checked for those.
 */
const DISABLED_RULES = {
  region: 'an isolated story has no landmarks around its content; page structure is checked in the apps',
  'landmark-one-main': 'same: a story is not a page, so it has no <main>',
  'page-has-heading-one': 'same: a story is not a page, so it has no <h1>',
};

/**
 * Findings accepted with a reason, matched node by node (never a whole rule). While a Radix Select or a modal
 * DropdownMenu is open, Radix sets aria-hidden on every sibling of the popup (`hideOthers`) and traps focus in
 * the popup, so the hidden background cannot be reached by keyboard. axe cannot see the trap: it waives
 * `aria-hidden-focus` behind an open role="dialog" but not behind a role="listbox" or role="menu".
 */
const ACCEPTED = {
  'aria-hidden-focus': {
    reason:
      'background hidden by Radix behind an open listbox/menu that traps focus (axe only waives dialogs)',
    /** Runs in the page, for each node axe reported. */
    matches: (element) =>
      element?.getAttribute('data-aria-hidden') === 'true' &&
      document.querySelector('[role="listbox"][data-state="open"], [role="menu"][data-state="open"]') !==
        null,
  },
};

/** Storybook's own elements in the iframe (hidden unless something goes wrong); not ours to check. */
const STORYBOOK_CHROME = [
  '.sb-wrapper',
  '.sb-errordisplay',
  '.sb-preparing-story',
  '.sb-preparing-docs',
  '.sb-nopreview',
  '#storybook-docs',
];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Serves the built Storybook on a free local port. */
async function serve(root) {
  const server = createServer(async (request, response) => {
    try {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      let file = normalize(join(root, pathname));
      if (!file.startsWith(root)) {
        response.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = pathname === AXE_PATH ? await readFile(axeFile) : await readFile(file);
      // The build does not change while it is checked: every page of the run reuses the bundles from the
      // browser's cache (and their compiled code) instead of fetching and compiling them again.
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=3600, immutable',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The static server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** Waits until Storybook has rendered the story (and run its play function, if any). */
async function waitForStory(page) {
  await page.waitForFunction(
    () => {
      const preview = window.__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      if (phase === 'errored' || document.body.classList.contains('sb-show-errordisplay')) return 'errored';
      return phase === 'completed' || phase === 'finished' ? phase : false;
    },
    undefined,
    { timeout: STORY_TIMEOUT_MS },
  );
  const errored = await page.evaluate(
    () =>
      window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'errored' ||
      document.body.classList.contains('sb-show-errordisplay'),
  );
  if (errored) {
    const message = await page
      .locator('#error-message')
      .textContent()
      .catch(() => null);
    throw new Error(`the story failed to render${message ? `: ${message.trim()}` : ''}`);
  }
  // Fonts change text metrics; then let layout, portals and effects settle.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await page.waitForTimeout(150);
}

async function checkStory(context, origin, story, theme) {
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    const url = `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme}`;
    await page.goto(url, { waitUntil: 'load', timeout: STORY_TIMEOUT_MS });
    await waitForStory(page);
    const applied = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    if (applied !== (theme === 'dark')) throw new Error(`the ${theme} theme was not applied to <html>`);
    await page.addScriptTag({ url: `${origin}${AXE_PATH}` });
    const violations = await page.evaluate(
      async ({ exclude, disabled, accepted }) => {
        const acceptors = Object.fromEntries(
          Object.entries(accepted).map(([id, source]) => [id, new Function(`return (${source})`)()]),
        );
        const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
        const result = await window.axe.run(
          { include: [['body']], exclude: exclude.map((selector) => [selector]) },
          { resultTypes: ['violations'], rules },
        );
        return result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? 'minor',
          help: violation.help,
          helpUrl: violation.helpUrl,
          nodes: violation.nodes.map((node) => ({
            target: node.target.join(' '),
            summary: node.failureSummary ?? '',
            accepted: Boolean(
              acceptors[violation.id]?.(
                node.target.length === 1 ? document.querySelector(String(node.target[0])) : null,
              ),
            ),
          })),
        }));
      },
      {
        exclude: STORYBOOK_CHROME,
        disabled: Object.keys(DISABLED_RULES),
        accepted: Object.fromEntries(
          Object.entries(ACCEPTED).map(([id, { matches }]) => [id, matches.toString()]),
        ),
      },
    );
    return { story, theme, violations, error: null, pageErrors };
  } catch (error) {
    return {
      story,
      theme,
      violations: [],
      error: error instanceof Error ? error.message : String(error),
      pageErrors,
    };
  } finally {
    await page.close();
  }
}

async function main() {
  const indexFile = join(staticDir, 'index.json');
  const index = JSON.parse(await readFile(indexFile, 'utf8').catch(() => 'null'));
  if (!index) {
    console.error(`No ${indexFile}: run \`pnpm --filter @carat/ui build-storybook\` first.`);
    process.exit(1);
  }
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (stories.length === 0) {
    console.error(`No stories${filter ? ` matching '${filter}'` : ''} in ${indexFile}.`);
    process.exit(1);
  }

  const axeVersion = require('axe-core/package.json').version;
  const { server, origin } = await serve(staticDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  const jobs = stories.flatMap((story) => THEMES.map((theme) => ({ story, theme })));
  const results = [];
  try {
    // Reduced motion: overlays are checked in their final state, not half-way through a fade.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) break;
        results.push(await checkStory(context, origin, job.story, job.theme));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }

  results.sort((a, b) => a.story.id.localeCompare(b.story.id) || a.theme.localeCompare(b.theme));
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
  const acceptedCounts = {};
  let failing = 0;
  const errored = results.filter((result) => result.error);

  for (const { story, theme, violations } of results) {
    for (const violation of violations) {
      const accepted = violation.nodes.filter((node) => node.accepted);
      const open = violation.nodes.filter((node) => !node.accepted);
      if (accepted.length > 0)
        acceptedCounts[violation.id] = (acceptedCounts[violation.id] ?? 0) + accepted.length;
      if (open.length === 0) continue;
      counts[violation.impact] = (counts[violation.impact] ?? 0) + open.length;
      const fails = FAILING_IMPACTS.has(violation.impact);
      if (fails) failing += open.length;
      const mark = fails ? '✗' : '!';
      console.log(
        `${mark} [${violation.impact}] ${story.title} › ${story.name} (${theme}): ${violation.id} — ${violation.help}`,
      );
      for (const node of open) {
        console.log(`    ${node.target}`);
        if (fails && node.summary) console.log(`      ${node.summary.replace(/\n/g, '\n      ')}`);
      }
      console.log(`    ${violation.helpUrl}`);
    }
  }
  for (const { story, theme, error, pageErrors } of errored) {
    console.log(`✗ [error] ${story.title} › ${story.name} (${theme}): ${error}`);
    for (const message of pageErrors) console.log(`    ${message}`);
  }

  console.log('');
  console.log(`axe-core ${axeVersion} over ${origin.replace(/:\d+$/, '')} (Storybook static build)`);
  console.log(
    `Checked ${stories.length} stories × ${THEMES.length} themes = ${results.length} renders` +
      (errored.length ? ` (${errored.length} failed to render)` : ''),
  );
  console.log(
    `Violations (nodes) by impact: ${IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ')}`,
  );
  const acceptedSummary = Object.entries(acceptedCounts)
    .map(([id, count]) => `${id} × ${count} (${ACCEPTED[id]?.reason})`)
    .join('; ');
  console.log(`Accepted with a reason: ${acceptedSummary || 'none'}`);
  console.log(
    `Rules disabled: ${Object.entries(DISABLED_RULES)
      .map(([id, reason]) => `${id} (${reason})`)
      .join('; ')}`,
  );

  if (failing > 0 || errored.length > 0) {
    console.log(`\nFAIL: ${failing} serious/critical violation(s), ${errored.length} render error(s).`);
    process.exit(1);
  }
  console.log('\nPASS: no serious or critical violations.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
