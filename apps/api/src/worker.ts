// Hosted mode: the job worker as its own process (`node dist/worker.js`), next to API replicas that
// run with RUN_WORKER=false.
import { loadConfig } from '#api/config.ts';
import { startRuntime } from '#api/deps/index.ts';
import { createLogger } from '#api/lib/logger.ts';
import { startOrExit } from '#api/lib/startup-error.ts';

const config = { ...(await startOrExit(() => loadConfig())), runWorker: true, seedOnStart: false };
const logger = createLogger(config.LOG_LEVEL, { process: 'worker' });
const runtime = await startOrExit(() => startRuntime(config, logger));
logger.info('worker running');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await runtime.close();
    process.exit(0);
  });
}
