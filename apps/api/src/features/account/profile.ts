import { businesses, profiles } from '@carat/db';
import type {
  appearanceSchema,
  notificationPreferencesSchema,
  profileSchema,
} from '@carat/validation/settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

export type ProfileChange = z.output<ReturnType<typeof profileSchema>>;
export type NotificationPreferences = z.output<ReturnType<typeof notificationPreferencesSchema>>;
export type Appearance = z.output<ReturnType<typeof appearanceSchema>>;

/**
 * Settings → Profile, Notifications, Appearance: the signed-in member's own row, read and written in the
 * request's transaction (row-level security: their own profile). The email is the account's (the auth
 * provider's), which the route adds from the verified token.
 */

/** The caller's profile and preferences. */
export async function getProfile(scope: TenantScope) {
  const [row] = await scope.tx.select().from(profiles).where(eq(profiles.userId, scope.userId));
  if (!row) throw AppError.notFound('Profile');
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    locale: row.locale,
    notificationPreferences: row.notificationPreferences,
    appearance: row.appearance,
  };
}

async function updateProfileRow(scope: TenantScope, change: Partial<typeof profiles.$inferInsert>) {
  if (Object.keys(change).length) {
    await scope.tx.update(profiles).set(change).where(eq(profiles.userId, scope.userId));
  }
  return getProfile(scope);
}

/** First name, last name, phone or language; the profile as it now stands. */
export function updateProfile(scope: TenantScope, change: ProfileChange) {
  return updateProfileRow(scope, change);
}

/** The four notification switches. */
export function setNotificationPreferences(scope: TenantScope, preferences: NotificationPreferences) {
  return updateProfileRow(scope, { notificationPreferences: preferences });
}

/** Dark mode and compact view. */
export function setAppearance(scope: TenantScope, appearance: Appearance) {
  return updateProfileRow(scope, { appearance });
}

/** Who the caller is to the dashboard: their name and language, the business they act for, their role. */
export async function memberContext(scope: TenantScope) {
  const { tx } = scope;
  const [business] = await tx
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      city: businesses.city,
      currency: businesses.currency,
      timeZone: businesses.timeZone,
      verified: businesses.verified,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  const [profile] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.userId, scope.userId));
  return { profile: profile ?? null, business: business!, role: scope.role };
}
