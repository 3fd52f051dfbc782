import type { Config } from '#api/config.ts';
import { AppError } from '#api/lib/errors.ts';

/** Outside production a fixed development secret signs the links; production must set its own. */
const DEVELOPMENT_SECRET = 'carat-development-marketing-token-secret-0001';

/** The HMAC secret of unsubscribe and click links. */
export function marketingSecret(config: Config): string {
  if (config.MARKETING_TOKEN_SECRET) return config.MARKETING_TOKEN_SECRET;
  if (config.production) {
    throw new AppError('internal_error', 'MARKETING_TOKEN_SECRET is not configured', 500);
  }
  return DEVELOPMENT_SECRET;
}
