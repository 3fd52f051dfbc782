// The design generator's thread: geometry, GLB, STL and USDZ take 50–600 ms, a still picture 150–250 ms
// (bench/design-generator), too long to hold the API's event loop, so they run here. One message in (an id,
// what to make and a spec), one answer out.
import { parentPort } from 'node:worker_threads';
import type { DesignSpec } from '@carat/domain/design';
import { generateFiles, generateStill } from '#api/features/designs/model-files.ts';

parentPort?.on(
  'message',
  async ({ id, kind, spec }: { id: number; kind: 'files' | 'still'; spec: DesignSpec }) => {
    const answer = kind === 'still' ? await generateStill(spec) : await generateFiles(spec);
    // Copied, not transferred: a buffer may be a view of the WASM heap, which must not be detached.
    parentPort?.postMessage({ id, answer });
  },
);
