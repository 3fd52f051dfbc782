#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`. They need only Node ≥ 20: pnpm (pinned in
// package.json's packageManager) is fetched through npx when it is missing, dependencies are installed
// from the lockfile, then the workspace script runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const task = process.argv[2];
if (task !== 'dev' && task !== 'test') {
  console.error('usage: node scripts/run.mjs dev|test');
  process.exit(2);
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Node ${process.versions.node} is too old: Node 20 or newer is needed.`);
  process.exit(1);
}

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager;
const wanted = pinned.split('@')[1];

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (version.trim() === wanted) return ['pnpm', []];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', ['--yes', `pnpm@${wanted}`]];
}

const [bin, prefix] = pnpmCommand();
const run = (args) => {
  const result = spawnSync(bin, [...prefix, ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['install', '--frozen-lockfile']);
run(['run', task === 'dev' ? 'dev' : 'test:all']);
