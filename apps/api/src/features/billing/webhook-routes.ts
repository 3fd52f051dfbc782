import { Hono } from 'hono';
import type { AppEnv } from '#api/context.ts';
import { handleStripeWebhook } from '#api/features/billing/stripe-webhooks.ts';
import { handleConnectWebhook } from '#api/features/payments/index.ts';
import { systemScopeOf } from '#api/scope.ts';

/** Stripe's events: verified over the raw body (never a re-serialised one). */
export function webhookRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/webhooks/stripe', async (c) => {
        const { db, stripe, billing, entitlements } = c.get('deps');
        const raw = await c.req.text();
        const outcome = await handleStripeWebhook(
          db,
          stripe,
          billing.webhookSecret,
          raw,
          c.req.header('stripe-signature'),
          entitlements,
        );
        return c.json({ received: true, outcome });
      })
      // The jewellers' connected accounts (Connect): their own endpoint and secret.
      .post('/webhooks/stripe-connect', async (c) => {
        const outcome = await handleConnectWebhook(systemScopeOf(c.get('deps')), {
          rawBody: await c.req.text(),
          signature: c.req.header('stripe-signature'),
        });
        return c.json({ received: true, outcome });
      })
  );
}
