#!/usr/bin/env node
// The dashboard's JavaScript budget (ADR 047), over the Vite build's manifest (dist/.vite/manifest.json):
// what a first visit to a route downloads is the entry and the route's own modules with every chunk they import
// statically, counted once, gzip. Fails (exit 1) when
//   - /auth (the sign-in page, where a jeweller first meets the product) passes its budget,
//   - the dashboard's home (a signed-in jeweller's first page) passes its budget,
//   - any other page's own chunk passes 80 KB,
//   - a page that does not render a heavy part loads it (model-viewer: the design page's, on demand).
// The budgets hold today's sizes (a ratchet: lower them as the code shrinks, never raise them without an ADR);
// issue 30's goals (/auth 120 KB, home 220 KB) are printed beside them (both met since ADR 100).
// Run after `vite build`: `pnpm --filter @carat/dashboard size` (npm test runs it after the builds).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
// Measured sizes (ADR 053), plus the validation messages of a business's country, currency and registration
// numbers (issue 36: /auth 199.2 KB, home 248.8 KB), plus the counter's routes and menu links (issue 31,
// ADR 058: /auth 199.6 KB, home 249.95 KB), plus any ISO currency, the tax rule and zone names in the domain
// code the entry shares (ADR 052: /auth 199.7 KB, home 250.2 KB), plus the plural rules of the
// translator every page uses, the /welcome route in the route table and, for the home, the back office's
// texts with their plural forms (ADR 060: /auth 200.4 KB, home 251.3 KB), plus the stock and sale's
// error codes' French and English messages every page carries, their three routes and, for the home, two
// menu links with their icons (ADR 063: /auth 201.0 KB, home 252.6 KB), plus the metal prices' and the
// client messages' error codes, routes and menu links — their pages bring their own texts — (ADR 064 and
// 065: /auth 201.8 KB, home 253.9 KB), plus memo goods' and layaway's nine error codes in French and English,
// their four routes and, for the home, two menu links with their icons — their pages and texts come with the
// stock chunk — (ADR 067: /auth 202.3 KB, home 254.9 KB), plus the calendar feeds' and imports' error codes
// and the Settings route's texts loader (ADR 068: /auth 202.45 KB, home 255.1 KB); then the marketing
// studio's texts moved out of the back office's catalogue into its page's chunk (home 251.4 KB), and the home
// came to carry the shell's texts only, the tools' coming with their pages (ADR 073: home 217.8 KB; its
// budget is now issue 30's goal), and the account section's texts joined the tools' (the deletion banner's
// stay in the entry: /auth 200.8 KB), plus the cash drawer's and the stock count's four error codes in
// French and English, their routes and, for the home, one menu link (ADR 072: about +0.2 KB each), plus
// the gift cards' four error codes in French and English and their route — the page and its texts come with
// the stock chunk, no menu link — (ADR 077: /auth 201.086 → 201.280 KB, home 216.46 → 216.65 KB), plus the
// categories' error code and route (ADR 076) and the business's tax-inclusive setting (ADR 079): /auth just
// over 201.3 KB, home 217.1 KB), plus the WhatsApp template's error code in French and English (ADR 080):
// /auth just over 201.4 KB, plus the services' error code (ADR 084): /auth 201.5 KB, plus the card links'
// validation message and the longer `item_reserved` text (ADR 087), the clients' VAT number messages
// (ADR 088) and the online gift cards' error code (ADR 089), each in French and English: /auth 201.7 KB.
// Then the sign-in page left the signed-in routes' providers (ADR 095): the session client (auth-js), the API
// client with every error code's message, the query cache and react-hook-form are no longer in its first
// load (/auth 201.7 → 137.2 KB); the signed-in pages load the providers' chunk beside their own (home
// 217.4 → 218.7 KB: the same code, in one chunk more); the public demo has no session (its home 200.2 →
// 176.4 KB).
// Then a visit that starts on the sign-in page starts without the router (ADR 100): react-router and the route
// table are a chunk of their own (`src/app/RouterApp.tsx`) that every other page loads beside the entry, and the
// sign-in pages' texts come with them (/auth 137.2 → 101.9 KB, issue 30's goal met; home 218.7 → 219.5 KB: the
// same code in one chunk more, less the sign-in texts and the 404 page).
// Lower them when a change makes the pages smaller.
export const BUDGETS = { auth: 101.9 * KB, home: 220 * KB, pageChunk: 80 * KB };
export const GOALS = { auth: 120 * KB, home: 220 * KB };

