import { businesses, type SocialLinks, showroomSettings, showroomSlugRedirects } from '@carat/db';
import { showsWatermark, type Tier } from '@carat/domain';
import {
  catalogueSettingsMessagesFor,
  type ShowroomSettingsPatch,
  SOCIAL_NETWORKS,
} from '@carat/validation/catalogue-settings';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import { promiseLines } from '#api/lib/promises.ts';
import { assertOwnImageAddresses } from '#api/lib/references.ts';
import type { PublicScope, Scope, TenantScope } from '#api/scope.ts';

/**
 * The showroom settings. The business row keeps what invoices print too (name, slug,
 * city, founding year, phone, address); the showroom's settings row keeps what only the showroom shows
 * (tagline, logo, banner, social links, public email, languages). A slug the showroom leaves keeps leading
 * to it: the database remembers it (0018) and the public reads answer where the showroom moved.
 */

const columns = {
  slug: businesses.slug,
  name: businesses.name,
  city: businesses.city,
  foundedYear: businesses.foundedYear,
  phone: businesses.phone,
  address: businesses.address,
  postalCode: businesses.postalCode,
  verified: businesses.verified,
  tagline: showroomSettings.tagline,
  logoImage: showroomSettings.logoImage,
  bannerImage: showroomSettings.bannerImage,
  socialLinks: showroomSettings.socialLinks,
  contactEmail: showroomSettings.contactEmail,
  languages: showroomSettings.languages,
  published: showroomSettings.published,
  promises: businesses.promises,
};

/** A business's settings, by id (members read theirs under RLS, visitors a published showroom's). */
async function settingsRow(scope: Scope, businessId: string) {
  const [row] = await scope.tx
    .select(columns)
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) throw AppError.notFound('Showroom');
  return row;
}

type SettingsRow = Awaited<ReturnType<typeof settingsRow>>;

/** The links in the showroom's order, only those set. */
function orderedLinks(links: SocialLinks): SocialLinks {
  const out: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) if (links[network]) out[network] = links[network];
  return out;
}

/** What a visitor reads of a showroom's settings (the same shape the dashboard gets, less the private). */
function publicView(row: SettingsRow) {
  return {
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    city: row.city,
    foundedYear: row.foundedYear,
    logoImage: row.logoImage,
    bannerImage: row.bannerImage,
    socialLinks: orderedLinks(row.socialLinks),
    contact: { email: row.contactEmail, phone: row.phone, address: row.address, postalCode: row.postalCode },
    languages: row.languages,
    /** The 'VÉRIFIÉ' badge: the platform's to grant (docs/decisions/024-verified-badge.md). */
    verified: row.verified,
  };
}

export async function getShowroomSettings(scope: TenantScope) {
  const row = await settingsRow(scope, scope.businessId);
  const previous = await scope.tx
    .select({ slug: showroomSlugRedirects.slug })
    .from(showroomSlugRedirects)
    .where(eq(showroomSlugRedirects.businessId, scope.businessId))
    .orderBy(desc(showroomSlugRedirects.createdAt));
  return {
    ...publicView(row),
    published: row.published,
    url: `${scope.deps.config.SHOWROOM_URL}/s/${row.slug}`,
    /** Slugs the showroom left: each still leads here (the showroom answers them with a 301). */
    previousSlugs: previous.map((p) => p.slug),
  };
}

export type ShowroomSettingsView = Awaited<ReturnType<typeof getShowroomSettings>>;

/** A slug nobody else holds, held before, or reserves as a route word; 422 on the field otherwise. */
async function requireSlugAvailable(scope: TenantScope, slug: string) {
  const { rows } = await scope.tx.execute<{ available: boolean }>(
    sql`select public.showroom_slug_available(${slug}, ${scope.businessId}) as available`,
  );
  if (!rows[0]?.available) {
    throw AppError.validation({ slug: catalogueSettingsMessagesFor(scope.locale)['showroom.slug.taken'] });
  }
}

/**
 * Changes the settings given, leaving the others. A new slug must be free (another showroom's current or
 * former slug, or a route word, is not); the old one then leads to the new. Social links merge: a
 * network given a link gets it, one given null loses it, others keep theirs.
 */
