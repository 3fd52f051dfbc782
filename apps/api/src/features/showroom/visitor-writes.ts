import { type PublicScope, type SystemScope, systemScopeOf } from '#api/scope.ts';

/**
 * A visitor never writes as `anon`: once validated, their booking, review or request is written on the
 * API's own connection, in one transaction, as the server (a system scope at the visitor's clock and
 * language), scoped by the code to the business of a published slug. The emails and jobs it queues are
 * written in the same transaction, so they exist exactly when the write does.
 */
export function writeForVisitor<T>(
  scope: PublicScope,
  write: (server: SystemScope) => Promise<T>,
): Promise<T> {
  return scope.deps.db.transaction((tx) =>
    write(systemScopeOf(scope.deps, { tx, now: scope.now, locale: scope.locale })),
  );
}
