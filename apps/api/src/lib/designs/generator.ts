import { Worker } from 'node:worker_threads';
import type { DesignSpec } from '@carat/domain/design';
import { type GenerationAnswer, generateFiles } from '#api/lib/designs/model-files.ts';

/*
 * Generation off the event loop: one worker thread, started on the first design and kept, answering one
 * message at a time in order. Where a worker cannot load TypeScript (the test runner transforms sources in
 * its own process only), the first failure switches to generating in the process, which is correct, only
 * not concurrent.
 */

// Sources (tsx, which passes its loader to workers) run the .ts file; the bundle has dist/design-worker.js.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./design-worker.ts', import.meta.url)
  : new URL('./design-worker.js', import.meta.url);

type Pending = { resolve: (answer: GenerationAnswer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let inProcess = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(WORKER_URL);
  started.unref();
  started.on('message', ({ id, answer }: { id: number; answer: GenerationAnswer }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    waiting?.resolve(answer);
  });
  started.on('error', (error) => {
    worker = null;
    failAll(error);
  });
  started.on('exit', () => {
    if (worker === started) worker = null;
  });
  return started;
}

function inWorker(spec: DesignSpec): Promise<GenerationAnswer> {
  worker ??= startWorker();
  const id = nextId++;
  const target = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, spec });
  });
}

/** A spec's files and figures, built in the worker thread (or in the process where no worker runs). */
export async function generateInBackground(spec: DesignSpec): Promise<GenerationAnswer> {
  if (inProcess) return generateFiles(spec);
  try {
    return await inWorker(spec);
  } catch {
    inProcess = true;
    return generateFiles(spec);
  }
}

/** Stops the thread (tests, shutdown). */
export async function stopGenerator(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.terminate();
}
