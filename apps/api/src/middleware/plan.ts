import { canTakePayments, canUseTool, minimumTierFor, TIERS, type ToolId } from '@carat/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { AppError } from '#api/lib/errors.ts';

/** Leaving must stay possible without a subscription: the data export and the account's deletion. */
const OPEN_WITHOUT_SUBSCRIPTION = ['/v1/export/', '/v1/account/deletion'];

const openWithoutSubscription = (path: string) =>
  OPEN_WITHOUT_SUBSCRIPTION.some((prefix) => path === prefix || path.startsWith(prefix));

/**
 * Tenant routes need a live subscription: without one they answer 402 `subscription_required` (the
 * data export and account deletion are the exceptions). The plan is the business owner's highest live
 * subscription, read in the request's transaction through one function.
 */
export const requireSubscription = createMiddleware<AppEnv>(async (c, next) => {
  // The tenant scope read the plan with the membership (one query per request).
  if (!c.get('hasPlan') && !openWithoutSubscription(c.req.path)) {
    throw new AppError('subscription_required', 'An active subscription is required', 402);
  }
  await next();
});

/** A tool outside the plan answers 403 `plan_required`, naming the plan that includes it. */
export function requireTool(tool: ToolId) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!canUseTool(c.get('scope').plan, tool)) {
      const needed = minimumTierFor(tool);
      throw new AppError('plan_required', `This tool needs the ${needed} plan`, 403, undefined, {
        requiredPlan: needed,
      });
    }
    await next();
  });
}

/** Online payments (FAQ: the free CZ plan takes none): 403 `plan_required` naming the first plan that does. */
export const requirePayments = createMiddleware<AppEnv>(async (c, next) => {
  if (!canTakePayments(c.get('scope').plan)) {
    const needed = TIERS.find(canTakePayments) ?? 'SILVER';
    throw new AppError('plan_required', `Online payments need the ${needed} plan`, 403, undefined, {
      requiredPlan: needed,
    });
  }
  await next();
});
