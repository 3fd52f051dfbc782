import type { Executor } from '@carat/db';
import type { Locale } from '@carat/domain/locale';
import type { Deps, PublicScope, Scope, ScopeBusiness, SystemScope, TenantScope } from '#api/context.ts';

// The scope's types live beside the app's other context types (context.ts); this module builds scopes.
export type {
  BaseScope,
  MemberRole,
  PublicScope,
  Scope,
  ScopeBusiness,
  SystemScope,
  TenantScope,
} from '#api/context.ts';

export function tenantScopeOf(
  base: { tx: Executor; deps: Deps; userId: string; locale?: Locale; now?: Date },
  business: ScopeBusiness,
): TenantScope {
  return {
    kind: 'tenant',
    tx: base.tx,
    deps: base.deps,
    now: base.now ?? new Date(),
    locale: base.locale ?? 'fr',
    userId: base.userId,
    ...business,
  };
}

export function publicScopeOf(base: { tx: Executor; deps: Deps; locale?: Locale; now?: Date }): PublicScope {
  return {
    kind: 'public',
    tx: base.tx,
    deps: base.deps,
    now: base.now ?? new Date(),
    locale: base.locale ?? 'fr',
  };
}

/** A job's scope: the API's own connection (or a transaction the job opened), now, French unless said. */
export function systemScopeOf(
  deps: Deps,
  options: { tx?: Executor; locale?: Locale; now?: Date } = {},
): SystemScope {
  return {
    kind: 'system',
    tx: options.tx ?? deps.db,
    deps,
    now: options.now ?? new Date(),
    locale: options.locale ?? 'fr',
  };
}

/** The same scope inside another transaction (a savepoint, or a job's own transaction). */
export function withTx<S extends Scope>(scope: S, tx: Executor): S {
  return { ...scope, tx };
}
