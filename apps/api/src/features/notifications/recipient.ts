import { authUsers, memberships, type NotificationPreferences, profiles } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import type { MailLocale } from '#api/mail/layout.ts';
import type { Scope } from '#api/scope.ts';

/** The Settings → Notifications switches that decide what the jeweller is emailed about. */
export type JewellerTopic = keyof Pick<
  NotificationPreferences,
  'orderUpdates' | 'appointmentReminders' | 'paymentAlerts'
>;

export interface JewellerContact {
  email: string | null;
  locale: MailLocale;
  preferences: Partial<NotificationPreferences>;
}

/**
 * Where the jeweller reads about their business: the shop's email, else the owner's, in the owner's
 * language, with the owner's notification switches. Read on the owner connection (it reads auth.users).
 */
export async function jewellerContact(
  scope: Scope,
  business: { id: string; email: string | null },
): Promise<JewellerContact> {
  const [owner] = await scope.tx
    .select({
      email: authUsers.email,
      locale: profiles.locale,
      preferences: profiles.notificationPreferences,
    })
    .from(memberships)
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(and(eq(memberships.businessId, business.id), eq(memberships.role, 'owner')))
    .limit(1);
  return {
    email: business.email ?? owner?.email ?? null,
    locale: owner?.locale ?? 'fr',
    preferences: owner?.preferences ?? {},
  };
}

/**
 * The jeweller, when they want to hear about this topic: null when there is nowhere to write or when
 * they turned it off in Settings → Notifications (a switch never set counts as on, as its default).
 */
export async function jewellerRecipient(
  scope: Scope,
  { business, topic }: { business: { id: string; email: string | null }; topic: JewellerTopic },
): Promise<(JewellerContact & { email: string }) | null> {
  const contact = await jewellerContact(scope, business);
  if (!contact.email || contact.preferences[topic] === false) return null;
  return { ...contact, email: contact.email };
}
