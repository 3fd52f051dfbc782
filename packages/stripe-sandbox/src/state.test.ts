import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxState } from './state.ts';

const dir = mkdtempSync(join(tmpdir(), 'carat-sandbox-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stateModule = fileURLToPath(new URL('./state.ts', import.meta.url));

/** A process that saves a large sandbox state in a loop until it is killed. */
function saverLoop(file: string) {
  const script = `
    const { SandboxState } = await import(${JSON.stringify(stateModule)});
    const state = new SandboxState(${JSON.stringify(file)});
    for (let i = 0; i < 4000; i++) state.data.customers['cus_' + i] = { id: 'cus_' + i, metadata: { note: 'x'.repeat(400) } };
    state.save();
    process.stdout.write('ready\\n'); // a first state is on disk: every later kill must leave a whole one
    for (;;) { state.data.clockOffset += 1; state.save(); }
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('the Stripe sandbox state file', () => {
  it('survives kill -9 in the middle of a save: always whole, never restarted empty', async () => {
    const file = join(dir, 'stripe-sandbox.json');
    for (let round = 0; round < 4; round++) {
      const child = saverLoop(file);
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, 150 + round * 37));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const text = readFileSync(file, 'utf8');
      expect(() => JSON.parse(text)).not.toThrow();
      expect(Object.keys(new SandboxState(file).data.customers)).toHaveLength(4000);
    }
  }, 60_000);

  it('moves an unreadable file aside instead of silently starting over it', () => {
    const file = join(dir, 'damaged.json');
    writeFileSync(file, '{"customers": {"cus_1": {');
    const state = new SandboxState(file);
    expect(state.data.customers).toEqual({});
    expect(readdirSync(dir).some((name) => name.startsWith('damaged.json.corrupt-'))).toBe(true);
  });
});
