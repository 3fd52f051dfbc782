export * from '#lib/email/audience.ts';
export * from '#lib/email/blocks.ts';
export { messageIdFor, recipientIdempotencyKey } from '#lib/email/idempotency.ts';
export { escapeHtml, type Personalisation, personalise, personaliseHtml } from '#lib/email/personalise.ts';
export {
  type EmailBrand,
  type EmailRenderContext,
  type RenderedEmail,
  renderEmail,
  renderSubject,
} from '#lib/email/render.ts';
export { createSignedToken, verifySignedToken } from '#lib/email/signed-token.ts';
export {
  type ClickTrackingOptions,
  clickRedirectUrl,
  clickTracker,
  rewriteLinks,
  type TrackedClick,
  verifyClickToken,
} from '#lib/email/tracking.ts';
export {
  createUnsubscribeToken,
  type ListUnsubscribeOptions,
  listUnsubscribeHeaders,
  type UnsubscribePayload,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from '#lib/email/unsubscribe.ts';
