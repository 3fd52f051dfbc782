import { showroomSettings } from '@carat/db';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * The dashboard home's set-up checklist. Each item is a fact read from the business's
 * own rows in one statement, so it ticks itself whatever page did the work: pieces in the catalogue, a
 * collection, a collaboration, the appointment types saved with opening hours to book them in (a new
 * business starts with the spec's default week, so the hours alone prove nothing), a customised and a published
 * showroom, and the link shared (the one fact with no row of its own: the dashboard records it when the
 * jeweller copies the link or shows its QR code).
 */
export const ONBOARDING_ITEMS = [
  'pieces',
  'collection',
  'collaboration',
  'services',
  'customise',
  'publish',
  'share',
] as const;
export type OnboardingItem = (typeof ONBOARDING_ITEMS)[number];

type Facts = Record<OnboardingItem, boolean> & {
  slug: string;
  dismissed: boolean;
};

async function showroomQrSvg(url: string): Promise<string> {
  return (await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })).trim();
}

export async function getOnboarding(scope: TenantScope) {
  const { rows } = await scope.tx.execute<Facts>(sql`
    select b.slug,
      exists (select 1 from public.products p where p.business_id = b.id) as pieces,
      exists (select 1 from public.collections c where c.business_id = b.id) as collection,
      exists (select 1 from public.collaborations c where c.business_id = b.id) as collaboration,
      (exists (select 1 from public.appointment_services a where a.business_id = b.id)
        and exists (select 1 from public.availability_slots a where a.business_id = b.id)) as services,
      coalesce(s.banner_image is not null or s.logo_image is not null or s.tagline is not null
        or b.founded_year is not null, false) as customise,
      coalesce(s.published, false) as publish,
      s.onboarding_link_shared_at is not null as share,
      s.onboarding_dismissed_at is not null as dismissed
    from public.businesses b
    left join public.showroom_settings s on s.business_id = b.id
    where b.id = ${scope.businessId}`);
  const facts = rows[0];
  const items = ONBOARDING_ITEMS.map((id) => ({ id, done: Boolean(facts?.[id]) }));
  const done = items.filter((item) => item.done).length;
  const url = `${scope.deps.config.SHOWROOM_URL}/s/${facts?.slug ?? ''}`;
  return {
    items,
    done,
    total: items.length,
    complete: done === items.length,
    /** Put away by the jeweller once complete: the home no longer shows it. */
    dismissed: Boolean(facts?.dismissed),
    url,
    /** The address as a QR code, drawn here (no third-party service sees it). */
    qrSvg: await showroomQrSvg(url),
  };
}

/**
 * Records what the checklist cannot read elsewhere: the link shared (copied or shown as a QR code), and
 * the checklist put away (only once every item is done: before, 409 invalid_status_move).
 */
export async function updateOnboarding(scope: TenantScope, change: { linkShared?: true; dismissed?: true }) {
  const { tx, businessId, now } = scope;
  if (change.linkShared) {
    await tx
      .insert(showroomSettings)
      .values({ businessId, onboardingLinkSharedAt: now })
      .onConflictDoUpdate({
        target: showroomSettings.businessId,
        set: { onboardingLinkSharedAt: sql`coalesce(${showroomSettings.onboardingLinkSharedAt}, ${now})` },
      });
  }
  if (change.dismissed) {
    if (!(await getOnboarding(scope)).complete) {
      throw new AppError('invalid_status_move', 'The checklist is not finished yet', 409);
    }
    await tx
      .insert(showroomSettings)
      .values({ businessId, onboardingDismissedAt: now })
      .onConflictDoUpdate({ target: showroomSettings.businessId, set: { onboardingDismissedAt: now } });
  }
  return getOnboarding(scope);
}
