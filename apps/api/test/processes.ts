import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Real API processes (`src/server.ts` through tsx, as deployed) on one PostgreSQL database, for the tests
 * and benches that need several processes (each its own pools, caches and rate-limit store). Node's own
 * modules only, so a bench can import it (`@carat/api/processes`) without the test runner.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface ApiProcesses {
  /**
   * Starts process `index` on the database with `env` added (it wins over the defaults, e.g. `API_URL`
   * for one public address), waits until its /health answers; its port. Throws with its stderr if it
   * exits or is not healthy within two minutes.
   */
  start(index: number, env?: Record<string, string>): Promise<number>;
  /** Stops every started process (SIGTERM) and waits for each to exit. */
  stopAll(): Promise<void>;
}

/**
 * `databaseUrl`: the database every process serves. Ports are drawn at random from `firstPort` upwards
 * (the API's, then its maildev and Stripe sandbox ports 10–12 above), so runs side by side rarely meet.
 */
export function apiProcesses(options: { databaseUrl: string; firstPort: number }): ApiProcesses {
  const children: ChildProcess[] = [];
  return {
    async start(index, env = {}) {
      const base = options.firstPort + Math.floor(Math.random() * 20_000);
      const port = base + index;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          DATABASE_URL: options.databaseUrl,
          PORT: String(port),
          API_URL: `http://127.0.0.1:${port}`,
          MAILDEV_SMTP_PORT: String(base + 10),
          MAILDEV_WEB_PORT: String(base + 11),
          STRIPE_SANDBOX_PORT: String(base + 12),
          OUTBOX_WEB_PORT: String(base + 13),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (d) => (stderr += d));
      children.push(child);
      for (let i = 0; i < 240; i++) {
        if (child.exitCode !== null) throw new Error(`API ${index} exited: ${stderr}`);
        const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (healthy) return port;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`API ${index} never became healthy: ${stderr}`);
    },
    async stopAll() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** A port free on 127.0.0.1 right now (the OS picks it), for a process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
