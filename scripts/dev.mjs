#!/usr/bin/env node
// Starts the whole product in development mode on the embedded default (turbo runs every app's `dev`),
// then prints where each part answers once it does.
import { spawn } from 'node:child_process';

const services = [
  { name: 'Marketing site', url: 'http://localhost:5173/' },
  { name: 'Showroom', url: 'http://localhost:5174/showroom' },
  { name: 'Dashboard', url: 'http://localhost:5175/dashboard' },
  { name: 'API', url: 'http://localhost:8787/health' },
];
const extras = [];

const child = spawn('pnpm', ['exec', 'turbo', 'run', 'dev', '--concurrency=20'], {
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

const started = Date.now();
const pending = new Set(services);
while (pending.size > 0 && Date.now() - started < 180_000) {
  for (const s of [...pending]) if (await answers(s.url)) pending.delete(s);
  if (pending.size > 0) await new Promise((r) => setTimeout(r, 1000));
}
const width = Math.max(...[...services, ...extras].map((s) => s.name.length));
const lines = [...services, ...extras].map(
  (s) => `  ${s.name.padEnd(width)}  ${s.url}${pending.has(s) ? '   (not answering yet)' : ''}`,
);
console.log(`\n  Carat is running (embedded mode)\n\n${lines.join('\n')}\n`);
