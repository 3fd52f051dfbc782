import { sql } from 'drizzle-orm';
import type { Database, Tx } from '#lib/connection.ts';

/** The database roles a request may run as (Supabase's). */
export type RequestRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestClaims {
  /** The verified JWT claims; `sub` is the user id, read by auth.uid(). */
  claims: Record<string, unknown>;
  role: RequestRole;
  /** The business the caller acts for, read by public.current_business_id(). */
  businessId?: string | null;
}

/**
 * Runs `fn` in one transaction as `role` with the verified claims set locally (SET LOCAL and
 * set_config(..., true) end with the transaction), so row-level security decides what every query of
 * the request sees — even a query that forgets its filter.
 */
export async function withClaims<T>(
  db: Database,
  request: RequestClaims,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await applyClaims(tx, request);
    return fn(tx);
  });
}

export async function applyClaims(tx: Tx, request: RequestClaims): Promise<void> {
  const claims = JSON.stringify({ ...request.claims, role: request.role });
  const sub = typeof request.claims.sub === 'string' ? request.claims.sub : '';
  // The role is one of three fixed names (a type, checked again here), never user input.
  if (!['anon', 'authenticated', 'service_role'].includes(request.role)) throw new Error('unknown role');
  // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
  await tx.execute(sql`select
    set_config('role', ${request.role}, true),
    set_config('request.jwt.claims', ${claims}, true),
    set_config('request.jwt.claim.sub', ${sub}, true),
    set_config('request.jwt.claim.role', ${request.role}, true),
    set_config('request.business_id', ${request.businessId ?? ''}, true)`);
}

/** Anonymous public reads (the showroom): role `anon`, no claims. */
export function asAnon<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withClaims(db, { role: 'anon', claims: {} }, fn);
}

/** Trusted server work (jobs, webhooks, seeding): role `service_role`, which bypasses RLS. */
export function asService<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withClaims(db, { role: 'service_role', claims: { role: 'service_role' } }, fn);
}
