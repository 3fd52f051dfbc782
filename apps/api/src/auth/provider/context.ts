import type { Database } from '@carat/db';
import type { SigningKeys } from '#api/auth/signing-keys.ts';
import type { Config } from '#api/config.ts';
import type { Jobs } from '#api/jobs/jobs.ts';
import type { Logger } from '#api/lib/logger.ts';

/** What the provider's actions run on: the API's dependencies, with the signing keys known to exist. */
export interface ProviderDeps {
  db: Database;
  keys: SigningKeys;
  config: Config;
  jobs: Jobs;
  logger: Logger;
}

/** Where a call comes from, as sessions and MFA challenges record it. */
export interface Caller {
  /** A valid IP address, or null when the transport gave none. */
  ip: string | null;
  userAgent: string | null;
}

export const issuerOf = (config: Config) => `${config.API_URL}/auth/v1`;
