import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { invalidateRoutes, type RouteName, routeKey, useApiMutation } from './resource.tsx';

/**
 * What a jeweller sets around the catalogue: collections, collaborations, review moderation
 * ('Avis'), the appointment types ('Services'), the showroom settings, and the home's set-up checklist,
 * which each of the others ticks (so each change refreshes it too).
 */
type V1 = ApiClient['v1'];

export type CollectionList = InferResponseType<V1['collections']['$get'], 200>;
export type CollectionSummary = CollectionList['items'][number];
export type CollectionDetail = InferResponseType<V1['collections'][':id']['$get'], 200>;
export type CollectionCreate = InferRequestType<V1['collections']['$post']>['json'];
export type CollectionChange = InferRequestType<V1['collections'][':id']['$patch']>['json'];

export type CategoryList = InferResponseType<V1['categories']['$get'], 200>;
export type ProductCategoryItem = CategoryList['items'][number];
export type CategoryCreate = InferRequestType<V1['categories']['$post']>['json'];
export type CategoryChange = InferRequestType<V1['categories'][':key']['$patch']>['json'];

export type CollaborationList = InferResponseType<V1['collaborations']['$get'], 200>;
export type ManagedCollaboration = CollaborationList['items'][number];
export type CollaborationCreate = InferRequestType<V1['collaborations']['$post']>['json'];
export type CollaborationChange = InferRequestType<V1['collaborations'][':id']['$patch']>['json'];

export type ModeratedReviewQuery = InferRequestType<V1['reviews']['$get']>['query'];
export type ModeratedReviewPage = InferResponseType<V1['reviews']['$get'], 200>;
export type ModeratedReview = ModeratedReviewPage['items'][number];
export type ReviewModerationChange = InferRequestType<V1['reviews'][':id']['$patch']>['json'];

export type AppointmentServiceList = InferResponseType<V1['services']['$get'], 200>;
export type AppointmentServiceSetting = AppointmentServiceList['items'][number];
export type AppointmentServicesChange = InferRequestType<V1['services']['$put']>['json'];
export type AppointmentServiceCreate = InferRequestType<V1['services']['$post']>['json'];
export type AppointmentServiceChange = InferRequestType<V1['services'][':key']['$patch']>['json'];

export type ShowroomSettings = InferResponseType<V1['showroom']['settings']['$get'], 200>;
export type ShowroomSettingsChange = InferRequestType<V1['showroom']['settings']['$patch']>['json'];

export type Onboarding = InferResponseType<V1['onboarding']['$get'], 200>;
export type OnboardingChange = InferRequestType<V1['onboarding']['$patch']>['json'];

/** After a change of these routes: they refresh, and so does the checklist they tick. */
const refresh = (routes: RouteName[]) => (queryClient: Parameters<typeof invalidateRoutes>[0]) =>
  invalidateRoutes(queryClient, [...routes, 'onboarding']);

// Collections ------------------------------------------------------------------------------------------

export function useCollections() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('collections'), 'list'],
    queryFn: () => unwrap(api.v1.collections.$get()),
  });
}

export function useCollection(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('collections'), 'detail', id ?? ''],
    queryFn: () => unwrap(api.v1.collections[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export const useCreateCollection = () =>
  useApiMutation(
    (api, json: CollectionCreate) => unwrap(api.v1.collections.$post({ json })),
    refresh(['collections', 'products']),
  );

export const useUpdateCollection = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: CollectionChange }) =>
      unwrap(api.v1.collections[':id'].$patch({ param: { id }, json: change })),
    refresh(['collections', 'products']),
  );

export const useDeleteCollection = () =>
  useApiMutation(
    async (api, id: string) => {
      await unwrap(api.v1.collections[':id'].$delete({ param: { id } }));
      return id;
    },
    refresh(['collections', 'products']),
  );

// Product categories (ADR 076) ----------------------------------------------------------------------------

/** The business's categories in its order: the product form's choices, the catalogue's filter, Settings. */
export function useCategories() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('categories'), 'list'],
    queryFn: () => unwrap(api.v1.categories.$get()),
  });
}

export const useCreateCategory = () =>
  useApiMutation(
    (api, json: CategoryCreate) => unwrap(api.v1.categories.$post({ json })),
    refresh(['categories']),
  );

export const useUpdateCategory = () =>
  useApiMutation(
    (api, { key, change }: { key: string; change: CategoryChange }) =>
      unwrap(api.v1.categories[':key'].$patch({ param: { key }, json: change })),
    refresh(['categories']),
  );

export const useReorderCategories = () =>
  useApiMutation(
    (api, keys: string[]) => unwrap(api.v1.categories.order.$put({ json: { keys } })),
    refresh(['categories']),
  );

