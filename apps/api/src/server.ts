import { createApp } from '#api/app.ts';
import { loadConfig } from '#api/config.ts';
import { startRuntime } from '#api/deps/index.ts';
import { createLogger } from '#api/lib/logger.ts';
import { startOrExit } from '#api/lib/startup-error.ts';
import { serveApi } from '#api/serve.ts';

const config = await startOrExit(() => loadConfig());
const logger = createLogger(config.LOG_LEVEL);
// Any failure, another process on this embedded DATA_DIR included: one line, exit code 1.
const runtime = await startOrExit(() => startRuntime(config, logger));
const app = createApp(runtime.deps);

const server = serveApi(app, runtime.deps, { port: config.PORT, hostname: '0.0.0.0' }, (info) => {
  logger.info('api listening', {
    url: `http://localhost:${info.port}`,
    docs: `http://localhost:${info.port}/docs`,
    database: runtime.urls.database,
    ...(runtime.urls.mailbox ? { mailbox: runtime.urls.mailbox } : {}),
    ...(runtime.urls.outbox ? { messageOutbox: runtime.urls.outbox } : {}),
    ...(runtime.urls.stripeSandbox ? { stripeSandbox: runtime.urls.stripeSandbox } : {}),
  });
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(async () => {
      await runtime.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open: give them a moment, then go.
    setTimeout(async () => {
      await runtime.close().catch(() => {});
      process.exit(0);
    }, 5000).unref();
  });
}
