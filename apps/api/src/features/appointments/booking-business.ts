import { businesses, showroomSettings } from '@carat/db';
import { showroomBusiness } from '#api/features/showroom/index.ts';
import type { Scope } from '#api/scope.ts';

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

/** The published business of a slug, read on the owner connection (public writes: it reads the email). */
export function publishedBusiness(scope: Scope, slug: string): Promise<BookingBusiness> {
  return showroomBusiness(scope, { slug, columns });
}

/** A business by id, online or not: the back office (under RLS) and the reminder worker. */
export function bookingBusiness(scope: Scope, businessId: string): Promise<BookingBusiness> {
  return showroomBusiness(scope, { id: businessId, columns });
}
