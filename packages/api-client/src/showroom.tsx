import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';

/**
 * The public showroom's calls (no account): typed from the API's own routes. Each read has a query
 * builder taking the client, so a server renderer prefetches with the very keys the hooks read.
 */

type Showrooms = ApiClient['v1']['showrooms'][':slug'];
type Bookings = ApiClient['v1']['bookings'][':token'];

type ShowroomWithPieces = InferResponseType<Showrooms['$get'], 200>;
/**
 * What every showroom page shows of the shop: its details, rating, counts and collaborations, without the
 * list of its pieces (a page reads the pieces it shows; the search, saved and basket sheets read theirs when
 * opened): the server-rendered page's state stays small.
 */
export type Showroom = Omit<ShowroomWithPieces, 'products'>;
export type ShowroomProduct = InferResponseType<Showrooms['products'][':ref']['$get'], 200>;
export type ShowroomProductSummary = ShowroomWithPieces['products'][number];
/** Which published pieces to read: all of them (the search), or these numbers (saved pieces, the basket). */
export type ShowroomPieces = 'all' | readonly number[];
export type Collaborations = InferResponseType<Showrooms['collaborations']['$get'], 200>;
export type ReviewPage = InferResponseType<Showrooms['reviews']['$get'], 200>;
export type PublicReview = ReviewPage['items'][number];
export type ReviewSubmission = InferRequestType<Showrooms['reviews']['$post']>['json'];
export type Availability = InferResponseType<Showrooms['availability']['$get'], 200>;
export type ShowroomOpening = InferResponseType<Showrooms['opening']['$get'], 200>;
export type BookingRequest = InferRequestType<Showrooms['appointments']['$post']>['json'];
export type Booking = InferResponseType<Showrooms['appointments']['$post'], 201>;
export type CustomRequest = InferRequestType<Showrooms['custom-requests']['$post']>['json'];
export type BasketEnquiry = InferRequestType<Showrooms['enquiries']['$post']>['json'];
export type ManagedBooking = InferResponseType<Bookings['$get'], 200>;
/** What the jeweller published with the showroom builder (hero, text, image, products, video, …). */
export type PublishedPage = InferResponseType<Showrooms['page']['$get'], 200>;
export type PublishedBlock = PublishedPage['blocks'][number];
export type AppointmentTypeId = BookingRequest['type'];
/** A page of the public catalogue (published pieces only) and one piece of it. */
export type ShowroomProductPage = InferResponseType<Showrooms['products']['$get'], 200>;
export type ShowroomListedProduct = ShowroomProductPage['items'][number];
export type ShowroomImage = NonNullable<ShowroomListedProduct['image']>;
/** What a published showroom shows of its settings: logo, banner, since, links, languages offered. */
export type PublicShowroomSettings = InferResponseType<Showrooms['settings']['$get'], 200>;
export type ShowroomService = InferResponseType<Showrooms['services']['$get'], 200>['items'][number];
export type ShowroomCollection = InferResponseType<Showrooms['collections']['$get'], 200>['items'][number];
export type ShowroomLang = 'fr' | 'en';
/** The filters of the public catalogue (the showroom's URL holds them). */
export interface ShowroomProductFilters {
  category?: ShowroomListedProduct['category'];
  collection?: string;
  q?: string;
}

export const showroomKeys = {
  all: (slug: string) => ['showroom', slug] as const,
  home: (slug: string, lang?: ShowroomLang) => ['showroom', slug, 'home', lang ?? null] as const,
  pieces: (slug: string, pieces: ShowroomPieces, lang?: ShowroomLang) =>
    ['showroom', slug, 'pieces', pieces === 'all' ? 'all' : piecesParam(pieces), lang ?? null] as const,
  page: (slug: string) => ['showroom', slug, 'page'] as const,
  product: (slug: string, ref: number, lang?: ShowroomLang) =>
    ['showroom', slug, 'product', ref, lang ?? null] as const,
  products: (slug: string, filters: ShowroomProductFilters, lang?: ShowroomLang) =>
    [
      'showroom',
      slug,
      'products',
      filters.category ?? null,
      filters.collection ?? null,
      filters.q ?? null,
      lang ?? null,
    ] as const,
  settings: (slug: string) => ['showroom', slug, 'settings'] as const,
  services: (slug: string, lang?: ShowroomLang) => ['showroom', slug, 'services', lang ?? null] as const,
  collections: (slug: string, lang?: ShowroomLang) =>
    ['showroom', slug, 'collections', lang ?? null] as const,
  collaborations: (slug: string) => ['showroom', slug, 'collaborations'] as const,
  reviews: (slug: string, page: number, pageSize: number) =>
    ['showroom', slug, 'reviews', page, pageSize] as const,
  opening: (slug: string) => ['showroom', slug, 'opening'] as const,
  availability: (slug: string, type: string, date: string) =>
    ['showroom', slug, 'availability', type, date] as const,
  booking: (token: string) => ['booking', token] as const,
};

