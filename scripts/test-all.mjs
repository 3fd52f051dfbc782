#!/usr/bin/env node
// Every test of the repository, in the order that fails fastest: lint, architecture rules, type-check, unit
// and integration tests (PGlite), builds, Storybook build and its accessibility check, end-to-end tests in
// Chromium, then the database tests again on a real PostgreSQL when one answers.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const POSTGRES_URL = process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_PACKAGES = ['@carat/db', '@carat/api', '@carat/auth-provider'];

// The first passes run on the embedded database, whatever the caller's shell says.
const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
delete baseEnv.DATABASE_URL;

const results = [];
function step(name, cmd, args, env = baseEnv) {
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) finish(1);
}

function finish(code) {
  console.log('\n━━ summary ━━');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(40)} ${r.seconds}s`);
  process.exit(code);
}

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const turbo = (...args) => ['exec', 'turbo', 'run', ...args];

step('lint and format (biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
// The layer rules of .dependency-cruiser.cjs on the tree, then the proof that they still bite (seconds).
step('architecture rules (dependency-cruiser)', 'pnpm', ['run', 'arch:check']);
step('type-check', 'pnpm', ['run', 'typecheck']);
step('unit and integration tests (PGlite)', 'pnpm', turbo('test'));
// The README's settings reach the API through `pnpm dev`/`npm start`, and a start-up that cannot work says
// so in one line (uses the local PostgreSQL when it answers).
step('dev entry (settings reach the API)', 'node', ['--test', 'scripts/dev-entry.test.mjs']);
step('builds', 'pnpm', turbo('build'));
// The dashboard's JavaScript per route against its budget, over the build's manifest (ADR 047).
step('bundle budget (dashboard)', 'pnpm', ['--filter', '@carat/dashboard', 'run', 'size']);
step('storybook build and a11y check', 'pnpm', turbo('test-storybook'));
step('end-to-end (Chromium)', 'pnpm', ['run', 'test:e2e']);

if (await answers(POSTGRES_URL)) {
  // One package at a time: the API's suite times requests (a held event loop is a finding), and on two
  // shared cores the other packages' tests running beside it stretched a 40 ms request past its limit.
  step(
    'database tests (PostgreSQL)',
    'pnpm',
    turbo('test', '--concurrency=1', ...DB_PACKAGES.map((p) => `--filter=${p}`)),
    {
      ...baseEnv,
      DATABASE_URL: POSTGRES_URL,
    },
  );
} else {
  console.log(`\nPostgreSQL does not answer at ${POSTGRES_URL}: the PostgreSQL pass is skipped.`);
  results.push({ name: 'database tests (PostgreSQL): skipped', ok: true, seconds: '0.0' });
}
finish(0);
