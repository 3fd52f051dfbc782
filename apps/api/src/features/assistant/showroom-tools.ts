import type { PieceType } from '@carat/assistant/lead';
import type {
  AssistantTools,
  BookingResult,
  BusinessFacts,
  CatalogueQuery,
  FreeSlot,
  Product,
  Service,
  ServiceKind,
} from '@carat/assistant/tools';
import { applyClaims, collaborations, productCategories } from '@carat/db';
import { isServiceKey } from '@carat/domain/appointment-services';
import { type AppointmentTypeId, isAppointmentTypeId } from '@carat/domain/appointments';
import { addDays, type IsoDate, todayIn } from '@carat/domain/dates';
import { type Currency, isCurrency } from '@carat/domain/money';
import { localSlot, type ProductCategory } from '@carat/domain/showroom';
import { and, asc, eq } from 'drizzle-orm';
import { appointmentServicesOf, weeklyStartTimes } from '#api/features/appointments/index.ts';
import { metalMatches } from '#api/features/assistant/metal.ts';
import { nameSaysPiece } from '#api/features/assistant/piece-names.ts';
import { listPublicProducts } from '#api/features/catalogue/index.ts';
import { bookAppointment, showroomAvailability } from '#api/features/showroom/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { type PublicScope, publicScopeOf } from '#api/scope.ts';
import { DEMO_SLUG } from './showroom-business.ts';

/**
 * The assistant's tools over one showroom's own data, in its public scope: the catalogue through the
 * public product list (published pieces of a published showroom, read as `anon`), free slots through
 * the showroom's availability, bookings through the showroom's booking service (same rules, same
 * no-overlap constraint, same emails). Nothing here takes a business id from the conversation: the slug
 * is the one the request was made on, so no message reaches another business's data.
 */

export interface ShowroomRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly timeZone: string;
  readonly currency: Currency;
  /** The address published on the showroom, if any. */
  readonly address?: string | null;
}

/** The default categories a kind of piece is filed under, most fitting first (the shop's list decides). */
const CATEGORIES_OF: Partial<Record<PieceType, readonly ProductCategory[]>> = {
  chain: ['CHAINS'],
  necklace: ['NECKLACES', 'CHAINS'],
  pendant: ['PENDANTS'],
  bracelet: ['BRACELETS'],
  watch: ['WATCHES'],
  ring: ['RINGS'],
  'engagement-ring': ['RINGS'],
  'wedding-band': ['RINGS'],
  earrings: ['EARRINGS'],
};

const PIECE_OF: Partial<Record<ProductCategory, PieceType>> = {
  NECKLACES: 'necklace',
  CHAINS: 'chain',
  PENDANTS: 'pendant',
  BRACELETS: 'bracelet',
  WATCHES: 'watch',
  RINGS: 'ring',
  EARRINGS: 'earrings',
};

/** One read as `anon` (the visitor's rights), in a transaction of its own. */
function asAnon<T>(scope: PublicScope, read: (anon: PublicScope) => Promise<T>): Promise<T> {
  return scope.deps.db.transaction(async (tx) => {
    await applyClaims(tx, { role: 'anon', claims: {} });
    return read(publicScopeOf({ tx, deps: scope.deps, now: scope.now, locale: scope.locale }));
  });
}

const SERVICE_KIND: Record<AppointmentTypeId, ServiceKind> = {
  store: 'consultation',
  phone: 'consultation',
  video: 'consultation',
  design: 'custom',
};

/** What a service of the jeweller's own is, from its names ('Mise à taille / Ring resizing' is a resize). */
const OWN_SERVICE_KINDS: readonly [RegExp, ServiceKind][] = [
  [/taille|resiz/i, 'resize'],
  [/répar|repar|repair|soud|solder/i, 'repair'],
  [/nettoy|clean|polish|poli/i, 'cleaning'],
  [/estim|expert|valu|apprais/i, 'valuation'],
  [/mesure|bespoke|custom|création|creation|design/i, 'custom'],
];

function ownServiceKind(name: { fr: string; en: string }): ServiceKind {
  const text = `${name.fr} ${name.en}`;
  return OWN_SERVICE_KINDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'consultation';
}

