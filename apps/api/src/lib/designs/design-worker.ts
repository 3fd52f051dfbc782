// The design generator's thread: geometry, GLB, STL and USDZ take 50–600 ms (bench/design-generator), too
// long to hold the API's event loop, so they run here. One message in (an id and a spec), one answer out.
import { parentPort } from 'node:worker_threads';
import type { DesignSpec } from '@carat/domain/design';
import { generateFiles } from '#api/lib/designs/model-files.ts';

parentPort?.on('message', async ({ id, spec }: { id: number; spec: DesignSpec }) => {
  const answer = await generateFiles(spec);
  // Copied, not transferred: a buffer may be a view of the WASM heap, which must not be detached.
  parentPort?.postMessage({ id, answer });
});
