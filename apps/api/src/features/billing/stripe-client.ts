import Stripe from 'stripe';
import type { BillingConfig } from './config.ts';

/**
 * The real `stripe` SDK, pointed at Stripe, or at the local sandbox through its host/port/protocol
 * options (or, in tests, through a fetch that never leaves the process).
 */
export function createStripe(config: BillingConfig, options: { fetch?: typeof fetch } = {}): Stripe {
  const base = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'carat', version: '1.0.0' },
  } as const;
  if (config.mode === 'stripe') return new Stripe(config.secretKey, base);
  const url = new URL(config.sandboxUrl);
  return new Stripe(config.secretKey, {
    ...base,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });
}