export const REVIEWS_PAGE_SIZE = 20;

/** Query options (key + fetch) for each public read, shared by the hooks and the server renderer. */
export const SHOWROOM_PRODUCTS_PAGE_SIZE = 24;

const langQuery = (lang?: ShowroomLang) => (lang ? { lang } : {});

/** The numbers as `?products=` takes them: each once, sorted, so one set of pieces is one query. */
function piecesParam(refs: readonly number[]): string {
  return [...new Set(refs)].sort((a, b) => a - b).join(',');
}

/** The most pieces one read names (the API's limit). */
export const SHOWROOM_PIECES_MAX = 100;

export const showroomQueries = {
  home: (api: ApiClient, slug: string, lang?: ShowroomLang) => ({
    queryKey: showroomKeys.home(slug, lang),
    queryFn: async (): Promise<Showroom> => {
      const { products: _none, ...showroom } = await unwrap(
        api.v1.showrooms[':slug'].$get({ param: { slug }, query: { ...langQuery(lang), products: 'none' } }),
      );
      return showroom;
    },
  }),
  /** Published pieces' summaries (cover, name, price), in the catalogue's order; a draft is never listed. */
  pieces: (api: ApiClient, slug: string, pieces: ShowroomPieces, lang?: ShowroomLang) => ({
    queryKey: showroomKeys.pieces(slug, pieces, lang),
    queryFn: async (): Promise<ShowroomProductSummary[]> => {
      const wanted = pieces === 'all' ? 'all' : piecesParam(pieces.slice(0, SHOWROOM_PIECES_MAX));
      if (!wanted) return [];
      const showroom = await unwrap(
        api.v1.showrooms[':slug'].$get({ param: { slug }, query: { ...langQuery(lang), products: wanted } }),
      );
      return showroom.products;
    },
  }),
  /** The public catalogue, page by page ('load more'), with the filters of the showroom's URL. */
  products: (api: ApiClient, slug: string, filters: ShowroomProductFilters, lang?: ShowroomLang) => ({
    queryKey: showroomKeys.products(slug, filters, lang),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      unwrap(
        api.v1.showrooms[':slug'].products.$get({
          param: { slug },
          query: {
            ...(filters.category ? { category: filters.category } : {}),
            ...(filters.collection ? { collection: filters.collection } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            ...langQuery(lang),
            page: String(pageParam),
            pageSize: String(SHOWROOM_PRODUCTS_PAGE_SIZE),
          },
        }),
      ),
    getNextPageParam: (last: ShowroomProductPage) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  }),
  settings: (api: ApiClient, slug: string) => ({
    queryKey: showroomKeys.settings(slug),
    queryFn: () => unwrap(api.v1.showrooms[':slug'].settings.$get({ param: { slug } })),
  }),
  services: (api: ApiClient, slug: string, lang?: ShowroomLang) => ({
    queryKey: showroomKeys.services(slug, lang),
    queryFn: () =>
      unwrap(api.v1.showrooms[':slug'].services.$get({ param: { slug }, query: langQuery(lang) })),
  }),
  collections: (api: ApiClient, slug: string, lang?: ShowroomLang) => ({
    queryKey: showroomKeys.collections(slug, lang),
    queryFn: () =>
      unwrap(api.v1.showrooms[':slug'].collections.$get({ param: { slug }, query: langQuery(lang) })),
  }),
  /** The builder's published blocks, shown on the home. */
  page: (api: ApiClient, slug: string) => ({
    queryKey: showroomKeys.page(slug),
    queryFn: () => unwrap(api.v1.showrooms[':slug'].page.$get({ param: { slug } })),
  }),
  product: (api: ApiClient, slug: string, ref: number, lang?: ShowroomLang) => ({
    queryKey: showroomKeys.product(slug, ref, lang),
    queryFn: () =>
      unwrap(
        api.v1.showrooms[':slug'].products[':ref'].$get({
          param: { slug, ref: String(ref) },
          query: langQuery(lang),
        }),
      ),
  }),
  collaborations: (api: ApiClient, slug: string) => ({
    queryKey: showroomKeys.collaborations(slug),
    queryFn: () => unwrap(api.v1.showrooms[':slug'].collaborations.$get({ param: { slug } })),
  }),
  reviews: (api: ApiClient, slug: string, page = 1, pageSize = REVIEWS_PAGE_SIZE) => ({
    queryKey: showroomKeys.reviews(slug, page, pageSize),
    queryFn: () =>
      unwrap(
        api.v1.showrooms[':slug'].reviews.$get({
          param: { slug },
          query: { page: String(page), pageSize: String(pageSize) },
        }),
      ),
  }),
};

/** Retries a failed read, but not a 404 or a move: an unknown showroom or product stays unknown. */
const retry = (count: number, error: unknown) => {
  const status = (error as { status?: number }).status;
  return status !== 404 && status !== 301 && count < 2;
};

export function useShowroom(slug: string, lang?: ShowroomLang) {
  const api = useApi();
  return useQuery({ ...showroomQueries.home(api, slug, lang), retry });
}

/**
 * Published pieces by number (or all of them), read when a panel needs them. While another set loads (a
 * piece saved or removed), the previous answer stays on screen.
 */
export function useShowroomPieces(
  slug: string,
  pieces: ShowroomPieces,
  lang?: ShowroomLang,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const api = useApi();
  const none = pieces !== 'all' && pieces.length === 0;
  return useQuery({
    ...showroomQueries.pieces(api, slug, pieces, lang),
    enabled: enabled && !none,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The public catalogue with the URL's filters; `fetchNextPage` loads the next page ('load more'). */
export function useShowroomProducts(slug: string, filters: ShowroomProductFilters, lang?: ShowroomLang) {
  const api = useApi();
  return useInfiniteQuery({
    ...showroomQueries.products(api, slug, filters, lang),
    placeholderData: keepPreviousData,
    retry,
  });
}

export function usePublicShowroomSettings(slug: string) {
  const api = useApi();
  return useQuery({ ...showroomQueries.settings(api, slug), retry });
}

/** The appointment types the jeweller offers (disabled ones are not listed), with their own prices. */
export function useShowroomServices(slug: string, lang?: ShowroomLang) {
  const api = useApi();
  return useQuery({ ...showroomQueries.services(api, slug, lang), retry });
}

export function useShowroomCollections(slug: string, lang?: ShowroomLang) {
  const api = useApi();
  return useQuery({ ...showroomQueries.collections(api, slug, lang), retry });
}

export function usePublishedPage(slug: string) {
  const api = useApi();
  return useQuery({ ...showroomQueries.page(api, slug), retry });
}

export function useShowroomProduct(slug: string, ref: number | null, lang?: ShowroomLang) {
  const api = useApi();
  return useQuery({
    ...showroomQueries.product(api, slug, ref ?? 0, lang),
    enabled: ref !== null,
    retry,
  });
}

export function useCollaborations(slug: string) {
  const api = useApi();
  return useQuery({ ...showroomQueries.collaborations(api, slug), retry });
}

export function useShowroomReviews(slug: string, page = 1) {
  const api = useApi();
  return useQuery({ ...showroomQueries.reviews(api, slug, page), placeholderData: keepPreviousData, retry });
}

export function useSubmitReview(slug: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ReviewSubmission) =>
      unwrap(api.v1.showrooms[':slug'].reviews.$post({ param: { slug }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all(slug) }),
  });
}

export function useAvailability(slug: string, type: AppointmentTypeId | null, date: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: showroomKeys.availability(slug, type ?? '', date ?? ''),
    queryFn: () =>
      unwrap(
        api.v1.showrooms[':slug'].availability.$get({ param: { slug }, query: { type: type!, date: date! } }),
      ),
    enabled: Boolean(type && date),
    retry,
  });
}