export async function updateShowroomSettings(scope: TenantScope, patch: ShowroomSettingsPatch) {
  const { tx, businessId } = scope;
  await assertOwnImageAddresses(scope, { logoImage: patch.logoImage, bannerImage: patch.bannerImage });
  if (patch.slug !== undefined) await requireSlugAvailable(scope, patch.slug);
  const business: Partial<typeof businesses.$inferInsert> = {};
  if (patch.slug !== undefined) business.slug = patch.slug;
  if (patch.name !== undefined) business.name = patch.name;
  if (patch.city !== undefined) business.city = patch.city;
  if (patch.foundedYear !== undefined) business.foundedYear = patch.foundedYear;
  if (patch.contact?.phone !== undefined) business.phone = patch.contact.phone;
  if (patch.contact?.address !== undefined) business.address = patch.contact.address;
  if (patch.contact?.postalCode !== undefined) business.postalCode = patch.contact.postalCode;
  if (Object.keys(business).length > 0) {
    await tx.update(businesses).set(business).where(eq(businesses.id, businessId));
  }

  const settings: Partial<typeof showroomSettings.$inferInsert> = {};
  if (patch.tagline !== undefined) settings.tagline = patch.tagline;
  if (patch.logoImage !== undefined) settings.logoImage = patch.logoImage;
  if (patch.bannerImage !== undefined) settings.bannerImage = patch.bannerImage;
  if (patch.contact?.email !== undefined) settings.contactEmail = patch.contact.email;
  if (patch.languages !== undefined) settings.languages = patch.languages;
  if (patch.socialLinks !== undefined) {
    const [current] = await tx
      .select({ links: showroomSettings.socialLinks })
      .from(showroomSettings)
      .where(eq(showroomSettings.businessId, businessId));
    const links: SocialLinks = { ...current?.links };
    for (const [network, link] of Object.entries(patch.socialLinks) as [keyof SocialLinks, string | null][]) {
      if (link) links[network] = link;
      else delete links[network];
    }
    settings.socialLinks = orderedLinks(links);
  }
  if (Object.keys(settings).length > 0) {
    await tx.update(showroomSettings).set(settings).where(eq(showroomSettings.businessId, businessId));
  }
  return getShowroomSettings(scope);
}

/**
 * Why a public read of a slug found no showroom: the slug is one the showroom left (answer 301
 * `showroom_moved`, with the slug it has now in `details.slug`, for the showroom app's redirect), or there
 * is no published showroom there (404). Any scope: visitors ask through a definer function that answers
 * only for published showrooms.
 */
export async function showroomNotFound(scope: Scope, slug: string): Promise<AppError> {
  const { rows } = await scope.tx.execute<{ target: string | null }>(
    sql`select public.showroom_slug_target(${slug}) as target`,
  );
  const target = rows[0]?.target;
  if (!target || target === slug) return AppError.notFound('Showroom');
  return new AppError('showroom_moved', `This showroom has moved to /s/${target}`, 301, undefined, {
    slug: target,
  });
}

/** The id of the published showroom of a slug, for visitors' reads; moved or 404 otherwise. */
export async function publishedShowroomId(scope: Scope, slug: string): Promise<string> {
  const [row] = await scope.tx
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(and(eq(businesses.slug, slug), eq(showroomSettings.published, true)));
  if (!row) throw await showroomNotFound(scope, slug);
  return row.id;
}

/**
 * `GET /v1/showrooms/{slug}/settings`: what the showroom shows of its settings (never private data), and
 * whether it carries the free plan's watermark (a flag: nothing else of the plan or billing is said).
 */
export async function getPublicShowroomSettings(scope: PublicScope, slug: string) {
  const id = await publishedShowroomId(scope, slug);
  const { rows } = await scope.tx.execute<{ plan: Tier | null }>(
    sql`select public.showroom_plan(${id}::uuid) as plan`,
  );
  const row = await settingsRow(scope, id);
  const promises = row.promises ?? {};
  return {
    ...publicView(row),
    watermark: showsWatermark(rows[0]?.plan ?? 'CZ'),
    promises: { fr: promiseLines(promises, 'fr'), en: promiseLines(promises, 'en') },
  };
}
