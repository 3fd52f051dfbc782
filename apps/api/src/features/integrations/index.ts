// What other features use of integrations: a feature imports another only through its index (`pnpm arch:check`).
export { emitWebhookEvent } from './webhook-events.ts';
export { getGuarded, isAllowedWebhookUrl, ResponseTooLarge, UnsafeWebhookTarget } from './webhook-http.ts';
export { appointmentPayload, invoicePayload, leadPayload } from './webhook-payloads.ts';
export { openSecret, sealSecret } from './webhook-signing.ts';
