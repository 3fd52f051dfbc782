import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Deps } from '#api/context.ts';
import {
  CHECK_SUBSCRIPTION_PATH,
  quickSubscriptionCheck,
} from '#api/features/billing/check-subscription-quick.ts';

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

/**
 * The API over HTTP: `@hono/node-server` for every route, with one exception in front of it — the
 * subscription check, on every dashboard page and every 60 s per open tab, is written straight to node's
 * response when its token and its caller are already remembered (`quickSubscriptionCheck`), without the
 * request, context and response objects the framework builds (bench/check-subscription, ADR 042). The
 * server (`server.ts`), the benches and the process tests all serve through here.
 */
export function serveApi(
  app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> },
  deps: Deps,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
) {
  return serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      createServer: ((serverOptions: object, framework: Listener) =>
        createServer(serverOptions, (incoming, outgoing) => {
          if (incoming.method === 'POST' && incoming.url === CHECK_SUBSCRIPTION_PATH) {
            const answer = quickSubscriptionCheck(incoming.headers, deps);
            if (answer) {
              outgoing.writeHead(200, answer.headers);
              outgoing.end(answer.body);
              return;
            }
          }
          framework(incoming, outgoing);
        })) as unknown as typeof createServer,
    },
    onListening,
  );
}
