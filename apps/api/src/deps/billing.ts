import type { Database } from '@carat/db';
import { StripeSandbox, sandboxApp, type WebhookDelivery } from '@carat/stripe-sandbox';
import { serve } from '@hono/node-server';
import type Stripe from 'stripe';
import { type BillingConfig, sandboxCatalogue } from '#api/features/billing/config.ts';
import { syncAllowedPrices } from '#api/features/billing/prices.ts';
import { createStripe } from '#api/features/billing/stripe-client.ts';
import type { Logger } from '#api/lib/logger.ts';

export interface BillingRuntime {
  stripe: Stripe;
  sandbox: StripeSandbox | null;
  close(): Promise<void>;
}

export interface BillingRuntimeOptions {
  billing: BillingConfig;
  db: Database;
  logger: Logger;
  /** Where the sandbox posts its events (the API's /webhooks/stripe). */
  deliver: WebhookDelivery;
  /** Where the sandbox posts connected accounts' events (the API's /webhooks/stripe-connect). */
  deliverConnect?: WebhookDelivery;
  /** Serve the sandbox on its port (embedded mode), or keep it in this process only (tests). */
  serveSandbox: boolean;
  sandboxStateFile?: string | null;
}

/**
 * Stripe for this process: the real one with a secret key, else the local sandbox — served on its own
 * port so a browser can open its checkout and portal pages. Then the allowlisted prices are read in.
 */
export async function startBilling(options: BillingRuntimeOptions): Promise<BillingRuntime> {
  const { billing, logger } = options;
  if (billing.mode === 'stripe') {
    const stripe = createStripe(billing);
    await syncAllowedPrices(options.db, stripe, billing);
    return { stripe, sandbox: null, close: async () => {} };
  }

  const sandbox = new StripeSandbox({
    baseUrl: billing.sandboxUrl,
    webhookSecret: billing.webhookSecret,
    deliver: options.deliver,
    ...(options.deliverConnect
      ? { connect: { webhookSecret: billing.connectWebhookSecret, deliver: options.deliverConnect } }
      : {}),
    catalogue: sandboxCatalogue(),
    stateFile: options.sandboxStateFile ?? null,
    log: (line) => logger.debug(`stripe sandbox: ${line}`),
  });
  const app = sandboxApp(sandbox);
  let close = async () => {};
  let stripe: Stripe;
  if (options.serveSandbox) {
    const server = serve({ fetch: app.fetch, port: billing.sandboxPort, hostname: '127.0.0.1' });
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    stripe = createStripe(billing);
    logger.info('stripe sandbox ready (test mode, no real payment)', { url: billing.sandboxUrl });
  } else {
    stripe = createStripe(billing, {
      fetch: (input, init) => Promise.resolve(app.request(input as string, init)),
    });
  }
  await syncAllowedPrices(options.db, stripe, billing);
  return {
    stripe,
    sandbox,
    close: async () => {
      await sandbox.settled();
      await close();
    },
  };
}
