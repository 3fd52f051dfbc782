/**
 * The local Stripe sandbox: a stand-in for Stripe's test mode (customers, prices, Checkout, the billing
 * portal, subscriptions, signed webhooks) for the embedded default and the tests. It moves no money, says
 * so on every page, and the API refuses it in production. The API wires it in through its deps only.
 */
export { sandboxApp } from './api.ts';
export {
  type SandboxCatalogueEntry,
  SandboxError,
  StripeSandbox,
  type WebhookDelivery,
} from './sandbox.ts';
export { newId, SandboxState } from './state.ts';
