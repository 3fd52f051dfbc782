/**
 * Who may do what in a business (ADR 031). One table, read by the API (every /v1 route names the
 * area it belongs to) and by the dashboard (the navigation hides what a role cannot open).
 *
 * - owner: everything;
 * - admin: everything but billing and ownership (a business is deleted only with its owner's account,
 *   which only that owner can ask for);
 * - staff: clients, orders, appointments, leads and the catalogue (and their own workspace).
 */
export const MEMBER_ROLES = ['owner', 'admin', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The roles an invitation or a role change may give (ownership is transferred, never given). */
export const ASSIGNABLE_ROLES = ['admin', 'staff'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const AREAS = [
  /** The member's own session: who am I, my profile, my businesses, the home page, files. */
  'workspace',
  'clients',
  'orders',
  'appointments',
  'leads',
  'catalogue',
  'invoices',
  'invoice-settings',
  'analytics',
  'marketing',
  /** The AI tools and size guides. */
  'tools',
  'showroom',
  /** The business's own settings: details, opening hours, services, onboarding. */
  'business-settings',
  'team',
  'activity',
  'api-keys',
  'webhooks',
  'billing',
  'ownership',
] as const;
export type Area = (typeof AREAS)[number];

const STAFF_AREAS: ReadonlySet<Area> = new Set([
  'workspace',
  'clients',
  'orders',
  'appointments',
  'leads',
  'catalogue',
]);
const OWNER_ONLY: ReadonlySet<Area> = new Set(['billing', 'ownership']);

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** Whether a member with `role` may use `area`. */
export function can(role: MemberRole, area: Area): boolean {
  if (role === 'owner') return true;
  if (role === 'admin') return !OWNER_ONLY.has(area);
  return STAFF_AREAS.has(area);
}

/** The lowest role that may use `area` (for messages: "this needs an admin"). */
export function minimumRoleFor(area: Area): MemberRole {
  if (can('staff', area)) return 'staff';
  return can('admin', area) ? 'admin' : 'owner';
}

/**
 * Whether `actor` may give `target` the role `next` (or remove them, when `next` is null): owners manage
 * everyone but themselves; admins manage staff and other admins but never an owner.
 */
export function canManageMember(actor: MemberRole, target: MemberRole): boolean {
  if (!can(actor, 'team')) return false;
  if (target === 'owner') return false;
  return true;
}
