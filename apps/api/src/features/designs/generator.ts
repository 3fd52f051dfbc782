import { Worker } from 'node:worker_threads';
import type { DesignSpec } from '@carat/domain/design';
import {
  type GenerationAnswer,
  generateFiles,
  generateStill,
  type StillAnswer,
} from '#api/features/designs/model-files.ts';

/*
 * Generation off the event loop: one worker thread, started on the first design and kept, answering one
 * message at a time in order. Should the thread fail to start, the first failure switches to generating in
 * the process, which is correct, only not concurrent.
 */

// Sources run the .ts file; the bundle has dist/design-worker.js.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = FROM_SOURCES
  ? new URL('./design-worker.ts', import.meta.url)
  : new URL('./design-worker.js', import.meta.url);

/**
 * The thread. Under tsx (`pnpm dev`, `npm start`) the loader is in the process's flags, which a worker
 * inherits; a process that transforms sources its own way (the test runner) passes nothing on, so there the
 * thread registers tsx before importing the worker — designs run off the loop in tests as in production
 * (the malformed-input suite holds them to the same 50 ms of loop lag as every route).
 */
function newWorker(): Worker {
  const inherited = process.execArgv.some((flag) => flag.includes('tsx'));
  if (!FROM_SOURCES || inherited) return new Worker(WORKER_URL);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(boot, { eval: true });
}

type Kind = 'files' | 'still';
type Answer<K extends Kind> = K extends 'still' ? StillAnswer : GenerationAnswer;
type Pending = { resolve: (answer: GenerationAnswer | StillAnswer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let inProcess = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const started = newWorker();
  started.unref();
  started.on('message', ({ id, answer }: { id: number; answer: GenerationAnswer | StillAnswer }) => {
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

function inWorker<K extends Kind>(kind: K, spec: DesignSpec): Promise<Answer<K>> {
  worker ??= startWorker();
  const id = nextId++;
  const target = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as Pending['resolve'], reject });
    target.postMessage({ id, kind, spec });
  });
}

async function inBackground<K extends Kind>(kind: K, spec: DesignSpec): Promise<Answer<K>> {
  const here = () => (kind === 'still' ? generateStill(spec) : generateFiles(spec)) as Promise<Answer<K>>;
  if (inProcess) return here();
  try {
    return await inWorker(kind, spec);
  } catch {
    inProcess = true;
    return here();
  }
}

/** A spec's files and figures, built in the worker thread (or in the process where no worker runs). */
export function generateInBackground(spec: DesignSpec): Promise<GenerationAnswer> {
  return inBackground('files', spec);
}

/** A spec's still picture (JPEG), drawn in the worker thread. */
export function stillInBackground(spec: DesignSpec): Promise<StillAnswer> {
  return inBackground('still', spec);
}

/** Where the next design is generated: in the thread (started or not yet), or in the process. */
export function generatorPlace(): 'thread' | 'process' {
  return inProcess ? 'process' : 'thread';
}

/** Stops the thread (tests, shutdown). */
export async function stopGenerator(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.terminate();
}
