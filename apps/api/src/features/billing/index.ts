// What other features use of billing: a feature imports another only through its index (`pnpm arch:check`).
export type { BillingConfig } from './config.ts';
export { customerOf } from './customers.ts';
export { verifyStripeEvent } from './stripe-webhooks.ts';
export { readCustomer, writeCustomer } from './sync.ts';
