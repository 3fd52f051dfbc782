import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#test/processes.ts';

/**
 * The embedded default as real processes (`src/server.ts`): one API per DATA_DIR, a second one refuses to
 * start with one line and exit code 1; SIGTERM checkpoints, closes and frees the directory; the lock of a
 * process that died is taken over.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'carat-lock-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

async function startApi(): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    STRIPE_SANDBOX_PORT: String(await freePort()),
    OUTBOX_WEB_PORT: String(await freePort()),
    SEED_ON_START: 'false',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function until(run: Run, text: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!run.output().stdout.includes(text)) {
    if (run.child.exitCode !== null) throw new Error(`exited ${run.child.exitCode}: ${run.output().stderr}`);
    if (Date.now() > deadline)
      throw new Error(`no "${text}" after ${ms} ms: ${JSON.stringify(run.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const lockFile = join(dataDir, 'carat.lock');

describe('the embedded DATA_DIR lock', () => {
  it('refuses a second process, frees the directory on SIGTERM, and takes over a dead process’s lock', async () => {
    const first = await startApi();
    await until(first, 'api listening');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

    const second = await startApi();
    expect(await second.exited).toBe(1);
    const lines = second.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);
    // The first one never noticed.
    expect(first.child.exitCode).toBeNull();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    // A lock left by a process that is gone (kill -9, power loss) does not block the next start.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(lockFile, JSON.stringify({ pid: dead.pid, purpose: 'api' }));
    const third = await startApi();
    await until(third, 'api listening');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(third.child.pid);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 300_000);
});
