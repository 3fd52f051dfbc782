import { businesses, type Executor, showroomSettings } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';

/** What booking needs to know of a business: its clock, its buffer, where it is, whether it is online. */
export interface BookingBusiness {
  id: string;
  slug: string;
  name: string;
  email: string | null;
  address: string | null;
  city: string | null;
  timeZone: string;
  bookingBufferMinutes: number;
  /** Whether its showroom is online: the emails link to it (and to the manage page) only then. */
  published: boolean;
}

const columns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  email: businesses.email,
  address: businesses.address,
  city: businesses.city,
  timeZone: businesses.timeZone,
  bookingBufferMinutes: showroomSettings.bookingBufferMinutes,
  published: showroomSettings.published,
};

/** The published business of a slug, read on the owner connection (public writes). */
export async function publishedBusiness(tx: Executor, slug: string): Promise<BookingBusiness> {
  const [row] = await tx
    .select(columns)
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(and(eq(businesses.slug, slug), eq(showroomSettings.published, true)));
  if (!row) throw AppError.notFound('Showroom');
  return row;
}

/** A business by id, online or not: the back office (under RLS) and the reminder worker. */
export async function bookingBusiness(tx: Executor, businessId: string): Promise<BookingBusiness> {
  const [row] = await tx
    .select(columns)
    .from(businesses)
    .innerJoin(showroomSettings, eq(showroomSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) throw AppError.notFound('Business');
  return row;
}
