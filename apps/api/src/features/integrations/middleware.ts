import { hasApiAccess, TIERS } from '@carat/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/context.ts';
import { MANAGER_ROLES } from '#api/features/integrations/api-key-format.ts';
import { AppError } from '#api/lib/errors.ts';

/** The plan that includes the API and webhooks (DIAMOND). */
export const API_PLAN = TIERS.find(hasApiAccess) ?? 'DIAMOND';

export const apiPlanRequired = () =>
  new AppError('plan_required', `The API and webhooks need the ${API_PLAN} plan`, 403, undefined, {
    requiredPlan: API_PLAN,
  });

/**
 * API keys and webhook endpoints: the business's owner (and its admins once that role exists), on a plan
 * with API access; anyone else 403. A request made with an API key never gets here (no key scope names
 * these routes).
 */
export const integrationManager = createMiddleware<AppEnv>(async (c, next) => {
  const { scope } = c.var;
  if (!MANAGER_ROLES.has(scope.role)) {
    throw AppError.forbidden('Only the owner or an admin of the business manages API keys and webhooks');
  }
  if (!hasApiAccess(scope.plan)) throw apiPlanRequired();
  await next();
});

/**
 * Creating a key or an endpoint hands out a secret: the session must have used a second factor (aal2),
 * whether or not the account has one yet (403 `second_factor_required` says to turn it on).
 */
export const secondFactor = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' && c.get('user')?.aal !== 'aal2') {
    throw new AppError(
      'second_factor_required',
      'Managing API keys and webhooks needs a session verified with a second factor (aal2)',
      403,
    );
  }
  await next();
});