/** The business's facts the assistant may state: its services with their prices, hours, collaborations. */
/** 'HH:MM' plus minutes, on the same day (at most 23:59). */
function clockPlus(clock: string, minutes: number): string {
  const [h, m] = clock.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, h! * 60 + m! + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export async function showroomFacts(scope: PublicScope, showroom: ShowroomRef): Promise<BusinessFacts> {
  return asAnon(scope, async (anon) => {
    const services: Service[] = [];
    // The shop's services as it lists them (ADR 084), the spec's four first with the in-store visit
    // leading (the offline engine offers the first consultation it finds), then the shop's own in its order.
    const offered = (await appointmentServicesOf(anon, showroom.id)).filter((service) => service.enabled);
    const specOrder = ['store', 'design', 'phone', 'video'];
    const rank = (type: string) => (isAppointmentTypeId(type) ? specOrder.indexOf(type) : specOrder.length);
    for (const service of [...offered].sort((a, b) => rank(a.type) - rank(b.type))) {
      const type = service.type;
      services.push({
        id: type,
        kind: isAppointmentTypeId(type) ? SERVICE_KIND[type] : ownServiceKind(service.name),
        name: service.name,
        priceMinor: service.minPriceMinor > 0 ? service.minPriceMinor : null,
        durationMinutes: service.minDurationMinutes,
        depositMinor: service.depositMinor,
        // 'By phone (we call you)': booked only with a number to call.
        needsPhone: service.mode === 'phone',
      });
    }
    const weekly = await weeklyStartTimes(anon, showroom.id);
    // The shop has no opening hours of its own: a day's visits run from its first start time to the end of
    // its last visit (the in-store visit's length, else the shortest service's).
    const visitMinutes =
      services.find((service) => service.id === 'store')?.durationMinutes ??
      Math.min(60, ...services.map((service) => service.durationMinutes));
    const openingHours = [...weekly.entries()].flatMap(([isoDay, times]) =>
      times.length === 0
        ? []
        : [{ day: isoDay % 7, opens: times[0]!, closes: clockPlus(times[times.length - 1]!, visitMinutes) }],
    );
    const collabs = await anon.tx
      .select({ title: collaborations.title, celebrity: collaborations.celebrity })
      .from(collaborations)
      .where(and(eq(collaborations.businessId, showroom.id), eq(collaborations.published, true)))
      .orderBy(asc(collaborations.position))
      .limit(10);
    return {
      name: showroom.name,
      currency: showroom.currency,
      address: showroom.address ?? null,
      services,
      openingHours,
      collaborations: collabs.map((c) => ({
        name: c.celebrity,
        description: { fr: c.title, en: c.title },
      })),
      leadTimeDays: {},
    };
  });
}

function productUrl(slug: string, ref: number) {
  return slug === DEMO_SLUG ? `/product/${ref}` : `/s/${slug}/product/${ref}`;
}

const SLOTS_WANTED = 8;

export interface ShowroomToolsOptions {
  readonly showroom: ShowroomRef;
  readonly answerFromFaq: AssistantTools['answerFromFaq'];
  /** The jeweller's FAQ entries, for the engine's own search. */
  readonly listFaq?: AssistantTools['listFaq'];
  readonly saveLead: AssistantTools['saveLead'];
  /** Told of each booking made, so the conversation keeps its id. */
  readonly onBooked?: (appointmentId: string) => void;
}

/** The assistant's searchable catalogue: every published, priced piece, at most this many. */
const CATALOGUE_PAGES = 5;
const CATALOGUE_PAGE_SIZE = 48;

type PublicItem = Awaited<ReturnType<typeof listPublicProducts>>['items'][number];

/** The shop's categories a visitor sees (its tabs), each key with its French and English names. */
type CategoryNamesByKey = ReadonlyMap<string, readonly string[]>;

function productOf(
  slug: string,
  item: PublicItem,
  locale: 'fr' | 'en',
  categories: CategoryNamesByKey,
): Product | null {
  if (item.priceMinor === null || !isCurrency(item.currency)) return null;
  const other = locale === 'fr' ? item.nameEn : item.nameFr;
  return {
    id: String(item.ref),
    name: item.name,
    priceMinor: item.priceMinor,
    currency: item.currency,
    category: PIECE_OF[item.category] ?? null,
    metal: item.metals[0] ?? null,
    url: productUrl(slug, item.ref),
    imageUrl: item.image?.url ?? null,
    otherName: other && other !== item.name ? other : null,
    categoryNames: categories.get(item.category) ?? [],
  };
}

export function showroomTools(scope: PublicScope, options: ShowroomToolsOptions): AssistantTools {
  const { showroom } = options;
  // The shop's own categories (ADR 076), read once: their names are searched as the pieces' kinds are.
  let categories: Promise<CategoryNamesByKey> | undefined;
  const categoryNames = () => {
    categories ??= asAnon(scope, async (anon) => {
      const rows = await anon.tx
        .select({
          key: productCategories.key,
          nameFr: productCategories.nameFr,
          nameEn: productCategories.nameEn,
        })
        .from(productCategories)
        .where(eq(productCategories.businessId, showroom.id));
      return new Map(rows.map((row) => [row.key, [row.nameFr, row.nameEn]]));
    });
    return categories;
  };
  return {
    // The whole published catalogue, searched by the engine (FR/EN stems and synonyms, knowledge.ts).
    async listCatalogue(): Promise<readonly Product[]> {
      const found: Product[] = [];
      for (let page = 1; page <= CATALOGUE_PAGES; page++) {
        const { items } = await asAnon(scope, (anon) =>
          listPublicProducts(anon, {
            slug: showroom.slug,
            query: { sort: 'price_asc', page, pageSize: CATALOGUE_PAGE_SIZE, lang: scope.locale },
          }),
        );
        for (const item of items) {
          const product = productOf(showroom.slug, item, scope.locale, await categoryNames());
          if (product) found.push(product);
        }
        if (items.length < CATALOGUE_PAGE_SIZE) break;
      }
      return found;
    },
    ...(options.listFaq ? { listFaq: options.listFaq } : {}),

    async searchCatalogue(query: CatalogueQuery): Promise<readonly Product[]> {
      const names = await categoryNames();
      const category = query.category
        ? ((CATEGORIES_OF[query.category] ?? []).find((key) => names.has(key)) ?? null)
        : null;
      const pageOf = (inCategory: ProductCategory | null) =>
        asAnon(scope, (anon) =>
          listPublicProducts(anon, {
            slug: showroom.slug,
            query: {
              ...(inCategory ? { category: inCategory } : {}),
              sort: 'price_asc',
              page: 1,
              pageSize: 48,
              lang: scope.locale,
            },
          }),
        );
      // The kind's category, then (when it gives too little, or the catalogue has no category for the
      // kind) the pieces whose own name says the kind: 'rings' finds a 'Bague …' filed elsewhere.
      const items = category ? [...(await pageOf(category)).items] : [];
      const wanted = query.limit ?? 48;
      if (query.category && items.length < wanted) {
        const kind = query.category;
        const seen = new Set(items.map((item) => item.ref));
        for (const item of (await pageOf(null)).items) {
          if (!seen.has(item.ref) && nameSaysPiece(kind, item.name)) items.push(item);
        }
      } else if (!query.category) {
        items.push(...(await pageOf(null)).items);
      }
      const found: Product[] = [];
      for (const item of items) {
        if (item.priceMinor === null) continue;
        if (query.maxPrice != null && item.priceMinor > query.maxPrice) continue;
        if (query.minPrice != null && item.priceMinor < query.minPrice) continue;
        if (!metalMatches(query.metal, [...item.metals, item.name])) continue;
        const product = productOf(showroom.slug, item, scope.locale, names);
        if (product) found.push(product);
        if (query.limit && found.length >= query.limit) break;
      }
      return found;
    },

    async getFreeSlots(input): Promise<readonly FreeSlot[]> {
      const wanted = input.serviceId && isServiceKey(input.serviceId) ? input.serviceId : null;
      const today = todayIn(scope.now, showroom.timeZone);
      let from: IsoDate = input.from;
      if (from < today) from = today;
      const days = Math.min(Math.max(input.days, 1), 31);
      return asAnon(scope, async (anon) => {
        // One of the shop's services (its own included), else the in-store visit.
        const known =
          wanted && (await appointmentServicesOf(anon, showroom.id)).some((s) => s.type === wanted);
        const type = known && wanted ? wanted : 'store';
        const slots: FreeSlot[] = [];
        for (let i = 0; i < days && slots.length < SLOTS_WANTED; i++) {
          const day = await showroomAvailability(anon, { slug: showroom.slug, type, date: addDays(from, i) });
          for (const slot of day.slots) {
            const start = new Date(slot.startsAt);
            slots.push({
              start: start.toISOString(),
              end: new Date(start.getTime() + 60 * 60_000).toISOString(),
              serviceId: type,
            });
          }
        }
        return slots.slice(0, SLOTS_WANTED);
      });
    },

    async bookAppointment(input): Promise<BookingResult> {
      if (!isServiceKey(input.serviceId)) return { ok: false, reason: 'invalid' };
      const start = new Date(input.slotStart);
      if (Number.isNaN(start.getTime())) return { ok: false, reason: 'invalid' };
      const { date, time } = localSlot(start, showroom.timeZone);
      const [firstName, ...rest] = input.name.trim().split(/\s+/);
      try {
        const booking = await bookAppointment(scope, {
          slug: showroom.slug,
          type: input.serviceId,
          date,
          time,
          firstName: firstName ?? input.name,
          lastName: rest.join(' ') || '-',
          email: input.email,
          // Optional in the chat: a name and an email book (the confirmation goes by email).
          phone: input.phone ?? '',
          locale: scope.locale,
          linkClient: true,
        });
        options.onBooked?.(booking.id);
        // A deposit paid online: the booking is a hold until paid (the wizard's path: its emails and
        // reminder follow the payment's webhook, an unpaid hold is released).
        return {
          ok: true,
          appointmentId: booking.id,
          start: booking.startsAt,
          serviceId: input.serviceId,
          depositUrl: booking.payment?.url ?? null,
          holdExpiresAt: booking.payment?.expiresAt ?? null,
          // The deposit as charged (the service's own currency), for the reply to say it.
          depositMinor: booking.payment ? booking.deposit.amountMinor : null,
          depositCurrency:
            booking.payment && isCurrency(booking.deposit.currency) ? booking.deposit.currency : null,
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'slot_taken') return { ok: false, reason: 'taken' };
        if (error instanceof AppError && error.status === 422) return { ok: false, reason: 'invalid' };
        throw error;
      }
    },

    saveLead: options.saveLead,
    answerFromFaq: options.answerFromFaq,
  };
}