/**
 * The route's modules (manifest keys) besides the entry, as `src/main.tsx` and `app/routes.tsx` load them: a
 * visit to /auth loads the sign-in page without the router (`app/SignInApp.tsx`, ADR 100), any other the router
 * (`app/RouterApp.tsx`) and its routes; every page but the sign-in page and the demo's sits in the session's
 * layout route (`app/SessionProviders.tsx`, ADR 095).
 */
export const ROUTES = {
  '/auth': ['src/app/SignInApp.tsx'],
  '/payment': [
    'src/app/RouterApp.tsx',
    'src/app/SessionProviders.tsx',
    'src/features/payment/PaymentPage.tsx',
  ],
  '/dashboard': [
    'src/app/RouterApp.tsx',
    'src/app/SessionProviders.tsx',
    'src/app/back-office-messages.ts',
    'src/features/auth/RequireAuth.tsx',
    'src/features/subscription/RequireSubscription.tsx',
    'src/features/layout/DashboardLayout.tsx',
    'src/features/home/DashboardHomePage.tsx',
  ],
  '/dashboard-demo': [
    'src/app/RouterApp.tsx',
    'src/app/back-office-messages.ts',
    'src/features/demo/DemoLayout.tsx',
    'src/features/demo/DemoHomePage.tsx',
  ],
};

/** Modules that only the pages rendering them may load, and then only on demand (dynamic import). */
const HEAVY = [/model-viewer/];

/** The chunk files a set of manifest keys loads at once: each with its static imports, transitively. */
export function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update ROUTES)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Checks the budget; answers the report's lines and the misses. */
export function checkBudget(manifest, gzipSize) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const weigh = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const lines = [];
  const misses = [];
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  for (const [route, keys] of Object.entries(ROUTES)) {
    const files = closure(manifest, [entry, ...keys]);
    const bytes = weigh(files);
    const which = route === '/auth' ? 'auth' : route === '/dashboard' ? 'home' : undefined;
    const budget = which && BUDGETS[which];
    const goal = which && GOALS[which];
    lines.push(
      `${route.padEnd(16)} ${kb(bytes).padStart(10)}${budget ? ` (budget ${kb(budget)}, issue 30's goal ${kb(goal)}${bytes > goal ? ': not met' : ': met'})` : ''}`,
    );
    if (budget && bytes > budget) misses.push(`${route}: ${kb(bytes)} > ${kb(budget)}`);
    for (const file of files) {
      if (HEAVY.some((pattern) => pattern.test(file))) misses.push(`${route} loads ${file} up front`);
    }
  }
  const pages = Object.entries(manifest).filter(
    ([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/') && /Page\.tsx$/.test(key),
  );
  for (const [key, chunk] of pages) {
    const bytes = gzipSize(chunk.file);
    if (bytes > BUDGETS.pageChunk) misses.push(`${key}: its chunk ${kb(bytes)} > ${kb(BUDGETS.pageChunk)}`);
    for (const file of closure(manifest, [key])) {
      if (HEAVY.some((pattern) => pattern.test(file))) misses.push(`${key} loads ${file} up front`);
    }
  }
  const largest = pages
    .map(([key, chunk]) => [key, gzipSize(chunk.file)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  lines.push(
    `pages' own chunks: ${pages.length}, largest ${largest.map(([key, bytes]) => `${path.basename(key, '.tsx')} ${kb(bytes)}`).join(', ')} (budget ${kb(BUDGETS.pageChunk)} each)\n`,
  );
  return { lines, misses };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const { lines, misses } = checkBudget(manifest, gzipSize);
  console.log(`dashboard JavaScript, gzip, on a first visit:\n  ${lines.join('\n  ')}`);
  if (misses.length) {
    console.error(`over budget:\n  ${misses.join('\n  ')}`);
    process.exit(1);
  }
  console.log('within budget');
}