/** Deletes a category; `moveTo` moves its pieces there first (else the API answers category_in_use). */
export const useDeleteCategory = () =>
  useApiMutation(
    (api, { key, moveTo }: { key: string; moveTo?: string }) =>
      unwrap(api.v1.categories[':key'].$delete({ param: { key }, query: moveTo ? { moveTo } : {} })),
    refresh(['categories', 'products']),
  );

// Collaborations ---------------------------------------------------------------------------------------

export function useManagedCollaborations() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('collaborations'), 'list'],
    queryFn: () => unwrap(api.v1.collaborations.$get()),
  });
}

export const useCreateCollaboration = () =>
  useApiMutation(
    (api, json: CollaborationCreate) => unwrap(api.v1.collaborations.$post({ json })),
    refresh(['collaborations']),
  );

export const useUpdateCollaboration = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: CollaborationChange }) =>
      unwrap(api.v1.collaborations[':id'].$patch({ param: { id }, json: change })),
    refresh(['collaborations']),
  );

export const useDeleteCollaboration = () =>
  useApiMutation(
    async (api, id: string) => {
      await unwrap(api.v1.collaborations[':id'].$delete({ param: { id } }));
      return id;
    },
    refresh(['collaborations']),
  );

// Reviews ('Avis') -------------------------------------------------------------------------------------

export function useModeratedReviews(query: ModeratedReviewQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('reviews'), 'list', query],
    queryFn: () => unwrap(api.v1.reviews.$get({ query })),
  });
}

export const useModerateReview = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: ReviewModerationChange }) =>
      unwrap(api.v1.reviews[':id'].$patch({ param: { id }, json: change })),
    refresh(['reviews']),
  );

// Services (the appointment types) ---------------------------------------------------------------------

export function useAppointmentServices() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('services'), 'list'],
    queryFn: () => unwrap(api.v1.services.$get()),
  });
}

export const useSaveAppointmentServices = () =>
  useApiMutation(
    (api, json: AppointmentServicesChange) => unwrap(api.v1.services.$put({ json })),
    refresh(['services', 'appointments']),
  );

/** Adds a service of the business's own (ADR 084); it goes last. */
export const useCreateAppointmentService = () =>
  useApiMutation(
    (api, json: AppointmentServiceCreate) => unwrap(api.v1.services.$post({ json })),
    refresh(['services', 'appointments']),
  );

export const useUpdateAppointmentService = () =>
  useApiMutation(
    (api, { key, change }: { key: string; change: AppointmentServiceChange }) =>
      unwrap(api.v1.services[':key'].$patch({ param: { key }, json: change })),
    refresh(['services', 'appointments']),
  );

export const useReorderAppointmentServices = () =>
  useApiMutation(
    (api, keys: string[]) => unwrap(api.v1.services.order.$put({ json: { keys } })),
    refresh(['services']),
  );

/** Deletes a service of the business's own (the API answers service_in_use when appointments name it). */
export const useDeleteAppointmentService = () =>
  useApiMutation(
    (api, key: string) => unwrap(api.v1.services[':key'].$delete({ param: { key } })),
    refresh(['services']),
  );

// Showroom settings ------------------------------------------------------------------------------------

export function useShowroomSettings() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('showroom'), 'settings'],
    queryFn: () => unwrap(api.v1.showroom.settings.$get()),
  });
}

/** A change of name or slug shows in the session's business too. */
export const useUpdateShowroomSettings = () =>
  useApiMutation(
    (api, json: ShowroomSettingsChange) => unwrap(api.v1.showroom.settings.$patch({ json })),
    refresh(['showroom', 'me', 'business']),
  );

// The set-up checklist ---------------------------------------------------------------------------------

const onboardingQuery = (api: ApiClient) => ({
  queryKey: routeKey('onboarding'),
  queryFn: () => unwrap(api.v1.onboarding.$get()),
});

export function useOnboarding(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    ...onboardingQuery(api),
    // Every step is done on another page: the home asks again each time it shows the checklist.
    staleTime: 0,
    ...options,
  });
}

/**
 * The checklist, read beside the home's code: the home then draws it at once, instead of pushing the
 * figures down when it comes (the home's layout shift).
 */
export const prefetchOnboarding = (queryClient: QueryClient, api: ApiClient) =>
  queryClient.prefetchQuery(onboardingQuery(api));

export const useUpdateOnboarding = () =>
  useApiMutation(
    (api, json: OnboardingChange) => unwrap(api.v1.onboarding.$patch({ json })),
    (queryClient, checklist) => queryClient.setQueryData(routeKey('onboarding'), checklist),
  );