/** The days the booking calendar may offer (open weekdays, closed dates). */
export function useShowroomOpening(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: showroomKeys.opening(slug),
    queryFn: () => unwrap(api.v1.showrooms[':slug'].opening.$get({ param: { slug } })),
    retry,
  });
}

export function useBookAppointment(slug: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: BookingRequest) =>
      unwrap(api.v1.showrooms[':slug'].appointments.$post({ param: { slug }, json })),
    // A 409 means the slot went: the free times are stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...showroomKeys.all(slug), 'availability'] }),
  });
}

export function useCustomRequest(slug: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (json: CustomRequest) =>
      unwrap(api.v1.showrooms[':slug']['custom-requests'].$post({ param: { slug }, json })),
  });
}

/** A photo for a Custom Jewelry request: stored by the API (checked, without metadata), named by its id. */
export function useRequestPhotoUpload(slug: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(
        api.v1.showrooms[':slug']['request-photos'].$post(
          { param: { slug } },
          { init: { body: file, headers: { 'content-type': file.type || 'application/octet-stream' } } },
        ),
      ),
  });
}

export function useBasketEnquiry(slug: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (json: BasketEnquiry) =>
      unwrap(api.v1.showrooms[':slug'].enquiries.$post({ param: { slug }, json })),
  });
}

export function useManagedBooking(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: showroomKeys.booking(token ?? ''),
    queryFn: () => unwrap(api.v1.bookings[':token'].$get({ param: { token: token! } })),
    enabled: Boolean(token),
    retry,
  });
}

export function useCancelBooking(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.v1.bookings[':token'].cancel.$post({ param: { token } })),
    onSuccess: (booking) => queryClient.setQueryData(showroomKeys.booking(token), booking),
  });
}

export function useRescheduleBooking(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { date: string; time: string }) =>
      unwrap(api.v1.bookings[':token'].reschedule.$post({ param: { token }, json })),
    onSuccess: (booking) => queryClient.setQueryData(showroomKeys.booking(token), booking),
  });
}
